import type { PurchaseOrderDraft, QuotationRequest } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const QUOTATIONS_PATH: ApiPath<'quotations'> = '/api/buyer/v1/quotations';
const DRAFTS_PATH: ApiPath<'purchaseOrderDrafts'> = '/api/buyer/v1/purchase_order_drafts';

/** Quotation requests and purchase order drafts: what the cart sends to the workstation. */
export const WORKSTATION_QUERY_KEY = ['cart', 'workstation'] as const;

export function getQuotations(signal?: AbortSignal): Promise<{ list: QuotationRequest[] }> {
  return request(QUOTATIONS_PATH, { hideLoading: true, signal });
}

export function getPurchaseOrderDrafts(signal?: AbortSignal): Promise<{ list: PurchaseOrderDraft[] }> {
  return request(DRAFTS_PATH, { hideLoading: true, signal });
}

export function quotationsQueryOptions() {
  return queryOptions({
    queryKey: [...WORKSTATION_QUERY_KEY, 'quotations'],
    queryFn: ({ signal }) => getQuotations(signal),
  });
}

export function purchaseOrderDraftsQueryOptions() {
  return queryOptions({
    queryKey: [...WORKSTATION_QUERY_KEY, 'drafts'],
    queryFn: ({ signal }) => getPurchaseOrderDrafts(signal),
  });
}

export function useQuotations() {
  return useQuery(quotationsQueryOptions());
}

export function usePurchaseOrderDrafts() {
  return useQuery(purchaseOrderDraftsQueryOptions());
}
