import { useTranslation } from '@mall/client/lib/use-translation';
import type { PurchasePlanProgress, PurchasePlanStatus } from '@mall/contract';
import { Tag } from 'antd-mobile';

const STATUS_COLOR: Record<PurchasePlanStatus, string> = {
  draft: 'default',
  submitted: 'warning',
  approved: 'success',
  cancelled: 'default',
};

const PROGRESS_COLOR: Record<PurchasePlanProgress, string> = {
  not_ordered: 'primary',
  partly_ordered: 'warning',
  ordered: 'warning',
  partly_received: 'warning',
  received: 'success',
};

export function PlanStatusTag({ status }: { status: PurchasePlanStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} fill="outline" data-testid="plan-status">
      {t(`purchasePlans.status.${status}`)}
    </Tag>
  );
}

/** Only an approved plan has progress worth showing: the others have nothing ordered from them yet. */
export function PlanProgressTag({ status, progress }: { status: PurchasePlanStatus; progress: PurchasePlanProgress }) {
  const { t } = useTranslation();
  if (status !== 'approved') return null;
  return (
    <Tag color={PROGRESS_COLOR[progress]} fill="outline" data-testid="plan-progress">
      {t(`purchasePlans.progress.${progress}`)}
    </Tag>
  );
}
