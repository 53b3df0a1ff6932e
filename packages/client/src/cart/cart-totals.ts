import type { CartLine, Currency, Locale } from '@mall/contract';
import { formatPrice } from '../lib/format-price';

/**
 * The priced lines' total in `currency`, in cents so that 0.1 + 0.2 stays 0.30. The cart shows one
 * market's lines, all in its currency; a line in another currency is never added to the total.
 */
export function totalCents(lines: readonly CartLine[], currency: Currency): number {
  let cents = 0;
  for (const line of lines) {
    if (line.sub_total !== null && line.currency === currency) cents += Math.round(line.sub_total * 100);
  }
  return cents;
}

/** The selection's total, written in the market's currency ("$0.00" when nothing is selected). */
export function selectionTotal(lines: readonly CartLine[], currency: Currency, lang: Locale): string {
  return formatPrice(totalCents(lines, currency) / 100, currency, lang);
}
