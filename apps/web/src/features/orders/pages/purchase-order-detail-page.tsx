import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useCancelPurchaseOrder } from '@mall/client/orders/cancel-purchase-order';
import { isCancellable, usePurchaseOrder } from '@mall/client/orders/get-purchase-order';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { DOCUMENT_REASON_MAX_LENGTH, PAGES, type PurchaseOrderDetail } from '@mall/contract';
import { Button, Dialog, Result, TextArea, Toast } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { DocumentTimeline } from '../../../components/document-timeline/document-timeline';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { PageProps } from '../../../lib/page-props';
import { proformaUrl } from '../components/order-links';
import styles from '../components/orders.module.css';
import { ReceiveLink, ShipmentCard } from '../components/shipment-card';
import { PurchaseOrderTag } from '../components/status-tags';

/** `/pages/workstation/purchase-order?id=`: an order's lines with their counters, payments and shipments. */
export default function PurchaseOrderDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(query.id ?? 0);
  const order = usePurchaseOrder(id);

  if (order.isPending && id > 0) return <PageSkeleton />;
  if (!order.data) {
    return (
      <div className="page-message">
        <Result status="error" title={t('purchaseOrder.notFound')} />
        <Button className="touch-button" onClick={() => navigate(PAGES.purchaseOrders.route)}>
          {t('purchaseOrder.toList')}
        </Button>
      </div>
    );
  }
  return <PurchaseOrderDocument po={order.data} />;
}

