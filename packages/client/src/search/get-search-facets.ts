import type { SearchFacets, SearchPage } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const SEARCH_PATH: ApiPath<'search'> = '/api/en/shop/search';

/** The categories and brands of all of a keyword's hits: what the filter page offers. */
export async function getSearchFacets(keyword: string, signal?: AbortSignal): Promise<SearchFacets> {
  const page = await request<SearchPage>(SEARCH_PATH, {
    query: { keyword, page: 1, pageSize: 1, facets: 1 },
    hideLoading: true,
    signal,
  });
  return page.facets ?? { categories: [], brands: [] };
}

export function searchFacetsQueryOptions(scope: QueryScope, keyword: string) {
  return queryOptions({
    queryKey: ['search', 'facets', scope.lang, scope.market, keyword],
    queryFn: ({ signal }) => getSearchFacets(keyword, signal),
    enabled: keyword !== '',
  });
}

export function useSearchFacets(keyword: string) {
  return useQuery(searchFacetsQueryOptions(useQueryScope(), keyword));
}
