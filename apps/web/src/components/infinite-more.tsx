import { REACH_BOTTOM_DISTANCE } from '@mall/contract';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './product-grid.module.css';

/** The part of an infinite query the list's end needs. */
export interface MorePages {
  hasNextPage: boolean;
  fetchNextPage(): Promise<{ isError: boolean; error: unknown }>;
}

/** The end of an endless list: loads the next page within reach-bottom distance, with a retry row on failure. */
export function InfiniteMore({ pages }: { pages: MorePages }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      threshold={REACH_BOTTOM_DISTANCE}
      hasMore={pages.hasNextPage}
      loadMore={async () => {
        // Rejecting stops InfiniteScroll's automatic retries; the retry row takes over.
        const result = await pages.fetchNextPage();
        if (result.isError) throw result.error;
      }}
    >
      {(hasMore, failed, retry) =>
        failed ? (
          <button type="button" className={styles.row} onClick={() => void retry()}>
            {t('list.retry')}
          </button>
        ) : hasMore ? (
          <span className={styles.row} role="status">
            {t('list.loading')} <DotLoading />
          </span>
        ) : (
          <span className={styles.row}>{t('list.end')}</span>
        )
      }
    </InfiniteScroll>
  );
}
