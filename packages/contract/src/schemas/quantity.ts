import { z } from 'zod';
import { QUANTITY_MAX } from '../constants.js';
import { validationKey } from '../validation.js';

/**
 * A quantity a buyer asks for: a positive whole number, at most QUANTITY_MAX. Text from a form or
 * a query string is read as a number; anything else ("abc", 1.5, 0, -1, 10^12) is refused.
 */
export const quantitySchema = z.coerce
  .number({ error: validationKey('quantity') })
  .int({ error: validationKey('quantity') })
  .min(1, { error: validationKey('quantity') })
  .max(QUANTITY_MAX, { error: validationKey('quantity') });
