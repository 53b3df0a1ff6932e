import type { CartConfirmableSource, ConfirmCartResult } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { getMarket } from '../lib/market';
import { CART_QUERY_KEY } from './get-cart';
import { WORKSTATION_QUERY_KEY } from './get-quotations';

const CONFIRM_PATH: ApiPath<'confirmCart'> = '/api/skshop/shopcartconfirm';

/**
 * Group buying lines commit to their campaigns; mall lines become a purchase order draft. All are
 * lines of the stored market's cart, which the server checks.
 */
export function confirmCart(input: { source: CartConfirmableSource; ids: number[] }): Promise<ConfirmCartResult> {
  return request(CONFIRM_PATH, {
    method: 'POST',
    body: { source: input.source, ids: input.ids.join(','), market: getMarket() },
  });
}

export function useConfirmCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCart,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: WORKSTATION_QUERY_KEY });
    },
  });
}
