import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Shipment, unitName } from '@mall/contract';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { purchaseOrderUrl, receiveUrl } from './order-links';
import styles from './orders.module.css';
import { ShipmentStatusTag } from './status-tags';

/**
 * One shipment: its order (unless shown under it), carrier, tracking number and dates, and its
 * lines; once received, what was taken in and refused. `action` sits at the bottom (Receive).
 */
export function ShipmentCard({
  shipment,
  showOrder = true,
  action,
  as: Element = 'li',
}: {
  shipment: Shipment;
  showOrder?: boolean;
  action?: ReactNode;
  as?: 'li' | 'article';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const delivered = shipment.status === 'delivered';
  return (
    <Element className={styles.card} data-testid="shipment-card" data-status={shipment.status}>
      <div className={styles.head}>
        {showOrder ? (
          <Link to={purchaseOrderUrl(shipment.purchase_order_id)} className={styles.number}>
            {t('shipment.forOrder', { number: shipment.purchase_order_number })}
          </Link>
        ) : (
          <span className={styles.meta}>#{shipment.id}</span>
        )}
        <span className={styles.spacer} />
        <ShipmentStatusTag status={shipment.status} />
      </div>
      <dl className={styles.facts}>
        <dt>{t('shipment.carrier')}</dt>
        <dd>{shipment.carrier || t('shipment.notGiven')}</dd>
        <dt>{t('shipment.tracking')}</dt>
        <dd data-testid="shipment-tracking">{shipment.tracking_number || t('shipment.notGiven')}</dd>
        <dt>{t('shipment.plannedDate')}</dt>
        <dd>{formatDate(shipment.planned_date, locale)}</dd>
        {shipment.shipped_at && (
          <>
            <dt>{t('shipment.shippedOn')}</dt>
            <dd>{formatDate(shipment.shipped_at, locale)}</dd>
          </>
        )}
        {shipment.delivered_at && (
          <>
            <dt>{t('shipment.deliveredOn')}</dt>
            <dd>{formatDate(shipment.delivered_at, locale)}</dd>
          </>
        )}
      </dl>
      <ul className={styles.shipmentLines}>
        {shipment.lines.map((line) => (
          <li key={line.line_id} data-testid="shipment-line">
            {t('shipment.line', {
              name: line.name,
              quantity: formatCount(line.quantity, locale),
              unit: unitName(line.unit, locale, line.quantity),
            })}
            {delivered && (
              <span className={`${styles.meta} ${styles.block}`}>
                {t('warehouse.summary', {
                  received: line.received ?? 0,
                  rejected: line.rejected ?? 0,
                  short: line.quantity - (line.received ?? 0) - (line.rejected ?? 0),
                })}
                {line.reason && ` · ${line.reason}`}
              </span>
            )}
          </li>
        ))}
      </ul>
      {action && <div className={styles.actions}>{action}</div>}
    </Element>
  );
}

/** Opens the receiving form of a shipped shipment. */
export function ReceiveLink({ shipmentId, number }: { shipmentId: number; number: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      color="primary"
      aria-label={t('warehouse.receiveLabel', { number })}
      onClick={() => navigate(receiveUrl(shipmentId))}
      data-testid="shipment-receive"
    >
      {t('warehouse.receive')}
    </Button>
  );
}
