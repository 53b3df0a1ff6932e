import { useTranslation } from '@mall/client/lib/use-translation';
import { type Account, ErrorCode, type LoginBody, loginBodySchema } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useSchemaForm } from '../lib/schema-form';
import { refreshSession } from './get-user-info';
import { wrongPasswordWarning } from './wrong-password';

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

/** Kept as what happened, not as text, so that a language switch re-words it. */
type LoginRefusal = { kind: 'wrongPassword'; data: unknown } | { kind: 'locked' };

/** What the login page says above the form after a refusal. */
export interface LoginNotice {
  tone: 'warning' | 'error';
  text: string;
}

/**
 * The login form of every site: the contract's schema checks both fields as the buyer types; a
 * wrong password warns with the attempts left (and empties the field), a locked account says so,
 * an unknown address is said under its field. `submit` answers true once the buyer is logged in.
 */
export function useLoginForm(initialEmail: string) {
  const { t } = useTranslation();
  const form = useSchemaForm(loginBodySchema, { email: initialEmail, password: '' });
  const [refusal, setRefusal] = useState<LoginRefusal | null>(null);
  const login = useLogin();

  const submit = async (): Promise<boolean> => {
    const body = form.submit();
    if (!body) return false;
    setRefusal(null);
    try {
      const userInfo = await login.mutateAsync(body);
      return userInfo.login === 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'result') return false;
      if (error.code === ErrorCode.PASSWORD_INCORRECT) {
        setRefusal({ kind: 'wrongPassword', data: error.data });
        // A fresh password field, without a "required" message the buyer did not cause.
        form.reset({ email: form.values.email, password: '' });
      } else if (error.code === ErrorCode.ACCOUNT_LOCKED) {
        setRefusal({ kind: 'locked' });
      } else if (error.code === ErrorCode.ACCOUNT_NOT_FOUND) {
        form.setServerError('email', t(`errors.${ErrorCode.ACCOUNT_NOT_FOUND}`));
      }
      return false;
    }
  };

  let notice: LoginNotice | null = null;
  if (refusal?.kind === 'wrongPassword') notice = { tone: 'warning', text: wrongPasswordWarning(refusal.data, t) };
  else if (refusal?.kind === 'locked') notice = { tone: 'error', text: t(`errors.${ErrorCode.ACCOUNT_LOCKED}`) };
  return { form, notice, submit, busy: login.isPending };
}
