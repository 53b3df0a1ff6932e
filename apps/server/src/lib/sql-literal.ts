import { type SQL, sql } from 'drizzle-orm';

/**
 * Values written into a statement instead of passed as parameters, for the hottest statements
 * only: PGlite answers a statement without parameters in one protocol round trip instead of six
 * (docs/decisions/011). Each accepts only what cannot carry SQL: integers and lower-case words;
 * anything else throws.
 */
export function integerLiteral(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
  return sql.raw(String(value));
}

export function wordLiteral(value: string): SQL {
  if (!/^[a-z_]{1,40}$/.test(value)) throw new RangeError(`not a word: ${value}`);
  return sql.raw(`'${value}'`);
}

/** An integer, or SQL NULL. */
export function optionalIntegerLiteral(value: number | null): SQL {
  return value === null ? sql.raw('NULL::integer') : integerLiteral(value);
}
