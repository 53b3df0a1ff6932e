import type { Currency } from '@mall/contract';
import { formatPrice } from './format-price';
import { useLocale } from './locale';

/** Decimal amounts written in their currency, the way the reader's language writes money (a table of documents in several currencies). */
export function useMoneyOf(): (amount: string, currency: Currency) => string {
  const locale = useLocale();
  return (amount, currency) => formatPrice(Number(amount), currency, locale);
}

/** A document's decimal amounts written in its one currency, the way the reader's language writes money. */
export function useMoney(currency: Currency): (amount: string) => string {
  const money = useMoneyOf();
  return (amount) => money(amount, currency);
}
