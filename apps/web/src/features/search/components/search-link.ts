import { filterParams, type SearchFilters } from '@mall/client/search/search-filters';
import { PAGES, type SearchSort } from '@mall/contract';

const withSearch = (route: string, keyword: string, filters: SearchFilters, sort: SearchSort) =>
  `${route}?keyword=${encodeURIComponent(keyword)}${sort === 'relevance' ? '' : `&sort=${sort}`}${filterParams(filters)}`;

/** The results page of a keyword, with the filters and order chosen for it (none for a new search). */
export const resultsPath = (keyword: string, filters: SearchFilters = {}, sort: SearchSort = 'relevance') =>
  withSearch(PAGES.searchProduct.route, keyword, filters, sort);

/** The filter page of the same search. */
export const filterPath = (keyword: string, filters: SearchFilters, sort: SearchSort) =>
  withSearch(PAGES.searchFilter.route, keyword, filters, sort);
