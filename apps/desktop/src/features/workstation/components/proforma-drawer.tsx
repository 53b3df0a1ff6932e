import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useProformaInvoice } from '@mall/client/orders/get-proforma-invoice';
import type { DocumentLine, ProformaDetail, ProformaSummary } from '@mall/contract';
import { Alert, Button, Descriptions, Drawer, Result, Skeleton, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { DocumentTimeline } from './document-timeline';
import { useLineColumns } from './line-columns';
import { ProformaActions, useProformaDialogs } from './proforma-actions';
import { ProformaStatusTag } from './proforma-status-tag';
import { usePurchaseOrderDrawer, usePurchaseOrderNumbers } from './purchase-order-drawer';

function InvoiceLines({ pi }: { pi: ProformaDetail }) {
  const { t } = useTranslation();
  const money = useMoney(pi.currency);
  const line = useLineColumns(pi.currency);
  const columns = [line.name, line.quantity, line.unitPrice, line.amount];
  return (
    <Table<DocumentLine>
      rowKey={(line) => pi.lines.indexOf(line)}
      size="small"
      columns={columns}
      dataSource={pi.lines}
      pagination={false}
      aria-label={t('proforma.lines')}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            {t('proforma.total')} ({pi.currency})
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong data-testid="proforma-total">{money(pi.total)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** One version of an invoice as the contract reads, as the phone's invoice page; `onVersion` shows another. */
function InvoiceBody({ pi, onVersion }: { pi: ProformaDetail; onVersion: (id: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(pi.currency);
  const orderNumber = usePurchaseOrderNumbers().get(pi.purchase_order_id ?? 0);
  const [openDialog, dialog] = useProformaDialogs();
  const [openOrder, orderDrawer] = usePurchaseOrderDrawer();
  const terms = pi.payment_terms;
  return (
    <div className="proforma-drawer" data-testid="proforma-drawer">
      <div className="proforma-head">
        <Tag>{t('proforma.version', { version: pi.version })}</Tag>
        <ProformaStatusTag status={pi.status} />
        <span>{t('proforma.issuedOn', { date: formatDate(pi.issue_date, locale) })}</span>
        <span>{t('proforma.validUntil', { date: formatDate(pi.valid_until, locale) })}</span>
        {pi.po_number && <span>{t('proforma.poNumberIs', { number: pi.po_number })}</span>}
      </div>
      {pi.amends && <Alert type="info" showIcon message={t('proforma.amends', { text: pi.amends })} />}
      {pi.change_request && pi.status === 'change_requested' && (
        <Alert
          type="warning"
          showIcon
          message={t('proforma.changeRequested', { message: pi.change_request })}
          description={t('proforma.waitingReissue')}
          data-testid="proforma-change-request"
        />
      )}
      {pi.cancel_reason && (
        <Alert type="warning" showIcon message={t('proforma.cancelledBecause', { reason: pi.cancel_reason })} />
      )}

      <div className="proforma-parties">
        <section aria-label={t('proforma.seller')}>
          <h3 className="proforma-section">{t('proforma.seller')}</h3>
          <p className="proforma-party">
            <strong>{pi.seller.legal_name}</strong>
            {pi.seller.address}
            <br />
            {t('proforma.taxId', { id: pi.seller.tax_id })}
            <br />
            {pi.seller.email} · {pi.seller.phone}
          </p>
        </section>
        <section aria-label={t('proforma.buyer')}>
          <h3 className="proforma-section">{t('proforma.buyer')}</h3>
          <p className="proforma-party" data-testid="proforma-buyer">
            <strong>{pi.buyer.company_name}</strong>
            {pi.buyer.address}
            <br />
            {pi.buyer.contact_name}
            <br />
            {pi.buyer.email}
            {pi.buyer.phone && ` · ${pi.buyer.phone}`}
          </p>
        </section>
      </div>

      <h3 className="proforma-section">{t('proforma.lines')}</h3>
      <InvoiceLines pi={pi} />

      <div className="proforma-facts">
        <Descriptions
          title={t('proforma.terms')}
          size="small"
          column={1}
          bordered
          items={[
            { key: 'incoterm', label: t('proforma.incoterm'), children: pi.incoterm },
            {
              key: 'leadTime',
              label: t('proforma.leadTime'),
              children: t('proforma.leadTimeDays', { days: pi.lead_time_days }),
            },
            {
              key: 'deposit',
              label: t('proforma.deposit', { percent: terms.deposit_percent }),
              children: <span data-testid="proforma-deposit">{money(pi.deposit_amount)}</span>,
            },
            {
              key: 'balance',
              label: t('proforma.balance'),
              children: terms.balance_terms
                ? t('proforma.balanceTerms', { amount: money(pi.balance_amount), terms: terms.balance_terms })
                : money(pi.balance_amount),
            },
          ]}
        />
        <Descriptions
          title={t('proforma.bank')}
          size="small"
          column={1}
          bordered
          items={[
            { key: 'beneficiary', label: t('proforma.bankFields.beneficiary'), children: pi.bank.beneficiary },
            { key: 'bankName', label: t('proforma.bankFields.bankName'), children: pi.bank.bank_name },
            { key: 'accountNumber', label: t('proforma.bankFields.accountNumber'), children: pi.bank.account_number },
            { key: 'swift', label: t('proforma.bankFields.swift'), children: pi.bank.swift },
            { key: 'address', label: t('proforma.bankFields.address'), children: pi.bank.address },
          ]}
        />
      </div>

      {pi.notes && (
        <section aria-label={t('proforma.notes')}>
          <h3 className="proforma-section">{t('proforma.notes')}</h3>
          <p className="proforma-party">{pi.notes}</p>
        </section>
      )}

      {pi.versions.length > 1 && (
        <section aria-label={t('proforma.versions')}>
          <h3 className="proforma-section">{t('proforma.versions')}</h3>
          <ol className="proforma-versions">
            {pi.versions.map((version) => (
              <li key={version.id} data-testid="proforma-version">
                {version.id === pi.id ? (
                  <strong>{t('proforma.version', { version: version.version })}</strong>
                ) : (
                  <Button type="link" className="document-number" onClick={() => onVersion(version.id)}>
                    {t('proforma.version', { version: version.version })}
                  </Button>
                )}
                <span>{formatDate(version.issue_date, locale)}</span>
                <ProformaStatusTag status={version.status} />
                {version.id === pi.id && <span>{t('proforma.thisVersion')}</span>}
                <span className="proforma-muted">
                  {version.amends ? t('proforma.amends', { text: version.amends }) : t('proforma.firstVersion')}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <DocumentTimeline type="proforma_invoice" id={pi.id} />
      <div className="proforma-actions">
        {orderNumber && pi.purchase_order_id !== null && (
          <Button onClick={() => openOrder({ id: pi.purchase_order_id ?? 0, number: orderNumber })}>
            {t('proforma.openPurchaseOrder')}
          </Button>
        )}
        <ProformaActions pi={pi} place="drawer" onOpen={openDialog} />
      </div>
      {dialog}
      {orderDrawer}
    </div>
  );
}

function InvoiceDocument({ id }: { id: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(id);
  const invoice = useProformaInvoice(shown);
  if (invoice.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!invoice.data) return <Result status="warning" title={t('proforma.notFound')} />;
  return <InvoiceBody pi={invoice.data} onVersion={setShown} />;
}

/** What the drawer needs of an invoice: the version to show, and the number for its title. */
export type InvoiceToShow = Pick<ProformaSummary, 'id' | 'number'>;

/** The invoice drawer of a table, held there so that it stays open whatever becomes of the row. */
export function useProformaDrawer(): [(pi: InvoiceToShow) => void, ReactNode] {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ pi: InvoiceToShow; open: boolean } | null>(null);
  return [
    (pi) => setShown({ pi, open: true }),
    shown && (
      <Drawer
        open={shown.open}
        width={960}
        title={t('desktop.orders.proformaTitle', { number: shown.pi.number })}
        onClose={() => setShown((current) => current && { ...current, open: false })}
        destroyOnHidden
      >
        <InvoiceDocument key={shown.pi.id} id={shown.pi.id} />
      </Drawer>
    ),
  ];
}
