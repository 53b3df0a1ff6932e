import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import type { ApiPath } from '../../../lib/api-path';
import { useClientState } from '../../../lib/client-state';
import { CART_QUERY_KEY } from './get-cart';

const COUNT_PATH: ApiPath<'cartCount'> = '/api/shop/cart/num';

/** A background read for the tab bar's badge: never a toast or a login prompt. */
export function getCartCount(signal?: AbortSignal): Promise<{ count: number }> {
  return request(COUNT_PATH, { silent: true, signal });
}

export function cartCountQueryOptions() {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, 'count'],
    queryFn: ({ signal }) => getCartCount(signal),
    retry: false,
  });
}

/** The number of lines across the four groups; asked only of a logged-in buyer. */
export function useCartCount() {
  const login = useClientState((state) => state.userInfo?.login === 1);
  return useQuery({ ...cartCountQueryOptions(), enabled: login, select: (data) => data.count });
}
