import { ErrorCode, resetPasswordBodySchema } from '@mall/contract';
import { useState } from 'react';
import { ApiError, request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useSchemaForm } from '../lib/schema-form';

const RESET_PASSWORD_PATH: ApiPath<'resetPassword'> = '/api/buyer/v1/h5/customer/reset_password';

export function resetPassword(body: { token: string; password: string; confirm_password: string }): Promise<null> {
  return request<null>(RESET_PASSWORD_PATH, {
    method: 'POST',
    body,
    handledCodes: [ErrorCode.RESET_LINK_INVALID],
  });
}

/**
 * The reset page of every site: a new password with the rules of registration. A link without a
 * token, or one the server refuses (used, expired), turns the page into `invalidLink`, which offers
 * a new link. `submit` answers true once the password is set.
 */
export function useResetPasswordForm(token: string) {
  const form = useSchemaForm(resetPasswordBodySchema, { token, password: '', confirm_password: '' });
  const [invalidLink, setInvalidLink] = useState(token === '');
  const [busy, setBusy] = useState(false);

  const submit = async (): Promise<boolean> => {
    const body = form.submit();
    if (!body) return false;
    setBusy(true);
    try {
      await resetPassword(body);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.RESET_LINK_INVALID) setInvalidLink(true);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { form, invalidLink, busy, submit };
}
