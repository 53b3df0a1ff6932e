import { useTranslation } from '@mall/client/lib/use-translation';
import { REACH_BOTTOM_DISTANCE } from '@mall/contract';
import { InfiniteScroll } from 'antd-mobile';
import styles from './product-grid.module.css';

/** The part of an infinite query the list's end needs. */
export interface MorePages {
  hasNextPage: boolean;
  fetchNextPage(): Promise<{ isError: boolean; error: unknown }>;
}

/**
 * The end of an endless list: loads the next page within reach-bottom distance, with a retry row on
 * failure. Its dots fade by a CSS animation of opacity, which the compositor runs alone: an animated
 * SVG (antd-mobile's DotLoading) had the page laid out and painted again every frame, below the fold,
 * for as long as the list had more.
 */
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
            {t('list.loading')}
            <span className={styles.dots} aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
          </span>
        ) : (
          <span className={styles.row}>{t('list.end')}</span>
        )
      }
    </InfiniteScroll>
  );
}