function PurchaseOrderDocument({ po }: { po: PurchaseOrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantityText = useQuantityText();
  const money = useMoney(po.currency);
  const cancelling = useCancelPurchaseOrder();
  const canCancel = isCancellable(po);
  // Goods a receipt has checked, taken in or refused, are what an after-sales case can be about.
  const checked = po.lines.some((line) => line.received > 0 || line.rejected > 0);

  function onCancel() {
    let reason = '';
    Dialog.confirm({
      title: t('purchaseOrder.cancelTitle', { number: po.number }),
      content: (
        <TextArea
          aria-label={t('purchaseOrder.cancelReason')}
          placeholder={t('purchaseOrder.cancelReason')}
          maxLength={DOCUMENT_REASON_MAX_LENGTH}
          rows={3}
          onChange={(value) => {
            reason = value;
          }}
          data-testid="purchase-order-cancel-reason"
        />
      ),
      confirmText: t('purchaseOrder.cancel'),
      cancelText: t('purchaseOrder.back'),
      onConfirm: async () => {
        if (!reason.trim()) {
          Toast.show({ content: t('purchaseOrder.reasonRequired') });
          throw new Error('reason required');
        }
        await cancelling.mutateAsync({ id: po.id, reason: reason.trim() });
        Toast.show({ content: t('purchaseOrder.cancelled') });
      },
    });
  }

  const counters = (line: PurchaseOrderDetail['lines'][number]) =>
    [
      ['ordered', line.quantity],
      ['shipped', line.shipped],
      ['received', line.received],
      ['accepted', line.accepted],
      ['rejected', line.rejected],
    ] as const;

  return (
    <main className={`${styles.page} ${canCancel ? styles.withBar : ''}`} data-testid="purchase-order-detail">
      <section className={styles.card}>
        <div className={styles.head}>
          <h2 className={styles.number}>{po.number}</h2>
          <span className={styles.spacer} />
          <PurchaseOrderTag status={po.status} progress={po.progress} />
        </div>
        <p className={styles.meta}>{t('purchaseOrder.orderedOn', { date: formatDate(po.created_at, locale) })}</p>
        {po.po_number && <p className={styles.meta}>{t('purchaseOrder.yourNumber', { number: po.po_number })}</p>}
        <p className={styles.meta}>
          {t('purchaseOrder.proformaLabel')}{' '}
          <Link to={proformaUrl(po.proforma_invoice_id)} data-testid="purchase-order-proforma">
            {po.proforma_invoice_number}
          </Link>
        </p>
        {po.cancel_reason && (
          <p className={styles.notice}>{t('purchaseOrder.cancelledBecause', { reason: po.cancel_reason })}</p>
        )}
        <div className={styles.amountRow}>
          <span className={styles.money}>
            <span>
              {t('purchaseOrder.paid')} <strong data-testid="purchase-order-paid">{money(po.paid)}</strong>
            </span>
            <span>
              {t('purchaseOrder.due')} <strong data-testid="purchase-order-due">{money(po.due)}</strong>
            </span>
          </span>
          <strong className={styles.amount}>{money(po.total)}</strong>
        </div>
      </section>

      <section className={styles.card} aria-label={t('purchaseOrder.lines')}>
        <h3 className={styles.sectionTitle}>{t('purchaseOrder.lines')}</h3>
        <ul className={styles.lines}>
          {po.lines.map((line) => (
            <li key={line.id} data-testid="purchase-order-line">
              <div className={styles.line}>
                <span className={styles.lineName}>
                  {line.name}
                  {line.specification && <small>{line.specification}</small>}
                  <small>
                    {quantityText(line.quantity, line.unit)} × {money(line.unit_price)}
                  </small>
                </span>
                <span className={styles.lineAmount}>{money(line.amount)}</span>
              </div>
              <ul className={styles.counters}>
                {counters(line).map(([key, value]) => (
                  <li key={key} data-warn={key === 'rejected' && value > 0} data-testid={`line-${key}`}>
                    <strong>{formatCount(value, locale)}</strong>
                    {t(`purchaseOrder.quantities.${key}`)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-label={t('purchaseOrder.payments')}>
        <h3 className={styles.sectionTitle}>{t('purchaseOrder.payments')}</h3>
        {Number(po.deposit_due) > 0 && (
          <p className={styles.meta} data-testid="purchase-order-deposit">
            {t('purchaseOrder.depositProgress', { paid: money(po.deposit_paid), due: money(po.deposit_due) })}
          </p>
        )}
        {po.payments.length === 0 ? (
          <p className={styles.muted}>{t('purchaseOrder.noPayments')}</p>
        ) : (
          <ul className={styles.lines}>
            {po.payments.map((payment) => (
              <li key={payment.id} className={styles.line} data-testid="purchase-order-payment">
                <span className={styles.lineName}>
                  {t(`purchaseOrder.paymentKind.${payment.kind}`)}
                  <small>
                    {formatDate(payment.paid_on, locale)}
                    {payment.reference && ` · ${t('purchaseOrder.reference', { reference: payment.reference })}`}
                  </small>
                </span>
                <span className={styles.lineAmount}>{money(payment.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <h3 className="section-title section-title-outside">{t('purchaseOrder.shipments')}</h3>
      {po.shipments.length === 0 ? (
        <div className={styles.card}>
          <p className={styles.muted}>{t('purchaseOrder.noShipments')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('purchaseOrder.shipments')}>
          {po.shipments.map((shipment) => (
            <ShipmentCard
              key={shipment.id}
              shipment={shipment}
              showOrder={false}
              action={shipment.status === 'shipped' && <ReceiveLink shipmentId={shipment.id} number={po.number} />}
            />
          ))}
        </ul>
      )}

      {checked && (
        <section className={styles.card} aria-label={t('afterSales.title')} data-testid="purchase-order-after-sales">
          <h3 className={styles.sectionTitle}>{t('afterSales.title')}</h3>
          <div className={styles.versions}>
            <Link to={`${PAGES.afterSalesNew.route}?purchase_order_id=${po.id}`}>
              {t('afterSales.orderLinks.open')}
            </Link>
            <Link to={`${PAGES.afterSales.route}?purchase_order_id=${po.id}`}>{t('afterSales.orderLinks.cases')}</Link>
          </div>
        </section>
      )}

      <DocumentTimeline type="purchase_order" id={po.id} />

      {canCancel && (
        <div className={styles.bottomBar}>
          <Button
            color="danger"
            fill="outline"
            loading={cancelling.isPending}
            onClick={onCancel}
            data-testid="purchase-order-cancel"
          >
            {t('purchaseOrder.cancel')}
          </Button>
        </div>
      )}
    </main>
  );
}
