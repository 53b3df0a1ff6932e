import { formatPrice } from '@mall/client/lib/format-price';
import type { CartLine, Locale } from '@mall/contract';
import { Checkbox } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useMoqQuantity } from '../../../components/use-moq-quantity';
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
  // The MOQ rule of every quantity input: below it (the group MOQ for a campaign line) nothing is saved.
  const quantity = useMoqQuantity(line.moq, line.source === 'group_buying' ? 'group' : 'product', line.quantity);
  const { reset } = quantity;
  useEffect(() => reset(line.quantity), [reset, line.quantity]);
  // Typing "120" must not send 1 and 12 first: the quantity goes to the server once it settles.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const save = useRef(onQuantity);
  save.current = onQuantity;
  useEffect(() => {
    clearTimeout(timer.current);
    const value = quantity.quantity;
    if (value === null || value === line.quantity) return;
    timer.current = setTimeout(() => save.current(value), QUANTITY_SETTLE_MS);
    return () => clearTimeout(timer.current);
  }, [quantity.quantity, line.quantity]);
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
