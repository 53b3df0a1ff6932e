import { PageContainer } from '@ant-design/pro-components';
import {
  type QuotationRequestStatus,
  useQuotationRequestInbox,
  useRfqInbox,
} from '@mall/client/console/quoting/get-quoting-inbox';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type ConsoleQuotationRequest, type ConsoleRfq, RFQ_STATUSES } from '@mall/contract';
import { Button, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useOperator } from '../../../app/require-operator';
import { filterTabs, ListTable } from '../../../components/list-table';
import { type ListParams, oneOf, useListParams } from '../../../components/use-list-params';
import { ageText } from '../age';
import { LatestOffer } from '../components/offer-versions';
import { QuoteDrawer, type QuoteRequest } from '../components/quote-drawer';
import { RequestDrawer } from '../components/request-drawer';
import { RfqDrawer } from '../components/rfq-drawer';
import { RfqStatusTag } from '../components/status-tags';

type Kind = 'rfqs' | 'requests';
const REQUEST_STATUSES: readonly QuotationRequestStatus[] = ['submitted', 'quoted'];

function BuyerCell({ buyer }: { buyer: ConsoleRfq['buyer'] }) {
  return (
    <span>
      {buyer.company_name}
      <br />
      <Typography.Text type="secondary">{buyer.country}</Typography.Text>
    </span>
  );
}

/** RFQs and cart quotation requests to answer, unanswered and oldest first, and the quote form. */
export default function QuotingPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const list = useListParams(['kind', 'status', 'rfq', 'request'] as const);
  const kind: Kind = list.values.kind === 'requests' ? 'requests' : 'rfqs';
  const [quoting, setQuoting] = useState<QuoteRequest>();
  const showAudit = operator.role === 'admin';

  const tabs = (
    <Tabs
      activeKey={kind}
      onChange={(key) => list.update({ kind: key, status: '', rfq: '', request: '' })}
      items={[
        { key: 'rfqs', label: t('consoleQuoting.tabs.rfqs') },
        { key: 'requests', label: t('consoleQuoting.tabs.requests') },
      ]}
      data-testid="quoting-kind"
    />
  );

  return (
    <PageContainer title={t('consoleQuoting.title')}>
      {tabs}
      {kind === 'rfqs' ? <RfqTable list={list} /> : <RequestTable list={list} />}
      <RfqDrawer
        id={Number(list.values.rfq) || undefined}
        onClose={() => list.update({ rfq: '' }, true)}
        onQuote={setQuoting}
        showAudit={showAudit}
      />
      {kind === 'requests' && <RequestDrawerFromList list={list} onQuote={setQuoting} showAudit={showAudit} />}
      <QuoteDrawer request={quoting} onClose={() => setQuoting(undefined)} />
    </PageContainer>
  );
}

type List = ListParams<'kind' | 'status' | 'rfq' | 'request'>;

function statusTabs(list: List, t: (key: string) => string, statuses: readonly string[]) {
  return filterTabs(list, 'status', statuses, (key) => t(`consoleQuoting.statusTabs.${key}`));
}

