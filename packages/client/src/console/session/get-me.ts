import type { Operator } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const ME_PATH: ConsoleApiPath<'me'> = '/api/console/v1/me';

/** The logged-in operator, or null without an operator session (the console's login guard reads it). */
export async function getMe(signal?: AbortSignal): Promise<Operator | null> {
  try {
    return await request<Operator>(ME_PATH, { silent: true, signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ['console', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
