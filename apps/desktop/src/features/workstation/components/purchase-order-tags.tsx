import { useTranslation } from '@mall/client/lib/use-translation';
import type { PurchaseOrderProgress, PurchaseOrderStatus } from '@mall/contract';
import { Tag } from 'antd';

const STATUS_COLOURS: Record<PurchaseOrderStatus, string> = { open: 'blue', closed: 'green', cancelled: 'default' };

const PROGRESS_COLOURS: Record<PurchaseOrderProgress, string> = {
  to_ship: 'blue',
  partly_shipped: 'orange',
  shipped: 'orange',
  partly_received: 'orange',
  received: 'green',
};

export function PurchaseOrderStatusTag({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="purchase-order-status">
      {t(`purchaseOrder.status.${status}`)}
    </Tag>
  );
}

/** How far an order's goods have come; a cancelled order has no progress to show. */
export function PurchaseOrderProgressTag({
  status,
  progress,
}: {
  status: PurchaseOrderStatus;
  progress: PurchaseOrderProgress;
}) {
  const { t } = useTranslation();
  if (status === 'cancelled') return null;
  return (
    <Tag color={PROGRESS_COLOURS[progress]} data-testid="purchase-order-progress">
      {t(`purchaseOrder.progress.${progress}`)}
    </Tag>
  );
}
