import {
  activeFilterCount,
  filterChips,
  filterParams,
  filtersFromQuery,
  withoutChip,
  withoutPrice,
} from '@mall/client/search/search-filters';
import { describe, expect, it } from 'vitest';
import { filterPath, resultsPath } from './search-link';

describe('filters in the address of a search', () => {
  const filters = {
    category_id: 6,
    brand: 'Chint & Co',
    price_min: 1.5,
    price_max: 20,
    moq_max: 100,
    lead_time_max: 7,
    score_min: 4.5,
  };

  it('survive the round trip through the query string', () => {
    const params = filterParams(filters);
    expect(params).toBe(
      '&category_id=6&brand=Chint%20%26%20Co&price_min=1.5&price_max=20&moq_max=100&lead_time_max=7&score_min=4.5',
    );
    const query = Object.fromEntries(new URLSearchParams(params));
    expect(filtersFromQuery(query)).toEqual(filters);
  });

  it('leave out what is not a filter, or not a value the search accepts', () => {
    expect(
      filtersFromQuery({
        keyword: 'bolt',
        category_id: '0',
        brand: '  ',
        moq_max: 'lots',
        lead_time_max: '2.5',
        score_min: '9',
        price_max: '-1',
      }),
    ).toEqual({});
  });

  it('make the links of a new search (no filter) and of the same search', () => {
    expect(resultsPath('hex bolt')).toBe('/pages/home/searchProduct?keyword=hex%20bolt');
    expect(resultsPath('bolt', { brand: 'Deli' }, 'newest')).toBe(
      '/pages/home/searchProduct?keyword=bolt&sort=newest&brand=Deli',
    );
    expect(filterPath('bolt', { moq_max: 5 }, 'relevance')).toBe('/pages/home/searchFilter?keyword=bolt&moq_max=5');
  });

  it('show as one chip each, the price range as one, and the badge counts the chips', () => {
    expect(filterChips(filters).map((chip) => chip.kind)).toEqual([
      'category',
      'brand',
      'price',
      'moq',
      'leadTime',
      'score',
    ]);
    expect(activeFilterCount(filters)).toBe(6);
    expect(activeFilterCount({})).toBe(0);
  });

  it('go away with their chip, the others stay', () => {
    const price = filterChips(filters).find((chip) => chip.kind === 'price');
    expect(price).toEqual({ kind: 'price', min: 1.5, max: 20 });
    expect(withoutChip(filters, price as NonNullable<typeof price>)).toEqual({
      category_id: 6,
      brand: 'Chint & Co',
      moq_max: 100,
      lead_time_max: 7,
      score_min: 4.5,
    });
    expect(withoutChip({ category_id: 6, brand: 'Deli' }, { kind: 'category', categoryId: 6 })).toEqual({
      brand: 'Deli',
    });
  });

  it('leave the price out for a visitor', () => {
    expect(withoutPrice({ brand: 'Deli', price_min: 1, price_max: 2 })).toEqual({ brand: 'Deli' });
  });
});
