import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { PurchaseOrderSummary } from '@mall/contract';
import { Link } from 'react-router-dom';
import { purchaseOrderUrl } from './order-links';
import styles from './orders.module.css';
import { PurchaseOrderTag } from './status-tags';

/** A purchase order in the list: numbers, how far its goods have come, total, paid and due. */
export function PurchaseOrderCard({ po }: { po: PurchaseOrderSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(po.currency);
  return (
    <li className={styles.card} data-testid="purchase-order-card" data-progress={po.progress}>
      <Link to={purchaseOrderUrl(po.id)} className={styles.cardLink}>
        <span className={styles.head}>
          <span className={styles.number}>{po.number}</span>
          <span className={styles.spacer} />
          <PurchaseOrderTag status={po.status} progress={po.progress} />
        </span>
        <span className={styles.meta}>{t('purchaseOrder.orderedOn', { date: formatDate(po.created_at, locale) })}</span>
        {po.po_number && <span className={styles.meta}>{t('purchaseOrder.yourNumber', { number: po.po_number })}</span>}
        <span className={styles.amountRow}>
          <span className={styles.money}>
            <span>
              {t('purchaseOrder.paid')} <strong>{money(po.paid)}</strong>
            </span>
            <span>
              {t('purchaseOrder.due')} <strong>{money(po.due)}</strong>
            </span>
          </span>
          <span className={styles.amount}>{money(po.total)}</span>
        </span>
      </Link>
    </li>
  );
}
