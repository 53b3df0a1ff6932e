import type { Currency, Locale } from '@mall/contract';
import { numberFormat } from './intl-format';

/** A price in the market's currency, written the way the reader's language writes money. */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}
