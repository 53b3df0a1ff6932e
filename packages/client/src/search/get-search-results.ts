import { PAGE_SIZE_DEFAULT, type SearchPage, type SearchSort } from '@mall/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';
import { type QueryScope, useQueryScope } from '../lib/query-scope';
import type { SearchFilters } from './search-filters';

const SEARCH_PATH: ApiPath<'search'> = '/api/en/shop/search';

export interface SearchParams {
  keyword: string;
  sort: SearchSort;
  filters: SearchFilters;
}

/** One page of hits; `/api/en/...` is rewritten to the chosen market. */
export function getSearchResults(params: SearchParams & { page: number }, signal?: AbortSignal): Promise<SearchPage> {
  return request(SEARCH_PATH, {
    query: {
      keyword: params.keyword,
      sort: params.sort,
      page: params.page,
      pageSize: PAGE_SIZE_DEFAULT,
      ...params.filters,
    },
    // The list has its own skeletons and loading row.
    hideLoading: true,
    signal,
  });
}

export function searchResultsQueryOptions(scope: QueryScope, params: SearchParams) {
  return infiniteQueryOptions({
    queryKey: ['search', 'results', scope.lang, scope.market, params.keyword, params.sort, params.filters],
    queryFn: ({ pageParam, signal }) => getSearchResults({ ...params, page: pageParam }, signal),
    enabled: params.keyword !== '',
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useSearchResults(params: SearchParams) {
  return useInfiniteQuery(searchResultsQueryOptions(useQueryScope(), params));
}

/** One numbered page of hits (the desktop site's pagination links, shareable by address). */
export function searchResultsPageQueryOptions(scope: QueryScope, params: SearchParams, page: number) {
  return queryOptions({
    queryKey: ['search', 'resultsPage', scope.lang, scope.market, params.keyword, params.sort, params.filters, page],
    queryFn: ({ signal }) => getSearchResults({ ...params, page }, signal),
    enabled: params.keyword !== '',
    placeholderData: keepPreviousData,
  });
}

export function useSearchResultsPage(params: SearchParams, page: number) {
  return useQuery(searchResultsPageQueryOptions(useQueryScope(), params, page));
}
