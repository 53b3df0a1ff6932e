import { type Account, ErrorCode, type LoginBody } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { refreshSession } from './get-user-info';

const LOGIN_PATH: ApiPath<'login'> = '/api/purchase/v1/h5/customer/login';

/** Codes the login page shows in place (the wrong-password warning, the lock, the unknown account). */
export const LOGIN_HANDLED_CODES = [
  ErrorCode.PASSWORD_INCORRECT,
  ErrorCode.ACCOUNT_LOCKED,
  ErrorCode.ACCOUNT_NOT_FOUND,
] as const;

export function login(body: LoginBody): Promise<Account> {
  return request<Account>(LOGIN_PATH, { method: 'POST', body, handledCodes: LOGIN_HANDLED_CODES });
}

/** Logs in, then reads the user info into the client state before the page moves on. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      await login(body);
      return refreshSession(queryClient);
    },
  });
}
