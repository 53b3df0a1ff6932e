import type { RecommendedCategory } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

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
