import { historyActionText, historyActorText, historyDocumentText } from '@mall/client/history/describe-history';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { HistoryEntry } from '@mall/contract';
import styles from './timeline.module.css';

/**
 * One step of a document's timeline: what happened, who did it and when, and the reason or message
 * given. A step of another document in the timeline (a quotation of the RFQ, an earlier version, a
 * shipment) also names that document; `own` is false for those.
 */
export function TimelineEntry({ entry, own }: { entry: HistoryEntry; own: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.entry} data-testid="timeline-entry" data-action={entry.action}>
      <span className={styles.dot} aria-hidden="true" />
      <p className={styles.action}>{historyActionText(t, entry)}</p>
      {!own && <p className={styles.document}>{historyDocumentText(t, entry.document)}</p>}
      <p className={styles.meta}>
        {historyActorText(t, entry.actor)} · <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
      </p>
      {entry.note && <p className={styles.note}>{entry.note}</p>}
    </li>
  );
}
