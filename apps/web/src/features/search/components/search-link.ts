import { type SearchFilters, searchAddress } from '@mall/client/search/search-filters';
import { DEFAULT_SEARCH_SORT, PAGES, type SearchSort } from '@mall/contract';

/** The results page of a keyword, with the filters and order chosen for it (none for a new search). */
export const resultsPath = (keyword: string, filters: SearchFilters = {}, sort: SearchSort = DEFAULT_SEARCH_SORT) =>
  searchAddress(PAGES.searchProduct.route, keyword, filters, sort);

/** The filter page of the same search. */
export const filterPath = (keyword: string, filters: SearchFilters, sort: SearchSort) =>
  searchAddress(PAGES.searchFilter.route, keyword, filters, sort);
