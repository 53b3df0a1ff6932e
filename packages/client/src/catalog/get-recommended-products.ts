import { PAGE_SIZE_DEFAULT, type Page, type Product, type ProductSort } from '@mall/contract';
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
    getNextPageParam: nextPage,
  });
}

export function useRecommendedProducts(categoryId?: number, sort?: ProductSort) {
  return useInfiniteQuery(recommendedProductsQueryOptions(useQueryScope(), categoryId, sort));
}

/** One numbered page (the desktop site's pagination links); the page before stays shown while the next loads. */
export function recommendedProductsPageQueryOptions(scope: QueryScope, params: RecommendedProductsParams) {
  return queryOptions({
    queryKey: [
      'catalog',
      'recommendedProductsPage',
      scope.lang,
      scope.market,
      params.categoryId ?? null,
      params.sort ?? null,
      params.pageSize ?? PAGE_SIZE_DEFAULT,
      params.page,
    ],
    queryFn: ({ signal }) => getRecommendedProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRecommendedProductsPage(params: RecommendedProductsParams) {
  return useQuery(recommendedProductsPageQueryOptions(useQueryScope(), params));
}
