import type { CartLine } from '@mall/contract';
import { useEffect, useRef } from 'react';
import { type MoqQuantity, useMoqQuantity } from './use-moq-quantity';

/** How long a quantity must stay unchanged before it is saved. */
const QUANTITY_SETTLE_MS = 400;

/**
 * A cart line's quantity under the MOQ rule (the group MOQ for a campaign line): below it nothing
 * is saved. What may be ordered goes to `onQuantity` once it settles, so typing "120" does not send
 * 1 and 12 first; a quantity the server answers with is shown as it holds it.
 */
export function useCartLineQuantity(line: CartLine, onQuantity: (quantity: number) => void): MoqQuantity {
  const quantity = useMoqQuantity(line.moq, line.source === 'group_buying' ? 'group' : 'product', line.quantity);
  const { reset } = quantity;
  useEffect(() => reset(line.quantity), [reset, line.quantity]);
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
  return quantity;
}
