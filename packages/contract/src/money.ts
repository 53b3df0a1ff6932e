/**
 * Money as integer minor units (cents, fen) in bigint, the same on the server and in every front
 * end: decimal text from the API and numeric columns goes in, decimal text comes out; sums and
 * products never pass through a float.
 */
export type Cents = bigint;

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250n. */
export function toCents(text: string): Cents {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 1250n → "12.50". */
export function fromCents(cents: Cents): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** A percentage of an amount, rounded half up to the cent. */
export function percentOfCents(cents: Cents, percent: number): Cents {
  return (cents * BigInt(percent) + 50n) / 100n;
}
