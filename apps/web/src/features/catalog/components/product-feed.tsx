import { PAGES, REACH_BOTTOM_DISTANCE } from '@mall/contract';
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { useRecommendedProducts } from '../api/get-recommended-products';
import styles from './product-feed.module.css';

const SKELETON_CARDS = 4;

/** Recommended products (of one category when given) as an endless two-column list. */
export function ProductFeed({ categoryId, title }: { categoryId?: number; title: string }) {
  const { t } = useTranslation();
  const query = useRecommendedProducts(categoryId);
  const products = query.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className={styles.feed} aria-label={title} aria-busy={query.isPending}>
      {query.isPending ? (
        <div className={styles.grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : query.isError && products.length === 0 ? (
        <div className={styles.state}>
          <p>{t('list.retry')}</p>
          <Button className="touch-button" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : products.length === 0 ? (
        <div className={styles.state}>
          <p>{t('list.empty')}</p>
          <Link className="text-link" to={PAGES.category.route}>
            {t('list.emptyAction')}
          </Link>
        </div>
      ) : (
        <>
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
        </>
      )}
    </section>
  );
}
