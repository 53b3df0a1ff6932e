import { historyActionText, historyActorText, historyDocumentText } from '@mall/client/history/describe-history';
import { useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { HistoryEntry } from '@mall/contract';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import styles from './history.module.css';
import { formatTime } from './history-days';

/**
 * One entry of the History page: what happened, to which document, who did it and when, and the
 * reason or message given; the whole row opens the document, unless its page is gone (`to` null).
 */
export function HistoryEntryRow({ entry, to }: { entry: HistoryEntry; to: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = (
    <>
      <span className={styles.body}>
        <span className={styles.head}>
          <strong className={styles.action}>{historyActionText(t, entry)}</strong>
          <time className={styles.time} dateTime={entry.at}>
            {formatTime(entry.at, locale)}
          </time>
        </span>
        <span className={styles.document}>{historyDocumentText(t, entry.document)}</span>
        <span className={styles.actor}>{historyActorText(t, entry.actor)}</span>
        {entry.note && <span className={styles.note}>{entry.note}</span>}
      </span>
      {to && <RightOutline className={styles.chevron} aria-hidden="true" />}
    </>
  );
  return (
    <li data-testid="history-entry" data-action={entry.action} data-type={entry.document.type}>
      {to ? (
        <Link to={to} className={styles.entry}>
          {content}
        </Link>
      ) : (
        <div className={styles.entry}>{content}</div>
      )}
    </li>
  );
}
