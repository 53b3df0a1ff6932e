import { useTranslation } from '@mall/client/lib/use-translation';
import { AFTER_SALES_TYPES, type AfterSalesType } from '@mall/contract';
import { useId } from 'react';
import styles from './after-sales.module.css';

/** What the buyer asks for: a return, a replacement, a refund or a repair. */
export function TypePicker({
  value,
  onChange,
  error,
}: {
  value: AfterSalesType | '';
  onChange(type: AfterSalesType): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      className={styles.choice}
      data-invalid={error ? 'true' : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid="case-types"
    >
      <legend className={styles.legend}>{t('afterSales.fields.type')}</legend>
      <div className={styles.types}>
        {AFTER_SALES_TYPES.map((type) => (
          <label key={type} className={styles.type} data-checked={value === type}>
            <input
              type="radio"
              className={styles.visuallyHidden}
              name={`${id}-type`}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            {t(`afterSales.type.${type}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
