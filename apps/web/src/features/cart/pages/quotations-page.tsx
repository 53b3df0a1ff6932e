import { usePurchaseOrderDrafts, useQuotations } from '@mall/client/cart/get-quotations';
import { formatPrice } from '@mall/client/lib/format-price';
import { formatDate } from '@mall/client/lib/locale';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { PAGES } from '@mall/contract';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSkeleton } from '../../../components/page-skeleton';
import styles from '../components/cart.module.css';

/** The workstation's view of what the cart sent: quotation requests by group, and purchase order drafts. */
export default function QuotationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang } = useQueryScope();
  const quotations = useQuotations();
  const drafts = usePurchaseOrderDrafts();
  if (quotations.isPending || drafts.isPending) return <PageSkeleton />;
  if (quotations.isError || drafts.isError) return <p className="page-message">{t('quotation.loadFailed')}</p>;
  const requests = quotations.data.list;
  const orders = drafts.data.list;

  return (
    <main>
      <h2 className="section-title section-title-outside">{t('quotation.requests')}</h2>
      {requests.length === 0 ? (
        <p className={styles.listHint}>{t('quotation.noRequests')}</p>
      ) : (
        <ul className={styles.lines} aria-label={t('quotation.requests')}>
          {requests.map((request) => (
            <li key={request.id} className={styles.group} data-testid="quotation-request">
              <div className={styles.groupHead}>
                <span>{t('quotation.requestNo', { id: request.id })}</span>
                <Tag color="primary" fill="outline">
                  {request.group_name}
                </Tag>
                <span className={styles.groupCount}>{t(`quotation.status.${request.status}`)}</span>
              </div>
              <div className={styles.cardBody}>
                <p className={styles.groupCount}>
                  {t('quotation.submittedOn', { date: formatDate(request.created_at, lang) })} ·{' '}
                  {t('quotation.items', { count: request.items.length })}
                </p>
                {request.items.map((item) => (
                  <p key={`${item.product_id}-${item.source}`} className={styles.name}>
                    {item.name} × {item.quantity.toLocaleString(lang)} {item.unit}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2 className="section-title section-title-outside">{t('quotation.drafts')}</h2>
      {orders.length === 0 ? (
        <p className={styles.listHint}>{t('quotation.noDrafts')}</p>
      ) : (
        <ul className={styles.lines} aria-label={t('quotation.drafts')}>
          {orders.map((draft) => (
            <li key={draft.id} className={styles.group} data-testid="purchase-order-draft">
              <div className={styles.groupHead}>
                <span>{t('quotation.draftNo', { id: draft.id })}</span>
                <span className={styles.price}>
                  {formatPrice(draft.total, draft.currency === 'CNY' ? 'CNY' : 'USD', lang)}
                </span>
              </div>
              <div className={styles.cardBody}>
                <p className={styles.groupCount}>
                  {t('quotation.submittedOn', { date: formatDate(draft.created_at, lang) })}
                </p>
                {draft.items.map((item) => (
                  <p key={item.product_id} className={styles.name}>
                    {item.name} × {item.quantity.toLocaleString(lang)}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="page-message">
        <Button className="touch-button" onClick={() => navigate(PAGES.cart.route)}>
          {t('quotation.goToCart')}
        </Button>
      </div>
    </main>
  );
}
