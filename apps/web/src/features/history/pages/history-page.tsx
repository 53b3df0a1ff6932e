import type { HistoryFilter } from '@mall/client/history/get-history';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../lib/page-props';
import { DayRange } from '../components/day-range';
import styles from '../components/history.module.css';
import { type DaySpan, filterFromQuery, historyUrl, isReversed } from '../components/history-filter';
import { HistoryList } from '../components/history-list';
import { TypeTabs } from '../components/type-tabs';

/** `/pages/workstation/history?type=&from=&to=`: what happened to the buyer's documents, by kind of document and days. */
export default function HistoryPage({ query }: PageProps) {
  const navigate = useNavigate();
  const filter = filterFromQuery(query);
  // A span that ends before it starts stays in the fields, with its message, and is not asked for.
  const [reversed, setReversed] = useState<DaySpan | null>(null);
  const show = (next: HistoryFilter) => navigate(historyUrl(next), { replace: true });

  const changeDays = (days: DaySpan) => {
    if (isReversed(days)) return setReversed(days);
    setReversed(null);
    show({ ...filter, ...days });
  };
  const showAll = () => {
    setReversed(null);
    show({});
  };

  return (
    <main className={styles.page}>
      <div className={styles.filters}>
        <TypeTabs value={filter.type} onChange={(type) => show({ ...filter, type })} />
        <DayRange value={reversed ?? filter} onChange={changeDays} />
      </div>
      <HistoryList filter={filter} onShowAll={showAll} />
    </main>
  );
}
