import { useTranslation } from '@mall/client/lib/use-translation';
import { useShipments } from '@mall/client/orders/get-shipments';
import type { Shipment } from '@mall/contract';
import { Button } from 'antd';
import { EmptyState } from '../../../components/page-state';
import { type DocumentFilter, DocumentTable } from './document-table';
import { usePurchaseOrderDrawer } from './purchase-order-drawer';
import { ReceiveButton, useReceiveDrawer } from './receive-drawer';
import { useShipmentColumns } from './shipment-columns';
import { useTableAddress } from './use-table-address';

/**
 * The phone's warehouse: shipped goods waiting to be received (the first filter, where the buyer
 * works), and the receipts done with what was taken in, refused and short.
 */
export function WarehouseTable() {
  const { t } = useTranslation();
  const shipments = useShipments();
  const [openOrder, orderDrawer] = usePurchaseOrderDrawer();
  const [receive, receiveDrawer] = useReceiveDrawer();
  const [address, change] = useTableAddress();

  const filters: DocumentFilter<Shipment>[] = [
    { key: 'toReceive', label: t('warehouse.toReceive'), match: (s) => s.status === 'shipped' },
    { key: 'done', label: t('warehouse.done'), match: (s) => s.status === 'delivered' },
  ];
  const showingDone = address.filter === 'done';
  const columns = useShipmentColumns(['order', 'carrier', 'tracking', 'shipped', 'delivered', 'lines'], openOrder);

  return (
    <>
      <DocumentTable<Shipment>
        name="warehouse"
        title={t('desktop.workstation.tabs.warehouse')}
        rows={shipments.data?.list}
        isError={shipments.isError}
        onRetry={() => void shipments.refetch()}
        columns={columns}
        filters={filters}
        rowKey={(s) => s.id}
        actions={
          showingDone ? undefined : (s) => <ReceiveButton shipment={s} onReceive={receive} testId={`receive-${s.id}`} />
        }
        empty={
          <div className="warehouse-empty" data-testid="warehouse-empty">
            {showingDone ? (
              <EmptyState text={t('warehouse.noneDone')} />
            ) : (
              <EmptyState
                text={t('warehouse.noneToReceive')}
                action={
                  <Button onClick={() => change({ tab: 'shipments' })}>
                    {t('desktop.workstation.tabs.shipments')}
                  </Button>
                }
              />
            )}
          </div>
        }
      />
      {orderDrawer}
      {receiveDrawer}
    </>
  );
}
