import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Project, PurchasePlanSummary } from '@mall/contract';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { purchasePlanUrl } from './plan-links';
import { PlanProgressTag, PlanStatusTag } from './plan-tags';
import styles from './purchase-plans.module.css';

/** The buyer's default project is named in the reader's language, like the RFQ pages name it. */
export function projectName(t: TFunction, project: Project): string {
  return project.is_default ? t('rfq.form.defaultProject') : project.name;
}

/** A target total of nothing: no line has a target price to add up. */
export function TargetTotal({ plan }: { plan: Pick<PurchasePlanSummary, 'target_total' | 'currency'> }) {
  const { t } = useTranslation();
  const money = useMoney(plan.currency);
  return Number(plan.target_total) > 0 ? (
    <strong className={styles.amount} data-testid="plan-target-total">
      {money(plan.target_total)}
    </strong>
  ) : (
    <span className={styles.none} data-testid="plan-target-total">
      {t('purchasePlans.noTarget')}
    </span>
  );
}

/** A plan in the list: its number and name, where it stands, and what it adds up to; the card opens the plan. */
export function PlanCard({ plan }: { plan: PurchasePlanSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.card} data-testid="plan-card" data-id={plan.id} data-status={plan.status}>
      <Link to={purchasePlanUrl(plan.id)} className={styles.cardLink}>
        <span className={styles.cardHead}>
          <span className={styles.number}>{plan.number}</span>
          <span className={styles.tags}>
            <PlanStatusTag status={plan.status} />
            <PlanProgressTag status={plan.status} progress={plan.progress} />
          </span>
        </span>
        <span className={styles.name}>{plan.name}</span>
        <span className={styles.meta} data-testid="plan-project">
          {t('purchasePlans.fields.project')} {projectName(t, plan.project)}
        </span>
        <span className={styles.meta} data-testid="plan-needed-by">
          {t('purchasePlans.fields.neededBy')} {formatDate(plan.needed_by, locale)}
        </span>
        <span className={styles.amountRow}>
          <span className={styles.meta} data-testid="plan-line-count">
            {t('purchasePlans.lineCount', { count: plan.line_count })}
          </span>
          <span className={styles.total}>
            <small>{t('purchasePlans.targetTotal')}</small>
            <TargetTotal plan={plan} />
          </span>
        </span>
      </Link>
    </li>
  );
}
