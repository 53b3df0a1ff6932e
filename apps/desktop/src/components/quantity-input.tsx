import { type MoqQuantity, useQuantityProblem } from '@mall/client/cart/use-moq-quantity';
import { useTranslation } from '@mall/client/lib/use-translation';
import { QUANTITY_MAX } from '@mall/contract';
import { Button, Input, Space } from 'antd';
import { useId } from 'react';

/**
 * The quantity under the MOQ rule shared with the phone (use-moq-quantity.ts): the text stays as
 * typed, minus stops at the MOQ, and a quantity that may not be ordered says why under the input.
 * `label` is shown above it, or only read out when `compact` (a cart line in a table).
 */
export function QuantityInput({
  state,
  label,
  compact = false,
}: {
  state: MoqQuantity;
  label: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const problem = useQuantityProblem(state);
  const id = useId();
  return (
    <div className={compact ? undefined : 'quantity-input'}>
      {!compact && <label htmlFor={id}>{label}</label>}
      <Space.Compact>
        <Button
          aria-label={t('detail.decrease')}
          disabled={state.quantity !== null && state.quantity <= state.moq}
          onClick={() => state.step(-1)}
        >
          −
        </Button>
        <Input
          id={id}
          inputMode="numeric"
          className={compact ? 'quantity-field quantity-field-compact' : 'quantity-field'}
          value={state.text}
          status={problem ? 'error' : undefined}
          aria-label={compact ? label : undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => state.type(event.target.value)}
          data-testid="quantity-input"
        />
        <Button
          aria-label={t('detail.increase')}
          disabled={state.quantity !== null && state.quantity >= QUANTITY_MAX}
          onClick={() => state.step(1)}
        >
          +
        </Button>
      </Space.Compact>
      {problem && (
        <p
          id={`${id}-error`}
          className={compact ? 'field-error quantity-problem-compact' : 'field-error'}
          role="alert"
          data-testid="quantity-problem"
        >
          {problem}
        </p>
      )}
    </div>
  );
}
