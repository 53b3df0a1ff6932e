import { ErrorCode, REACH_BOTTOM_DISTANCE } from '@mall/contract';
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/page-skeleton';
import { ProductCard } from '../../../components/product-card';
import { ApiError } from '../../../lib/api-client';
import type { PageProps } from '../../../lib/page-props';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { useStore } from '../api/get-store';
import feed from '../components/product-feed.module.css';
import { StoreCard } from '../components/store-card';

/** `/pages/home/store?shop_code=`: the store card and its products (related catalog), endless. */
export default function StorePage({ query }: PageProps) {
  const { t } = useTranslation();
  const shopCode = (query.shop_code ?? '').trim();
  const store = useStore(shopCode);
  const first = store.data?.pages[0];
  const products = store.data?.pages.flatMap((page) => page.products.list) ?? [];

  if (shopCode === '') return <p className="page-message">{t('store.notFound')}</p>;
  if (store.isPending) return <PageSkeleton />;
  if (store.isError && !first) {
    const code = store.error instanceof ApiError ? store.error.code : undefined;
    if (code === ErrorCode.STORE_NOT_FOUND || code === ErrorCode.VALIDATION) {
      return <p className="page-message">{t('store.notFound')}</p>;
    }
    return (
      <div className="page-message">
        <p>{t('list.retry')}</p>
        <Button className="touch-button" onClick={() => void store.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (!first) return null;
  return (
    <>
      <StoreCard store={first.store} link={false} />
      <h2 className="section-title section-title-outside">{t('store.products', { count: first.products.total })}</h2>
      <section className={feed.feed} aria-label={t('store.products', { count: first.products.total })}>
        {products.length === 0 ? (
          <p className={feed.state}>{t('list.empty')}</p>
        ) : (
          <>
            <ul className={feed.grid}>
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                  <AddToCartButton product={product} source="catalog" />
                </li>
              ))}
            </ul>
            <InfiniteScroll
              threshold={REACH_BOTTOM_DISTANCE}
              hasMore={store.hasNextPage}
              loadMore={async () => {
                const result = await store.fetchNextPage();
                if (result.isError) throw result.error;
              }}
            >
              {(hasMore, failed, retry) =>
                failed ? (
                  <button type="button" className={feed.row} onClick={() => void retry()}>
                    {t('list.retry')}
                  </button>
                ) : hasMore ? (
                  <span className={feed.row} role="status">
                    {t('list.loading')} <DotLoading />
                  </span>
                ) : (
                  <span className={feed.row}>{t('list.end')}</span>
                )
              }
            </InfiniteScroll>
          </>
        )}
      </section>
    </>
  );
}
