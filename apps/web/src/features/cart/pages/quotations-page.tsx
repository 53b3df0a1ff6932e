import { useQuotations } from '@mall/client/cart/get-quotations';
import { formatDate } from '@mall/client/lib/locale';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useOffers } from '@mall/client/offers/get-offers';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { PAGES } from '@mall/contract';
import { Button, CapsuleTabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSkeleton } from '../../../components/page-skeleton';
import { byRequest, OfferVersions } from '../../offers/components/offer-versions';
import styles from '../components/cart.module.css';

/**
 * The workstation's quotations: the mall's answers (open ones first, or all, each with its earlier
 * versions), then what the cart sent: quotation requests by group; its orders are under Purchase orders.
 */
export default function QuotationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang } = useQueryScope();
  const quantityText = useQuantityText();
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const offers = useOffers(filter === 'open' ? 'quoted' : undefined);
  const quotations = useQuotations();
  if (quotations.isPending) return <PageSkeleton />;
  if (quotations.isError || offers.isError) return <p className="page-message">{t('quotation.loadFailed')}</p>;
  const requests = quotations.data.list;
  const answered = byRequest(offers.data?.list ?? []);

  return (
    <main>
      <h2 className="section-title section-title-outside">{t('offer.title')}</h2>
      <CapsuleTabs activeKey={filter} onChange={(key) => setFilter(key as 'open' | 'all')}>
        <CapsuleTabs.Tab key="open" title={t('offer.filter.open')} />
        <CapsuleTabs.Tab key="all" title={t('offer.filter.all')} />
      </CapsuleTabs>
      {offers.isPending ? (
        <PageSkeleton />
      ) : answered.length === 0 ? (
        <p className={styles.listHint}>{t(filter === 'open' ? 'offer.noneOpen' : 'offer.none')}</p>
      ) : (
        <section className={styles.offers} aria-label={t('offer.title')}>
          {answered.map((group) => (
            <OfferVersions key={group[0]?.id} offers={group} showRequest />
          ))}
        </section>
      )}
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
                    {item.name} × {quantityText(item.quantity, item.unit)}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2 className="section-title section-title-outside">{t('quotation.toOrders')}</h2>
      <p className={styles.listHint}>{t('quotation.ordersHint')}</p>
      <div className="page-message">
        <Button
          className="touch-button"
          color="primary"
          fill="outline"
          onClick={() => navigate(PAGES.purchaseOrders.route)}
          data-testid="quotations-to-orders"
        >
          {t('quotation.toOrders')}
        </Button>
        <Button className="touch-button" onClick={() => navigate(PAGES.cart.route)}>
          {t('quotation.goToCart')}
        </Button>
      </div>
    </main>
  );
}
