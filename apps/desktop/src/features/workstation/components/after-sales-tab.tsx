import { PlusOutlined } from '@ant-design/icons';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { type AfterSalesSummary, PAGE_SIZE_DEFAULT } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Segmented, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, LoadFailed } from '../../../components/page-state';
import { purchaseOrderDrawerAddress } from '../../../components/workstation-address';
import { afterSalesPageQueryOptions, CASE_FILTERS, caseFilterOf } from '../after-sales-page';
import { AfterSalesDrawer } from './after-sales-drawer';
import { AfterSalesFormDrawer } from './after-sales-form';
import { CaseGoods, CaseStatusTags } from './after-sales-tags';
import { useTableAddress } from './use-table-address';

/** A filter's label: every case, those in progress, or the state's own name. */
const filterLabel = (filter: (typeof CASE_FILTERS)[number]) =>
  filter === 'all' || filter === 'open' ? `afterSales.filter.${filter}` : `afterSales.status.${filter}`;

/**
 * The After-sales tab: the buyer's cases about received goods, newest first, a page at a time from
 * the server, with a filter by state. The filter, the page, the case open in its drawer and the
 * new-case form (with the order it came from) all stay in the address.
 */
export function AfterSalesTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantityText = useQuantityText();
  const [address, change] = useTableAddress();
  const filter = caseFilterOf(address.filter);
  const cases = useQuery(afterSalesPageQueryOptions(filter, address.page));
  const newCase = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => change({ creating: true })} data-testid="case-new">
      {t('afterSales.new')}
    </Button>
  );

  const columns: TableColumnsType<AfterSalesSummary> = [
    {
      key: 'number',
      title: t('desktop.workstation.columns.number'),
      className: 'history-nowrap',
      render: (_, item) => (
        <Button
          type="link"
          className="document-number"
          onClick={() => change({ open: item.id })}
          data-testid={`case-open-${item.id}`}
        >
          {item.number}
        </Button>
      ),
    },
    { key: 'goods', title: t('desktop.afterSales.columns.goods'), render: (_, item) => <CaseGoods item={item} /> },
    {
      key: 'type',
      title: t('desktop.afterSales.columns.type'),
      render: (_, item) => t(`afterSales.type.${item.type}`),
    },
    {
      key: 'quantity',
      title: t('desktop.workstation.columns.quantity'),
      align: 'right',
      className: 'history-nowrap',
      render: (_, item) => quantityText(item.quantity, item.unit),
    },
    {
      key: 'order',
      title: t('desktop.orders.columns.purchaseOrder'),
      className: 'history-nowrap',
      render: (_, item) => (
        <Link to={purchaseOrderDrawerAddress(item.purchase_order.id)} data-testid={`case-order-${item.id}`}>
          {item.purchase_order.number}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      render: (_, item) => <CaseStatusTags item={item} />,
    },
    {
      key: 'created',
      title: t('desktop.workstation.columns.created'),
      className: 'history-nowrap',
      render: (_, item) => formatDate(item.created_at, locale),
    },
  ];

  const empty =
    filter.status === 'all' ? (
      <EmptyState text={t('afterSales.empty')} action={newCase} />
    ) : (
      <EmptyState
        text={t('afterSales.emptyFiltered')}
        action={<Button onClick={() => change({ filter: null })}>{t('afterSales.showAll')}</Button>}
      />
    );

  return (
    <section data-testid="table-afterSales">
      <div className="document-table-bar">
        <Segmented
          value={filter.status}
          onChange={(key) => change({ filter: key === 'all' ? null : key })}
          options={CASE_FILTERS.map((key) => ({ value: key, label: t(filterLabel(key)) }))}
          data-testid="cases-filter"
        />
        <div className="document-table-tools">{newCase}</div>
      </div>
      {cases.isError && !cases.data ? (
        <LoadFailed onRetry={() => void cases.refetch()} />
      ) : (
        <Table<AfterSalesSummary>
          rowKey="id"
          columns={columns}
          dataSource={cases.data?.list}
          // A page of the other filter or number stays greyed while its successor loads.
          loading={cases.isPending || cases.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: cases.isPending ? ' ' : empty }}
          pagination={{
            current: address.page,
            pageSize: PAGE_SIZE_DEFAULT,
            total: cases.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => t('desktop.workstation.rows', { count: total }),
            onChange: (page) => change({ page }),
          }}
          onRow={(item) => ({ 'data-testid': 'case-row', 'data-id': item.id }) as HTMLAttributes<HTMLElement>}
          aria-label={t('afterSales.title')}
        />
      )}
      {address.open !== null && !address.creating && (
        <AfterSalesDrawer id={address.open} onClose={() => change({ open: null })} />
      )}
      {address.creating && (
        <AfterSalesFormDrawer
          purchaseOrderId={address.po}
          onAllOrders={() => change({ po: null })}
          onClose={() => change({ creating: false, po: null })}
          onOpened={(id) => change({ creating: false, po: null, open: id })}
        />
      )}
    </section>
  );
}
