import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromState, labelsFromFilters, withoutPrice } from './search-filters';

describe('filters in the client state', () => {
  it('survive the round trip through selectedLabels and selectedCategories', () => {
    const filters = { brand: 'Chint', price_min: 1.5, price_max: 20, moq_max: 100, lead_time_max: 7, score_min: 4.5 };
    const labels = labelsFromFilters(filters);
    expect(labels).toEqual([
      'brand:Chint',
      'price_min:1.5',
      'price_max:20',
      'moq_max:100',
      'lead_time_max:7',
      'score_min:4.5',
    ]);
    const categories = [{ category_id: 6, category_name: 'Bolts' }];
    expect(filtersFromState(labels, categories)).toEqual({ ...filters, category_id: 6 });
    expect(activeFilterCount(filtersFromState(labels, categories))).toBe(7);
  });

  it('ignore labels that are not filters, or not numbers where a number is due', () => {
    expect(filtersFromState(['promo', 'moq_max:lots', 'lead_time_max:', 'brand:Deli:Pro'], [])).toEqual({
      brand: 'Deli:Pro',
    });
  });

  it('leave the price out for a visitor', () => {
    expect(withoutPrice({ brand: 'Deli', price_min: 1, price_max: 2 })).toEqual({ brand: 'Deli' });
  });
});
