import { useVendors, type VendorFilter } from '@mall/client/vendors/get-vendors';
import { PAGES } from '@mall/contract';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { InfiniteMore } from '../../../components/infinite-more';
import { LoadFailed } from '../../../components/load-failed';
import { VendorCard } from './vendor-card';
import styles from './vendors.module.css';

/** The vendors within `filter`, favourites first, page after page. */
export function VendorList({ filter }: { filter: VendorFilter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vendors = useVendors(filter);
  const list = vendors.data?.pages.flatMap((page) => page.list) ?? [];

  if (vendors.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-label={t('app.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (vendors.isError) return <LoadFailed onRetry={() => vendors.refetch()} />;
  if (list.length === 0) {
    return (
      <div className={styles.empty} data-testid="vendors-empty">
        <p>{filter.favourite === '1' ? t('vendors.emptyFavourites') : t('vendors.empty')}</p>
        <Button color="primary" className="touch-button" onClick={() => navigate(PAGES.home.route)}>
          {t('vendors.emptyAction')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul className={styles.list} aria-label={t('vendors.title')}>
        {list.map((vendor) => (
          <VendorCard key={vendor.shop_code} vendor={vendor} />
        ))}
      </ul>
      {/* The shared loading and retry rows while pages remain; the vendors' own words at the end. */}
      {vendors.hasNextPage ? (
        <InfiniteMore pages={vendors} />
      ) : (
        <p className={styles.end} data-testid="vendors-end">
          {t('vendors.end')}
        </p>
      )}
    </>
  );
}
