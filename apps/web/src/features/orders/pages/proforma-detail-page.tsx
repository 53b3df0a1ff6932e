import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { proformaPdfUrl, useProformaInvoice } from '@mall/client/orders/get-proforma-invoice';
import { PAGES, unitName } from '@mall/contract';
import { Button, Result, Tag } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { DocumentTimeline } from '../../../components/document-timeline/document-timeline';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { PageProps } from '../../../lib/page-props';
import { proformaUrl, purchaseOrderUrl } from '../components/order-links';
import styles from '../components/orders.module.css';
import { useProformaActions } from '../components/proforma-actions';
import { ProformaStatusTag } from '../components/status-tags';

/**
 * `/pages/workstation/proforma-invoice?id=`: one version of a proforma invoice as the contract
 * reads (parties, lines, terms, bank), its versions, the PDF, and while it is issued: confirm or
 * ask for a change.
 */
export default function ProformaDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(query.id ?? 0);
  const invoice = useProformaInvoice(id);

  if (invoice.isPending && id > 0) return <PageSkeleton />;
  if (!invoice.data) {
    return (
      <div className="page-message">
        <Result status="error" title={t('proforma.notFound')} />
        <Button className="touch-button" onClick={() => navigate(PAGES.proformaInvoices.route)}>
          {t('proforma.toList')}
        </Button>
      </div>
    );
  }
  return <ProformaDocument pi={invoice.data} />;
}

