import { type AccountEvent, type Device, LOGIN_LOCK_DURATION_MS, LOGIN_LOCK_MAX_ATTEMPTS } from '@mall/contract';
import type { TFunction } from 'i18next';

/** "Chrome on Android", "Android 上的 Chrome", or as much of it as the User-Agent told. */
export function deviceText(t: TFunction, device: Device): string {
  const { browser, os } = device;
  if (browser && os) return t('logs.device.named', { browser, os });
  return browser ?? os ?? t('logs.device.unknown');
}

/** What happened, in the reader's language, with the numbers and addresses the event carries. */
export function eventText(t: TFunction, event: AccountEvent): string {
  const { detail } = event;
  switch (event.kind) {
    case 'login_failed':
      return t('logs.kinds.login_failed', {
        attempts: detail.attempts ?? 1,
        max_attempts: detail.max_attempts ?? LOGIN_LOCK_MAX_ATTEMPTS,
      });
    case 'account_locked':
      return t('logs.kinds.account_locked', { minutes: LOGIN_LOCK_DURATION_MS / 60_000 });
    case 'email_changed':
      return t('logs.kinds.email_changed', { from: detail.from ?? '', to: detail.to ?? '' });
    case 'session_ended':
      return t('logs.kinds.session_ended', {
        device: detail.device ? deviceText(t, detail.device) : t('logs.device.unknown'),
      });
    case 'other_sessions_ended':
    case 'sessions_ended_by_mall':
      return t(`logs.kinds.${event.kind}`, { count: detail.count ?? 0 });
    default:
      return t(`logs.kinds.${event.kind}`);
  }
}

/** The kinds a buyer should look at twice: shown in the warning colour. */
export function isWarningEvent(event: AccountEvent): boolean {
  return event.kind === 'login_failed' || event.kind === 'account_locked';
}
