import { formatDate } from '@mall/client/lib/locale';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES, type StoreCard as StoreCardData } from '@mall/contract';
import { Link } from 'react-router-dom';
import styles from './store-card.module.css';

/** Shop code, score, comprehensive services, time of entry, production qualification, related catalog. */
export function StoreCard({ store, link = true }: { store: StoreCardData; link?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  const entered = formatDate(store.entered_at, lang);
  return (
    <section className={styles.card} aria-label={t('store.card')} data-testid="store-card">
      <h2 className={styles.name}>{store.name}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('store.shopCode')}</dt>
          <dd>{store.shop_code}</dd>
        </div>
        <div>
          <dt>{t('store.score')}</dt>
          <dd>{store.score.toFixed(1)}</dd>
        </div>
        <div>
          <dt>{t('store.services')}</dt>
          <dd>{store.services.toFixed(1)}</dd>
        </div>
        <div>
          <dt>{t('store.enteredAt')}</dt>
          <dd>{entered}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('store.qualifications')}</dt>
          <dd>{store.qualifications}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('store.catalog')}</dt>
          <dd>{store.catalog}</dd>
        </div>
      </dl>
      {link && (
        <Link className="text-link" to={`${PAGES.store.route}?shop_code=${encodeURIComponent(store.shop_code)}`}>
          {t('store.visit', { count: store.product_count })}
        </Link>
      )}
    </section>
  );
}
