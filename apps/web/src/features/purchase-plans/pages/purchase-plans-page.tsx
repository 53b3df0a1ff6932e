import { useTranslation } from '@mall/client/lib/use-translation';
import { PURCHASE_PLAN_STATUSES } from '@mall/contract';
import { Button, Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../../lib/page-props';
import { type PlanStatusFilter, purchasePlanFormUrl, purchasePlansUrl } from '../components/plan-links';
import { PlanList } from '../components/plan-list';
import styles from '../components/purchase-plans.module.css';

const FILTERS: readonly PlanStatusFilter[] = ['all', ...PURCHASE_PLAN_STATUSES];

function isFilter(value: string | undefined): value is PlanStatusFilter {
  return (FILTERS as readonly (string | undefined)[]).includes(value);
}

/** `/pages/workstation/purchase-plans?status=`: the buyer's purchase plans by state, and a new one. */
export default function PurchasePlansPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = isFilter(query.status) ? query.status : 'all';

  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      <nav aria-label={t('purchasePlans.title')} className={styles.filters}>
        <Tabs
          className={styles.tabs}
          activeKey={status}
          onChange={(key) => navigate(purchasePlansUrl(key as PlanStatusFilter), { replace: true })}
        >
          {FILTERS.map((key) => (
            <Tabs.Tab key={key} title={t(`purchasePlans.status.${key}`)} data-testid={`plans-tab-${key}`} />
          ))}
        </Tabs>
      </nav>
      <PlanList status={status} />
      <div className={styles.bottomBar}>
        <Button block color="primary" onClick={() => navigate(purchasePlanFormUrl())} data-testid="plans-new">
          {t('purchasePlans.new')}
        </Button>
      </div>
    </main>
  );
}
