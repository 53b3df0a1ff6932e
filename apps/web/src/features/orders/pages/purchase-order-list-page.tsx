import { useTranslation } from '@mall/client/lib/use-translation';
import { usePurchaseOrders } from '@mall/client/orders/get-purchase-orders';
import { PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { InfiniteMore } from '../../../components/infinite-more';
import { ListEmpty, ListFailed, ListSkeleton } from '../../../components/list-states';
import styles from '../components/orders.module.css';
import { PurchaseOrderCard } from '../components/purchase-order-card';

/** `/pages/workstation/purchase-orders`: the buyer's purchase orders with progress, totals, paid and due, page after page. */
export default function PurchaseOrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orders = usePurchaseOrders();
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <main className={styles.page}>
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <ListFailed message={t('purchaseOrder.loadFailed')} onRetry={() => orders.refetch()} />
      ) : list.length === 0 ? (
        <ListEmpty
          testId="purchase-order-empty"
          title={t('purchaseOrder.empty')}
          hint={t('purchaseOrder.emptyHint')}
          action={
            <Button color="primary" className="touch-button" onClick={() => navigate(PAGES.home.route)}>
              {t('purchaseOrder.goShopping')}
            </Button>
          }
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('pages.purchaseOrders')}>
            {list.map((po) => (
              <PurchaseOrderCard key={po.id} po={po} />
            ))}
          </ul>
          <InfiniteMore pages={orders} />
        </>
      )}
    </main>
  );
}
