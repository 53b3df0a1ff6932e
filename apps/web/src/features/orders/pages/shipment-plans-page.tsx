import { useTranslation } from '@mall/client/lib/use-translation';
import { useShipments } from '@mall/client/orders/get-shipments';
import { PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ListEmpty, ListFailed, ListSkeleton } from '../../../components/list-states';
import styles from '../components/orders.module.css';
import { ReceiveLink, ShipmentCard } from '../components/shipment-card';

/** `/pages/workstation/shipment-plans`: every shipment of the buyer's orders, with carrier, tracking and dates. */
export default function ShipmentPlansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shipments = useShipments();

  return (
    <main className={styles.page}>
      {shipments.isPending ? (
        <ListSkeleton />
      ) : shipments.isError ? (
        <ListFailed message={t('shipment.loadFailed')} onRetry={() => shipments.refetch()} />
      ) : shipments.data.list.length === 0 ? (
        <ListEmpty
          testId="shipment-empty"
          title={t('shipment.empty')}
          hint={t('shipment.emptyHint')}
          action={
            <Button className="touch-button" onClick={() => navigate(PAGES.purchaseOrders.route)}>
              {t('shipment.toOrders')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('pages.shipmentPlans')}>
          {shipments.data.list.map((shipment) => (
            <ShipmentCard
              key={shipment.id}
              shipment={shipment}
              action={
                shipment.status === 'shipped' && (
                  <ReceiveLink shipmentId={shipment.id} number={shipment.purchase_order_number} />
                )
              }
            />
          ))}
        </ul>
      )}
    </main>
  );
}
