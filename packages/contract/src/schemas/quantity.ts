import { z } from 'zod';
import { QUANTITY_MAX } from '../constants.js';
import { type ValidationKey, validationKey } from '../validation.js';

/**
 * A quantity a buyer asks for: a positive whole number, at most QUANTITY_MAX. Text from a form or
 * a query string is read as a number; anything else ("abc", 1.5, 0, -1, 10^12) is refused.
 */
export const quantitySchema = z.coerce
  .number({ error: validationKey('quantity') })
  .int({ error: validationKey('quantity') })
  .min(1, { error: validationKey('quantity') })
  .max(QUANTITY_MAX, { error: validationKey('quantity') });

/**
 * The SPEC message key when a quantity may not be ordered against a minimum order quantity:
 * `moq` / `groupMoq` for a whole number below the MOQ (0 and -1 included), `quantity` for anything
 * that is not a whole number or is above QUANTITY_MAX ("abc", 1.5, "1e3", 10^12), null when it is fine.
 */
export function checkMoq(quantity: unknown, moq: number, kind: 'product' | 'group'): ValidationKey | null {
  // Text must be written as a whole number: "1e3" and "0x10" are not quantities a buyer typed.
  const value = typeof quantity === 'string' && /^\s*-?\d+\s*$/.test(quantity) ? Number(quantity) : quantity;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'quantity';
  if (value < moq || value < 1) return kind === 'group' ? 'groupMoq' : 'moq';
  if (value > QUANTITY_MAX) return 'quantity';
  return null;
}
