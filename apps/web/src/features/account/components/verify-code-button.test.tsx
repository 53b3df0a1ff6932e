import { secondsLeft } from '@mall/client/lib/countdown';
import { i18n } from '@mall/client/lib/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyCodeButton } from './verify-code-button';

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
});

function renderButton(
  send: (email: string) => Promise<{ resendAfterSeconds: number }>,
  email: string | null = 'a@b.co',
) {
  render(<VerifyCodeButton email={() => email} send={send} />);
  return screen.getByTestId('send-code') as HTMLButtonElement;
}

describe('send-code countdown', () => {
  it('counts down the resend interval after sending, then offers to send again', async () => {
    const send = vi.fn(async () => ({ resendAfterSeconds: 60 }));
    const button = renderButton(send);
    expect(button.textContent).toBe('Send code');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(send).toHaveBeenCalledWith('a@b.co');
    expect(button.textContent).toBe('Resend in 60 s');
    expect(button.disabled).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(button.textContent).toBe('Resend in 59 s');
    await act(async () => {
      vi.advanceTimersByTime(58_000);
    });
    expect(button.textContent).toBe('Resend in 1 s');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(button.textContent).toBe('Send again');
    expect(button.disabled).toBe(false);
  });

  it("honours the server's resend-after (a 60121 answer resumes its countdown)", async () => {
    const button = renderButton(async () => ({ resendAfterSeconds: 42 }));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('Resend in 42 s');
  });

  it('sends nothing while the email is not valid', async () => {
    const send = vi.fn(async () => ({ resendAfterSeconds: 60 }));
    const button = renderButton(send, null);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(send).not.toHaveBeenCalled();
    expect(button.textContent).toBe('Send code');
  });

  it('counts whole seconds from the clock', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});
