import { useTranslation } from '@mall/client/lib/use-translation';
import { usePurchasePlans } from '@mall/client/purchase-plans/get-purchase-plans';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { InfiniteMore } from '../../../components/infinite-more';
import { ListEmpty, ListEnd, ListFailed, ListSkeleton } from '../../../components/list-states';
import { PlanCard } from './plan-card';
import { type PlanStatusFilter, purchasePlanFormUrl } from './plan-links';
import styles from './purchase-plans.module.css';

/** The plans in one status tab, newest first, page after page. */
export function PlanList({ status }: { status: PlanStatusFilter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plans = usePurchasePlans({ status });
  const list = plans.data?.pages.flatMap((page) => page.list) ?? [];

  if (plans.isPending) return <ListSkeleton lines={8} />;
  if (plans.isError) return <ListFailed message={t('purchasePlans.listFailed')} onRetry={() => plans.refetch()} />;
  if (list.length === 0) {
    return (
      <ListEmpty
        title={status === 'all' ? t('purchasePlans.empty') : t('purchasePlans.emptyFiltered')}
        action={
          <Button color="primary" className="touch-button" onClick={() => navigate(purchasePlanFormUrl())}>
            {t('purchasePlans.new')}
          </Button>
        }
        testId="plans-empty"
      />
    );
  }

  return (
    <>
      <ul className={styles.list} aria-label={t('purchasePlans.title')}>
        {list.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
      {/* The shared loading and retry rows while pages remain; the plans' own words at the end. */}
      {plans.hasNextPage ? (
        <InfiniteMore pages={plans} />
      ) : (
        <ListEnd text={t('purchasePlans.end')} testId="plans-end" />
      )}
    </>
  );
}
