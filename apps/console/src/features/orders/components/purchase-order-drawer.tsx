import { usePurchaseOrderDetail } from '@mall/client/console/orders/get-orders';
import { useCancelPurchaseOrder } from '@mall/client/console/orders/order-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import type { Payment, PurchaseOrderDetail, PurchaseOrderLine } from '@mall/contract';
import { Alert, App, Button, Descriptions, Drawer, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { DocumentAudit } from '../../../components/document-audit';
import { formatDate, formatDateTime } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../components/money';
import { actionProblem } from './action-problem';
import { PaymentForm } from './payment-form';
import { ReasonAction } from './reason-action';
import { ShipmentDrawer } from './shipment-drawer';
import { Shipments } from './shipments';
import { OrderStatusTag, ProgressTag } from './status-tags';

function Summary({ order, onOpenProforma }: { order: PurchaseOrderDetail; onOpenProforma: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, order.currency, i18n.language);
  const none = t('console.common.none');
  return (
    <Descriptions
      column={2}
      size="small"
      bordered
      style={{ marginBottom: 24 }}
      data-testid="order-summary"
      items={[
        { key: 'status', label: t('consoleOrders.columns.state'), children: <OrderStatusTag status={order.status} /> },
        {
          key: 'progress',
          label: t('consoleOrders.columns.progress'),
          children: <ProgressTag progress={order.progress} />,
        },
        { key: 'buyer', label: t('consoleQuoting.columns.buyer'), children: order.buyer.company_name, span: 2 },
        {
          key: 'contact',
          label: t('consoleQuoting.detail.contact'),
          children: [order.buyer.contact_name, order.buyer.email, order.buyer.phone].filter(Boolean).join(' · '),
          span: 2,
        },
        { key: 'po', label: t('consoleOrders.columns.buyerPo'), children: order.po_number || none },
        {
          key: 'pi',
          label: t('consoleOrders.columns.proforma'),
          children: (
            <Typography.Link onClick={() => onOpenProforma(order.proforma_invoice_id)} data-testid="order-proforma">
              {order.proforma_invoice_number}
            </Typography.Link>
          ),
        },
        { key: 'total', label: t('consoleQuoting.columns.total'), children: money(order.total) },
        { key: 'created', label: t('consoleOrders.columns.created'), children: formatDateTime(order.created_at) },
        {
          key: 'paid',
          label: t('consoleOrders.columns.paid'),
          children: <span data-testid="order-paid">{money(order.paid)}</span>,
        },
        {
          key: 'due',
          label: t('consoleOrders.columns.due'),
          children: <span data-testid="order-due">{money(order.due)}</span>,
        },
        {
          key: 'deposit',
          label: t('consoleQuoting.form.deposit'),
          children: t('consoleOrders.order.depositPaid', {
            paid: money(order.deposit_paid),
            due: money(order.deposit_due),
          }),
          span: 2,
        },
        ...(order.cancel_reason
          ? [{ key: 'cancel', label: t('consoleOrders.proforma.cancelReason'), children: order.cancel_reason, span: 2 }]
          : []),
      ]}
    />
  );
}

function Lines({ order }: { order: PurchaseOrderDetail }) {
  const { t, i18n } = useTranslation();
  const unitName = useUnitName();
  const money = (amount: string) => formatMoney(amount, order.currency, i18n.language);
  const count = (key: keyof PurchaseOrderLine) => ({ dataIndex: key, align: 'right' as const, width: 84 });
  return (
    <Table<PurchaseOrderLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={order.lines}
      data-testid="order-lines"
      scroll={{ x: 900 }}
      columns={[
        {
          title: t('consoleQuoting.form.name'),
          dataIndex: 'name',
          render: (_, line) => (
            <span>
              {line.name}
              {line.specification && (
                <>
                  <br />
                  <Typography.Text type="secondary">{line.specification}</Typography.Text>
                </>
              )}
            </span>
          ),
        },
        {
          title: t('consoleQuoting.form.unit'),
          dataIndex: 'unit',
          width: 70,
          render: (unit: string, line) => unitName(unit, line.quantity),
        },
        {
          title: t('consoleQuoting.form.unitPrice'),
          dataIndex: 'unit_price',
          align: 'right',
          width: 110,
          render: money,
        },
        { title: t('consoleOrders.lineColumns.ordered'), ...count('quantity') },
        { title: t('consoleOrders.lineColumns.shipped'), ...count('shipped') },
        { title: t('consoleOrders.lineColumns.received'), ...count('received') },
        { title: t('consoleOrders.lineColumns.accepted'), ...count('accepted') },
        { title: t('consoleOrders.lineColumns.rejected'), ...count('rejected') },
        { title: t('consoleOrders.lineColumns.open'), ...count('open') },
        { title: t('consoleQuoting.form.amount'), dataIndex: 'amount', align: 'right', width: 120, render: money },
      ]}
    />
  );
}

function Payments({ order }: { order: PurchaseOrderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Table<Payment>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={order.payments}
      data-testid="order-payments"
      locale={{ emptyText: t('consoleOrders.payment.none') }}
      style={{ marginBottom: 12 }}
      columns={[
        {
          title: t('consoleOrders.payment.paidOn'),
          dataIndex: 'paid_on',
          width: 120,
          render: (d: string) => formatDate(d),
        },
        {
          title: t('consoleOrders.payment.kind'),
          dataIndex: 'kind',
          width: 120,
          render: (kind: Payment['kind']) => t(`consoleOrders.payment.kinds.${kind}`),
        },
        {
          title: t('consoleOrders.payment.amount'),
          dataIndex: 'amount',
          align: 'right',
          width: 150,
          render: (amount: string) => formatMoney(amount, order.currency, i18n.language),
        },
        { title: t('consoleOrders.payment.reference'), dataIndex: 'reference', render: (r: string) => r || '—' },
      ]}
    />
  );
}

/**
 * A purchase order: the buyer, totals paid and due, lines with what has shipped and arrived,
 * payments (recorded here), shipments (planned from the open quantities, shipped, cancelled), and
 * the order's cancellation with a reason while nothing has shipped.
 */
export function PurchaseOrderDrawer(props: {
  id: number | undefined;
  onClose: () => void;
  onOpenProforma: (id: number) => void;
  showAudit: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const detail = usePurchaseOrderDetail(props.id);
  const cancel = useCancelPurchaseOrder();
  const [planning, setPlanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const order = detail.data;
  const open = order?.status === 'open';
  const openToShip = order?.lines.some((line) => line.open > 0) ?? false;
  // The server cancels only an order of which nothing has left (60311); planned shipments go with it.
  const cancellable =
    open && !order?.shipments.some((shipment) => shipment.status === 'shipped' || shipment.status === 'delivered');

  const cancelWith = async (reason: string) => {
    if (!order) return false;
    setProblem(null);
    try {
      await cancel.mutateAsync({ id: order.id, reason });
      void message.success(t('consoleOrders.order.cancelled', { number: order.number }));
    } catch (error) {
      setProblem(actionProblem(t, error));
    }
    return true;
  };

  return (
    <Drawer
      open={props.id !== undefined}
      onClose={props.onClose}
      width={980}
      destroyOnHidden
      title={
        order ? `${order.number}${order.po_number ? ` · ${order.po_number}` : ''}` : t('consoleOrders.order.title')
      }
      data-testid="order-drawer"
      extra={
        order &&
        cancellable && (
          <ReasonAction
            label={t('consoleOrders.order.cancel')}
            title={t('consoleOrders.order.cancelTitle', { number: order.number })}
            description={t('consoleOrders.order.cancelBody')}
            okText={t('consoleOrders.order.cancel')}
            testId="order-cancel"
            onConfirm={cancelWith}
          />
        )
      }
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
      {detail.isError && (
        <LoadError error={detail.error} title={t('consoleOrders.loadFailed')} onRetry={() => void detail.refetch()} />
      )}
      {problem && (
        <Alert
          type="warning"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message={problem}
          onClose={() => setProblem(null)}
          data-testid="order-problem"
        />
      )}
      {order && (
        <>
          <Summary order={order} onOpenProforma={props.onOpenProforma} />
          <Typography.Title level={5}>{t('consoleOrders.lines')}</Typography.Title>
          <Lines order={order} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('consoleOrders.payment.title')}
          </Typography.Title>
          <Payments order={order} />
          {open && order.due !== '0.00' && <PaymentForm key={order.payments.length} order={order} />}
          <Space style={{ width: '100%', justifyContent: 'space-between', marginTop: 24 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('consoleOrders.shipment.title')}
            </Typography.Title>
            {open && openToShip && (
              <Button onClick={() => setPlanning(true)} data-testid="shipment-plan">
                {t('consoleOrders.shipment.plan')}
              </Button>
            )}
          </Space>
          <div style={{ marginTop: 12 }}>
            <Shipments shipments={order.shipments} onProblem={setProblem} />
          </div>
          {props.showAudit && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('consoleQuoting.detail.history')}
              </Typography.Title>
              <DocumentAudit
                entities={[
                  { entity: 'purchase_order', id: order.id },
                  ...order.shipments.map((shipment) => ({ entity: 'shipment', id: shipment.id })),
                ]}
              />
            </>
          )}
          <ShipmentDrawer order={planning ? order : undefined} onClose={() => setPlanning(false)} />
        </>
      )}
    </Drawer>
  );
}
