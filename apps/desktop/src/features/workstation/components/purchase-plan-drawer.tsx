import { ApiError } from '@mall/client/lib/api-client';
import { formatDate, formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { usePurchasePlan } from '@mall/client/purchase-plans/get-purchase-plan';
import { ErrorCode, type PurchasePlanDetail } from '@mall/contract';
import { Alert, Button, Descriptions, type DescriptionsProps, Drawer, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Notice } from '../../../components/load-failed';
import { DocumentTimeline } from './document-timeline';
import { useProformaDrawer } from './proforma-drawer';
import { PurchasePlanActions } from './purchase-plan-actions';
import { PurchasePlanLines } from './purchase-plan-lines';
import { PurchasePlanProgressTag, PurchasePlanStatusTag } from './purchase-plan-tags';
import { useProjectName, useTargetTotal } from './purchase-plan-texts';

/** The plan's facts: where it stands, what it is for, when each step was taken and by whom. */
function PlanFacts({ plan }: { plan: PurchasePlanDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const targetTotal = useTargetTotal();
  const projectName = useProjectName();
  const moment = (key: string, label: string, at: string | null): NonNullable<DescriptionsProps['items']> =>
    at ? [{ key, label, children: formatDateTime(at, locale) }] : [];
  return (
    <Descriptions
      size="small"
      column={3}
      bordered
      items={[
        { key: 'project', label: t('purchasePlans.fields.project'), children: projectName(plan.project) },
        { key: 'neededBy', label: t('purchasePlans.fields.neededBy'), children: formatDate(plan.needed_by, locale) },
        { key: 'market', label: t('purchasePlans.fields.market'), children: t(`market.${plan.market}`) },
        {
          key: 'target',
          label: t('purchasePlans.targetTotal'),
          children: <span data-testid="plan-target">{targetTotal(plan)}</span>,
        },
        {
          key: 'lines',
          label: t('purchasePlans.fields.lines'),
          children: t('purchasePlans.lineCount', { count: plan.line_count }),
        },
        ...moment('created', t('purchasePlans.createdAt'), plan.created_at),
        ...moment('submitted', t('purchasePlans.submittedAt'), plan.submitted_at),
        ...moment('approved', t('purchasePlans.approvedAt'), plan.approved_at),
        ...moment('cancelled', t('purchasePlans.cancelledAt'), plan.cancelled_at),
        ...(plan.notes
          ? [
              {
                key: 'notes',
                label: t('purchasePlans.fields.notes'),
                children: <span className="rfq-description">{plan.notes}</span>,
                // The rest of its row, however many of the steps' moments came before it.
                span: 'filled' as const,
              },
            ]
          : []),
      ]}
    />
  );
}

function PlanBody({ plan, onEdit }: { plan: PurchasePlanDetail; onEdit: (id: number) => void }) {
  const { t } = useTranslation();
  const [openInvoice, invoiceDrawer] = useProformaDrawer();
  const [selected, setSelected] = useState<number[]>([]);
  // A line gone from the plan (read again) is no longer chosen.
  const chosen = plan.lines.filter((line) => selected.includes(line.id));
  return (
    <div className="purchase-order-drawer" data-testid="plan-drawer">
      <div className="purchase-order-head">
        <PurchasePlanStatusTag status={plan.status} />
        <PurchasePlanProgressTag status={plan.status} progress={plan.progress} />
        {plan.approved_by && !plan.self_approved && (
          <span>{t('purchasePlans.approvedBy', { name: plan.approved_by })}</span>
        )}
      </div>
      {plan.approved_by && plan.self_approved && (
        <Alert type="info" showIcon message={t('purchasePlans.selfApproved', { name: plan.approved_by })} />
      )}
      <PlanFacts plan={plan} />

      <h3 className="purchase-order-section">{t('purchasePlans.fields.lines')}</h3>
      <PurchasePlanLines plan={plan} selected={selected} onSelect={setSelected} onInvoice={openInvoice} />

      <DocumentTimeline type="purchase_plan" id={plan.id} />
      <PurchasePlanActions
        plan={plan}
        chosen={chosen}
        onConverted={() => setSelected([])}
        onEdit={() => onEdit(plan.id)}
      />
      {invoiceDrawer}
    </div>
  );
}

function PlanDocument({ id, onClose, onEdit }: { id: number; onClose: () => void; onEdit: (id: number) => void }) {
  const { t } = useTranslation();
  const plan = usePurchasePlan(id);
  if (plan.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (plan.data) return <PlanBody plan={plan.data} onEdit={onEdit} />;
  if (plan.error instanceof ApiError && plan.error.code === ErrorCode.PURCHASE_PLAN_NOT_FOUND)
    return (
      <Result
        status="warning"
        title={t('purchasePlans.notFound')}
        extra={<Button onClick={onClose}>{t('desktop.purchasePlans.toList')}</Button>}
        data-testid="plan-not-found"
      />
    );
  return (
    <Notice
      title={t('purchasePlans.loadFailed')}
      action={
        <button type="button" className="button button-primary" onClick={() => void plan.refetch()}>
          {t('purchasePlans.retry')}
        </button>
      }
    />
  );
}

/** A plan's drawer, named in the address by its id. */
export function PurchasePlanDrawer({
  id,
  onClose,
  onEdit,
}: {
  id: number;
  onClose: () => void;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation();
  const plan = usePurchasePlan(id);
  return (
    <Drawer
      open
      width={1160}
      title={plan.data ? `${plan.data.number} · ${plan.data.name}` : t('purchasePlans.title')}
      onClose={onClose}
      destroyOnHidden
    >
      <PlanDocument key={id} id={id} onClose={onClose} onEdit={onEdit} />
    </Drawer>
  );
}
