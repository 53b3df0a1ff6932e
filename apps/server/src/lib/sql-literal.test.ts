import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { integerLiteral, optionalIntegerLiteral, wordLiteral } from './sql-literal.js';

const dialect = new PgDialect();
const text = (fragment: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(fragment);

describe('SQL literals', () => {
  it('writes integers and words into the statement, with no parameter left', () => {
    expect(text(integerLiteral(42))).toEqual({ sql: '42', params: [] });
    expect(text(optionalIntegerLiteral(null))).toEqual({ sql: 'NULL::integer', params: [] });
    expect(text(wordLiteral('group_buying'))).toEqual({ sql: "'group_buying'", params: [] });
  });

  it('refuses anything that could carry SQL', () => {
    for (const bad of [1.5, Number.NaN, 2 ** 53, Number.POSITIVE_INFINITY]) {
      expect(() => integerLiteral(bad)).toThrow(RangeError);
    }
    for (const bad of ["mall'; drop table buyers; --", 'Mall', '', 'a b', 'x'.repeat(41)]) {
      expect(() => wordLiteral(bad)).toThrow(RangeError);
    }
  });
});
