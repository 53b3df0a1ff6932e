import { PageContainer } from '@ant-design/pro-components';
import { useProformas, usePurchaseOrders } from '@mall/client/console/orders/get-orders';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  type ConsoleProforma,
  type ConsolePurchaseOrder,
  PROFORMA_STATUSES,
  PURCHASE_ORDER_STATUSES,
} from '@mall/contract';
import { Button, Tabs, Typography } from 'antd';
import { useOperator } from '../../../app/require-operator';
import { formatDate, formatDateTime } from '../../../components/format';
import { filterTabs, ListTable } from '../../../components/list-table';
import { formatMoney } from '../../../components/money';
import { type ListParams, oneOf, useListParams } from '../../../components/use-list-params';
import { ProformaDrawer } from '../components/proforma-drawer';
import { PurchaseOrderDrawer } from '../components/purchase-order-drawer';
import { OrderStatusTag, ProformaStatusTag, ProgressTag } from '../components/status-tags';

type List = ListParams<'doc' | 'status' | 'pi' | 'po'>;

/** The state tabs of a document list: every state of the document under `prefix`, and all of them. */
function statusTabs(list: List, t: (key: string) => string, prefix: string, statuses: readonly string[]) {
  return filterTabs(list, 'status', statuses, (key) =>
    key === 'all' ? t('consoleOrders.all') : t(`${prefix}.${key}`),
  );
}

/** Proforma invoices and purchase orders, newest first, filtered by state, each opened in a drawer. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const list = useListParams(['doc', 'status', 'pi', 'po'] as const);
  const doc = list.values.doc === 'proformas' ? 'proformas' : 'orders';
  const showAudit = operator.role === 'admin';
  return (
    <PageContainer title={t('consoleOrders.title')}>
      <Tabs
        activeKey={doc}
        onChange={(key) => list.update({ doc: key, status: '' })}
        items={[
          { key: 'orders', label: t('consoleOrders.tabs.orders') },
          { key: 'proformas', label: t('consoleOrders.tabs.proformas') },
        ]}
      />
      {doc === 'proformas' ? <ProformaTable list={list} /> : <OrderTable list={list} />}
      <ProformaDrawer
        id={Number(list.values.pi) || undefined}
        onClose={() => list.update({ pi: '' }, true)}
        onOpen={(id) => list.update({ pi: id }, true)}
        onOpenOrder={(id) => list.update({ pi: '', po: id }, true)}
        showAudit={showAudit}
      />
      <PurchaseOrderDrawer
        id={Number(list.values.po) || undefined}
        onClose={() => list.update({ po: '' }, true)}
        onOpenProforma={(id) => list.update({ po: '', pi: id }, true)}
        showAudit={showAudit}
      />
    </PageContainer>
  );
}

function ProformaTable({ list }: { list: List }) {
  const { t, i18n } = useTranslation();
  const proformas = useProformas({
    status: oneOf(PROFORMA_STATUSES, list.values.status),
    page: list.page,
    pageSize: list.pageSize,
  });
  return (
    <ListTable<ConsoleProforma>
      query={proformas}
      list={list}
      emptyText={t('consoleOrders.emptyProformas')}
      toolbar={{ menu: statusTabs(list, t, 'consoleOrders.proformaStatus', PROFORMA_STATUSES) }}
      onRow={(pi) => ({ onDoubleClick: () => list.update({ pi: pi.id }, true) })}
      columns={[
        { title: t('consoleOrders.columns.number'), dataIndex: 'number', width: 170 },
        {
          title: t('consoleQuoting.columns.version'),
          dataIndex: 'version',
          width: 80,
          render: (_, pi) => t('consoleQuoting.version', { version: pi.version }),
        },
        { title: t('consoleQuoting.columns.buyer'), dataIndex: ['buyer', 'company_name'], ellipsis: true },
        {
          title: t('consoleQuoting.columns.total'),
          dataIndex: 'total',
          align: 'right',
          width: 150,
          render: (_, pi) => formatMoney(pi.total, pi.currency, i18n.language),
        },
        {
          title: t('consoleOrders.columns.state'),
          dataIndex: 'status',
          width: 130,
          render: (_, pi) => <ProformaStatusTag status={pi.status} />,
        },
        {
          title: t('consoleOrders.columns.validity'),
          width: 200,
          render: (_, pi) => `${formatDate(pi.issue_date)} → ${formatDate(pi.valid_until)}`,
        },
        {
          title: t('console.common.actions'),
          valueType: 'option',
          width: 90,
          render: (_, pi) => (
            <Button
              type="link"
              size="small"
              onClick={() => list.update({ pi: pi.id }, true)}
              data-testid="open-proforma"
            >
              {t('consoleQuoting.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}

function OrderTable({ list }: { list: List }) {
  const { t, i18n } = useTranslation();
  const orders = usePurchaseOrders({
    status: oneOf(PURCHASE_ORDER_STATUSES, list.values.status),
    page: list.page,
    pageSize: list.pageSize,
  });
  return (
    <ListTable<ConsolePurchaseOrder>
      query={orders}
      list={list}
      emptyText={t('consoleOrders.emptyOrders')}
      toolbar={{ menu: statusTabs(list, t, 'consoleOrders.orderStatus', PURCHASE_ORDER_STATUSES) }}
      onRow={(order) => ({ onDoubleClick: () => list.update({ po: order.id }, true) })}
      columns={[
        {
          title: t('consoleOrders.columns.number'),
          dataIndex: 'number',
          width: 170,
          render: (_, order) => (
            <span>
              {order.number}
              <br />
              <Typography.Text type="secondary">{formatDateTime(order.created_at)}</Typography.Text>
            </span>
          ),
        },
        {
          title: t('consoleOrders.columns.buyerPo'),
          dataIndex: 'po_number',
          width: 130,
          render: (_, o) => o.po_number || '—',
        },
        { title: t('consoleQuoting.columns.buyer'), dataIndex: ['buyer', 'company_name'], ellipsis: true },
        {
          title: t('consoleQuoting.columns.total'),
          dataIndex: 'total',
          align: 'right',
          width: 140,
          render: (_, order) => formatMoney(order.total, order.currency, i18n.language),
        },
        {
          title: t('consoleOrders.columns.paidDue'),
          width: 200,
          align: 'right',
          render: (_, order) => (
            <span>
              {formatMoney(order.paid, order.currency, i18n.language)}
              <br />
              <Typography.Text type="secondary">
                {t('consoleOrders.columns.dueShort', {
                  amount: formatMoney(order.due, order.currency, i18n.language),
                })}
              </Typography.Text>
            </span>
          ),
        },
        {
          title: t('consoleOrders.columns.progress'),
          dataIndex: 'progress',
          width: 130,
          render: (_, order) => <ProgressTag progress={order.progress} />,
        },
        {
          title: t('consoleOrders.columns.state'),
          dataIndex: 'status',
          width: 100,
          render: (_, order) => <OrderStatusTag status={order.status} />,
        },
        {
          title: t('console.common.actions'),
          valueType: 'option',
          width: 90,
          render: (_, order) => (
            <Button
              type="link"
              size="small"
              onClick={() => list.update({ po: order.id }, true)}
              data-testid="open-order"
            >
              {t('consoleQuoting.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
