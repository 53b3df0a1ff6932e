import { PageContainer } from '@ant-design/pro-components';
import { type AfterSalesStatusFilter, useAfterSalesQueue } from '@mall/client/console/after-sales/get-after-sales';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { AFTER_SALES_STATUSES, type ConsoleAfterSalesPage } from '@mall/contract';
import { Button, Checkbox, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ListTable } from '../../../components/list-table';
import { type ListParams, oneOf, useListParams } from '../../../components/use-list-params';
import { ageText } from '../age';
import { CaseDrawer } from '../components/case-drawer';
import { AfterSalesStatusTag, OverdueTag } from '../components/status-tags';

type Case = ConsoleAfterSalesPage['list'][number];
type List = ListParams<'status' | 'overdue' | 'case'>;

/** The state filter's choices: the open cases (what the address means without a state), all, each state. */
const STATUS_FILTERS: readonly AfterSalesStatusFilter[] = ['open', 'all', ...AFTER_SALES_STATUSES];
const DEFAULT_FILTER = 'open';

/** The after-sales queue, oldest first as the server answers it, each case opened in a drawer. */
export default function AfterSalesPage() {
  const { t } = useTranslation();
  const list = useListParams(['status', 'overdue', 'case'] as const);
  return (
    <PageContainer title={t('console.afterSales.title')}>
      <Queue list={list} />
      <CaseDrawer id={Number(list.values.case) || undefined} onClose={() => list.update({ case: '' }, true)} />
    </PageContainer>
  );
}

function Queue({ list }: { list: List }) {
  const quantityText = useQuantityText();
  const { t } = useTranslation();
  const status = oneOf(STATUS_FILTERS, list.values.status) ?? DEFAULT_FILTER;
  const overdue = list.values.overdue === '1';
  const queue = useAfterSalesQueue({ status, overdue, page: list.page, pageSize: list.pageSize });
  const open = (id: number) => list.update({ case: id }, true);
  return (
    <ListTable<Case>
      query={queue}
      list={list}
      emptyText={t('console.afterSales.empty')}
      toolbar={{
        menu: {
          type: 'tab',
          activeKey: status,
          items: STATUS_FILTERS.map((key) => ({
            key,
            label:
              key === 'open' || key === 'all'
                ? t(`console.afterSales.filters.${key}`)
                : t(`console.afterSales.status.${key}`),
          })),
          onChange: (key) => list.update({ status: key === DEFAULT_FILTER ? '' : String(key) }),
        },
        actions: [
          <Checkbox
            key="overdue"
            checked={overdue}
            onChange={(event) => list.update({ overdue: event.target.checked ? '1' : '' })}
            data-testid="overdue-only"
          >
            {t('console.afterSales.filters.overdueOnly')}
          </Checkbox>,
        ],
      }}
      onRow={(row) => ({ onDoubleClick: () => open(row.id) })}
      columns={[
        { title: t('console.afterSales.columns.number'), dataIndex: 'number', width: 150 },
        {
          title: t('console.afterSales.columns.buyer'),
          dataIndex: ['buyer', 'company_name'],
          render: (_, row) => (
            <span>
              {row.buyer.company_name}
              <br />
              <Typography.Text type="secondary">{row.buyer.contact_name}</Typography.Text>
            </span>
          ),
        },
        {
          title: t('console.afterSales.columns.type'),
          dataIndex: 'type',
          width: 100,
          render: (_, row) => t(`console.afterSales.type.${row.type}`),
        },
        { title: t('console.afterSales.columns.product'), dataIndex: 'name' },
        {
          title: t('console.afterSales.columns.quantity'),
          dataIndex: 'quantity',
          align: 'right',
          width: 90,
          render: (_, row) => quantityText(row.quantity, row.unit),
        },
        {
          title: t('console.afterSales.columns.purchaseOrder'),
          dataIndex: ['purchase_order', 'number'],
          width: 150,
          render: (_, row) => <Link to={`/orders?po=${row.purchase_order.id}`}>{row.purchase_order.number}</Link>,
        },
        {
          title: t('console.afterSales.columns.state'),
          dataIndex: 'status',
          width: 130,
          render: (_, row) => <AfterSalesStatusTag status={row.status} />,
        },
        {
          title: t('console.afterSales.columns.age'),
          dataIndex: 'created_at',
          width: 150,
          render: (_, row) => (
            <Space size={4}>
              <span data-testid="case-age">{ageText(t, row.created_at)}</span>
              {row.overdue && <OverdueTag />}
            </Space>
          ),
        },
        {
          title: t('console.common.actions'),
          valueType: 'option',
          width: 80,
          render: (_, row) => (
            <Button type="link" size="small" onClick={() => open(row.id)} data-testid="open-case">
              {t('console.afterSales.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
