import { useProformaDetail } from '@mall/client/console/orders/get-orders';
import { useCancelProforma } from '@mall/client/console/orders/order-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { CONSOLE_API, type ProformaDetail } from '@mall/contract';
import { Alert, App, Button, Descriptions, Drawer, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { DocumentAudit } from '../../../components/document-audit';
import { formatDate } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../components/money';
import { actionProblem } from './action-problem';
import { DocumentLinesTable } from './document-lines-table';
import { ReasonAction } from './reason-action';
import { ReissueDrawer } from './reissue-drawer';
import { ProformaStatusTag } from './status-tags';

/** Open invoices may be re-issued or cancelled by an operator; the others are kept as they are. */
function isOpen(pi: ProformaDetail): boolean {
  return pi.status === 'issued' || pi.status === 'change_requested';
}

function Terms({ pi }: { pi: ProformaDetail }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, pi.currency, i18n.language);
  const none = t('console.common.none');
  return (
    <Descriptions
      column={2}
      size="small"
      bordered
      style={{ marginBottom: 24 }}
      items={[
        { key: 'status', label: t('consoleOrders.columns.state'), children: <ProformaStatusTag status={pi.status} /> },
        {
          key: 'version',
          label: t('consoleQuoting.columns.version'),
          children: t('consoleQuoting.version', { version: pi.version }),
        },
        { key: 'issued', label: t('consoleOrders.proforma.issueDate'), children: formatDate(pi.issue_date) },
        { key: 'valid', label: t('consoleQuoting.columns.validUntil'), children: formatDate(pi.valid_until) },
        { key: 'buyer', label: t('consoleQuoting.columns.buyer'), children: pi.buyer.company_name, span: 2 },
        {
          key: 'contact',
          label: t('consoleQuoting.detail.contact'),
          children: [pi.buyer.contact_name, pi.buyer.email, pi.buyer.phone].filter(Boolean).join(' · '),
          span: 2,
        },
        { key: 'address', label: t('consoleOrders.proforma.address'), children: pi.buyer.address || none, span: 2 },
        { key: 'incoterm', label: t('consoleQuoting.form.incoterm'), children: pi.incoterm },
        {
          key: 'lead',
          label: t('consoleQuoting.form.leadTime'),
          children: t('consoleOrders.proforma.days', { count: pi.lead_time_days }),
        },
        {
          key: 'deposit',
          label: t('consoleQuoting.form.deposit'),
          children: `${pi.payment_terms.deposit_percent}% · ${money(pi.deposit_amount)}`,
        },
        {
          key: 'balance',
          label: t('consoleOrders.proforma.balance'),
          children: [money(pi.balance_amount), pi.payment_terms.balance_terms].filter(Boolean).join(' · '),
        },
        { key: 'po', label: t('consoleOrders.columns.buyerPo'), children: pi.po_number || none },
        {
          key: 'quotation',
          label: t('consoleOrders.proforma.quotation'),
          children: pi.quotation_id ? `#${pi.quotation_id}` : t('consoleOrders.proforma.fromCart'),
        },
        { key: 'notes', label: t('consoleOrders.proforma.notes'), children: pi.notes || none, span: 2 },
        ...(pi.amends
          ? [{ key: 'amends', label: t('consoleOrders.reissue.amends'), children: pi.amends, span: 2 }]
          : []),
        ...(pi.cancel_reason
          ? [{ key: 'cancel', label: t('consoleOrders.proforma.cancelReason'), children: pi.cancel_reason, span: 2 }]
          : []),
      ]}
    />
  );
}

/**
 * One version of a proforma invoice: parties, lines, totals, terms and every version; while open, a
 * new version or a cancellation (with a reason, confirmed). The PDF is the buyer's route only; the
 * console has none to read it by.
 */
