import { PAGES, REACH_BOTTOM_DISTANCE } from '@mall/contract';
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { type SearchParams, useSearchResults } from '../api/get-search-results';
import styles from './search-ui.module.css';

const SKELETON_CARDS = 4;

/** The hits as an endless two-column list, the number found, and an inquiry offer when there are none. */
export function ResultList({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const query = useSearchResults(params);
  const products = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  if (query.isPending) {
    return (
      <div className={styles.feed} aria-busy="true">
        <p className={styles.summary}>{t('search.loading')}</p>
        <div className={styles.grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError && products.length === 0) {
    return (
      <div className={styles.state}>
        <p>{t('list.retry')}</p>
        <Button className="touch-button" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div className={styles.state} role="status">
        <p>{t('search.noResults', { keyword: params.keyword })}</p>
        <p>{t('search.inquiryHint')}</p>
        <Link className={`adm-button adm-button-primary ${styles.inquiry}`} to={PAGES.uploadInquiry.route}>
          {t('search.inquiry')}
        </Link>
      </div>
    );
  }
  return (
    <section className={styles.feed} aria-label={t('search.found', { count: total })}>
      <p className={styles.summary} role="status">
        {t('search.found', { count: total })}
      </p>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <InfiniteScroll
        threshold={REACH_BOTTOM_DISTANCE}
        hasMore={query.hasNextPage}
        loadMore={async () => {
          // Rejecting stops InfiniteScroll's automatic retries; the retry row takes over.
          const result = await query.fetchNextPage();
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
    </section>
  );
}
