import type { ProductDetail } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type PriceAccess, usePriceAccess } from '../lib/price-access';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const PRODUCT_DETAIL_PATH: ApiPath<'productDetail'> = '/api/en/shop/product/detail';

/** `/api/en/...`: the client rewrites the segment to the chosen market. */
export function getProductDetail(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  // The page shows its own skeleton; failures (not found, not in this market) are shown in the page.
  return request(PRODUCT_DETAIL_PATH, { query: { id }, hideLoading: true, signal, handledCodes: [60124, 60125, 400] });
}

/** Keyed by language, market and account state: any of them changes what the server answers. */
export function productDetailQueryOptions(scope: QueryScope, id: number, access: PriceAccess) {
  return queryOptions({
    queryKey: ['catalog', 'productDetail', scope.lang, scope.market, access, id],
    queryFn: ({ signal }) => getProductDetail(id, signal),
    retry: false,
  });
}

export function useProductDetail(id: number) {
  const access = usePriceAccess();
  return useQuery({ ...productDetailQueryOptions(useQueryScope(), id, access), enabled: id > 0 });
}
