import { useTranslation } from '@mall/client/lib/use-translation';
import { Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../lib/page-props';
import { vendorsUrl } from '../components/vendor-links';
import { VendorList } from '../components/vendor-list';
import styles from '../components/vendors.module.css';

/** `/pages/workstation/vendors?favourite=1`: the stores the buyer has bought from, or the favourites only. */
export default function VendorsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const favourites = query.favourite === '1';

  return (
    <main className={styles.page}>
      <nav aria-label={t('vendors.filter')} className={styles.filters}>
        <Tabs
          className={styles.tabs}
          activeKey={favourites ? 'favourites' : 'all'}
          activeLineMode="fixed"
          onChange={(key) => navigate(vendorsUrl(key === 'favourites'), { replace: true })}
        >
          <Tabs.Tab key="all" title={t('vendors.all')} data-testid="vendors-tab-all" />
          <Tabs.Tab key="favourites" title={t('vendors.favourites')} data-testid="vendors-tab-favourites" />
        </Tabs>
      </nav>
      <VendorList filter={favourites ? { favourite: '1' } : {}} />
    </main>
  );
}
