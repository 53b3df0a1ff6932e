import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFERS_QUERY_KEY } from '../offers/get-offers';

/** Every list and detail of the buyer's proforma invoices, purchase orders and shipments. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/**
 * A step on one document moves the others (a confirm makes an order, a receipt moves the order's
 * progress): those on screen are read again, whatever the outcome, so a refused step shows the
 * current state; the others are dropped, so the page a step leads to never shows them as they were.
 */
export function useOrdersMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      for (const queryKey of [ORDERS_QUERY_KEY, OFFERS_QUERY_KEY])
        queryClient.removeQueries({ queryKey, type: 'inactive' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY }),
      ]);
    },
  });
}
