import { type Account, ErrorCode } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Params, request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { setUserInfo } from '../lib/client-state';
import { userInfoQueryOptions } from './get-user-info';

const ACCOUNT_EDIT_PATH: ApiPath<'accountEdit'> = '/api/buyer/v1/h5/customer/edit';

/** Codes an edit form shows under its fields. */
export const EDIT_HANDLED_CODES = [
  ErrorCode.USERNAME_EXISTS,
  ErrorCode.EMAIL_EXISTS,
  ErrorCode.PASSWORD_INCORRECT,
  ErrorCode.VERIFY_CODE_EMPTY,
  ErrorCode.VERIFY_CODE_INCORRECT,
  ErrorCode.VERIFY_CODE_EXPIRED,
] as const;

/** One endpoint, three bodies by `edit_type` (profile, password, email); answers the updated account. */
export function editAccount(body: Params & { edit_type: 'profile' | 'password' | 'email' }): Promise<Account> {
  return request<Account>(ACCOUNT_EDIT_PATH, { method: 'POST', body, handledCodes: EDIT_HANDLED_CODES });
}

/** Stores the updated account in the client state and the query cache. */
export function useEditAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAccount,
    onSuccess: (account) => {
      const userInfo = setUserInfo({ status: 200, data: account });
      queryClient.setQueryData(userInfoQueryOptions().queryKey, userInfo);
    },
  });
}
