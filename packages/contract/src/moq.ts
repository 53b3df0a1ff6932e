import { QUANTITY_MAX } from './constants.js';
import type { ValidationKey } from './validation.js';

/**
 * The SPEC message key when a quantity may not be ordered against a minimum order quantity:
 * `moq` / `groupMoq` for a whole number below the MOQ (0 and -1 included), `quantity` for anything
 * that is not a whole number or is above QUANTITY_MAX ("abc", 1.5, "1e3", 10^12), null when it is fine.
 * Apart from the quantity's schema, so that a page checking a quantity does not load the schema library.
 */
export function checkMoq(quantity: unknown, moq: number, kind: 'product' | 'group'): ValidationKey | null {
  // Text must be written as a whole number: "1e3" and "0x10" are not quantities a buyer typed.
  const value = typeof quantity === 'string' && /^\s*-?\d+\s*$/.test(quantity) ? Number(quantity) : quantity;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'quantity';
  if (value < moq || value < 1) return kind === 'group' ? 'groupMoq' : 'moq';
  if (value > QUANTITY_MAX) return 'quantity';
  return null;
}
