import { useTranslation } from '@mall/client/lib/use-translation';
import type { ProformaStatus, PurchaseOrderProgress, PurchaseOrderStatus, ShipmentStatus } from '@mall/contract';
import { Tag } from 'antd-mobile';

const PROFORMA_COLOR: Record<ProformaStatus, string> = {
  issued: 'primary',
  change_requested: 'warning',
  confirmed: 'success',
  expired: 'default',
  cancelled: 'default',
  superseded: 'default',
};

const PROGRESS_COLOR: Record<PurchaseOrderProgress, string> = {
  to_ship: 'primary',
  partly_shipped: 'warning',
  shipped: 'warning',
  partly_received: 'warning',
  received: 'success',
};

const SHIPMENT_COLOR: Record<ShipmentStatus, string> = {
  planned: 'primary',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'default',
};

export function ProformaStatusTag({ status }: { status: ProformaStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={PROFORMA_COLOR[status]} fill="outline" data-testid="proforma-status">
      {t(`proforma.status.${status}`)}
    </Tag>
  );
}

/** An open order shows how far its goods have come; a closed or cancelled one says so. */
export function PurchaseOrderTag({
  status,
  progress,
}: {
  status: PurchaseOrderStatus;
  progress: PurchaseOrderProgress;
}) {
  const { t } = useTranslation();
  if (status === 'cancelled') {
    return (
      <Tag color="default" fill="outline" data-testid="purchase-order-progress">
        {t('purchaseOrder.status.cancelled')}
      </Tag>
    );
  }
  return (
    <Tag color={PROGRESS_COLOR[progress]} fill="outline" data-testid="purchase-order-progress">
      {t(`purchaseOrder.progress.${progress}`)}
    </Tag>
  );
}

export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={SHIPMENT_COLOR[status]} fill="outline" data-testid="shipment-status">
      {t(`shipment.status.${status}`)}
    </Tag>
  );
}
