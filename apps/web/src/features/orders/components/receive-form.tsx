import { useTranslation } from '@mall/client/lib/use-translation';
import { useReceiptForm } from '@mall/client/orders/use-receipt-form';
import type { Shipment } from '@mall/contract';
import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { purchaseOrderUrl } from './order-links';
import styles from './orders.module.css';
import { ReceiveLineRow } from './receive-line-row';
import { ShipmentCard } from './shipment-card';

/**
 * The receipt of a shipped shipment: every line starts as received in full; the buyer lowers what
 * arrived, refuses with a reason, confirms, and is taken to the order's progress.
 */
export function ReceiveForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lines, change, showErrors, refusal, busy, submit } = useReceiptForm(shipment);

  const receive = async () => {
    const confirm = () =>
      Dialog.confirm({
        title: t('warehouse.confirmTitle'),
        content: t('warehouse.confirmBody', { number: shipment.purchase_order_number }),
        confirmText: t('warehouse.confirm'),
        cancelText: t('warehouse.back'),
      });
    if (await submit(confirm)) navigate(purchaseOrderUrl(shipment.purchase_order_id), { replace: true });
  };

  return (
    <main className={`${styles.page} ${styles.withBar}`} data-testid="receive-form">
      <ShipmentCard as="article" shipment={shipment} />
      <section className={styles.card} aria-label={t('pages.warehouseReceive')}>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <ReceiveLineRow key={line.lineId} line={line} showErrors={showErrors} onChange={change} />
          ))}
        </ul>
        {refusal && (
          <p className={styles.error} role="alert" data-testid="receive-refused">
            {refusal}
          </p>
        )}
      </section>
      <div className={styles.bottomBar}>
        <Button color="primary" loading={busy} onClick={() => void receive()} data-testid="receive-confirm">
          {t('warehouse.confirm')}
        </Button>
      </div>
    </main>
  );
}
