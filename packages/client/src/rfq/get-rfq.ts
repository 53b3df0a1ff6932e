import { ErrorCode, type RfqDetail } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const RFQ_DETAIL_PATH: ApiPath<'rfqDetail'> = '/api/buyer/v1/rfq/detail';

/** An unknown (or another buyer's) RFQ is shown as a not-found page, not a toast. */
export function getRfq(id: number, signal?: AbortSignal): Promise<RfqDetail> {
  return request<RfqDetail>(RFQ_DETAIL_PATH, {
    query: { id },
    hideLoading: true,
    signal,
    handledCodes: [ErrorCode.RFQ_NOT_FOUND],
  });
}

export function rfqQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['rfq', 'detail', id],
    queryFn: ({ signal }) => getRfq(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useRfq(id: number) {
  return useQuery(rfqQueryOptions(id));
}
