import { formatPrice } from '@mall/client/lib/format-price';
import type { Currency, Locale } from '@mall/contract';

/**
 * A document amount (decimal text) as the operator's language writes money, like the storefront:
 * the number is only formatted here, never added up (sums are done in cents by @mall/client/lib/money).
 */
export function formatMoney(amount: string | null | undefined, currency: Currency, language: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const locale: Locale = language === 'zh-Hans' ? 'zh-Hans' : 'en';
  return formatPrice(Number(amount), currency, locale);
}
