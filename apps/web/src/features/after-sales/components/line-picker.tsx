import { type ClaimableLine, lineKey } from '@mall/client/after-sales/case-form';
import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import { useId } from 'react';
import styles from './after-sales.module.css';
import { GoodsImage } from './goods-image';

interface LinePickerProps {
  lines: ClaimableLine[];
  value: string;
  onChange(key: string): void;
  error?: string;
}

/** The received goods a case can be opened for, each with what the receipt checked and what is left to claim until when. */
export function LinePicker({ lines, value, onChange, error }: LinePickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unitName = useUnitName();
  const id = useId();
  return (
    <fieldset
      className={styles.choice}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      data-testid="case-lines"
    >
      <legend className={styles.legend}>{t('afterSales.fields.line')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('afterSales.fields.chooseLine')}
      </p>
      <ul className={styles.options}>
        {lines.map((line) => {
          const key = lineKey(line);
          const checked = value === key;
          return (
            <li key={key}>
              <label className={styles.lineOption} data-checked={checked} data-testid="case-line" data-line={key}>
                <input
                  type="radio"
                  className={styles.visuallyHidden}
                  name={`${id}-line`}
                  value={key}
                  checked={checked}
                  onChange={() => onChange(key)}
                />
                <GoodsImage src={line.image} />
                <span className={styles.goodsText}>
                  <span className={styles.name}>{line.name}</span>
                  <span className={styles.meta}>
                    {t('afterSales.purchaseOrder', { number: line.purchase_order.number })} ·{' '}
                    {t('afterSales.receivedAt', { date: formatDate(line.received_at, locale) })}
                  </span>
                  <span className={styles.meta} data-testid="case-line-checked">
                    {t('afterSales.receivedRejected', {
                      received: formatCount(line.received, locale),
                      rejected: formatCount(line.rejected, locale),
                    })}
                  </span>
                  <span className={styles.meta} data-testid="case-line-claimable">
                    {t('afterSales.claimable', {
                      count: line.claimable,
                      unit: unitName(line.unit, line.claimable),
                      date: formatDate(line.open_until, locale),
                    })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
