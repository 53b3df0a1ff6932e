import { useStore } from '@mall/client/catalog/get-store';
import { ApiError } from '@mall/client/lib/api-client';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode } from '@mall/contract';
import { LoadFailed } from '../../../components/load-failed';
import { PageSkeleton } from '../../../components/page-skeleton';
import { ProductGrid } from '../../../components/product-grid';
import type { PageProps } from '../../../lib/page-props';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
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
    return <LoadFailed onRetry={store.refetch} />;
  }
  if (!first) return null;
  return (
    <>
      <StoreCard store={first.store} link={false} />
      <h2 className="section-title section-title-outside">{t('store.products', { count: first.products.total })}</h2>
      <ProductGrid
        label={t('store.products', { count: first.products.total })}
        products={products}
        pages={store}
        empty={<p>{t('list.empty')}</p>}
        action={(product) => <AddToCartButton product={product} source="catalog" />}
      />
    </>
  );
}
