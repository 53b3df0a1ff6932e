import { useTranslation } from '@mall/client/lib/use-translation';
import { useShipments } from '@mall/client/orders/get-shipments';
import { SHIPMENT_STATUSES, type Shipment } from '@mall/contract';
import { Button } from 'antd';
import { EmptyState } from '../../../components/page-state';
import { type DocumentFilter, DocumentTable } from './document-table';
import { usePurchaseOrderDrawer } from './purchase-order-drawer';
import { ReceiveButton, useReceiveDrawer } from './receive-drawer';
import { useShipmentColumns } from './shipment-columns';
import { useTableAddress } from './use-table-address';

/** Every shipment of the buyer's orders, as the phone's shipment plans: order, carrier, tracking, dates and lines. */
export function ShipmentTable() {
  const { t } = useTranslation();
  const shipments = useShipments();
  const [openOrder, orderDrawer] = usePurchaseOrderDrawer();
  const [receive, receiveDrawer] = useReceiveDrawer();
  const [, change] = useTableAddress();

  const filters: DocumentFilter<Shipment>[] = [
    { key: 'all', label: t('proforma.tabs.all'), match: () => true },
    ...SHIPMENT_STATUSES.map((status) => ({
      key: status,
      label: t(`shipment.status.${status}`),
      match: (s: Shipment) => s.status === status,
    })),
  ];
  const columns = useShipmentColumns(
    ['order', 'status', 'carrier', 'tracking', 'planned', 'shipped', 'delivered', 'lines'],
    openOrder,
  );

  return (
    <>
      <DocumentTable<Shipment>
        name="shipments"
        title={t('desktop.workstation.tabs.shipments')}
        rows={shipments.data?.list}
        isError={shipments.isError}
        onRetry={() => void shipments.refetch()}
        columns={columns}
        filters={filters}
        rowKey={(s) => s.id}
        actions={(s) =>
          s.status === 'shipped' && <ReceiveButton shipment={s} onReceive={receive} testId={`receive-${s.id}`} />
        }
        empty={
          <div className="shipment-empty" data-testid="shipment-empty">
            <EmptyState
              text={`${t('shipment.empty')}\n${t('shipment.emptyHint')}`}
              action={<Button onClick={() => change({ tab: 'purchaseOrders' })}>{t('shipment.toOrders')}</Button>}
            />
          </div>
        }
      />
      {orderDrawer}
      {receiveDrawer}
    </>
  );
}
