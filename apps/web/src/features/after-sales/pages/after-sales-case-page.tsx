import { CASE_DATES, caseOutcomes } from '@mall/client/after-sales/case-view';
import { useAfterSalesCase } from '@mall/client/after-sales/get-after-sales-case';
import { ApiError } from '@mall/client/lib/api-client';
import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, formatDateTime, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { type AfterSalesDetail, ErrorCode, PAGES } from '@mall/contract';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DocumentTimeline } from '../../../components/document-timeline/document-timeline';
import { LoadFailed } from '../../../components/load-failed';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { PageProps } from '../../../lib/page-props';
import styles from '../components/after-sales.module.css';
import { CaseActions, hasCaseActions } from '../components/case-actions';
import { CaseNotFound } from '../components/case-not-found';
import { CaseTags } from '../components/case-tags';
import { CaseThread } from '../components/case-thread';
import { FileLinks } from '../components/file-links';
import { GoodsImage } from '../components/goods-image';

/** `/pages/workstation/after-sales-case?id=`: a case, what the receipt checked, its outcome and its thread. */
export default function AfterSalesCasePage({ query }: PageProps) {
  const id = Number(query.id ?? 0);
  const found = useAfterSalesCase(id);

  if (found.isPending && id > 0) return <PageSkeleton />;
  // Any other failure may pass: it is offered again rather than called a missing case.
  if (found.isError && !(found.error instanceof ApiError && found.error.code === ErrorCode.AFTER_SALES_NOT_FOUND)) {
    return <LoadFailed onRetry={() => found.refetch()} />;
  }
  if (!found.data) return <CaseNotFound />;
  return <Case item={found.data} />;
}

function Case({ item }: { item: AfterSalesDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(item.currency);
  const quantityText = useQuantityText();
  const receiptTitle = useId();
  const caseTitle = useId();
  const outcomeTitle = useId();
  const count = (value: number) => formatCount(value, locale);
  const outcome = caseOutcomes(item, t, money);

  return (
    <main className={`${styles.page} ${hasCaseActions(item) ? styles.withBar : ''}`} data-testid="case-detail">
      <section className={styles.section}>
        <div className={styles.cardHead}>
          <h2 className={styles.caseNumber}>{item.number}</h2>
          <span className={styles.tags}>
            <CaseTags item={item} />
          </span>
        </div>
        <div className={styles.goods}>
          <GoodsImage src={item.image} />
          <span className={styles.goodsText}>
            <span className={styles.name} data-testid="case-goods">
              {item.name}
            </span>
            <Link
              to={`${PAGES.purchaseOrderDetail.route}?id=${item.purchase_order.id}`}
              className={styles.textLink}
              data-testid="case-order"
            >
              {t('afterSales.purchaseOrder', { number: item.purchase_order.number })}
            </Link>
          </span>
        </div>
        <dl className={styles.facts} data-testid="case-dates">
          {CASE_DATES.map(([key, field]) => {
            const at = item[field];
            return at ? (
              <div key={key} className={styles.fact}>
                <dt>{t(`afterSales.dates.${key}`)}</dt>
                <dd>{formatDateTime(at, locale)}</dd>
              </div>
            ) : null;
          })}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby={receiptTitle} data-testid="case-receipt">
        <h3 id={receiptTitle} className={styles.sectionTitle}>
          {t('afterSales.receipt')}
        </h3>
        <p className={styles.text}>
          {t('afterSales.receivedRejected', {
            received: count(item.receipt.received),
            rejected: count(item.receipt.rejected),
          })}
        </p>
        {item.receipt.reason && (
          <p className={styles.text}>{t('afterSales.rejectedReason', { reason: item.receipt.reason })}</p>
        )}
        <p className={styles.meta}>{t('afterSales.receivedAt', { date: formatDate(item.receipt.at, locale) })}</p>
      </section>

      <section className={styles.section} aria-labelledby={caseTitle} data-testid="case-request">
        <h3 id={caseTitle} className={styles.sectionTitle}>
          {t('afterSales.case')}
        </h3>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('afterSales.fields.quantity')}</dt>
            <dd data-testid="case-quantity">{quantityText(item.quantity, item.unit)}</dd>
          </div>
          <div className={`${styles.fact} ${styles.stacked}`}>
            <dt>{t('afterSales.fields.reason')}</dt>
            <dd data-testid="case-reason">{item.reason}</dd>
          </div>
          {item.requested_resolution && (
            <div className={`${styles.fact} ${styles.stacked}`}>
              <dt>{t('afterSales.fields.requestedResolution')}</dt>
              <dd data-testid="case-requested">{item.requested_resolution}</dd>
            </div>
          )}
        </dl>
        <FileLinks files={item.files} label={t('afterSales.fields.files')} />
      </section>

      {outcome.length > 0 && (
        <section className={styles.section} aria-labelledby={outcomeTitle} data-testid="case-outcome">
          <h3 id={outcomeTitle} className={styles.sectionTitle}>
            {t('afterSales.outcome')}
          </h3>
          {outcome.map(({ key, text }) => (
            <p key={key} className={styles.notice}>
              {text}
            </p>
          ))}
        </section>
      )}

      <CaseThread item={item} />

      <DocumentTimeline type="after_sales_case" id={item.id} />

      <CaseActions item={item} />
    </main>
  );
}
