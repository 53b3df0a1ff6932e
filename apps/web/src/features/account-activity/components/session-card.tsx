import { deviceText } from '@mall/client/account-activity/describe-event';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AccountSession } from '@mall/contract';
import { Button, Tag } from 'antd-mobile';
import { DeviceIcon } from './device-icon';
import styles from './logs.module.css';

/** One signed-in device: what it is, when it signed in and was last seen, from where; others can be signed out. */
export function SessionCard({
  session,
  busy,
  onSignOut,
}: {
  session: AccountSession;
  busy: boolean;
  onSignOut(session: AccountSession): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const device = deviceText(t, session.device);
  return (
    <li className={styles.card} data-testid="logs-session" data-current={session.current}>
      <DeviceIcon kind={session.device.kind} className={styles.deviceIcon} />
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 className={styles.device}>{device}</h3>
          {session.current && (
            <Tag color="primary" fill="outline">
              {t('logs.thisDevice')}
            </Tag>
          )}
        </div>
        <p className={styles.meta}>{t('logs.signedInAt', { date: formatDateTime(session.created_at, locale) })}</p>
        <p className={styles.meta}>{t('logs.lastSeen', { date: formatDateTime(session.last_seen_at, locale) })}</p>
        <p className={styles.meta}>{t('logs.from', { ip: session.ip })}</p>
        {!session.current && (
          <div className={styles.actions}>
            <Button
              size="small"
              color="danger"
              fill="outline"
              disabled={busy}
              aria-label={t('logs.signOutDevice', { device })}
              onClick={() => onSignOut(session)}
              data-testid="logs-session-end"
            >
              {t('logs.signOut')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
