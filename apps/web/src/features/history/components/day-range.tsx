import { useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { VALIDATION_MESSAGES } from '@mall/contract';
import { FormField } from '../../../components/form-field';
import styles from './history.module.css';
import { type DaySpan, isReversed } from './history-filter';

/** The first and last day shown, as the phone's own date pickers, with a way to drop both; an end before the start is refused under the field. */
export function DayRange({ value, onChange }: { value: DaySpan; onChange(days: DaySpan): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const from = value.from ?? '';
  const to = value.to ?? '';
  return (
    <fieldset className={styles.days} aria-label={t('history.filters.days')}>
      <FormField
        type="date"
        label={t('history.filters.from')}
        value={from}
        max={to || undefined}
        onValueChange={(day) => onChange({ from: day, to })}
        data-testid="history-from"
      />
      <FormField
        type="date"
        label={t('history.filters.to')}
        value={to}
        min={from || undefined}
        onValueChange={(day) => onChange({ from, to: day })}
        error={isReversed(value) ? VALIDATION_MESSAGES[locale].dateRange : undefined}
        data-testid="history-to"
      />
      <button
        type="button"
        className={styles.clear}
        disabled={!from && !to}
        onClick={() => onChange({ from: '', to: '' })}
        data-testid="history-clear"
      >
        {t('history.filters.clear')}
      </button>
    </fieldset>
  );
}