function ProformaDocument({ pi }: { pi: NonNullable<ReturnType<typeof useProformaInvoice>['data']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const money = useMoney(pi.currency);
  const actions = useProformaActions(pi);
  const terms = pi.payment_terms;

  return (
    <main className={`${styles.page} ${styles.withBar}`} data-testid="proforma-detail">
      <section className={styles.card}>
        <div className={styles.head}>
          <h2 className={styles.number}>{pi.number}</h2>
          <Tag color="default" fill="outline">
            {t('proforma.version', { version: pi.version })}
          </Tag>
          <span className={styles.spacer} />
          <ProformaStatusTag status={pi.status} />
        </div>
        <p className={styles.meta}>
          {t('proforma.issuedOn', { date: formatDate(pi.issue_date, locale) })} ·{' '}
          {t('proforma.validUntil', { date: formatDate(pi.valid_until, locale) })}
        </p>
        {pi.amends && <p className={styles.notice}>{t('proforma.amends', { text: pi.amends })}</p>}
        {pi.change_request && pi.status === 'change_requested' && (
          <p className={styles.notice} data-testid="proforma-change-request">
            {t('proforma.changeRequested', { message: pi.change_request })}
            <br />
            {t('proforma.waitingReissue')}
          </p>
        )}
        {pi.cancel_reason && (
          <p className={styles.notice}>{t('proforma.cancelledBecause', { reason: pi.cancel_reason })}</p>
        )}
        {pi.po_number && <p className={styles.meta}>{t('proforma.poNumberIs', { number: pi.po_number })}</p>}
        <div className={styles.amountRow}>
          <span>{t('proforma.total')}</span>
          <strong className={styles.amount} data-testid="proforma-total">
            {money(pi.total)}
          </strong>
        </div>
      </section>

      <section className={styles.card} aria-label={t('proforma.seller')}>
        <h3 className={styles.sectionTitle}>{t('proforma.seller')}</h3>
        <p className={styles.party}>
          <strong>{pi.seller.legal_name}</strong>
          {pi.seller.address}
          <br />
          {t('proforma.taxId', { id: pi.seller.tax_id })}
          <br />
          {pi.seller.email} · {pi.seller.phone}
        </p>
        <h3 className={styles.sectionTitle}>{t('proforma.buyer')}</h3>
        <p className={styles.party} data-testid="proforma-buyer">
          <strong>{pi.buyer.company_name}</strong>
          {pi.buyer.address}
          <br />
          {pi.buyer.contact_name}
          <br />
          {pi.buyer.email}
          {pi.buyer.phone && ` · ${pi.buyer.phone}`}
        </p>
      </section>

      <section className={styles.card} aria-label={t('proforma.lines')}>
        <h3 className={styles.sectionTitle}>{t('proforma.lines')}</h3>
        <ul className={styles.lines}>
          {pi.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines keep their order and never move
            <li key={index} className={styles.line} data-testid="proforma-line">
              <span className={styles.lineName}>
                {line.name}
                {line.specification && <small>{line.specification}</small>}
                <small>
                  {t('proforma.line', {
                    quantity: formatCount(line.quantity, locale),
                    unit: unitName(line.unit, locale, line.quantity),
                    price: money(line.unit_price),
                  })}
                </small>
              </span>
              <span className={styles.lineAmount}>{money(line.amount)}</span>
            </li>
          ))}
        </ul>
        <div className={styles.total}>
          <span>
            {t('proforma.total')} ({pi.currency})
          </span>
          <strong>{money(pi.total)}</strong>
        </div>
      </section>

      <section className={styles.card} aria-label={t('proforma.terms')}>
        <h3 className={styles.sectionTitle}>{t('proforma.terms')}</h3>
        <dl className={styles.facts}>
          <dt>{t('proforma.incoterm')}</dt>
          <dd>{pi.incoterm}</dd>
          <dt>{t('proforma.leadTime')}</dt>
          <dd>{t('proforma.leadTimeDays', { days: pi.lead_time_days })}</dd>
          <dt>{t('proforma.deposit', { percent: terms.deposit_percent })}</dt>
          <dd data-testid="proforma-deposit">{money(pi.deposit_amount)}</dd>
          <dt>{t('proforma.balance')}</dt>
          <dd>
            {terms.balance_terms
              ? t('proforma.balanceTerms', { amount: money(pi.balance_amount), terms: terms.balance_terms })
              : money(pi.balance_amount)}
          </dd>
        </dl>
      </section>

      <section className={styles.card} aria-label={t('proforma.bank')}>
        <h3 className={styles.sectionTitle}>{t('proforma.bank')}</h3>
        <dl className={styles.facts}>
          <dt>{t('proforma.bankFields.beneficiary')}</dt>
          <dd>{pi.bank.beneficiary}</dd>
          <dt>{t('proforma.bankFields.bankName')}</dt>
          <dd>{pi.bank.bank_name}</dd>
          <dt>{t('proforma.bankFields.accountNumber')}</dt>
          <dd>{pi.bank.account_number}</dd>
          <dt>{t('proforma.bankFields.swift')}</dt>
          <dd>{pi.bank.swift}</dd>
          <dt>{t('proforma.bankFields.address')}</dt>
          <dd>{pi.bank.address}</dd>
        </dl>
      </section>

      {pi.notes && (
        <section className={styles.card} aria-label={t('proforma.notes')}>
          <h3 className={styles.sectionTitle}>{t('proforma.notes')}</h3>
          <p className={styles.party}>{pi.notes}</p>
        </section>
      )}

      {pi.versions.length > 1 && (
        <section className={styles.card} aria-label={t('proforma.versions')}>
          <h3 className={styles.sectionTitle}>{t('proforma.versions')}</h3>
          <ol className={styles.versions}>
            {pi.versions.map((version) => (
              <li key={version.id} data-testid="proforma-version">
                <span className={styles.head}>
                  {version.id === pi.id ? (
                    <strong>{t('proforma.version', { version: version.version })}</strong>
                  ) : (
                    <Link to={proformaUrl(version.id)} replace>
                      {t('proforma.version', { version: version.version })}
                    </Link>
                  )}
                  <span className={styles.meta}>{formatDate(version.issue_date, locale)}</span>
                  <ProformaStatusTag status={version.status} />
                  {version.id === pi.id && <span className={styles.meta}>{t('proforma.thisVersion')}</span>}
                </span>
                <span className={styles.meta}>
                  {version.amends ? t('proforma.amends', { text: version.amends }) : t('proforma.firstVersion')}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <DocumentTimeline type="proforma_invoice" id={pi.id} />

      <div className={styles.bottomBar}>
        <a
          className={`${styles.pdf} ${styles.pdfLink}`}
          href={proformaPdfUrl(pi.id)}
          target="_blank"
          rel="noreferrer"
          aria-label={t('proforma.pdfLabel', { number: pi.number, version: pi.version })}
          data-testid="proforma-pdf"
        >
          {t('proforma.pdf')}
        </a>
        {pi.status === 'issued' && (
          <>
            <Button
              fill="outline"
              disabled={actions.busy}
              onClick={actions.requestChange}
              data-testid="proforma-request-change"
            >
              {t('proforma.requestChange')}
            </Button>
            <Button color="primary" disabled={actions.busy} onClick={actions.confirm} data-testid="proforma-confirm">
              {t('proforma.confirm')}
            </Button>
          </>
        )}
        {pi.purchase_order_id !== null && (
          <Button color="primary" onClick={() => navigate(purchaseOrderUrl(pi.purchase_order_id ?? 0))}>
            {t('proforma.openPurchaseOrder')}
          </Button>
        )}
      </div>
    </main>
  );
}
