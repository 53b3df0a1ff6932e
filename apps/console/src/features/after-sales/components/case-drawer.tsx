import { useAfterSalesCase } from '@mall/client/console/after-sales/get-after-sales';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import type { ConsoleAfterSalesDetail } from '@mall/contract';
import { Alert, Descriptions, Drawer, Image, Skeleton, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../components/money';
import { ageText } from '../age';
import { CaseActions } from './case-actions';
import { CaseFiles } from './case-files';
import { CaseThread } from './case-thread';
import { refundLimit } from './resolve-modal';
import { AfterSalesStatusTag, OverdueTag } from './status-tags';

function Section({ title }: { title: string }) {
  return (
    <Typography.Title level={5} style={{ marginTop: 24 }}>
      {title}
    </Typography.Title>
  );
}

function Summary({ item }: { item: ConsoleAfterSalesDetail }) {
  const { t } = useTranslation();
  const none = t('console.common.none');
  return (
    <Descriptions
      column={2}
      size="small"
      bordered
      data-testid="case-summary"
      items={[
        {
          key: 'status',
          label: t('console.afterSales.columns.state'),
          children: (
            <Space size={4}>
              <AfterSalesStatusTag status={item.status} />
              {item.overdue && <OverdueTag />}
            </Space>
          ),
        },
        { key: 'age', label: t('console.afterSales.columns.age'), children: ageText(t, item.created_at) },
        { key: 'buyer', label: t('console.afterSales.columns.buyer'), children: item.buyer.company_name, span: 2 },
        {
          key: 'contact',
          label: t('console.afterSales.buyer.contact'),
          children: [item.buyer.contact_name, item.buyer.email, item.buyer.phone].filter(Boolean).join(' · ') || none,
          span: 2,
        },
        {
          key: 'address',
          label: t('console.afterSales.buyer.address'),
          children: item.buyer.address || none,
          span: 2,
        },
      ]}
    />
  );
}

function PurchaseOrderLine({ item }: { item: ConsoleAfterSalesDetail }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, item.currency, i18n.language);
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      {item.image && (
        <Image
          src={item.image}
          alt={item.name}
          width={88}
          height={88}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      <Descriptions
        column={2}
        size="small"
        bordered
        style={{ flex: 1 }}
        data-testid="case-line"
        items={[
          { key: 'name', label: t('console.afterSales.columns.product'), children: item.name, span: 2 },
          {
            key: 'order',
            label: t('console.afterSales.columns.purchaseOrder'),
            children: <Link to={`/orders?po=${item.purchase_order.id}`}>{item.purchase_order.number}</Link>,
          },
          { key: 'currency', label: t('console.afterSales.line.currency'), children: item.currency },
          { key: 'price', label: t('console.afterSales.line.unitPrice'), children: money(item.unit_price) },
          { key: 'value', label: t('console.afterSales.line.claimValue'), children: money(refundLimit(item)) },
        ]}
      />
    </div>
  );
}

function Receipt({ item }: { item: ConsoleAfterSalesDetail }) {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  const unit = (count: number) => quantityText(count, item.unit);
  return (
    <Descriptions
      column={2}
      size="small"
      bordered
      data-testid="case-receipt"
      items={[
        { key: 'received', label: t('console.afterSales.receipt.received'), children: unit(item.receipt.received) },
        { key: 'rejected', label: t('console.afterSales.receipt.rejected'), children: unit(item.receipt.rejected) },
        {
          key: 'reason',
          label: t('console.afterSales.receipt.reason'),
          children: item.receipt.reason || t('console.common.none'),
        },
        { key: 'date', label: t('console.afterSales.receipt.date'), children: formatDateTime(item.receipt.at) },
      ]}
    />
  );
}

function TheCase({ item }: { item: ConsoleAfterSalesDetail }) {
  const quantityText = useQuantityText();
  const { t } = useTranslation();
  const none = t('console.common.none');
  const text = (value: string) => <div style={{ whiteSpace: 'pre-wrap' }}>{value || none}</div>;
  return (
    <Descriptions
      column={2}
      size="small"
      bordered
      data-testid="case-claim"
      items={[
        {
          key: 'type',
          label: t('console.afterSales.columns.type'),
          children: t(`console.afterSales.type.${item.type}`),
        },
        {
          key: 'quantity',
          label: t('console.afterSales.columns.quantity'),
          children: quantityText(item.quantity, item.unit),
        },
        { key: 'reason', label: t('console.afterSales.case.reason'), children: text(item.reason), span: 2 },
        {
          key: 'requested',
          label: t('console.afterSales.case.requested'),
          children: text(item.requested_resolution),
          span: 2,
        },
        {
          key: 'files',
          label: t('console.afterSales.case.files'),
          children:
            item.files.length > 0 ? (
              <CaseFiles files={item.files} testId="case-file" />
            ) : (
              t('console.afterSales.case.noFiles')
            ),
          span: 2,
        },
      ]}
    />
  );
}

/** How the case ended, when it has: the reason of a rejection, or the refund or replacement shipment. */
function Outcome({ item }: { item: ConsoleAfterSalesDetail }) {
  const { t, i18n } = useTranslation();
  const rows = [
    ...(item.reject_reason
      ? [{ key: 'reject', label: t('console.afterSales.outcome.rejectReason'), children: item.reject_reason }]
      : []),
    ...(item.resolution === 'refund' && item.refund_amount
      ? [
          {
            key: 'refund',
            label: t('console.afterSales.actions.resolution'),
            children: t('console.afterSales.outcome.refund', {
              amount: formatMoney(item.refund_amount, item.currency, i18n.language),
            }),
          },
        ]
      : []),
    ...(item.resolution === 'replacement' && item.replacement_shipment_id
      ? [
          {
            key: 'replacement',
            label: t('console.afterSales.actions.resolution'),
            children: t('console.afterSales.outcome.replacement', { id: item.replacement_shipment_id }),
          },
        ]
      : []),
  ];
  if (rows.length === 0) return null;
  return (
    <>
      <Section title={t('console.afterSales.sections.outcome')} />
      <Descriptions column={1} size="small" bordered items={rows} data-testid="case-outcome" />
    </>
  );
}

const HISTORY = ['created', 'escalated', 'accepted', 'rejected', 'resolved', 'closed'] as const;

function History({ item }: { item: ConsoleAfterSalesDetail }) {
  const { t } = useTranslation();
  const steps = HISTORY.map((step) => ({ step, at: item[`${step}_at`] }))
    .filter((entry): entry is { step: (typeof HISTORY)[number]; at: string } => entry.at !== null)
    .sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Timeline
      data-testid="case-history"
      items={steps.map(({ step, at }) => ({
        key: step,
        children: `${t(`console.afterSales.history.${step}`)} · ${formatDateTime(at)}`,
      }))}
    />
  );
}

