import type {
  PurchasePlanBody,
  PurchasePlanConversion,
  PurchasePlanDetail,
  PurchasePlanEditBody,
  PurchasePlanIdBody,
  PurchasePlanLinesBody,
  PurchasePlanToRfqBody,
} from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY } from '../cart/get-cart';
import { WORKSTATION_QUERY_KEY } from '../cart/get-quotations';
import { HISTORY_QUERY_KEY } from '../history/get-history';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { PURCHASE_PLANS_QUERY_KEY } from './get-purchase-plans';

const PATHS = {
  create: '/api/buyer/v1/purchase_plans',
  edit: '/api/buyer/v1/purchase_plans/edit',
  submit: '/api/buyer/v1/purchase_plans/submit',
  approve: '/api/buyer/v1/purchase_plans/approve',
  cancel: '/api/buyer/v1/purchase_plans/cancel',
  toCart: '/api/buyer/v1/purchase_plans/to_cart',
  toQuotation: '/api/buyer/v1/purchase_plans/to_quotation',
  toRfq: '/api/buyer/v1/purchase_plans/to_rfq',
} as const satisfies {
  create: ApiPath<'purchasePlanCreate'>;
  edit: ApiPath<'purchasePlanEdit'>;
  submit: ApiPath<'purchasePlanSubmit'>;
  approve: ApiPath<'purchasePlanApprove'>;
  cancel: ApiPath<'purchasePlanCancel'>;
  toCart: ApiPath<'purchasePlanToCart'>;
  toQuotation: ApiPath<'purchasePlanToQuotation'>;
  toRfq: ApiPath<'purchasePlanToRfq'>;
};

/** As JSON: a plan's lines are a list of objects, which a form cannot carry. */
export function savePurchasePlan(body: PurchasePlanBody | PurchasePlanEditBody): Promise<PurchasePlanDetail> {
  return request('id' in body ? PATHS.edit : PATHS.create, { method: 'POST', json: body });
}

export function submitPurchasePlan(body: PurchasePlanIdBody): Promise<PurchasePlanDetail> {
  return request(PATHS.submit, { method: 'POST', json: body });
}

export function approvePurchasePlan(body: PurchasePlanIdBody): Promise<PurchasePlanDetail> {
  return request(PATHS.approve, { method: 'POST', json: body });
}

export function cancelPurchasePlan(body: PurchasePlanIdBody): Promise<PurchasePlanDetail> {
  return request(PATHS.cancel, { method: 'POST', json: body });
}

export function purchasePlanToCart(body: PurchasePlanLinesBody): Promise<PurchasePlanConversion> {
  return request(PATHS.toCart, { method: 'POST', json: body });
}

export function purchasePlanToQuotation(body: PurchasePlanLinesBody): Promise<PurchasePlanConversion> {
  return request(PATHS.toQuotation, { method: 'POST', json: body });
}

export function purchasePlanToRfq(body: PurchasePlanToRfqBody): Promise<PurchasePlanConversion> {
  return request(PATHS.toRfq, { method: 'POST', json: body });
}

/**
 * Any step on a plan re-reads the plans, the History that tells it and, for a conversion, the
 * documents it made (the cart, the quotation requests, the RFQs), whatever the outcome.
 */
function usePlanMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(
        [PURCHASE_PLANS_QUERY_KEY, HISTORY_QUERY_KEY, CART_QUERY_KEY, WORKSTATION_QUERY_KEY, ['rfq']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useSavePurchasePlan = () => usePlanMutation(savePurchasePlan);
export const useSubmitPurchasePlan = () => usePlanMutation(submitPurchasePlan);
export const useApprovePurchasePlan = () => usePlanMutation(approvePurchasePlan);
export const useCancelPurchasePlan = () => usePlanMutation(cancelPurchasePlan);
export const usePurchasePlanToCart = () => usePlanMutation(purchasePlanToCart);
export const usePurchasePlanToQuotation = () => usePlanMutation(purchasePlanToQuotation);
export const usePurchasePlanToRfq = () => usePlanMutation(purchasePlanToRfq);
