import { useDocumentHistory } from '@mall/client/history/get-history';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { HistoryDocumentType } from '@mall/contract';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { LoadFailed } from '../load-failed';
import styles from './timeline.module.css';
import { TimelineEntry } from './timeline-entry';

/**
 * At the foot of a document's page: what happened to it (and to the documents that belong to it: an
 * RFQ's quotations, an invoice's versions, an order's shipments), newest first. Hidden while empty.
 */
export function DocumentTimeline({ type, id }: { type: HistoryDocumentType; id: number }) {
  const { t } = useTranslation();
  const history = useDocumentHistory(type, id);

  if (history.isPending) {
    return (
      <TimelineSection>
        <div role="status" aria-label={t('app.loading')}>
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      </TimelineSection>
    );
  }
  if (history.isError) {
    return (
      <TimelineSection>
        <LoadFailed onRetry={() => history.refetch()} />
      </TimelineSection>
    );
  }
  if (history.data.list.length === 0) return null;
  return (
    <TimelineSection>
      <ol className={styles.timeline}>
        {history.data.list.map((entry) => (
          <TimelineEntry key={entry.id} entry={entry} own={entry.document.type === type && entry.document.id === id} />
        ))}
      </ol>
    </TimelineSection>
  );
}

/** The timeline's card, named by its heading's words for screen readers. */
function TimelineSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-label={t('history.timeline')} data-testid="document-timeline">
      <h3 className={styles.title}>{t('history.timeline')}</h3>
      {children}
    </section>
  );
}
