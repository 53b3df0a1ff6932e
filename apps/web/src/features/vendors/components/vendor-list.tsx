import { useTranslation } from '@mall/client/lib/use-translation';
import { useVendors, type VendorFilter } from '@mall/client/vendors/get-vendors';
import { PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { InfiniteMore } from '../../../components/infinite-more';
import { ListEmpty, ListEnd, ListSkeleton } from '../../../components/list-states';
import { LoadFailed } from '../../../components/load-failed';
import { VendorCard } from './vendor-card';
import styles from './vendors.module.css';

/** The vendors within `filter`, favourites first, page after page. */
export function VendorList({ filter }: { filter: VendorFilter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vendors = useVendors(filter);
  const list = vendors.data?.pages.flatMap((page) => page.list) ?? [];

  if (vendors.isPending) return <ListSkeleton lines={8} />;
  if (vendors.isError) return <LoadFailed onRetry={() => vendors.refetch()} />;
  if (list.length === 0) {
    return (
      <ListEmpty
        title={filter.favourite === '1' ? t('vendors.emptyFavourites') : t('vendors.empty')}
        action={
          <Button color="primary" className="touch-button" onClick={() => navigate(PAGES.home.route)}>
            {t('vendors.emptyAction')}
          </Button>
        }
        testId="vendors-empty"
      />
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
        <ListEnd text={t('vendors.end')} testId="vendors-end" />
      )}
    </>
  );
}
