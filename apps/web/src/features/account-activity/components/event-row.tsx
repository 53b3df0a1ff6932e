import { deviceText, eventText, isWarningEvent } from '@mall/client/account-activity/describe-event';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AccountEvent } from '@mall/contract';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import styles from './logs.module.css';

/** One line of the activity log: what happened, then when, from which address and device. */
export function EventRow({ event }: { event: AccountEvent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const warning = isWarningEvent(event);
  return (
    <li className={styles.event} data-testid="logs-event" data-kind={event.kind} data-warning={warning}>
      <p className={warning ? `${styles.what} ${styles.warning}` : styles.what}>
        {/* Not by colour alone: a warning also carries the mark. */}
        {warning && <ExclamationCircleOutline className={styles.mark} aria-hidden="true" />}
        {eventText(t, event)}
      </p>
      <p className={styles.meta}>
        <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
        {` · ${event.ip} · ${deviceText(t, event.device)}`}
      </p>
    </li>
  );
}
