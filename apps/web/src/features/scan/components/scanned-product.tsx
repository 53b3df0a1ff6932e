import { type Locale, type Product, QUANTITY_MAX } from '@mall/contract';
import { Button, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format-price';
import { useAddToCart } from '../../cart/api/add-to-cart';
import styles from './scan.module.css';

/** The product a code named, with its MOQ as the first quantity, on its way to the scan-code group. */
export function ScannedProduct({ product, lang, onAdded }: { product: Product; lang: Locale; onAdded: () => void }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(product.moq);
  const addToCart = useAddToCart();
  return (
    <section className={styles.card} aria-label={product.name} data-testid="scanned-product">
      <div className={styles.product}>
        <img className={styles.image} src={product.image} alt="" />
        <div>
          <p className={styles.name}>{product.name}</p>
          <p className={styles.meta}>
            {t('scan.code', { code: product.code })} · {t('scan.moq', { moq: product.moq, unit: product.unit })}
          </p>
          {product.price_visible && product.price !== null ? (
            <span className={styles.price}>{formatPrice(product.price, product.currency, lang)}</span>
          ) : (
            <p className={styles.meta}>{t('scan.loginForPrice')}</p>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <Stepper
          min={product.moq}
          max={QUANTITY_MAX}
          digits={0}
          value={quantity}
          onChange={setQuantity}
          aria-label={t('scan.quantity')}
        />
        <Button
          color="primary"
          className="touch-button"
          loading={addToCart.isPending}
          onClick={() =>
            addToCart.mutate({ product_id: product.id, quantity, source: 'scan_code' }, { onSuccess: onAdded })
          }
          data-testid="scan-add"
        >
          {t('scan.add')}
        </Button>
      </div>
    </section>
  );
}
