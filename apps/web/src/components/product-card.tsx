import { PictureImg } from '@mall/client/components/picture-img';
import { formatCount } from '@mall/client/lib/format-count';
import { formatPrice } from '@mall/client/lib/format-price';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { unitFor } from '@mall/client/lib/unit-for';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES, PRODUCT_IMAGE_SIZE_PX, type Product } from '@mall/contract';
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { HiddenPrice } from './membership-price';
import styles from './product-card.module.css';

/**
 * Two-column card: image 1:1, name on two lines, price or the login prompt, MOQ and unit; `first`: in
 * the first row. Drawn again only when its product changes: a grid adds its cards a row at a time.
 */
export const ProductCard = memo(function ProductCard({
  product,
  first = false,
}: {
  product: Product;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  const [loaded, setLoaded] = useState(false);
  const showPrice = product.price_visible && product.price !== null;
  const hasDiscount = showPrice && product.original_price !== null && product.original_price > (product.price ?? 0);

  return (
    <Link className={styles.card} to={`${PAGES.productDetail.route}?id=${product.id}`} data-testid="product-card">
      <span className={styles.media}>
        <PictureImg
          // The first row is what a buyer waits for: drawn as it arrives, the rest fade in.
          className={first || loaded ? `${styles.image} ${styles.loaded}` : styles.image}
          src={product.image}
          place={PICTURE_PLACES.card}
          alt=""
          width={PRODUCT_IMAGE_SIZE_PX}
          height={PRODUCT_IMAGE_SIZE_PX}
          // The first row shows before any scrolling: fetched at once, the rest when scrolled near.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setLoaded(true)}
        />
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{product.name}</span>
        {showPrice ? (
          <span className={styles.prices}>
            <span className={styles.price} data-testid="product-price">
              {formatPrice(product.price ?? 0, product.currency, lang)}
            </span>
            {hasDiscount && (
              <del className={styles.original}>
                <span className={styles.visuallyHidden}>
                  {t('product.originalPrice', {
                    price: formatPrice(product.original_price ?? 0, product.currency, lang),
                  })}
                </span>
                <span aria-hidden="true">{formatPrice(product.original_price ?? 0, product.currency, lang)}</span>
              </del>
            )}
          </span>
        ) : (
          <HiddenPrice className={styles.login} />
        )}
        <span className={styles.moq}>
          {t('product.moq', { moq: formatCount(product.moq, lang), unit: unitFor(product.moq, product) })}
        </span>
      </span>
    </Link>
  );
});

export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.media} skeleton`} />
      <span className={styles.body}>
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line skeleton-short" />
      </span>
    </div>
  );
}
