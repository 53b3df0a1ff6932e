import type { AccountSessionList } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { accountActivityKey } from './get-account-activity';

const END_PATH: ConsoleApiPath<'accountSessionsEnd'> = '/api/console/v1/accounts/sessions/end';

/** Signs every device of the buyer out; answers the devices left (none). */
export function endAccountSessions(buyerId: number): Promise<AccountSessionList> {
  return request<AccountSessionList>(END_PATH, { method: 'POST', body: { buyer_id: buyerId }, hideLoading: true });
}

/** The devices and the log (which now says so) are read again, whatever the outcome. */
export function useEndAccountSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSessions,
    onSettled: (_left, _error, buyerId) => queryClient.invalidateQueries({ queryKey: accountActivityKey(buyerId) }),
  });
}
