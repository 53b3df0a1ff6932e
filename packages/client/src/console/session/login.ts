import { ErrorCode, type Operator } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { meQueryOptions } from './get-me';

const LOGIN_PATH: ConsoleApiPath<'login'> = '/api/console/v1/login';

/** Codes the login page shows in place, above the form. */
export const CONSOLE_LOGIN_HANDLED_CODES = [
  ErrorCode.OPERATOR_LOGIN_FAILED,
  ErrorCode.ACCOUNT_LOCKED,
  ErrorCode.OPERATOR_DISABLED,
  ErrorCode.RATE_LIMITED,
] as const;

export interface ConsoleLoginBody {
  email: string;
  password: string;
}

export function consoleLogin(body: ConsoleLoginBody): Promise<Operator> {
  return request<Operator>(LOGIN_PATH, {
    method: 'POST',
    body: { ...body },
    hideLoading: true,
    handledCodes: CONSOLE_LOGIN_HANDLED_CODES,
  });
}

/** Logs in; answers read under another operator are dropped, and the new one is the session's. */
export function useConsoleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consoleLogin,
    onSuccess: (operator) => {
      queryClient.removeQueries({ queryKey: ['console'] });
      queryClient.setQueryData(meQueryOptions().queryKey, operator);
    },
  });
}
