import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { getMarket } from '../lib/market';
import { CART_QUERY_KEY } from './get-cart';

const DELETE_PATH: ApiPath<'deleteCart'> = '/api/delete/cart';

export function deleteCartLines(ids: number[]): Promise<{ deleted: number; count: number }> {
  return request(DELETE_PATH, { query: { id: ids.join(','), market: getMarket() } });
}

export function useDeleteCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLines,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
