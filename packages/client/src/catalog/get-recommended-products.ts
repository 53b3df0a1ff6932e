import { PAGE_SIZE_DEFAULT, type Page, type Product, type ProductSort } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const RECOMMENDED_PRODUCTS_PATH: ApiPath<'productRecommend'> = '/api/en/shop/product/recommend';

export interface RecommendedProductsParams {
  page: number;
  pageSize?: number;
  categoryId?: number;
  sort?: ProductSort;
}

/** `/api/en/...`: the client rewrites the segment to the chosen market. */
export function getRecommendedProducts(
  params: RecommendedProductsParams,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  return request(RECOMMENDED_PRODUCTS_PATH, {
    query: {
      page: params.page,
      pageSize: params.pageSize ?? PAGE_SIZE_DEFAULT,
      category_id: params.categoryId,
      sort: params.sort,
    },
    // The list has its own skeletons and loading row.
    hideLoading: true,
    signal,
  });
}

export function recommendedProductsQueryOptions(scope: QueryScope, categoryId?: number, sort?: ProductSort) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'recommendedProducts', scope.lang, scope.market, categoryId ?? null, sort ?? null],
    queryFn: ({ pageParam, signal }) => getRecommendedProducts({ page: pageParam, categoryId, sort }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Product>) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useRecommendedProducts(categoryId?: number, sort?: ProductSort) {
  return useInfiniteQuery(recommendedProductsQueryOptions(useQueryScope(), categoryId, sort));
}
