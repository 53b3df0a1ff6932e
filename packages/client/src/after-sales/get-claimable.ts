import type { AfterSalesClaimable } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { AFTER_SALES_QUERY_KEY } from './get-after-sales';

const CLAIMABLE_PATH: ApiPath<'afterSalesClaimable'> = '/api/buyer/v1/after_sales/claimable';

export function getClaimableLines(
  purchaseOrderId: number | undefined,
  signal?: AbortSignal,
): Promise<AfterSalesClaimable> {
  return request(CLAIMABLE_PATH, {
    query: purchaseOrderId ? { purchase_order_id: purchaseOrderId } : {},
    hideLoading: true,
    signal,
  });
}

export function claimableLinesQueryOptions(purchaseOrderId?: number) {
  return queryOptions({
    queryKey: [...AFTER_SALES_QUERY_KEY, 'claimable', purchaseOrderId ?? 0],
    queryFn: ({ signal }) => getClaimableLines(purchaseOrderId, signal),
  });
}

/** The checked shipment lines a case can still be opened for (of one order, or all), with what is left to claim. */
export function useClaimableLines(purchaseOrderId?: number) {
  return useQuery(claimableLinesQueryOptions(purchaseOrderId));
}
