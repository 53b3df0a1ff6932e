import type { Locale } from '@mall/contract';
import { numberFormat } from './intl-format';

/** Every third digit from the right of a run of digits, where its separator goes. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A run of digits in groups of three with a comma, as both the mall's languages write them. */
export function groupThousands(digits: string): string {
  return digits.replace(THOUSANDS, ',');
}

/**
 * A count (units, orders, sales) grouped the way the reader's language groups digits. English and
 * Chinese both write a whole number in groups of three with a comma, so whole numbers are grouped
 * here: the first number formatter a page makes costs a slow phone some 25 ms of its first render
 * (the ICU data it loads). Anything else goes to the language's formatter.
 */
export function formatCount(value: number, locale: Locale): string {
  if (Number.isSafeInteger(value)) return groupThousands(String(value));
  return numberFormat(locale).format(value);
}
