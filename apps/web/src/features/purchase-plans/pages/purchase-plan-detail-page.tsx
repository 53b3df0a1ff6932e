import { ApiError } from '@mall/client/lib/api-client';
import { formatDate, formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { usePurchasePlan } from '@mall/client/purchase-plans/get-purchase-plan';
import { ErrorCode, type PurchasePlanDetail } from '@mall/contract';
import { useId, useState } from 'react';
import { DocumentTimeline } from '../../../components/document-timeline/document-timeline';
import { LoadFailed } from '../../../components/load-failed';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { PageProps } from '../../../lib/page-props';
import { PlanActions } from '../components/plan-actions';
import { projectName, TargetTotal } from '../components/plan-card';
import { leftToOrder, PlanLineView } from '../components/plan-line-view';
import { PlanNotFound } from '../components/plan-not-found';
import { PlanProgressTag, PlanStatusTag } from '../components/plan-tags';
import styles from '../components/purchase-plans.module.css';

/** `/pages/workstation/purchase-plan?id=`: a plan, its lines and how far they are bought, and what can be done now. */
export default function PurchasePlanDetailPage({ query }: PageProps) {
  const id = Number(query.id ?? 0);
  const plan = usePurchasePlan(id);

  if (plan.isPending && id > 0) return <PageSkeleton />;
  // Any other failure may pass: it is offered again rather than called a missing plan.
  if (plan.isError && !(plan.error instanceof ApiError && plan.error.code === ErrorCode.PURCHASE_PLAN_NOT_FOUND)) {
    return <LoadFailed onRetry={() => plan.refetch()} />;
  }
  if (!plan.data) return <PlanNotFound />;
  return <Plan plan={plan.data} />;
}

function Plan({ plan }: { plan: PurchasePlanDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const linesTitle = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const approved = plan.status === 'approved';
  // A line with nothing left to order cannot stay chosen once the plan has been read again.
  const choosable = chosen.filter((lineId) => {
    const line = plan.lines.find((candidate) => candidate.id === lineId);
    return line !== undefined && leftToOrder(line) > 0;
  });
  const hasBar = plan.status !== 'cancelled';

  return (
    <main
      className={`${styles.page} ${hasBar ? (approved ? styles.withTallBar : styles.withBar) : ''}`}
      data-testid="plan-detail"
    >
      <section className={styles.section}>
        <div className={styles.cardHead}>
          <span className={styles.number}>{plan.number}</span>
          <span className={styles.tags}>
            <PlanStatusTag status={plan.status} />
            <PlanProgressTag status={plan.status} progress={plan.progress} />
          </span>
        </div>
        <h2 className={styles.planName}>{plan.name}</h2>
        <dl className={styles.facts}>
          <dt>{t('purchasePlans.fields.project')}</dt>
          <dd data-testid="plan-project">{projectName(t, plan.project)}</dd>
          <dt>{t('purchasePlans.fields.neededBy')}</dt>
          <dd data-testid="plan-needed-by">{formatDate(plan.needed_by, locale)}</dd>
          <dt>{t('purchasePlans.targetTotal')}</dt>
          <dd>
            <TargetTotal plan={plan} />
          </dd>
          {plan.notes && (
            <>
              <dt>{t('purchasePlans.fields.notes')}</dt>
              <dd className={styles.notes}>{plan.notes}</dd>
            </>
          )}
          <dt>{t('purchasePlans.createdAt')}</dt>
          <dd>{formatDateTime(plan.created_at, locale)}</dd>
          {plan.submitted_at && (
            <>
              <dt>{t('purchasePlans.submittedAt')}</dt>
              <dd>{formatDateTime(plan.submitted_at, locale)}</dd>
            </>
          )}
          {plan.approved_at && (
            <>
              <dt>{t('purchasePlans.approvedAt')}</dt>
              <dd data-testid="plan-approved">
                {formatDateTime(plan.approved_at, locale)}
                {plan.approved_by && (
                  <small>
                    {t(plan.self_approved ? 'purchasePlans.selfApproved' : 'purchasePlans.approvedBy', {
                      name: plan.approved_by,
                    })}
                  </small>
                )}
              </dd>
            </>
          )}
          {plan.cancelled_at && (
            <>
              <dt>{t('purchasePlans.cancelledAt')}</dt>
              <dd>{formatDateTime(plan.cancelled_at, locale)}</dd>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby={linesTitle}>
        <h3 id={linesTitle} className="section-title section-title-outside">
          {t('purchasePlans.fields.lines')} · {t('purchasePlans.lineCount', { count: plan.lines.length })}
        </h3>
        <ul className={styles.list}>
          {plan.lines.map((line) => (
            <PlanLineView
              key={line.id}
              line={line}
              currency={plan.currency}
              approved={approved}
              followed={approved || plan.status === 'cancelled'}
              chosen={choosable.includes(line.id)}
              onChoose={(on) =>
                setChosen((current) => (on ? [...current, line.id] : current.filter((lineId) => lineId !== line.id)))
              }
            />
          ))}
        </ul>
      </section>

      <DocumentTimeline type="purchase_plan" id={plan.id} />

      <PlanActions plan={plan} chosen={choosable} onConverted={() => setChosen([])} />
    </main>
  );
}
