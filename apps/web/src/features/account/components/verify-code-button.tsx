import type { SendCodeOutcome } from '@mall/client/account/send-signup-code';
import { useSendCodeButton } from '@mall/client/account/verify-code';
import { Button } from 'antd-mobile';

interface VerifyCodeButtonProps {
  /** Returns the address to send to, or null when it is not valid (the form then shows why). */
  email(): string | null;
  send(email: string): Promise<SendCodeOutcome>;
}

/** "Send code", then a countdown (the server's resend interval) before it can be asked again. */
export function VerifyCodeButton({ email, send }: VerifyCodeButtonProps) {
  const button = useSendCodeButton(email, send);
  return (
    <Button
      color="primary"
      fill="outline"
      className="code-button"
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
