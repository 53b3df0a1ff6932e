import type { SendCodeOutcome } from '@mall/client/account/send-signup-code';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../lib/countdown';

interface VerifyCodeButtonProps {
  /** Returns the address to send to, or null when it is not valid (the form then shows why). */
  email(): string | null;
  send(email: string): Promise<SendCodeOutcome>;
}

/** "Send code", then a countdown (the server's resend interval) before it can be asked again. */
export function VerifyCodeButton({ email, send }: VerifyCodeButtonProps) {
  const { t } = useTranslation();
  const { seconds, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const onClick = async () => {
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
  return (
    <Button
      color="primary"
      fill="outline"
      className="code-button"
      disabled={waiting || busy}
      loading={busy}
      onClick={() => void onClick()}
      data-testid="send-code"
      aria-live="polite"
    >
      {waiting ? t('register.resendIn', { seconds }) : sentOnce ? t('register.resend') : t('register.sendCode')}
    </Button>
  );
}
