import { useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { PurchasePlanSummary } from '@mall/contract';

/** A plan's target total in its currency; none when no line has a target price. */
export function useTargetTotal(): (plan: Pick<PurchasePlanSummary, 'target_total' | 'currency'>) => string {
  const { t } = useTranslation();
  const money = useMoneyOf();
  return (plan) =>
    Number(plan.target_total) === 0 ? t('purchasePlans.noTarget') : money(plan.target_total, plan.currency);
}

/** The project as the RFQ form names it: the default one under its translated name. */
export function useProjectName(): (project: PurchasePlanSummary['project']) => string {
  const { t } = useTranslation();
  return (project) => (project.is_default ? t('rfq.form.defaultProject') : project.name);
}
