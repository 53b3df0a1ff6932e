import { useAfterSalesCases } from '@mall/client/after-sales/get-after-sales';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Button, Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../lib/page-props';
import styles from '../components/after-sales.module.css';
import {
  afterSalesNewUrl,
  afterSalesUrl,
  CASE_FILTERS,
  type CaseStatusFilter,
  isCaseFilter,
} from '../components/after-sales-links';
import { CaseList, caseFilter } from '../components/case-list';

/**
 * `/pages/workstation/after-sales?status=&purchase_order_id=`: the buyer's after-sales cases by state
 * (of one purchase order when it is named), and a new one.
 */
export default function AfterSalesPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = isCaseFilter(query.status) ? query.status : 'all';
  const purchaseOrderId = Number(query.purchase_order_id) > 0 ? Number(query.purchase_order_id) : undefined;

  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      <nav aria-label={t('afterSales.title')} className={styles.filters}>
        <Tabs
          className={styles.tabs}
          activeKey={status}
          onChange={(key) => navigate(afterSalesUrl(key as CaseStatusFilter, purchaseOrderId), { replace: true })}
        >
          {CASE_FILTERS.map((key) => (
            <Tabs.Tab
              key={key}
              title={t(key === 'all' || key === 'open' ? `afterSales.filter.${key}` : `afterSales.status.${key}`)}
              data-testid={`cases-tab-${key}`}
            />
          ))}
        </Tabs>
      </nav>
      {purchaseOrderId && <OrderScope status={status} purchaseOrderId={purchaseOrderId} />}
      <CaseList status={status} purchaseOrderId={purchaseOrderId} />
      <div className={styles.bottomBar}>
        <Button
          block
          color="primary"
          onClick={() => navigate(afterSalesNewUrl(purchaseOrderId))}
          data-testid="cases-new"
        >
          {t('afterSales.new')}
        </Button>
      </div>
    </main>
  );
}

/** The list is narrowed to one order (from its page): said so, named once a case shows its number, and undone. */
function OrderScope({ status, purchaseOrderId }: { status: CaseStatusFilter; purchaseOrderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The list's own query: read once, shared.
  const cases = useAfterSalesCases(caseFilter(status, purchaseOrderId));
  const number = cases.data?.pages[0]?.list[0]?.purchase_order.number;
  return (
    <div className={styles.scope} data-testid="cases-order-scope">
      <span className={styles.scopeText}>
        {number ? t('afterSales.ofOrder', { number }) : t('afterSales.ofOneOrder')}
      </span>
      <Button
        size="small"
        fill="none"
        color="primary"
        onClick={() => navigate(afterSalesUrl(status), { replace: true })}
      >
        {t('afterSales.showAll')}
      </Button>
    </div>
  );
}
