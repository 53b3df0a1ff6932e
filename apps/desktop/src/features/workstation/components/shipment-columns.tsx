import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Shipment } from '@mall/contract';
import type { DocumentColumn } from './document-table';
import { type OrderToShow, PurchaseOrderNumber } from './purchase-order-drawer';
import {
  ShipmentLines,
  ShipmentStatusTag,
  shipmentDate,
  shipmentFactColumn,
  shipmentLineTexts,
} from './shipment-summary';

export type ShipmentColumnKey =
  | 'order'
  | 'status'
  | 'carrier'
  | 'tracking'
  | 'planned'
  | 'shipped'
  | 'delivered'
  | 'lines';

/** The columns of a shipment, for the tables that list them (shipment plans, the warehouse), in the order asked. */
export function useShipmentColumns(
  keys: readonly ShipmentColumnKey[],
  openOrder: (order: OrderToShow) => void,
): DocumentColumn<Shipment>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Record<ShipmentColumnKey, DocumentColumn<Shipment>> = {
    order: {
      key: 'order',
      title: t('desktop.orders.columns.purchaseOrder'),
      text: (s) => s.purchase_order_number,
      render: (s) => (
        <PurchaseOrderNumber order={{ id: s.purchase_order_id, number: s.purchase_order_number }} onOpen={openOrder} />
      ),
      sortValue: (s) => s.purchase_order_number,
    },
    status: {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      text: (s) => t(`shipment.status.${s.status}`),
      render: (s) => <ShipmentStatusTag status={s.status} />,
    },
    carrier: shipmentFactColumn('carrier', t('shipment.carrier'), (s) => s.carrier || t('shipment.notGiven')),
    tracking: {
      key: 'tracking',
      title: t('shipment.tracking'),
      text: (s) => s.tracking_number || t('shipment.notGiven'),
      render: (s) => (
        <span className="shipment-nowrap" data-testid="shipment-tracking">
          {s.tracking_number || t('shipment.notGiven')}
        </span>
      ),
    },
    planned: shipmentFactColumn(
      'planned',
      t('shipment.plannedDate'),
      (s) => formatDate(s.planned_date, locale),
      (s) => s.planned_date,
    ),
    shipped: shipmentFactColumn(
      'shipped',
      t('shipment.shippedOn'),
      (s) => shipmentDate(s.shipped_at, locale),
      (s) => s.shipped_at ?? '',
    ),
    delivered: shipmentFactColumn(
      'delivered',
      t('shipment.deliveredOn'),
      (s) => shipmentDate(s.delivered_at, locale),
      (s) => s.delivered_at ?? '',
    ),
    lines: {
      key: 'lines',
      title: t('purchaseOrder.lines'),
      text: (s) => shipmentLineTexts(s, t, locale).join('; '),
      render: (s) => <ShipmentLines shipment={s} />,
    },
  };
  return keys.map((key) => columns[key]);
}
