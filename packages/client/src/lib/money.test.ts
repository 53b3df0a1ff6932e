import { fromCents, toCents } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { exceeds, isAmount, lineCents, linesTotal, percentOf } from './money';

describe('document money', () => {
  it('reads and writes decimal text through integer cents', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.01')).toBe(1n);
    expect(toCents('9999999999.99')).toBe(999999999999n);
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(() => toCents('1.234')).toThrow();
  });

  it('accepts at most 2 decimals, nothing negative, nothing beyond the maximum', () => {
    expect(isAmount('0.12')).toBe(true);
    expect(isAmount(' 7 ')).toBe(true);
    expect(isAmount('1.')).toBe(false);
    expect(isAmount('0.125')).toBe(false);
    expect(isAmount('-1')).toBe(false);
    expect(isAmount('1e3')).toBe(false);
    expect(isAmount('10000000000')).toBe(false);
    expect(isAmount('9999999999.99')).toBe(true);
  });

  it('computes line amounts and totals exactly where floats would not', () => {
    // As floats 0.1 * 3 = 0.30000000000000004 and 0.1 + 0.2 = 0.30000000000000004.
    expect(fromCents(lineCents(3, '0.1') ?? -1n)).toBe('0.30');
    expect(
      linesTotal([
        { quantity: 1, unit_price: '0.1' },
        { quantity: 1, unit_price: '0.2' },
      ]),
    ).toBe('0.30');
    // 3000 × 0.12 + 3000 × 0.05, and a large line that a float cannot hold to the cent.
    expect(
      linesTotal([
        { quantity: 3000, unit_price: '0.12' },
        { quantity: '3000', unit_price: 0.05 },
      ]),
    ).toBe('510.00');
    expect(linesTotal([{ quantity: 1_000_000, unit_price: '9999999999.99' }])).toBe('9999999999990000.00');
  });

  it('leaves lines still being typed out of the total', () => {
    expect(lineCents(2, '')).toBeNull();
    expect(lineCents(1.5, '1')).toBeNull();
    expect(lineCents(undefined, '1')).toBeNull();
    expect(
      linesTotal([
        { quantity: 2, unit_price: '1.005' },
        { quantity: 2, unit_price: '1.50' },
      ]),
    ).toBe('3.00');
  });

  it('rounds a deposit half up to the cent and compares amounts', () => {
    expect(percentOf('0.05', 30)).toBe('0.02');
    expect(percentOf('0.15', 30)).toBe('0.05');
    expect(percentOf('510.00', 30)).toBe('153.00');
    expect(exceeds('153.01', '153.00')).toBe(true);
    expect(exceeds('153.00', '153')).toBe(false);
  });
});
