import type { Account } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { storeAccount } from './get-user-info';

const RENEWAL_PATH: ApiPath<'renewal'> = '/api/buyer/v1/h5/customer/renewal';

/** An expired member's application for renewal; the answer is the account, marked as requested. */
export function requestRenewal(): Promise<Account> {
  return request<Account>(RENEWAL_PATH, { method: 'POST', body: {} });
}

/** Applies, then records the answered account as the session's user (operators act on the request). */
export function useRequestRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRenewal,
    onSuccess: (account) => storeAccount(queryClient, account),
  });
}
