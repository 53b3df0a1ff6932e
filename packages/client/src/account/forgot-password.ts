import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, forgotPasswordQuerySchema, type ResetLinkSite } from '@mall/contract';
import { useLayoutEffect, useState } from 'react';
import { ApiError, requestAnswer } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useSchemaForm } from '../lib/schema-form';

const FORGOT_PASSWORD_PATH: ApiPath<'forgotPassword'> = '/web/forget/password';

/** Mails a reset link to `site`'s reset page; answers the server's success message ("Please login to your mailbox ..."). */
export async function forgotPassword(email: string, site: ResetLinkSite): Promise<string> {
  const answer = await requestAnswer<null>(FORGOT_PASSWORD_PATH, {
    query: { email, site },
    handledCodes: [ErrorCode.ACCOUNT_NOT_FOUND],
  });
  return answer.message;
}

/**
 * The forgot-password form of every site (a sheet on the phone, a dialog at a desk). Each opening
 * starts afresh with the address typed on the login page; an unknown address is said under the
 * field (and `unknown` offers registration); once sent, `sentText` is the server's answer.
 */
export function useForgotPasswordForm(open: boolean, initialEmail: string, site: ResetLinkSite) {
  const { t } = useTranslation();
  const form = useSchemaForm(forgotPasswordQuerySchema, { email: initialEmail });
  const [sent, setSent] = useState<string | null>(null);
  const [unknown, setUnknown] = useState(false);
  const [busy, setBusy] = useState(false);
  const { reset } = form;

  // Before the sheet is painted: an address typed at once (a quick hand, an autofill) is not wiped afterwards.
  useLayoutEffect(() => {
    if (!open) return;
    reset({ email: initialEmail });
    setSent(null);
    setUnknown(false);
  }, [open, initialEmail, reset]);

  const submit = async () => {
    const body = form.submit();
    if (!body) return;
    setBusy(true);
    setUnknown(false);
    try {
      setSent(await forgotPassword(body.email, site));
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.ACCOUNT_NOT_FOUND) {
        setUnknown(true);
        form.setServerError('email', t(`errors.${ErrorCode.ACCOUNT_NOT_FOUND}`));
      }
    } finally {
      setBusy(false);
    }
  };

  const sentText = sent === null ? null : sent || t('success.forgotPasswordSent');
  return { form, sentText, unknown, busy, submit };
}
