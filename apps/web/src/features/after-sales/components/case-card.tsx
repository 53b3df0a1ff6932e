import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import type { AfterSalesSummary } from '@mall/contract';
import { Link } from 'react-router-dom';
import styles from './after-sales.module.css';
import { afterSalesCaseUrl } from './after-sales-links';
import { CaseTags } from './case-tags';
import { GoodsImage } from './goods-image';

/** A case in the list: its number and state, the goods and how many, the order they came on; the card opens the case. */
export function CaseCard({ item }: { item: AfterSalesSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantityText = useQuantityText();
  return (
    <li className={styles.card} data-testid="case-card" data-id={item.id} data-status={item.status}>
      <Link to={afterSalesCaseUrl(item.id)} className={styles.cardLink}>
        <span className={styles.cardHead}>
          <span className={styles.number}>{item.number}</span>
          <span className={styles.tags}>
            <CaseTags item={item} />
          </span>
        </span>
        <span className={styles.goods}>
          <GoodsImage src={item.image} />
          <span className={styles.goodsText}>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.meta} data-testid="case-quantity">
              {t('afterSales.fields.quantity')} {quantityText(item.quantity, item.unit)}
            </span>
            <span className={styles.meta} data-testid="case-order">
              {t('afterSales.purchaseOrder', { number: item.purchase_order.number })}
            </span>
          </span>
        </span>
        <span className={styles.meta} data-testid="case-date">
          {t('afterSales.dates.created')} {formatDate(item.created_at, locale)}
        </span>
      </Link>
    </li>
  );
}
