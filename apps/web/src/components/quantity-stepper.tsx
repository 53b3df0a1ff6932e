import { type MoqQuantity, useQuantityProblem } from '@mall/client/cart/use-moq-quantity';
import { formatCount } from '@mall/client/lib/format-count';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useTranslation } from '@mall/client/lib/use-translation';
import { QUANTITY_MAX } from '@mall/contract';
import { useId } from 'react';
import styles from './quantity-stepper.module.css';

/**
 * A quantity input that starts at the MOQ (use-moq-quantity.ts): minus stops at the MOQ, typed text
 * stays as typed and, when it may not be ordered, says why under the input.
 * `label` is shown beside it, or only read out when `compact` (a cart line). With `problemId` the
 * message is left to the QuantityBlocked of that id, under a button beside the stepper.
 */
export function QuantityStepper({
  state,
  label,
  compact = false,
  testId,
  problemId,
}: {
  state: MoqQuantity;
  label: string;
  compact?: boolean;
  testId?: string;
  problemId?: string;
}) {
  const { t } = useTranslation();
  const problem = useQuantityProblem(state);
  const id = useId();
  const errorId = problemId ?? `${id}-error`;
  const stepper = (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('detail.decrease')}
        disabled={state.quantity !== null && state.quantity <= state.moq}
        onClick={() => state.step(-1)}
      >
        −
      </button>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        value={state.text}
        aria-label={compact ? label : undefined}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => state.type(event.target.value)}
        data-testid="quantity-input"
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t('detail.increase')}
        disabled={state.quantity !== null && state.quantity >= QUANTITY_MAX}
        onClick={() => state.step(1)}
      >
        +
      </button>
    </div>
  );
  return (
    <div className={compact ? `${styles.wrap} ${styles.compact}` : styles.wrap} data-testid={testId}>
      {compact ? (
        stepper
      ) : (
        <div className={styles.row}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          {stepper}
        </div>
      )}
      {problem && !problemId && (
        <p id={errorId} className={styles.error} role="alert" data-testid="quantity-error">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The line under a submit button that is disabled because of the quantity: the same SPEC message
 * and the MOQ to reach. `id` is for the button's `aria-describedby`.
 */
export function QuantityBlocked({ state, id }: { state: MoqQuantity; id: string }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  const problem = useQuantityProblem(state);
  if (!problem) return null;
  const moq = formatCount(state.moq, lang);
  return (
    <p id={id} className={styles.blocked} role="status" data-testid="quantity-blocked">
      {state.problem === 'quantity' ? problem : `${problem} · ${t('quantity.atLeast', { moq })}`}
    </p>
  );
}
