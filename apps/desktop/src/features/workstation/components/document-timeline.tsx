import { historyActionText, historyActorText, historyDocumentText } from '@mall/client/history/describe-history';
import { useDocumentHistory } from '@mall/client/history/get-history';
import { formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { HistoryDocumentType, HistoryEntry } from '@mall/contract';
import { Skeleton, Timeline } from 'antd';
import { useId } from 'react';

/** One step: what happened (and to which version, when `ofVersion`), who did it, when, and why. */
function TimelineEntry({ entry, ofVersion }: { entry: HistoryEntry; ofVersion: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="document-timeline-entry" data-testid="timeline-entry" data-action={entry.action}>
      <strong>{historyActionText(t, entry)}</strong>
      {ofVersion && <span className="document-timeline-document">{historyDocumentText(t, entry.document)}</span>}
      <span className="document-timeline-meta">
        {historyActorText(t, entry.actor)} · <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
      </span>
      {entry.note && <p className="document-timeline-note">{entry.note}</p>}
    </div>
  );
}

/**
 * What happened to a document and those that belong to it, newest first, at the end of its drawer.
 * Left out when there is nothing to tell, or it could not be read: the drawer says the rest.
 */
export function DocumentTimeline({ type, id }: { type: HistoryDocumentType; id: number }) {
  const { t } = useTranslation();
  const history = useDocumentHistory(type, id);
  const titleId = useId();
  // A later version of a quotation or invoice than the one shown is named; the rest (the order's
  // shipments, the RFQ's first quotation) is told apart by what happened.
  const isOtherVersion = (document: HistoryEntry['document']) =>
    (document.type !== type || document.id !== id) && (document.version ?? 1) > 1;
  if (history.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  const entries = history.data?.list ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="document-timeline" aria-labelledby={titleId} data-testid="document-timeline">
      <h3 id={titleId} className="document-timeline-title">
        {t('history.timeline')}
      </h3>
      <Timeline
        items={entries.map((entry) => ({
          key: entry.id,
          children: <TimelineEntry entry={entry} ofVersion={isOtherVersion(entry.document)} />,
        }))}
      />
    </section>
  );
}