export function ProformaDrawer(props: {
  id: number | undefined;
  onClose: () => void;
  onOpen: (id: number) => void;
  onOpenOrder: (id: number) => void;
  showAudit: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const detail = useProformaDetail(props.id);
  const cancel = useCancelProforma();
  const [reissuing, setReissuing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pi = detail.data;

  const cancelWith = async (reason: string) => {
    if (!pi) return false;
    setProblem(null);
    try {
      await cancel.mutateAsync({ id: pi.id, reason });
      void message.success(t('consoleOrders.proforma.cancelled', { number: pi.number }));
      return true;
    } catch (error) {
      setProblem(actionProblem(t, error));
      return true;
    }
  };

  return (
    <Drawer
      open={props.id !== undefined}
      onClose={props.onClose}
      width={860}
      destroyOnHidden
      title={
        pi
          ? `${pi.number} · ${t('consoleQuoting.version', { version: pi.version })}`
          : t('consoleOrders.proforma.title')
      }
      data-testid="proforma-drawer"
      extra={
        pi && (
          <Space>
            <Button href={`${CONSOLE_API.proformaPdf.path}?id=${pi.id}`} target="_blank" data-testid="proforma-pdf">
              {t('consoleOrders.proforma.pdf')}
            </Button>
            {pi.purchase_order_id && (
              <Button onClick={() => pi.purchase_order_id && props.onOpenOrder(pi.purchase_order_id)}>
                {t('consoleOrders.proforma.openOrder')}
              </Button>
            )}
            {isOpen(pi) && (
              <>
                <Button type="primary" onClick={() => setReissuing(true)} data-testid="reissue-open">
                  {t('consoleOrders.proforma.reissue')}
                </Button>
                <ReasonAction
                  label={t('consoleOrders.proforma.cancel')}
                  title={t('consoleOrders.proforma.cancelTitle', { number: pi.number })}
                  description={t('consoleOrders.proforma.cancelBody')}
                  okText={t('consoleOrders.proforma.cancel')}
                  testId="proforma-cancel"
                  onConfirm={cancelWith}
                />
              </>
            )}
          </Space>
        )
      }
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
      {detail.isError && (
        <LoadError error={detail.error} title={t('consoleOrders.loadFailed')} onRetry={() => void detail.refetch()} />
      )}
      {problem && (
        <Alert
          type="warning"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message={problem}
          onClose={() => setProblem(null)}
          data-testid="proforma-problem"
        />
      )}
      {pi && (
        <>
          {pi.status === 'change_requested' && pi.change_request && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={t('consoleOrders.proforma.changeRequest')}
              description={pi.change_request}
            />
          )}
          <Terms pi={pi} />
          <Typography.Title level={5}>{t('consoleOrders.lines')}</Typography.Title>
          <DocumentLinesTable lines={pi.lines} currency={pi.currency} total={pi.total} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('consoleOrders.proforma.versions')}
          </Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={pi.versions}
            data-testid="proforma-versions"
            rowClassName={(version) => (version.id === pi.id ? 'ant-table-row-selected' : '')}
            columns={[
              {
                title: t('consoleQuoting.columns.version'),
                dataIndex: 'version',
                width: 90,
                render: (version: number, row) =>
                  row.id === pi.id ? (
                    t('consoleQuoting.version', { version })
                  ) : (
                    <Typography.Link onClick={() => props.onOpen(row.id)}>
                      {t('consoleQuoting.version', { version })}
                    </Typography.Link>
                  ),
              },
              {
                title: t('consoleOrders.columns.state'),
                dataIndex: 'status',
                width: 130,
                render: (_, row) => <ProformaStatusTag status={row.status} />,
              },
              {
                title: t('consoleOrders.proforma.issueDate'),
                dataIndex: 'issue_date',
                width: 120,
                render: (date: string) => formatDate(date),
              },
              {
                title: t('consoleOrders.reissue.amends'),
                dataIndex: 'amends',
                render: (amends: string | null) => amends ?? t('console.common.none'),
              },
            ]}
          />
          {props.showAudit && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('consoleQuoting.detail.history')}
              </Typography.Title>
              <DocumentAudit
                entities={pi.versions.map((version) => ({ entity: 'proforma_invoice', id: version.id }))}
              />
            </>
          )}
          <ReissueDrawer
            proforma={reissuing ? pi : undefined}
            onClose={() => setReissuing(false)}
            onIssued={(id) => {
              setReissuing(false);
              props.onOpen(id);
            }}
          />
        </>
      )}
    </Drawer>
  );
}
