import { type HistoryFilter, useHistory } from '@mall/client/history/get-history';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type HistoryEntry, PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { InfiniteMore } from '../../../components/infinite-more';
import { ListEmpty, ListEnd, ListSkeleton } from '../../../components/list-states';
import { LoadFailed } from '../../../components/load-failed';
import { documentUrl } from './document-url';
import styles from './history.module.css';
import { groupByDay } from './history-days';
import { HistoryEntryRow } from './history-entry-row';
import { isFiltered } from './history-filter';

/** What happened to the buyer's documents within `filter`, newest first, by day, page after page. */
export function HistoryList({ filter, onShowAll }: { filter: HistoryFilter; onShowAll(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const history = useHistory(filter);
  const list = history.data?.pages.flatMap((page) => page.list) ?? [];

  if (history.isPending) return <ListSkeleton lines={6} />;
  if (history.isError) return <LoadFailed onRetry={() => history.refetch()} />;
  if (list.length === 0) {
    const filtered = isFiltered(filter);
    return (
      <ListEmpty
        title={filtered ? t('history.emptyFilter') : t('history.empty')}
        action={
          filtered ? (
            <Button className="touch-button" onClick={onShowAll}>
              {t('history.showAll')}
            </Button>
          ) : (
            <Button color="primary" className="touch-button" onClick={() => navigate(PAGES.uploadInquiry.route)}>
              {t('history.emptyAction')}
            </Button>
          )
        }
        testId="history-empty"
      />
    );
  }

  // A deleted RFQ's page is gone: its entries listed with the deletion (all older, so loaded with or after it) open nothing.
  const deletedRfqs = new Set(list.filter((entry) => entry.action === 'rfq.delete').map((entry) => entry.document.id));
  const linkOf = (document: HistoryEntry['document']) =>
    document.type === 'rfq' && deletedRfqs.has(document.id) ? null : documentUrl(document);

  return (
    <>
      {groupByDay(list).map(({ day, entries }) => (
        <section key={day}>
          <h2 className={styles.day}>{formatDate(day, locale)}</h2>
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <HistoryEntryRow key={entry.id} entry={entry} to={linkOf(entry.document)} />
            ))}
          </ul>
        </section>
      ))}
      {/* The shared loading and retry rows while pages remain; the History's own words at its end. */}
      {history.hasNextPage ? (
        <InfiniteMore pages={history} />
      ) : (
        <ListEnd text={t('history.end')} testId="history-end" />
      )}
    </>
  );
}
