import { useTranslation } from '@mall/client/lib/use-translation';
import type { PurchasePlanProgress, PurchasePlanStatus } from '@mall/contract';
import { Tag } from 'antd';

const STATUS_COLOURS: Record<PurchasePlanStatus, string> = {
  draft: 'default',
  submitted: 'orange',
  approved: 'green',
  cancelled: 'default',
};

const PROGRESS_COLOURS: Record<PurchasePlanProgress, string> = {
  not_ordered: 'default',
  partly_ordered: 'orange',
  ordered: 'blue',
  partly_received: 'orange',
  received: 'green',
};

export function PurchasePlanStatusTag({ status }: { status: PurchasePlanStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="plan-status">
      {t(`purchasePlans.status.${status}`)}
    </Tag>
  );
}

/** How far an approved plan's lines are ordered and received; the other states have nothing to tell. */
export function PurchasePlanProgressTag({
  status,
  progress,
}: {
  status: PurchasePlanStatus;
  progress: PurchasePlanProgress;
}) {
  const { t } = useTranslation();
  if (status !== 'approved') return null;
  return (
    <Tag color={PROGRESS_COLOURS[progress]} data-testid="plan-progress">
      {t(`purchasePlans.progress.${progress}`)}
    </Tag>
  );
}
