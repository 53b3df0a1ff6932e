import { PAGE_SIZE_DEFAULT, type StorePage } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';
import { type PriceAccess, usePriceAccess } from '../lib/price-access';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const STORE_PATH: ApiPath<'store'> = '/api/en/shop/store';

export function getStore(shopCode: string, page: number, signal?: AbortSignal): Promise<StorePage> {
  return request(STORE_PATH, {
    query: { shop_code: shopCode, page, pageSize: PAGE_SIZE_DEFAULT },
    hideLoading: true,
    signal,
    handledCodes: [60127, 400],
  });
}

export function storeQueryOptions(scope: QueryScope, shopCode: string, access: PriceAccess) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'store', scope.lang, scope.market, access, shopCode],
    queryFn: ({ pageParam, signal }) => getStore(shopCode, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: StorePage) => nextPage(last.products),
    retry: false,
  });
}

export function useStore(shopCode: string) {
  const access = usePriceAccess();
  return useInfiniteQuery({ ...storeQueryOptions(useQueryScope(), shopCode, access), enabled: shopCode !== '' });
}
