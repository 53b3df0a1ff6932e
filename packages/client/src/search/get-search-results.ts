import { PAGE_SIZE_DEFAULT, type SearchPage, type SearchSort } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
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
    getNextPageParam: (last: SearchPage) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useSearchResults(params: SearchParams) {
  return useInfiniteQuery(searchResultsQueryOptions(useQueryScope(), params));
}
