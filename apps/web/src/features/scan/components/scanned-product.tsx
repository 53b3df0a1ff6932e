import { useAddToCart } from '@mall/client/cart/add-to-cart';
import { useMoqQuantity } from '@mall/client/cart/use-moq-quantity';
import { PictureImg } from '@mall/client/components/picture-img';
import { formatPrice } from '@mall/client/lib/format-price';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { unitFor } from '@mall/client/lib/unit-for';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Locale, Product } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { HiddenPrice } from '../../../components/membership-price';
import { QuantityBlocked, QuantityStepper } from '../../../components/quantity-stepper';
import styles from './scan.module.css';

/** The product a code named, with its MOQ as the first quantity, on its way to the scan-code group. */
export function ScannedProduct({ product, lang, onAdded }: { product: Product; lang: Locale; onAdded: () => void }) {
  const { t } = useTranslation();
  const quantity = useMoqQuantity(product.moq, 'product');
  const blockedId = useId();
  const addToCart = useAddToCart();
  return (
    <section className={styles.card} aria-label={product.name} data-testid="scanned-product">
      <div className={styles.product}>
        <PictureImg className={styles.image} src={product.image} place={PICTURE_PLACES.thumb} alt="" />
        <div>
          <p className={styles.name}>{product.name}</p>
          <p className={styles.meta}>
            {t('scan.code', { code: product.code })} ·{' '}
            {t('scan.moq', { moq: product.moq, unit: unitFor(product.moq, product) })}
          </p>
          {product.price_visible && product.price !== null ? (
            <span className={styles.price}>{formatPrice(product.price, product.currency, lang)}</span>
          ) : (
            <HiddenPrice className={styles.meta} />
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <QuantityStepper state={quantity} label={t('scan.quantity')} compact problemId={blockedId} />
        <Button
          color="primary"
          className="touch-button"
          loading={addToCart.isPending}
          disabled={quantity.quantity === null}
          aria-describedby={quantity.quantity === null ? blockedId : undefined}
          onClick={() => {
            if (quantity.quantity === null) return;
            addToCart.mutate(
              { product_id: product.id, quantity: quantity.quantity, source: 'scan_code' },
              { onSuccess: onAdded },
            );
          }}
          data-testid="scan-add"
        >
          {t('scan.add')}
        </Button>
      </div>
      <QuantityBlocked state={quantity} id={blockedId} />
    </section>
  );
}
