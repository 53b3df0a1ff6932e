import { useTranslation } from '@mall/client/lib/use-translation';
import stepper from '../../../components/quantity-stepper.module.css';

/** A whole number from 0 to `max`, by buttons or typed; typed text beyond the bounds is held to them. */
export function CountStepper({
  value,
  max,
  label,
  onChange,
  testId,
}: {
  value: number;
  max: number;
  label: string;
  onChange(value: number): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={stepper.stepper} data-testid={testId}>
      <button
        type="button"
        className={stepper.button}
        aria-label={`${t('detail.decrease')}: ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className={stepper.input}
        inputMode="numeric"
        aria-label={label}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value.replace(/\D/g, '')))}
      />
      <button
        type="button"
        className={stepper.button}
        aria-label={`${t('detail.increase')}: ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
