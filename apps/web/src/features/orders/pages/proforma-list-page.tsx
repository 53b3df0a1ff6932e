import { useTranslation } from '@mall/client/lib/use-translation';
import {
  isProformaFilter,
  PROFORMA_FILTERS,
  type ProformaFilter,
  proformasIn,
  useProformaInvoices,
} from '@mall/client/orders/get-proforma-invoices';
import { PAGES } from '@mall/contract';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListEmpty, ListFailed, ListSkeleton } from '../../../components/list-states';
import type { PageProps } from '../../../lib/page-props';
import styles from '../components/orders.module.css';
import { ProformaCard } from '../components/proforma-card';

/** `/pages/workstation/proforma-invoices`: the buyer's proforma invoices by state (latest version of each). */
export default function ProformaListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<ProformaFilter>(isProformaFilter(query.tab) ? query.tab : 'all');
  const invoices = useProformaInvoices();
  const all = invoices.data?.list ?? [];
  const inTab = (key: ProformaFilter) => proformasIn(all, key);
  const shown = inTab(tab);

  return (
    <main className={styles.page}>
      <Tabs className={styles.tabs} activeKey={tab} onChange={(key) => setTab(key as ProformaFilter)}>
        {(Object.keys(PROFORMA_FILTERS) as ProformaFilter[]).map((key) => (
          <Tabs.Tab
            key={key}
            title={invoices.data ? `${t(`proforma.tabs.${key}`)} ${inTab(key).length}` : t(`proforma.tabs.${key}`)}
            data-testid={`proforma-tab-${key}`}
          />
        ))}
      </Tabs>
      {invoices.isPending ? (
        <ListSkeleton />
      ) : invoices.isError ? (
        <ListFailed message={t('proforma.loadFailed')} onRetry={() => invoices.refetch()} />
      ) : shown.length === 0 ? (
        <ListEmpty
          testId="proforma-empty"
          title={t('proforma.empty')}
          hint={t('proforma.emptyHint')}
          action={
            <Button color="primary" className="touch-button" onClick={() => navigate(PAGES.quotations.route)}>
              {t('proforma.toQuotations')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('pages.proformaInvoices')}>
          {shown.map((pi) => (
            <ProformaCard key={pi.id} pi={pi} />
          ))}
        </ul>
      )}
    </main>
  );
}
