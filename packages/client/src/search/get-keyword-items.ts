import type { Product } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const KEYWORD_ITEMS_PATH: ApiPath<'keywordItems'> = '/api/shop/search/keyword/items';

/** The few best hits for what has been typed; the path has no market segment, so the market is a parameter. */
export function getKeywordItems(
  keyword: string,
  scope: QueryScope,
  signal?: AbortSignal,
): Promise<{ list: Product[] }> {
  return request(KEYWORD_ITEMS_PATH, { query: { keyword, market: scope.market }, hideLoading: true, signal });
}

export function keywordItemsQueryOptions(scope: QueryScope, keyword: string) {
  return queryOptions({
    queryKey: ['search', 'items', scope.lang, scope.market, keyword],
    queryFn: ({ signal }) => getKeywordItems(keyword, scope, signal),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useKeywordItems(keyword: string) {
  return useQuery(keywordItemsQueryOptions(useQueryScope(), keyword));
}
