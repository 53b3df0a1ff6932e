import { request } from '@mall/client/lib/api-client';
import type { ApiPath } from '@mall/client/lib/api-path';
import { type QueryScope, useQueryScope } from '@mall/client/lib/query-scope';
import type { RecommendedCategory } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

const RECOMMENDED_CATEGORIES_PATH: ApiPath<'categoryRecommend'> = '/api/shop/category/recommend';

export function getRecommendedCategories(signal?: AbortSignal): Promise<{ list: RecommendedCategory[] }> {
  return request(RECOMMENDED_CATEGORIES_PATH, { hideLoading: true, signal });
}

export function recommendedCategoriesQueryOptions(scope: QueryScope) {
  return queryOptions({
    queryKey: ['catalog', 'recommendedCategories', scope.lang],
    queryFn: ({ signal }) => getRecommendedCategories(signal),
  });
}

export function useRecommendedCategories() {
  return useQuery(recommendedCategoriesQueryOptions(useQueryScope()));
}
