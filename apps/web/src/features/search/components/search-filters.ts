import type { SearchQuery } from '@mall/contract';
import type { SelectedCategory } from '../../../lib/client-state';

/** The filters of the filter page other than the category, as the search call names them. */
export type SearchFilters = Partial<
  Pick<SearchQuery, 'category_id' | 'brand' | 'price_min' | 'price_max' | 'moq_max' | 'lead_time_max' | 'score_min'>
>;

const NUMERIC = ['price_min', 'price_max', 'moq_max', 'lead_time_max', 'score_min'] as const;
type NumericFilter = (typeof NUMERIC)[number];

/**
 * The client state keeps the choices as labels (`brand:Chint`, `moq_max:100`) beside the chosen
 * categories, so they survive moving between the search pages and a reload of the tab.
 */
export function filtersFromState(labels: readonly string[], categories: readonly SelectedCategory[]): SearchFilters {
  const filters: SearchFilters = {};
  for (const label of labels) {
    const at = label.indexOf(':');
    if (at < 0) continue;
    const name = label.slice(0, at);
    const value = label.slice(at + 1);
    if (name === 'brand' && value !== '') filters.brand = value;
    else if ((NUMERIC as readonly string[]).includes(name) && value !== '' && Number.isFinite(Number(value))) {
      filters[name as NumericFilter] = Number(value);
    }
  }
  const category = categories[0];
  if (category) filters.category_id = category.category_id;
  return filters;
}

export function labelsFromFilters(filters: SearchFilters): string[] {
  const labels: string[] = [];
  if (filters.brand) labels.push(`brand:${filters.brand}`);
  for (const name of NUMERIC) {
    const value = filters[name];
    if (value !== undefined) labels.push(`${name}:${value}`);
  }
  return labels;
}

/** How many filters are on, for the badge of the filter button. */
export const activeFilterCount = (filters: SearchFilters) =>
  Object.values(filters).filter((v) => v !== undefined).length;

/** A visitor may not filter by price (the server would answer 401): such labels are left out. */
export function withoutPrice(filters: SearchFilters): SearchFilters {
  const { price_min: _min, price_max: _max, ...rest } = filters;
  return rest;
}
