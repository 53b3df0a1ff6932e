import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { meQueryOptions } from './get-me';

const LOGOUT_PATH: ConsoleApiPath<'logout'> = '/api/console/v1/logout';

export function consoleLogout(): Promise<null> {
  return request<null>(LOGOUT_PATH, { method: 'POST', body: {}, hideLoading: true });
}

/** Ends the session and forgets everything read under it. */
export function useConsoleLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consoleLogout,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['console'] });
      queryClient.setQueryData(meQueryOptions().queryKey, null);
    },
  });
}
