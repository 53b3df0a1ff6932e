import { useCartLineQuantity } from '@mall/client/cart/use-cart-line-quantity';
import { cartLineName } from '@mall/client/cart/use-cart-selection';
import { PictureImg } from '@mall/client/components/picture-img';
import { formatPrice } from '@mall/client/lib/format-price';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { CartLine, Locale } from '@mall/contract';
import { Checkbox } from 'antd-mobile';
import { CampaignStatusTag } from '../../../components/campaign-status-tag';
import { QuantityStepper } from '../../../components/quantity-stepper';
import styles from './cart.module.css';

/** One line: selection, picture, name, unit price, quantity stepper (from the MOQ), MOQ, lead time, sub-total. */
export function CartLineRow({
  line,
  lang,
  selected,
  onSelect,
  onQuantity,
  onDelete,
}: {
  line: CartLine;
  lang: Locale;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = cartLineName(line);
  const quantity = useCartLineQuantity(line, onQuantity);
  const deleteButton = (
    <button
      type="button"
      className={styles.deleteButton}
      onClick={onDelete}
      aria-label={t('cart.deleteLine', { name })}
    >
      {t('cart.delete')}
    </button>
  );
  return (
    <li className={`${styles.line} ${line.available ? '' : styles.unavailable}`} data-testid="cart-line">
      <div className={styles.check}>
        <Checkbox checked={selected} disabled={!line.available} onChange={onSelect}>
          <span className={styles.visuallyHidden}>{t('cart.selectLine', { name })}</span>
        </Checkbox>
      </div>
      {line.image ? (
        <PictureImg className={styles.image} src={line.image} place={PICTURE_PLACES.thumb} alt="" loading="lazy" />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.name}>{name}</p>
        {line.campaign_outcome && <CampaignStatusTag status="ended" outcome={line.campaign_outcome} />}
        <div className={styles.meta}>
          <span>{t('cart.moq', { moq: line.moq })}</span>
          {line.available && <span>{t('cart.leadTime', { days: line.lead_time })}</span>}
        </div>
        {line.available && line.price !== null ? (
          <>
            <div className={styles.row}>
              <span className={styles.price}>
                <span className={styles.visuallyHidden}>{t('cart.unitPrice')} </span>
                {formatPrice(line.price, line.currency, lang)}
                {line.unit && <small> / {line.unit}</small>}
              </span>
              <QuantityStepper
                state={quantity}
                label={t('cart.quantity', { name })}
                compact
                testId="cart-line-quantity"
              />
            </div>
            <div className={styles.row}>
              <span className={styles.subTotal} data-testid="cart-line-subtotal">
                {t('cart.subTotal')}: <strong>{formatPrice(line.sub_total ?? 0, line.currency, lang)}</strong>
              </span>
              {deleteButton}
            </div>
          </>
        ) : (
          <div className={styles.row}>
            <span className={styles.unavailableTag}>{t('cart.unavailable')}</span>
            {deleteButton}
          </div>
        )}
      </div>
    </li>
  );
}
