import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { isCancellable, usePurchaseOrder } from '@mall/client/orders/get-purchase-order';
import { allPurchaseOrdersQueryOptions } from '@mall/client/orders/get-purchase-orders';
import type { PurchaseOrderDetail, PurchaseOrderLine, Shipment } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Result, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newAfterSalesCaseAddress } from '../../../components/workstation-address';
import { DocumentTimeline } from './document-timeline';
import { useLineColumns } from './line-columns';
import { CancelOrderButton, usePurchaseOrderCancel } from './purchase-order-cancel';
import { PurchaseOrderProgressTag, PurchaseOrderStatusTag } from './purchase-order-tags';
import { ReceiveButton, useReceiveDrawer } from './receive-drawer';
import { ShipmentLines, ShipmentStatusTag, shipmentDate } from './shipment-summary';

const COUNTERS = ['shipped', 'received', 'accepted', 'rejected'] as const;

function OrderLines({ po }: { po: PurchaseOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = (value: number) => formatCount(value, locale);
  const line = useLineColumns<PurchaseOrderLine>(po.currency, t('purchaseOrder.quantities.ordered'));
  const columns: ColumnsType<PurchaseOrderLine> = [
    line.name,
    line.quantity,
    ...COUNTERS.map((key) => ({
      key,
      title: t(`purchaseOrder.quantities.${key}`),
      align: 'right' as const,
      render: (_: unknown, line: PurchaseOrderLine) => (
        <span
          className={key === 'rejected' && line[key] > 0 ? 'purchase-order-warn' : undefined}
          data-testid={`line-${key}`}
        >
          {count(line[key])}
        </span>
      ),
    })),
    line.unitPrice,
    line.amount,
  ];
  return (
    <Table<PurchaseOrderLine>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={po.lines}
      pagination={false}
      aria-label={t('purchaseOrder.lines')}
    />
  );
}

function OrderShipments({ po, onReceive }: { po: PurchaseOrderDetail; onReceive: (shipment: Shipment) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (po.shipments.length === 0) return <p className="purchase-order-muted">{t('purchaseOrder.noShipments')}</p>;
  const fact = (key: string, title: string, text: (s: Shipment) => string) => ({
    key,
    title,
    className: 'shipment-nowrap',
    render: (_: unknown, s: Shipment) => text(s),
  });
  const columns: ColumnsType<Shipment> = [
    {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      render: (_, s) => <ShipmentStatusTag status={s.status} />,
    },
    fact('carrier', t('shipment.carrier'), (s) => s.carrier || t('shipment.notGiven')),
    fact('tracking', t('shipment.tracking'), (s) => s.tracking_number || t('shipment.notGiven')),
    fact('planned', t('shipment.plannedDate'), (s) => formatDate(s.planned_date, locale)),
    fact('shipped', t('shipment.shippedOn'), (s) => shipmentDate(s.shipped_at, locale)),
    fact('delivered', t('shipment.deliveredOn'), (s) => shipmentDate(s.delivered_at, locale)),
    { key: 'lines', title: t('purchaseOrder.lines'), render: (_, s) => <ShipmentLines shipment={s} /> },
  ];
  // Receiving is offered on the shipments still on their way, as on the phone's order page.
  if (po.shipments.some((s) => s.status === 'shipped'))
    columns.push({
      key: 'actions',
      title: t('desktop.workstation.actions'),
      render: (_, s) =>
        s.status === 'shipped' && <ReceiveButton shipment={s} onReceive={onReceive} testId={`po-receive-${s.id}`} />,
    });
  return (
    <Table<Shipment>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={po.shipments}
      pagination={false}
      aria-label={t('purchaseOrder.shipments')}
    />
  );
}

function OrderDocument({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = usePurchaseOrder(id);
  if (order.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!order.data) return <Result status="warning" title={t('purchaseOrder.notFound')} />;
  return <OrderBody po={order.data} />;
}

/** An order's lines with their counters, its payments and shipments, as the phone's order page. */
function OrderBody({ po }: { po: PurchaseOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(po.currency);
  const navigate = useNavigate();
  const [receive, receiveDrawer] = useReceiveDrawer();
  const [cancel, cancelDialog] = usePurchaseOrderCancel();
  // Goods that arrived (taken in or refused) can be the subject of an after-sales case.
  const received = po.lines.some((line) => line.received > 0);
  const cancellable = isCancellable(po);
  return (
    <div className="purchase-order-drawer" data-testid="purchase-order-drawer">
      <div className="purchase-order-head">
        <PurchaseOrderStatusTag status={po.status} />
        <PurchaseOrderProgressTag status={po.status} progress={po.progress} />
        <span>{t('purchaseOrder.orderedOn', { date: formatDate(po.created_at, locale) })}</span>
        {po.po_number && <span>{t('purchaseOrder.yourNumber', { number: po.po_number })}</span>}
        <span>
          {t('purchaseOrder.proformaLabel')} {po.proforma_invoice_number}
        </span>
      </div>
      {po.cancel_reason && (
        <Alert type="warning" showIcon message={t('purchaseOrder.cancelledBecause', { reason: po.cancel_reason })} />
      )}
      <Descriptions
        size="small"
        column={3}
        bordered
        items={[
          { key: 'total', label: t('purchaseOrder.total'), children: money(po.total) },
          {
            key: 'paid',
            label: t('purchaseOrder.paid'),
            children: <span data-testid="purchase-order-paid">{money(po.paid)}</span>,
          },
          {
            key: 'due',
            label: t('purchaseOrder.due'),
            children: <span data-testid="purchase-order-due">{money(po.due)}</span>,
          },
        ]}
      />

      <h3 className="purchase-order-section">{t('purchaseOrder.lines')}</h3>
      <OrderLines po={po} />

      <h3 className="purchase-order-section">{t('purchaseOrder.payments')}</h3>
      {Number(po.deposit_due) > 0 && (
        <p className="purchase-order-muted" data-testid="purchase-order-deposit">
          {t('purchaseOrder.depositProgress', { paid: money(po.deposit_paid), due: money(po.deposit_due) })}
        </p>
      )}
      {po.payments.length === 0 ? (
        <p className="purchase-order-muted">{t('purchaseOrder.noPayments')}</p>
      ) : (
        <ul className="purchase-order-payments">
          {po.payments.map((payment) => (
            <li key={payment.id} data-testid="purchase-order-payment">
              <span>
                {t(`purchaseOrder.paymentKind.${payment.kind}`)}
                <small>
                  {formatDate(payment.paid_on, locale)}
                  {payment.reference && ` · ${t('purchaseOrder.reference', { reference: payment.reference })}`}
                </small>
              </span>
              <strong>{money(payment.amount)}</strong>
            </li>
          ))}
        </ul>
      )}

      <h3 className="purchase-order-section">{t('purchaseOrder.shipments')}</h3>
      <OrderShipments po={po} onReceive={receive} />

      <DocumentTimeline type="purchase_order" id={po.id} />
      {(cancellable || received) && (
        <div className="purchase-order-actions">
          {cancellable && <CancelOrderButton order={po} onCancel={cancel} testId="po-drawer-cancel" />}
          {received && (
            <Button onClick={() => navigate(newAfterSalesCaseAddress(po.id))} data-testid="po-after-sales">
              {t('afterSales.orderLinks.open')}
            </Button>
          )}
        </div>
      )}
      {receiveDrawer}
      {cancelDialog}
    </div>
  );
}

/** The numbers of the buyer's orders by id, from the whole list the Purchase orders tab shows too. */
export function usePurchaseOrderNumbers(): Map<number, string> {
  const orders = useQuery(allPurchaseOrdersQueryOptions());
  return new Map(orders.data?.map((po) => [po.id, po.number]));
}

export interface OrderToShow {
  id: number;
  number: string;
}

/**
 * An order's drawer; its title is the number given, or the order's own once read (an order opened
 * from the address comes by id alone).
 */
export function PurchaseOrderDrawer({
  id,
  number,
  open,
  onClose,
}: {
  id: number;
  number?: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const order = usePurchaseOrder(id);
  const title = number ?? order.data?.number;
  return (
    <Drawer
      open={open}
      width={1040}
      title={title && t('desktop.orders.purchaseOrderTitle', { number: title })}
      onClose={onClose}
      destroyOnHidden
    >
      <OrderDocument key={id} id={id} />
    </Drawer>
  );
}

/** The order drawer of a table or a drawer, held there so that it stays open whatever becomes of the row. */
export function usePurchaseOrderDrawer(): [(order: OrderToShow) => void, ReactNode] {
  const [shown, setShown] = useState<{ order: OrderToShow; open: boolean } | null>(null);
  return [
    (order) => setShown({ order, open: true }),
    shown && (
      <PurchaseOrderDrawer
        id={shown.order.id}
        number={shown.order.number}
        open={shown.open}
        onClose={() => setShown((current) => current && { ...current, open: false })}
      />
    ),
  ];
}

/** An order's number as a link-button opening the order. */
export function PurchaseOrderNumber({
  order,
  onOpen,
  testId,
}: {
  order: OrderToShow;
  onOpen: (order: OrderToShow) => void;
  testId?: string;
}) {
  return (
    <Button type="link" className="document-number" onClick={() => onOpen(order)} data-testid={testId}>
      {order.number}
    </Button>
  );
}
