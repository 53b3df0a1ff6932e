import { describe, expect, it } from 'vitest';
import { documentTotal, leadTimeValid, priceProblem, quantityValid } from './document-lines';

describe('the priced lines of a document form', () => {
  it('asks for a unit price of at most 2 decimals, as the server does', () => {
    expect(priceProblem('')).toBe('required');
    expect(priceProblem('  ')).toBe('required');
    expect(priceProblem('0.125')).toBe('amount');
    expect(priceProblem('-1')).toBe('amount');
    expect(priceProblem('1,5')).toBe('amount');
    expect(priceProblem('0')).toBeNull();
    expect(priceProblem('0.12')).toBeNull();
  });

  it('checks quantities and lead times as whole numbers within bounds', () => {
    expect(quantityValid(0)).toBe(false);
    expect(quantityValid(1.5)).toBe(false);
    expect(quantityValid(null)).toBe(false);
    expect(quantityValid(1_000_001)).toBe(false);
    expect(quantityValid(1)).toBe(true);
    expect(leadTimeValid(null)).toBe(false);
    expect(leadTimeValid(366)).toBe(false);
    expect(leadTimeValid(0)).toBe(true);
  });

  it('totals the lines in cents, leaving out a line still being typed', () => {
    expect(
      documentTotal([
        { quantity: 3000, unit_price: '0.11' },
        { quantity: 2000, unit_price: '0.05' },
        { quantity: 5, unit_price: '0.1' },
        { quantity: 5, unit_price: '0.125' },
      ]),
    ).toBe('430.50');
    expect(documentTotal(undefined)).toBe('0.00');
  });
});
