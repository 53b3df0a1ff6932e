import type { CartGroup, CartSource } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { getMarket } from '../lib/market';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

/**
 * Each group has its own call (SPEC section 7), each answering the lines of the stored market's
 * cart: the mall call through its `/en/` segment, the others (whose `/cn/` is part of the name)
 * by sending `market`.
 */
const GROUP_PATHS: {
  mall: ApiPath<'mallCart'>;
  catalog: ApiPath<'catalogCart'>;
  group_buying: ApiPath<'groupBuyingCart'>;
  scan_code: ApiPath<'scanCodeCart'>;
} = {
  mall: '/api/en/product_carts/shop/cart',
  catalog: '/api/cn/catalog_carts/shop/cart',
  group_buying: '/api/cn/sk_product_carts/shop/cart',
  scan_code: '/api/cn/scan_code/shop/cart',
};

/** Codes the cart page shows as its own state (account under review, membership ended). */
export const CART_PAGE_CODES = [60118, 60119] as const;

export function getCartGroup(source: CartSource, signal?: AbortSignal): Promise<CartGroup> {
  return request(GROUP_PATHS[source], {
    query: source === 'mall' ? undefined : { market: getMarket() },
    hideLoading: true,
    signal,
    handledCodes: CART_PAGE_CODES,
  });
}

/** Every cart query starts with this key, so one invalidation refreshes groups and count. */
export const CART_QUERY_KEY = ['cart'] as const;

export function cartGroupQueryOptions(scope: QueryScope, source: CartSource) {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, 'group', source, scope.lang, scope.market],
    queryFn: ({ signal }) => getCartGroup(source, signal),
    retry: false,
  });
}

export function useCartGroup(source: CartSource) {
  return useQuery(cartGroupQueryOptions(useQueryScope(), source));
}

/** The four groups of the stored market's cart, in their order: pending until every one has answered. */
export function useCartGroups() {
  const mall = useCartGroup('mall');
  const catalog = useCartGroup('catalog');
  const groupBuying = useCartGroup('group_buying');
  const scanCode = useCartGroup('scan_code');
  const queries = [mall, catalog, groupBuying, scanCode];
  const groups = queries.flatMap((query) => (query.data ? [query.data] : []));
  return {
    groups,
    lines: groups.flatMap((group) => group.list),
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    refetch: () => {
      for (const query of queries) void query.refetch();
    },
  };
}