/**
 * An after-sales case in full: the buyer, the order line and what its receipt checked, the buyer's
 * case with files, its outcome and history, the thread with the mall's reply, and the next steps.
 */
export function CaseDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useAfterSalesCase(id);
  const [problem, setProblem] = useState<string | null>(null);
  const item = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      afterOpenChange={(open) => !open && setProblem(null)}
      width={880}
      destroyOnHidden
      title={item ? `${item.number} · ${t(`console.afterSales.type.${item.type}`)}` : t('console.afterSales.caseTitle')}
      data-testid="case-drawer"
      extra={item && <CaseActions item={item} onProblem={setProblem} />}
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
      {detail.isError && (
        <LoadError
          error={detail.error}
          title={t('console.afterSales.loadFailed')}
          onRetry={() => void detail.refetch()}
        />
      )}
      {problem && (
        <Alert
          type="warning"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message={problem}
          onClose={() => setProblem(null)}
          data-testid="case-problem"
        />
      )}
      {item && (
        <>
          <Summary item={item} />
          <Section title={t('console.afterSales.sections.line')} />
          <PurchaseOrderLine item={item} />
          <Section title={t('console.afterSales.sections.receipt')} />
          <Receipt item={item} />
          <Section title={t('console.afterSales.sections.case')} />
          <TheCase item={item} />
          <Outcome item={item} />
          <Section title={t('console.afterSales.sections.history')} />
          <History item={item} />
          <Section title={t('console.afterSales.sections.thread')} />
          <CaseThread item={item} onProblem={setProblem} />
        </>
      )}
    </Drawer>
  );
}
