import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { onTimePercent, rejectionPercent } from '@mall/client/vendors/vendor-figures';
import type { VendorSummary } from '@mall/contract';
import { Link } from 'react-router-dom';
import { FavouriteStar } from './favourite-star';
import { RateValue, SpendAmounts } from './figures';
import { vendorUrl } from './vendor-links';
import { VendorLogo } from './vendor-logo';
import styles from './vendors.module.css';

/**
 * A vendor in the list: who it is, what was spent and how it delivered; the card opens the vendor's
 * page, the star beside it (outside the link, a control of its own) marks it a favourite.
 */
export function VendorCard({ vendor }: { vendor: VendorSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.card} data-testid="vendor-card" data-shop={vendor.shop_code}>
      <Link to={vendorUrl(vendor.shop_code)} className={styles.cardLink}>
        <span className={styles.head}>
          <VendorLogo logo={vendor.logo} name={vendor.name} />
          <span className={styles.title}>
            <span className={styles.name}>{vendor.name}</span>
            <span className={styles.meta}>
              {t('vendors.score')} {t('vendors.scoreValue', { score: vendor.score.toFixed(1) })}
            </span>
          </span>
        </span>
        <span className={styles.spendRow}>
          <span className={styles.label}>{t('vendors.spend')}</span>
          <SpendAmounts spend={vendor.spend} />
        </span>
        <span className={styles.stats}>
          <span data-testid="vendor-orders">
            <small>{t('vendors.orders')}</small>
            <strong>{formatCount(vendor.order_count, locale)}</strong>
          </span>
          <span data-testid="vendor-on-time">
            <small>{t('vendors.onTime')}</small>
            <strong>
              <RateValue percent={onTimePercent(vendor)} none={t('vendors.noShipments')} />
            </strong>
          </span>
          <span data-testid="vendor-rejection">
            <small>{t('vendors.rejection')}</small>
            <strong>
              <RateValue percent={rejectionPercent(vendor)} none={t('vendors.noReceipts')} />
            </strong>
          </span>
        </span>
        <span className={styles.meta} data-testid="vendor-last-order">
          {t('vendors.lastOrder')} {formatDate(vendor.last_order_at, locale)}
        </span>
      </Link>
      <span className={styles.starCorner}>
        <FavouriteStar vendor={vendor} />
      </span>
    </li>
  );
}
