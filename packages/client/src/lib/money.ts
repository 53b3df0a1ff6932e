import { type Cents, fromCents, percentOfCents, toCents, UNIT_PRICE_MAX } from '@mall/contract';

/**
 * Document money in forms, on the contract's cents (packages/contract/src/money.ts): a form's line
 * amounts and total are computed here, never as float sums.
 */
const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Text an operator may type as a price or a payment: 0 or more, at most 2 decimals, below the contract's maximum. */
export function isAmount(text: string): boolean {
  const trimmed = text.trim();
  return AMOUNT.test(trimmed) && toCents(trimmed) <= toCents(UNIT_PRICE_MAX.toFixed(2));
}

/** A line's amount in cents: quantity × unit price; null while either is not (yet) valid. */
export function lineCents(quantity: unknown, unitPrice: unknown): Cents | null {
  const count = typeof quantity === 'string' ? Number(quantity) : quantity;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  if (typeof unitPrice !== 'string' && typeof unitPrice !== 'number') return null;
  const price = String(unitPrice).trim();
  if (!isAmount(price)) return null;
  return BigInt(count) * toCents(price);
}

/** The total of priced lines, as decimal text; lines not yet valid count as nothing. */
export function linesTotal(lines: readonly { quantity?: unknown; unit_price?: unknown }[]): string {
  let total = 0n;
  for (const line of lines) total += lineCents(line.quantity, line.unit_price) ?? 0n;
  return fromCents(total);
}

/** A percentage of an amount, rounded half up to the cent, as the server computes a deposit. */
export function percentOf(amount: string, percent: number): string {
  return fromCents(percentOfCents(toCents(amount), percent));
}

/** Whether `amount` is more than `limit` (both decimal text). */
export function exceeds(amount: string, limit: string): boolean {
  return toCents(amount) > toCents(limit);
}
