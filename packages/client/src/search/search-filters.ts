import {
  DEFAULT_SEARCH_SORT,
  QUANTITY_MAX,
  SEARCH_LEAD_TIME_MAX_DAYS,
  SEARCH_PRICE_MAX,
  type SearchQuery,
  type SearchSort,
} from '@mall/contract';

/** The filters of the filter page, as the search call names them. */
export type SearchFilters = Partial<
  Pick<SearchQuery, 'category_id' | 'brand' | 'price_min' | 'price_max' | 'moq_max' | 'lead_time_max' | 'score_min'>
>;
type FilterName = keyof SearchFilters;

const BRAND_MAX_LENGTH = 100;

/** The bounds a filter panel offers: lead time in days (at most), store score (at least). */
export const LEAD_TIME_CHOICES = [3, 7, 15, 30] as const;
export const STORE_SCORE_CHOICES = [4, 4.5, 4.8] as const;
const SCORE_MAX = 5;

/** Each filter's test of a value read from the address; a value that fails it is not applied. */
const NUMBERS: Record<Exclude<FilterName, 'brand'>, (value: number) => boolean> = {
  category_id: (value) => Number.isInteger(value) && value > 0,
  price_min: (value) => value >= 0 && value <= SEARCH_PRICE_MAX,
  price_max: (value) => value >= 0 && value <= SEARCH_PRICE_MAX,
  moq_max: (value) => Number.isInteger(value) && value >= 1 && value <= QUANTITY_MAX,
  lead_time_max: (value) => Number.isInteger(value) && value >= 1 && value <= SEARCH_LEAD_TIME_MAX_DAYS,
  score_min: (value) => value >= 0 && value <= SCORE_MAX,
};
const ORDER: FilterName[] = ['category_id', 'brand', 'price_min', 'price_max', 'moq_max', 'lead_time_max', 'score_min'];

/**
 * The filters of a search live in its address (`searchProduct?keyword=bolt&brand=Chint`), beside the
 * keyword: what the results page applies is exactly what it shows, a new search starts with none,
 * and nothing chosen elsewhere (the category being browsed) can slip in.
 */
export function filtersFromQuery(query: Readonly<Record<string, string | undefined>>): SearchFilters {
  const filters: SearchFilters = {};
  const brand = query.brand?.trim();
  if (brand && brand.length <= BRAND_MAX_LENGTH) filters.brand = brand;
  for (const [name, valid] of Object.entries(NUMBERS) as [keyof typeof NUMBERS, (value: number) => boolean][]) {
    const raw = query[name]?.trim();
    const value = Number(raw);
    if (raw && Number.isFinite(value) && valid(value)) filters[name] = value;
  }
  return filters;
}

/** The filters as query parameters (`&brand=Chint&moq_max=100`), in a fixed order; empty for none. */
export function filterParams(filters: SearchFilters): string {
  return ORDER.filter((name) => filters[name] !== undefined)
    .map((name) => `&${name}=${encodeURIComponent(String(filters[name]))}`)
    .join('');
}

/** A visitor may not filter by price (the server would answer 401): a member's link loses it. */
export function withoutPrice(filters: SearchFilters): SearchFilters {
  const { price_min: _min, price_max: _max, ...rest } = filters;
  return rest;
}

/** One removable chip of the results page; the price range is one chip. */
export type FilterChip =
  | { kind: 'category'; categoryId: number }
  | { kind: 'brand'; brand: string }
  | { kind: 'price'; min?: number; max?: number }
  | { kind: 'moq'; max: number }
  | { kind: 'leadTime'; days: number }
  | { kind: 'score'; min: number };

const CHIP_FILTERS: Record<FilterChip['kind'], FilterName[]> = {
  category: ['category_id'],
  brand: ['brand'],
  price: ['price_min', 'price_max'],
  moq: ['moq_max'],
  leadTime: ['lead_time_max'],
  score: ['score_min'],
};

export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.category_id !== undefined) chips.push({ kind: 'category', categoryId: filters.category_id });
  if (filters.brand !== undefined) chips.push({ kind: 'brand', brand: filters.brand });
  if (filters.price_min !== undefined || filters.price_max !== undefined) {
    chips.push({ kind: 'price', min: filters.price_min, max: filters.price_max });
  }
  if (filters.moq_max !== undefined) chips.push({ kind: 'moq', max: filters.moq_max });
  if (filters.lead_time_max !== undefined) chips.push({ kind: 'leadTime', days: filters.lead_time_max });
  if (filters.score_min !== undefined) chips.push({ kind: 'score', min: filters.score_min });
  return chips;
}

/** The filters without the one a chip stands for. */
export function withoutChip(filters: SearchFilters, chip: FilterChip): SearchFilters {
  const rest = { ...filters };
  for (const name of CHIP_FILTERS[chip.kind]) delete rest[name];
  return rest;
}

/** How many filters are on, for the badge of the filter button: one per chip. */
export const activeFilterCount = (filters: SearchFilters) => filterChips(filters).length;

/** A search's address on a page (`path`): the keyword, the order unless relevance, and the filters. */
export function searchAddress(path: string, keyword: string, filters: SearchFilters, sort: SearchSort): string {
  return `${path}?keyword=${encodeURIComponent(keyword)}${sort === DEFAULT_SEARCH_SORT ? '' : `&sort=${sort}`}${filterParams(filters)}`;
}
