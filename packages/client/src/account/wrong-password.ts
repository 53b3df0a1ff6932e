import { LOGIN_LOCK_MAX_ATTEMPTS } from '@mall/contract';

type Translate = (key: string, options: Record<string, unknown>) => string;

/** The warning of SPEC section 8 with N from a 60115 answer's data (wrong_attempts, max_attempts). */
export function wrongPasswordWarning(data: unknown, t: Translate): string {
  const details = (data ?? {}) as { wrong_attempts?: unknown; max_attempts?: unknown };
  const count = typeof details.wrong_attempts === 'number' ? details.wrong_attempts : 1;
  const max = typeof details.max_attempts === 'number' ? details.max_attempts : LOGIN_LOCK_MAX_ATTEMPTS;
  return t('login.wrongPassword', { count, max });
}
