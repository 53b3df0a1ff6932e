import type { SendCodeOutcome } from '@mall/client/account/send-signup-code';
import { useSendCodeButton } from '@mall/client/account/verify-code';
import { Button } from 'antd';

interface SendCodeButtonProps {
  /** The address to send to, or null when it is not valid (the form then says why). */
  email(): string | null;
  send(email: string): Promise<SendCodeOutcome>;
}

/** "Send code", then the resend countdown, as on the phone. */
export function SendCodeButton({ email, send }: SendCodeButtonProps) {
  const button = useSendCodeButton(email, send);
  return (
    <Button
      className="account-code-button"
      disabled={button.disabled}
      loading={button.busy}
      onClick={() => void button.click()}
      data-testid="send-code"
      aria-live="polite"
    >
      {button.label}
    </Button>
  );
}
