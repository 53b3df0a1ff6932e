import type { AccountSessionList } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { accountActivityKey } from './get-account-activity';

const SESSIONS_PATH: ConsoleApiPath<'accountSessions'> = '/api/console/v1/accounts/sessions';

export function getAccountSessions(buyerId: number, signal?: AbortSignal): Promise<AccountSessionList> {
  return request<AccountSessionList>(SESSIONS_PATH, { query: { buyer_id: buyerId }, hideLoading: true, signal });
}

export function accountSessionsQueryOptions(buyerId: number) {
  return queryOptions({
    queryKey: [...accountActivityKey(buyerId), 'sessions'],
    queryFn: ({ signal }) => getAccountSessions(buyerId, signal),
  });
}

/** The devices signed in to a buyer's account, the most recently used first. */
export function useAccountSessions(buyerId: number) {
  return useQuery(accountSessionsQueryOptions(buyerId));
}
