import { describe, expect, it } from 'vitest';
import { DAY_FORMAT, dayRangeValue } from './day-range';

describe('the desk range picker value', () => {
  it('is nothing without days', () => {
    expect(dayRangeValue(undefined, undefined)).toBeNull();
  });

  it('shows the days the address names, and writes them back the same', () => {
    const [from, to] = dayRangeValue('2025-03-01', '2025-03-31') ?? [];
    expect([from?.format(DAY_FORMAT), to?.format(DAY_FORMAT)]).toEqual(['2025-03-01', '2025-03-31']);
  });

  it('leaves an end open when only the other is given', () => {
    expect(dayRangeValue('2025-03-01', undefined)?.[1]).toBeNull();
    expect(dayRangeValue(undefined, '2025-03-31')?.[0]).toBeNull();
  });
});
