import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { isCancellable } from '@mall/client/orders/get-purchase-order';
import { allPurchaseOrdersQueryOptions } from '@mall/client/orders/get-purchase-orders';
import { useShipments } from '@mall/client/orders/get-shipments';
import { DESKTOP_PAGES, PURCHASE_ORDER_STATUSES, type PurchaseOrderSummary, type Shipment } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/page-state';
import { type DocumentColumn, type DocumentFilter, DocumentTable } from './document-table';
import { CancelOrderButton, usePurchaseOrderCancel } from './purchase-order-cancel';
import { type OrderToShow, PurchaseOrderDrawer, PurchaseOrderNumber } from './purchase-order-drawer';
import { PurchaseOrderProgressTag, PurchaseOrderStatusTag } from './purchase-order-tags';
import { useTableAddress } from './use-table-address';

/**
 * The buyer's purchase orders, the whole list: progress, money, and Cancel order where the phone
 * offers it (open, nothing shipped, read from the list of shipments); an order opens in a drawer,
 * named in the address so that a vendor's orders can link to it.
 */
export function PurchaseOrderTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoneyOf();
  const navigate = useNavigate();
  const orders = useQuery(allPurchaseOrdersQueryOptions());
  const shipments = useShipments();
  const [address, change] = useTableAddress();
  const openOrder = (po: OrderToShow) => change({ open: po.id });
  const [cancel, cancelDialog] = usePurchaseOrderCancel();
  const shipmentsOf = (po: PurchaseOrderSummary): Shipment[] =>
    shipments.data?.list.filter((s) => s.purchase_order_id === po.id) ?? [];

  const filters: DocumentFilter<PurchaseOrderSummary>[] = [
    { key: 'all', label: t('proforma.tabs.all'), match: () => true },
    ...PURCHASE_ORDER_STATUSES.map((status) => ({
      key: status,
      label: t(`purchaseOrder.status.${status}`),
      match: (po: PurchaseOrderSummary) => po.status === status,
    })),
  ];
  const amount = (key: 'total' | 'paid' | 'due', title: string): DocumentColumn<PurchaseOrderSummary> => ({
    key,
    title,
    text: (po) => money(po[key], po.currency),
    sortValue: (po) => Number(po[key]),
    align: 'right',
  });
  const columns: DocumentColumn<PurchaseOrderSummary>[] = [
    {
      key: 'number',
      title: t('desktop.workstation.columns.number'),
      text: (po) => po.number,
      render: (po) => <PurchaseOrderNumber order={po} onOpen={openOrder} testId={`po-open-${po.id}`} />,
      sortValue: (po) => po.number,
    },
    { key: 'poNumber', title: t('desktop.orders.columns.ownPoNumber'), text: (po) => po.po_number },
    {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      text: (po) => t(`purchaseOrder.status.${po.status}`),
      render: (po) => <PurchaseOrderStatusTag status={po.status} />,
    },
    {
      key: 'progress',
      title: t('desktop.orders.columns.progress'),
      text: (po) => (po.status === 'cancelled' ? '' : t(`purchaseOrder.progress.${po.progress}`)),
      render: (po) => <PurchaseOrderProgressTag status={po.status} progress={po.progress} />,
    },
    amount('total', t('desktop.workstation.columns.total')),
    amount('paid', t('purchaseOrder.paid')),
    amount('due', t('purchaseOrder.due')),
    {
      key: 'created',
      title: t('desktop.workstation.columns.created'),
      text: (po) => formatDate(po.created_at, locale),
      sortValue: (po) => po.created_at,
    },
  ];

  return (
    <>
      <DocumentTable<PurchaseOrderSummary>
        name="purchaseOrders"
        title={t('desktop.workstation.tabs.purchaseOrders')}
        rows={orders.data}
        isError={orders.isError}
        onRetry={() => void orders.refetch()}
        columns={columns}
        filters={filters}
        rowKey={(po) => po.id}
        actions={(po) =>
          shipments.data &&
          isCancellable({ status: po.status, shipments: shipmentsOf(po) }) && (
            <CancelOrderButton order={po} onCancel={cancel} testId={`po-cancel-${po.id}`} size="small" />
          )
        }
        empty={
          <div className="purchase-order-empty" data-testid="purchase-order-empty">
            <EmptyState
              text={`${t('purchaseOrder.empty')}\n${t('purchaseOrder.emptyHint')}`}
              action={
                <Button type="primary" onClick={() => navigate(DESKTOP_PAGES.home.path)}>
                  {t('purchaseOrder.goShopping')}
                </Button>
              }
            />
          </div>
        }
      />
      {address.open !== null && (
        <PurchaseOrderDrawer
          id={address.open}
          number={orders.data?.find((po) => po.id === address.open)?.number}
          open
          onClose={() => change({ open: null })}
        />
      )}
      {cancelDialog}
    </>
  );
}
