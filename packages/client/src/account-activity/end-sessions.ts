import type { AccountSessionList } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { ACCOUNT_ACTIVITY_QUERY_KEY } from './get-account-activity';

const END_PATH: ApiPath<'accountSessionEnd'> = '/api/buyer/v1/account/sessions/end';
const END_OTHERS_PATH: ApiPath<'accountSessionsEndOthers'> = '/api/buyer/v1/account/sessions/end_others';

export function endSession(id: number): Promise<AccountSessionList> {
  return request(END_PATH, { method: 'POST', body: { id } });
}

export function endOtherSessions(): Promise<AccountSessionList> {
  return request(END_OTHERS_PATH, { method: 'POST', body: {} });
}

/** Signing devices out adds to the log and changes the list: both are read again, whatever the outcome. */
function useSessionsMutation<A>(fn: (arg: A) => Promise<AccountSessionList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_ACTIVITY_QUERY_KEY }),
  });
}

/** Signs one other device out. */
export const useEndSession = () => useSessionsMutation(endSession);
/** Signs every device but this one out. */
export const useEndOtherSessions = () => useSessionsMutation((_: undefined) => endOtherSessions());
