import { useAfterSalesCases } from '@mall/client/after-sales/get-after-sales';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { InfiniteMore } from '../../../components/infinite-more';
import { ListEmpty, ListEnd, ListFailed, ListSkeleton } from '../../../components/list-states';
import styles from './after-sales.module.css';
import { afterSalesNewUrl, type CaseStatusFilter } from './after-sales-links';
import { CaseCard } from './case-card';

/** The list's filter: one tab, of one order when narrowed to it. */
export const caseFilter = (status: CaseStatusFilter, purchaseOrderId?: number) =>
  purchaseOrderId ? { status, purchase_order_id: purchaseOrderId } : { status };

/** The cases of one tab (of one order, when narrowed), newest first, page after page. */
export function CaseList({ status, purchaseOrderId }: { status: CaseStatusFilter; purchaseOrderId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cases = useAfterSalesCases(caseFilter(status, purchaseOrderId));
  const list = cases.data?.pages.flatMap((page) => page.list) ?? [];

  if (cases.isPending) return <ListSkeleton lines={8} />;
  if (cases.isError) return <ListFailed message={t('afterSales.listFailed')} onRetry={() => cases.refetch()} />;
  if (list.length === 0) {
    return (
      <ListEmpty
        title={status === 'all' ? t('afterSales.empty') : t('afterSales.emptyFiltered')}
        action={
          <Button color="primary" className="touch-button" onClick={() => navigate(afterSalesNewUrl(purchaseOrderId))}>
            {t('afterSales.new')}
          </Button>
        }
        testId="cases-empty"
      />
    );
  }

  return (
    <>
      <ul className={styles.list} aria-label={t('afterSales.title')}>
        {list.map((item) => (
          <CaseCard key={item.id} item={item} />
        ))}
      </ul>
      {/* The shared loading and retry rows while pages remain; the cases' own words at the end. */}
      {cases.hasNextPage ? <InfiniteMore pages={cases} /> : <ListEnd text={t('afterSales.end')} testId="cases-end" />}
    </>
  );
}
