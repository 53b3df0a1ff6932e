import type { QuotationRequest } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const QUOTATIONS_PATH: ApiPath<'quotations'> = '/api/buyer/v1/quotations';

/** Quotation requests: what the cart sends to the workstation to be quoted. */
export const WORKSTATION_QUERY_KEY = ['cart', 'workstation'] as const;

export function getQuotations(signal?: AbortSignal): Promise<{ list: QuotationRequest[] }> {
  return request(QUOTATIONS_PATH, { hideLoading: true, signal });
}

export function quotationsQueryOptions() {
  return queryOptions({
    queryKey: [...WORKSTATION_QUERY_KEY, 'quotations'],
    queryFn: ({ signal }) => getQuotations(signal),
  });
}

export function useQuotations() {
  return useQuery(quotationsQueryOptions());
}
