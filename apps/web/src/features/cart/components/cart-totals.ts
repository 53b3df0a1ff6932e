import type { CartLine, Currency, Locale } from '@mall/contract';
import { formatPrice } from '../../../lib/format-price';

/**
 * The selection's total per currency (mall lines follow the buyer's market, the other groups are
 * priced in CNY): summed in cents so that 0.1 + 0.2 stays 0.30.
 */
export function selectionTotals(lines: readonly CartLine[], lang: Locale): string {
  const cents = new Map<Currency, number>();
  for (const line of lines) {
    if (line.sub_total === null) continue;
    cents.set(line.currency, (cents.get(line.currency) ?? 0) + Math.round(line.sub_total * 100));
  }
  if (cents.size === 0) return formatPrice(0, lines[0]?.currency ?? 'USD', lang);
  return [...cents].map(([currency, amount]) => formatPrice(amount / 100, currency, lang)).join(' + ');
}
