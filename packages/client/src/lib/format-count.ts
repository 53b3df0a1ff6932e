import type { Locale } from '@mall/contract';

const formatters = new Map<Locale, Intl.NumberFormat>();

/** Every third digit from the right of a whole number, where its separator goes. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A count (units, orders, sales) grouped the way the reader's language groups digits. English and
 * Chinese both write a whole number in groups of three with a comma, so whole numbers are grouped
 * here: the first number formatter a page makes costs a slow phone some 25 ms of its first render
 * (the ICU data it loads), and `Number#toLocaleString` makes one at every call. Anything else goes
 * to a formatter kept per language.
 */
export function formatCount(value: number, locale: Locale): string {
  if (Number.isSafeInteger(value)) return String(value).replace(THOUSANDS, ',');
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-US');
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}
