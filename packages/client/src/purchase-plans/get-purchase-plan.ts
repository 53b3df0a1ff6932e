import { ErrorCode, type PurchasePlanDetail } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { PURCHASE_PLANS_QUERY_KEY } from './get-purchase-plans';

const PLAN_DETAIL_PATH: ApiPath<'purchasePlanDetail'> = '/api/buyer/v1/purchase_plans/detail';

/** A plan that is not the buyer's is shown as a not-found page, not a toast. */
export function getPurchasePlan(id: number, signal?: AbortSignal): Promise<PurchasePlanDetail> {
  return request<PurchasePlanDetail>(PLAN_DETAIL_PATH, {
    query: { id },
    hideLoading: true,
    signal,
    handledCodes: [ErrorCode.PURCHASE_PLAN_NOT_FOUND],
  });
}

export function purchasePlanQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PURCHASE_PLANS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getPurchasePlan(id, signal),
    enabled: id > 0,
    retry: false,
  });
}

/** A plan with its lines and, per line, what was ordered and received through the documents made from it. */
export function usePurchasePlan(id: number) {
  return useQuery(purchasePlanQueryOptions(id));
}
