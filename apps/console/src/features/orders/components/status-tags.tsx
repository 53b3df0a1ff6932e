import { useTranslation } from '@mall/client/lib/use-translation';
import type { ProformaStatus, PurchaseOrderProgress, PurchaseOrderStatus, ShipmentStatus } from '@mall/contract';
import { Tag } from 'antd';

const PROFORMA: Record<ProformaStatus, string> = {
  issued: 'processing',
  change_requested: 'orange',
  confirmed: 'success',
  expired: 'warning',
  cancelled: 'error',
  superseded: 'default',
};
const ORDER: Record<PurchaseOrderStatus, string> = { open: 'processing', closed: 'success', cancelled: 'error' };
const PROGRESS: Record<PurchaseOrderProgress, string> = {
  to_ship: 'default',
  partly_shipped: 'orange',
  shipped: 'blue',
  partly_received: 'cyan',
  received: 'green',
};
const SHIPMENT: Record<ShipmentStatus, string> = {
  planned: 'default',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'error',
};

export function ProformaStatusTag({ status }: { status: ProformaStatus }) {
  const { t } = useTranslation();
  return <Tag color={PROFORMA[status]}>{t(`consoleOrders.proformaStatus.${status}`)}</Tag>;
}

export function OrderStatusTag({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={ORDER[status]}>{t(`consoleOrders.orderStatus.${status}`)}</Tag>;
}

export function ProgressTag({ progress }: { progress: PurchaseOrderProgress }) {
  const { t } = useTranslation();
  return <Tag color={PROGRESS[progress]}>{t(`consoleOrders.progress.${progress}`)}</Tag>;
}

export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={SHIPMENT[status]}>{t(`consoleOrders.shipmentStatus.${status}`)}</Tag>;
}
