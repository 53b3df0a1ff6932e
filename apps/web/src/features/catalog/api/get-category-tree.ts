import { request } from '@mall/client/lib/api-client';
import type { ApiPath } from '@mall/client/lib/api-path';
import { type QueryScope, useQueryScope } from '@mall/client/lib/query-scope';
import type { CategoryNode } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

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
