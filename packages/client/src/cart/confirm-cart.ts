import { useTranslation } from '@mall/client/lib/use-translation';
import type { CartConfirmableSource, ConfirmCartResult } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { formatPrice } from '../lib/format-price';
import { getMarket } from '../lib/market';
import { useQueryScope } from '../lib/query-scope';
import { ORDERS_QUERY_KEY } from '../orders/orders-mutation';
import type { ConfirmationPlan } from './confirmation-plan';
import { CART_QUERY_KEY } from './get-cart';
import { WORKSTATION_QUERY_KEY } from './get-quotations';

const CONFIRM_PATH: ApiPath<'confirmCart'> = '/api/skshop/shopcartconfirm';

/**
 * Group buying lines commit to their campaigns; mall lines become purchase orders. All are
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
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}

/** What a reviewed confirmation did: one sentence per part, and the purchase orders it placed. */
export interface PlanConfirmed {
  summary: string;
  orderIds: number[];
}

/**
 * Sends what the review showed, one part after the other; a failed part stops there (the API
 * client has said why). `onPart` hears the lines of each part once they are confirmed.
 */
export function useConfirmPlan() {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  const confirm = useConfirmCart();
  const run = async (plan: ConfirmationPlan, onPart: (ids: number[]) => void): Promise<PlanConfirmed> => {
    const done: string[] = [];
    const orderIds: number[] = [];
    for (const part of plan.parts) {
      const ids = part.lines.map((line) => line.id);
      const result = await confirm.mutateAsync({ source: part.source, ids });
      onPart(ids);
      const total = formatPrice(result.total, result.currency, lang);
      if (result.source === 'group_buying') {
        done.push(t('cart.confirmedGroup', { total }));
      } else {
        orderIds.push(...result.purchase_orders.map((order) => order.id));
        done.push(
          t('cart.confirmedMall', { numbers: result.purchase_orders.map((order) => order.number).join(', '), total }),
        );
      }
    }
    return { summary: done.join(' '), orderIds };
  };
  return { run, isPending: confirm.isPending };
}