function RfqTable({ list }: { list: List }) {
  const { t } = useTranslation();
  const rfqs = useRfqInbox({
    status: oneOf(RFQ_STATUSES, list.values.status),
    page: list.page,
    pageSize: list.pageSize,
  });
  return (
    <ListTable<ConsoleRfq>
      query={rfqs}
      list={list}
      emptyText={t('consoleQuoting.emptyRfqs')}
      toolbar={{ menu: statusTabs(list, t, RFQ_STATUSES) }}
      onRow={(rfq) => ({ onDoubleClick: () => list.update({ rfq: rfq.id }, true) })}
      columns={[
        {
          title: t('consoleQuoting.columns.rfq'),
          dataIndex: 'name',
          ellipsis: true,
          render: (_, rfq) => (
            <span>
              {t('consoleQuoting.rfqNumber', { id: rfq.id })}
              <br />
              {rfq.name}
            </span>
          ),
        },
        {
          title: t('consoleQuoting.columns.buyer'),
          dataIndex: 'buyer',
          render: (_, rfq) => <BuyerCell buyer={rfq.buyer} />,
        },
        {
          title: t('consoleQuoting.columns.items'),
          width: 90,
          align: 'right',
          render: (_, rfq) => rfq.items.length,
        },
        {
          title: t('consoleQuoting.columns.status'),
          dataIndex: 'status',
          width: 110,
          render: (_, rfq) => <RfqStatusTag status={rfq.status} />,
        },
        {
          title: t('consoleQuoting.columns.offers'),
          width: 190,
          render: (_, rfq) => <LatestOffer offers={rfq.offers} currency={rfq.currency} />,
        },
        { title: t('consoleQuoting.columns.age'), width: 110, render: (_, rfq) => ageText(t, rfq.created_at) },
        {
          title: t('console.common.actions'),
          valueType: 'option',
          width: 90,
          render: (_, rfq) => (
            <Button type="link" size="small" onClick={() => list.update({ rfq: rfq.id }, true)} data-testid="open-rfq">
              {t('consoleQuoting.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}

function useRequests(list: List) {
  return useQuotationRequestInbox({
    status: oneOf(REQUEST_STATUSES, list.values.status),
    page: list.page,
    pageSize: list.pageSize,
  });
}

function RequestTable({ list }: { list: List }) {
  const { t } = useTranslation();
  const requests = useRequests(list);
  return (
    <ListTable<ConsoleQuotationRequest>
      query={requests}
      list={list}
      emptyText={t('consoleQuoting.emptyRequests')}
      toolbar={{ menu: statusTabs(list, t, REQUEST_STATUSES) }}
      onRow={(request) => ({ onDoubleClick: () => list.update({ request: request.id }, true) })}
      columns={[
        {
          title: t('consoleQuoting.columns.request'),
          dataIndex: 'id',
          render: (_, request) => (
            <span>
              {t('consoleQuoting.requestNumber', { id: request.id })}
              {request.group_name && (
                <>
                  <br />
                  <Typography.Text type="secondary">{request.group_name}</Typography.Text>
                </>
              )}
            </span>
          ),
        },
        {
          title: t('consoleQuoting.columns.buyer'),
          dataIndex: 'buyer',
          render: (_, request) => <BuyerCell buyer={request.buyer} />,
        },
        {
          title: t('consoleQuoting.columns.items'),
          width: 90,
          align: 'right',
          render: (_, request) => request.items.length,
        },
        {
          title: t('consoleQuoting.columns.status'),
          dataIndex: 'status',
          width: 110,
          render: (_, request) => <RfqStatusTag status={request.status} />,
        },
        {
          title: t('consoleQuoting.columns.offers'),
          width: 190,
          render: (_, request) => <LatestOffer offers={request.offers} currency={request.currency} />,
        },
        {
          title: t('consoleQuoting.columns.age'),
          width: 110,
          render: (_, request) => ageText(t, request.created_at),
        },
        {
          title: t('console.common.actions'),
          valueType: 'option',
          width: 90,
          render: (_, request) => (
            <Button
              type="link"
              size="small"
              onClick={() => list.update({ request: request.id }, true)}
              data-testid="open-request"
            >
              {t('consoleQuoting.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}

/** The request drawer reads its row from the list on screen, refreshed with it after a quotation. */
function RequestDrawerFromList(props: { list: List; onQuote: (request: QuoteRequest) => void; showAudit: boolean }) {
  const requests = useRequests(props.list);
  const id = Number(props.list.values.request) || undefined;
  const request = requests.data?.list.find((row) => row.id === id);
  return (
    <RequestDrawer
      request={request}
      open={id !== undefined}
      onClose={() => props.list.update({ request: '' }, true)}
      onQuote={props.onQuote}
      showAudit={props.showAudit}
    />
  );
}
