import { useTranslation } from '@mall/client/lib/use-translation';
import { useShipments } from '@mall/client/orders/get-shipments';
import { ListFailed, ListSkeleton } from '../../../components/list-states';
import styles from '../components/orders.module.css';
import { ReceiveLink, ShipmentCard } from '../components/shipment-card';

/** `/pages/workstation/warehouse`: shipped goods waiting to be received, and the receipts done. */
export default function WarehousePage() {
  const { t } = useTranslation();
  const shipments = useShipments();
  if (shipments.isPending) return <ListSkeleton />;
  if (shipments.isError) return <ListFailed message={t('warehouse.loadFailed')} onRetry={() => shipments.refetch()} />;
  const toReceive = shipments.data.list.filter((s) => s.status === 'shipped');
  const done = shipments.data.list.filter((s) => s.status === 'delivered');

  return (
    <main className={styles.page}>
      <h2 className="section-title section-title-outside">
        {t('warehouse.toReceive')} {toReceive.length}
      </h2>
      {toReceive.length === 0 ? (
        <div className={styles.card}>
          <p className={styles.muted} data-testid="warehouse-none-to-receive">
            {t('warehouse.noneToReceive')}
          </p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('warehouse.toReceive')} data-testid="warehouse-to-receive">
          {toReceive.map((shipment) => (
            <ShipmentCard
              key={shipment.id}
              shipment={shipment}
              action={<ReceiveLink shipmentId={shipment.id} number={shipment.purchase_order_number} />}
            />
          ))}
        </ul>
      )}
      <h2 className="section-title section-title-outside">
        {t('warehouse.done')} {done.length}
      </h2>
      {done.length === 0 ? (
        <div className={styles.card}>
          <p className={styles.muted}>{t('warehouse.noneDone')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('warehouse.done')} data-testid="warehouse-done">
          {done.map((shipment) => (
            <ShipmentCard key={shipment.id} shipment={shipment} />
          ))}
        </ul>
      )}
    </main>
  );
}
