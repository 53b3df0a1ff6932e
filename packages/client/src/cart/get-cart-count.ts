import { MARKETS, type Market } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useClientState } from '../lib/client-state';
import { getMarket, useMarket } from '../lib/market';
import { CART_QUERY_KEY } from './get-cart';

const COUNT_PATH: ApiPath<'cartCount'> = '/api/shop/cart/num';

export interface CartCount {
  /** Lines of the stored market's cart. */
  count: number;
  /** Lines of each market's cart. */
  markets: Record<Market, number>;
}

/** A background read for the tab bar's badge: never a toast or a login prompt. */
export function getCartCount(signal?: AbortSignal): Promise<CartCount> {
  return request(COUNT_PATH, { query: { market: getMarket() }, silent: true, signal });
}

export function cartCountQueryOptions(market: Market) {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, 'count', market],
    queryFn: ({ signal }) => getCartCount(signal),
    retry: false,
  });
}

/** The lines of each market's cart; asked only of a logged-in buyer. */
export function useCartCounts() {
  const login = useClientState((state) => state.userInfo?.login === 1);
  return useQuery({ ...cartCountQueryOptions(useMarket()), enabled: login });
}

/** The number of lines across the four groups of the stored market's cart (the tab bar's badge). */
export function useCartCount() {
  const login = useClientState((state) => state.userInfo?.login === 1);
  return useQuery({ ...cartCountQueryOptions(useMarket()), enabled: login, select: (data) => data.count });
}

/** The other market, when its cart holds lines: the cart says so and offers to switch to it. */
export function useOtherMarketCart(market: Market): { market: Market; count: number } | null {
  const counts = useCartCounts();
  const other = MARKETS.find((m) => m !== market);
  const count = other ? (counts.data?.markets[other] ?? 0) : 0;
  return other && count > 0 ? { market: other, count } : null;
}
