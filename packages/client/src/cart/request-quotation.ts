import { useTranslation } from '@mall/client/lib/use-translation';
import type { QuotationRequest } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { clientHooks } from '../lib/client-hooks';
import { getMarket } from '../lib/market';
import { type AddToCartInput, addToCart } from './add-to-cart';
import { CART_QUERY_KEY } from './get-cart';
import { WORKSTATION_QUERY_KEY } from './get-quotations';

const QUOTATION_PATH: ApiPath<'addQuotation'> = '/api/add/quotation';

/** Files cart lines in a quoting group (the default one when none is given). */
export function requestQuotation(input: { ids: number[]; group_id?: number }): Promise<QuotationRequest> {
  return request(QUOTATION_PATH, {
    method: 'POST',
    body: { ids: input.ids.join(','), group_id: input.group_id, market: getMarket() },
  });
}

function useQuotationDone() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (filed: QuotationRequest) => {
    clientHooks().onSuccess(t('quotation.requested', { group: filed.group_name }));
    void queryClient.invalidateQueries({ queryKey: WORKSTATION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
  };
}

export function useRequestQuotation() {
  return useMutation({ mutationFn: requestQuotation, onSuccess: useQuotationDone() });
}

/** From a product page: the product goes to the cart, then its line into the default quoting group. */
export function useRequestQuotationFor() {
  return useMutation({
    mutationFn: async (input: AddToCartInput) => requestQuotation({ ids: [(await addToCart(input)).id] }),
    onSuccess: useQuotationDone(),
  });
}
