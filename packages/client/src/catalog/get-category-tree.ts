import type { CategoryNode } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const CATEGORY_TREE_PATH: ApiPath<'categories'> = '/api/shop/category';

export function getCategoryTree(signal?: AbortSignal): Promise<{ list: CategoryNode[] }> {
  return request(CATEGORY_TREE_PATH, { hideLoading: true, signal });
}

export function categoryTreeQueryOptions(scope: QueryScope) {
  return queryOptions({
    queryKey: ['catalog', 'categoryTree', scope.lang],
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions(useQueryScope()));
}
