import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX } from './constants.js';
import { checkMoq } from './moq.js';
import { validationText } from './validation.js';

describe('checkMoq', () => {
  it('accepts the MOQ and more', () => {
    expect(checkMoq(10, 10, 'product')).toBeNull();
    expect(checkMoq('11', 10, 'group')).toBeNull();
    expect(checkMoq(QUANTITY_MAX, 1, 'product')).toBeNull();
  });

  it('answers the SPEC message key below the MOQ, 0 and -1 included', () => {
    expect(checkMoq(9, 10, 'product')).toBe('moq');
    expect(checkMoq(9, 10, 'group')).toBe('groupMoq');
    expect(checkMoq(0, 1, 'product')).toBe('moq');
    expect(checkMoq(-1, 5, 'group')).toBe('groupMoq');
    expect(validationText('v:moq', 'en')).toBe('The quantity cannot be less than MOQ');
    expect(validationText('v:groupMoq', 'en')).toBe('The group purchase quantity cannot be less than MOQ');
  });

  it('answers `quantity` for what is not a whole number or is too large', () => {
    for (const bad of [1.5, 'abc', '', ' ', 10 ** 12, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}]) {
      expect(checkMoq(bad, 1, 'product'), JSON.stringify(bad)).toBe('quantity');
    }
  });
});
