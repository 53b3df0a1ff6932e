import type { Offer } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKSTATION_QUERY_KEY } from '../cart/get-quotations';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { ORDERS_QUERY_KEY } from '../orders/orders-mutation';
import { OFFERS_QUERY_KEY } from './get-offers';

const ACCEPT_PATH: ApiPath<'offerAccept'> = '/api/buyer/v1/offers/accept';
const DECLINE_PATH: ApiPath<'offerDecline'> = '/api/buyer/v1/offers/decline';

export function acceptOffer(id: number): Promise<{ proforma_invoice_id: number }> {
  return request(ACCEPT_PATH, { method: 'POST', body: { id } });
}

export function declineOffer({ id, reason }: { id: number; reason: string }): Promise<Offer> {
  return request(DECLINE_PATH, { method: 'POST', body: { id, reason } });
}

/**
 * A decision changes the offer, its request, the RFQ it answers and (accepted) the proforma
 * invoices: all are read
 * again, whatever the outcome: a refused one (expired, superseded) then shows why.
 */
function useOfferMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['rfq'] }),
        queryClient.invalidateQueries({ queryKey: WORKSTATION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
      ]),
  });
}

export const useAcceptOffer = () => useOfferMutation(acceptOffer);
export const useDeclineOffer = () => useOfferMutation(declineOffer);
