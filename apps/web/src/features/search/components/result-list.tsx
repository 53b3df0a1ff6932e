import { useTranslation } from '@mall/client/lib/use-translation';
import { type SearchParams, useSearchResults } from '@mall/client/search/get-search-results';
import { PAGES } from '@mall/contract';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import styles from './search-ui.module.css';

/** The hits as an endless two-column list, the number found, and an inquiry offer when there are none. */
export function ResultList({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const query = useSearchResults(params);
  const products = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  if (query.isPending) {
    return (
      <>
        <p className={styles.summary}>{t('search.loading')}</p>
        <ProductGridSkeleton label={t('search.loading')} />
      </>
    );
  }
  if (query.isError && products.length === 0) return <LoadFailed onRetry={query.refetch} />;
  return (
    <>
      {products.length > 0 && (
        <p className={styles.summary} role="status">
          {t('search.found', { count: total })}
        </p>
      )}
      <ProductGrid
        label={t('search.found', { count: total })}
        products={products}
        pages={query}
        empty={
          <div role="status">
            <p>{t('search.noResults', { keyword: params.keyword })}</p>
            <p>{t('search.inquiryHint')}</p>
            <Link className={`adm-button adm-button-primary ${styles.inquiry}`} to={PAGES.uploadInquiry.route}>
              {t('search.inquiry')}
            </Link>
          </div>
        }
      />
    </>
  );
}
