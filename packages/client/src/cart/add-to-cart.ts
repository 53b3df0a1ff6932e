import { useTranslation } from '@mall/client/lib/use-translation';
import type { CartSource } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { clientHooks } from '../lib/client-hooks';
import { getMarket } from '../lib/market';
import { CART_QUERY_KEY } from './get-cart';

const ADD_PATH: ApiPath<'addToCart'> = '/api/add/cart/confirm';

export interface AddToCartInput {
  product_id: number;
  quantity: number;
  source: CartSource;
  campaign_id?: number;
}

/** Adds to the group's line of the product; the server prices it and checks the MOQ. */
export function addToCart(input: AddToCartInput): Promise<{ id: number; quantity: number; count: number }> {
  return request(ADD_PATH, { method: 'POST', body: { ...input, market: getMarket() } });
}

/** Adds, says so, and refreshes the cart and the tab bar's count. */
export function useAddToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => {
      clientHooks().onSuccess(t('cart.added'));
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
