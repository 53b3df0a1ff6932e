import { ErrorCode, VERIFY_CODE_RESEND_INTERVAL_MS } from '@mall/contract';
import { ApiError, request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const SEND_SIGNUP_CODE_PATH: ApiPath<'sendSignupCode'> = '/send_captcha/signup';
/** Sends a code to the new address of an email change (account page). */
export const SEND_EMAIL_CHANGE_CODE_PATH: ApiPath<'sendEmailChangeCode'> = '/send_captcha/email_change';

export interface SendCodeOutcome {
  /** Seconds until another code may be asked for. */
  resendAfterSeconds: number;
}

const DEFAULT_WAIT_SECONDS = Math.round(VERIFY_CODE_RESEND_INTERVAL_MS / 1000);

function waitFrom(data: unknown): number {
  const seconds = (data as { resend_after_seconds?: unknown } | null | undefined)?.resend_after_seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : DEFAULT_WAIT_SECONDS;
}

/**
 * Asks for a 6-digit code by mail. A "too frequent" answer (60121) is not a failure for the button:
 * it resumes the countdown the server names. The other failures reach the caller (and a toast).
 */
export async function sendCode(path: string, email: string): Promise<SendCodeOutcome> {
  try {
    const data = await request<unknown>(path, {
      method: 'POST',
      body: { email },
      handledCodes: [ErrorCode.VERIFY_CODE_TOO_FREQUENT],
    });
    return { resendAfterSeconds: waitFrom(data) };
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.VERIFY_CODE_TOO_FREQUENT) {
      return { resendAfterSeconds: waitFrom(error.data) };
    }
    throw error;
  }
}

export function sendSignupCode(email: string): Promise<SendCodeOutcome> {
  return sendCode(SEND_SIGNUP_CODE_PATH, email);
}
