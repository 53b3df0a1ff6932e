import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import type { ApiPath } from '../../../lib/api-path';
import { getMarket } from '../../../lib/market';
import { CART_QUERY_KEY } from './get-cart';
import { WORKSTATION_QUERY_KEY } from './get-quotations';

const CONFIRM_PATH: ApiPath<'confirmCart'> = '/api/skshop/shopcartconfirm';

export interface ConfirmResult {
  source: 'group_buying' | 'mall';
  lines: number;
  purchase_order_draft_id: number | null;
}

/** Group buying lines commit to their campaigns; mall lines become a purchase order draft. */
export function confirmCart(input: { source: 'group_buying' | 'mall'; ids: number[] }): Promise<ConfirmResult> {
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
