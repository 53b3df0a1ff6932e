import type { Currency, Locale } from '@mall/contract';

const formatters = new Map<string, Intl.NumberFormat>();

/** A price in the market's currency, written the way the reader's language writes money. */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-US', { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
