import type { Currency, Locale } from '@mall/contract';
import { groupThousands } from './format-count';
import { numberFormat } from './intl-format';

/** The sign each language puts before an amount of each market's currency, as Intl's currency style does. */
const CURRENCY_SIGN: Record<Locale, Record<Currency, string>> = {
  en: { USD: '$', CNY: 'CN¥' },
  'zh-Hans': { USD: 'US$', CNY: '¥' },
};

/** A number as JavaScript writes it shortest, when it is plain digits: its whole part and its decimals. */
const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/**
 * A price in the market's currency, written the way the reader's language writes money: its sign,
 * digits grouped by thousands, two decimals rounded half away from zero. Written here rather than
 * by Intl: a page's first number formatter loads ICU's data, 25-110 ms of a phone's main thread
 * before the first price shows (docs/decisions/056-money-written-without-icu.md). The rounding is
 * Intl's: of the shortest decimal that names the number (1.005 is 1.01), so the same as its output.
 */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  const plain = PLAIN.exec(String(Math.abs(amount)));
  if (!plain) return numberFormat(locale, { style: 'currency', currency }).format(amount);
  const [, whole = '0', decimals = ''] = plain;
  let cents = BigInt(whole + decimals.slice(0, 2).padEnd(2, '0'));
  if ((decimals[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}${CURRENCY_SIGN[locale][currency]}${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
}
