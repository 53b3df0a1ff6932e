import { type CartLine, type Locale, QUANTITY_MAX } from '@mall/contract';
import { Checkbox, Stepper } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format-price';
import styles from './cart.module.css';

/** How long a quantity must stay unchanged before it is saved. */
const QUANTITY_SETTLE_MS = 400;

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
  const name = line.name || line.code || `#${line.product_id}`;
  // Typing "120" must not send 1 and 12 first: the quantity goes to the server once it settles.
  const [quantity, setQuantity] = useState(line.quantity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setQuantity(line.quantity), [line.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (value: number) => {
    setQuantity(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value !== line.quantity) onQuantity(value);
    }, QUANTITY_SETTLE_MS);
  };
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
        <img className={styles.image} src={line.image} alt="" loading="lazy" />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.name}>{name}</p>
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
              <Stepper
                min={line.moq}
                max={QUANTITY_MAX}
                digits={0}
                value={quantity}
                onChange={change}
                aria-label={t('cart.quantity', { name })}
                data-testid="cart-line-quantity"
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
