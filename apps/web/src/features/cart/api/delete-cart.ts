import { request } from '@mall/client/lib/api-client';
import type { ApiPath } from '@mall/client/lib/api-path';
import { getMarket } from '@mall/client/lib/market';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
