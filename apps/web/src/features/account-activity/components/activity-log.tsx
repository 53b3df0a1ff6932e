import { useAccountActivity } from '@mall/client/account-activity/get-account-activity';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ACCOUNT_EVENT_FILTERS, type AccountEventFilter } from '@mall/contract';
import { Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { InfiniteMore } from '../../../components/infinite-more';
import { LoadFailed } from '../../../components/load-failed';
import { EventRow } from './event-row';
import styles from './logs.module.css';

type FilterTab = 'all' | AccountEventFilter;
const TABS: FilterTab[] = ['all', ...(Object.keys(ACCOUNT_EVENT_FILTERS) as AccountEventFilter[])];

/** The account's activity, newest first, one set of kinds at a time, page after page. */
export function ActivityLog() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<FilterTab>('all');
  const filter = tab === 'all' ? undefined : tab;
  const events = useAccountActivity(filter);
  const list = events.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <nav aria-label={t('logs.filterLabel')}>
        <Tabs
          className={styles.tabs}
          activeKey={tab}
          activeLineMode="fixed"
          onChange={(key) => setTab(key as FilterTab)}
        >
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`logs.filters.${key}`)} data-testid={`logs-filter-${key}`} />
          ))}
        </Tabs>
      </nav>
      {events.isPending ? (
        <div className={styles.skeleton} role="status" aria-label={t('app.loading')}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : events.isError ? (
        <LoadFailed onRetry={() => events.refetch()} />
      ) : list.length === 0 ? (
        <p className={styles.empty} data-testid="logs-empty">
          {filter ? t('logs.emptyFilter') : t('logs.empty')}
        </p>
      ) : (
        <>
          <ul className={styles.events} aria-label={t('logs.activity')}>
            {list.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
          {/* The shared loading and retry rows while pages remain; the log's own words at its end. */}
          {events.hasNextPage ? (
            <InfiniteMore pages={events} />
          ) : (
            <p className={styles.end} data-testid="logs-list-end">
              {t('logs.end')}
            </p>
          )}
        </>
      )}
    </>
  );
}
