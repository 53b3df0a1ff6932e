import { checkMoq, type Locale, QUANTITY_MAX, VALIDATION_MESSAGES } from '@mall/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './quantity-stepper.module.css';

/**
 * A quantity that starts at the MOQ and refuses less: the minus button stops there and says why,
 * typed text is checked as it is typed. `onChange` gets only quantities that may be ordered.
 */
export function QuantityStepper({
  moq,
  kind,
  value,
  onChange,
}: {
  moq: number;
  kind: 'product' | 'group';
  value: number;
  onChange: (quantity: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang: Locale = i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en';
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  /** Typed text stays as typed (with the message); a refused button press leaves the number as it was. */
  const accept = (raw: string | number) => {
    const key = checkMoq(raw, moq, kind);
    if (typeof raw === 'string' || !key) setText(String(raw));
    if (key) {
      setError(VALIDATION_MESSAGES[lang][key]);
      return;
    }
    setError(null);
    onChange(Number(raw));
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {t('detail.quantity')}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.button}
            aria-label={t('detail.decrease')}
            onClick={() => accept(value - 1)}
          >
            −
          </button>
          <input
            id={id}
            className={styles.input}
            inputMode="numeric"
            value={text}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => accept(event.target.value)}
            onBlur={() => {
              if (error) setText(String(value));
            }}
            data-testid="quantity-input"
          />
          <button
            type="button"
            className={styles.button}
            aria-label={t('detail.increase')}
            disabled={value >= QUANTITY_MAX}
            onClick={() => accept(value + 1)}
          >
            +
          </button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="quantity-error">
          {error}
        </p>
      )}
    </div>
  );
}
