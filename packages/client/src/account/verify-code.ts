import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, sendSignupCodeBodySchema } from '@mall/contract';
import { useState } from 'react';
import { useCountdown } from '../lib/countdown';
import type { SchemaForm } from '../lib/schema-form';
import type { SendCodeOutcome } from './send-signup-code';

/**
 * The address a code is to be sent to: the form's email when the contract accepts it; otherwise
 * null, and the field (now visited) says why.
 */
export function emailForCode(form: Pick<SchemaForm<'email', unknown>, 'values' | 'touch'>): string | null {
  form.touch('email');
  const parsed = sendSignupCodeBodySchema.safeParse({ email: form.values.email });
  return parsed.success ? parsed.data.email : null;
}

/**
 * A blank code is refused before sending, in the server's own words (60112): the schemas let it
 * through so that the server answers it by code. True when a code is given.
 */
export function codeGiven(
  form: Pick<SchemaForm<'email_code', unknown>, 'values' | 'setServerError'>,
  t: (key: string) => string,
): boolean {
  if (form.values.email_code.trim()) return true;
  form.setServerError('email_code', t(`errors.${ErrorCode.VERIFY_CODE_EMPTY}`));
  return false;
}

/**
 * "Send code", then a countdown (the server's resend interval) before it can be asked again:
 * the state and words of the send-code button of every site.
 */
export function useSendCodeButton(email: () => string | null, send: (email: string) => Promise<SendCodeOutcome>) {
  const { t } = useTranslation();
  const { seconds, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const click = async () => {
    const address = email();
    if (address === null) return;
    setBusy(true);
    try {
      const outcome = await send(address);
      setSentOnce(true);
      start(outcome.resendAfterSeconds);
    } catch {
      // the API client has told the buyer
    } finally {
      setBusy(false);
    }
  };

  const waiting = seconds > 0;
  const label = waiting
    ? t('register.resendIn', { seconds })
    : sentOnce
      ? t('register.resend')
      : t('register.sendCode');
  return { label, busy, disabled: waiting || busy, click };
}
