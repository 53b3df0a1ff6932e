import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { getMarket } from '../lib/market';
import { CART_QUERY_KEY } from './get-cart';

const UPDATE_PATH: ApiPath<'updateCart'> = '/api/update/cart';
const GROUP_UPDATE_PATH: ApiPath<'updateGroupQuantity'> = '/api/skshop/update_quantity';

export interface UpdateCartInput {
  id: number;
  quantity: number;
  /** A group buying line: changed through its own call (SPEC section 7). */
  group: boolean;
}

export function updateCartLine({ id, quantity, group }: UpdateCartInput): Promise<{ id: number; quantity: number }> {
  return request(group ? GROUP_UPDATE_PATH : UPDATE_PATH, {
    query: { id, quantity, market: getMarket() },
    hideLoading: true,
  });
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
