import { type AfterSalesDetail, ErrorCode } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { AFTER_SALES_QUERY_KEY } from './get-after-sales';

const CASE_PATH: ApiPath<'afterSalesDetail'> = '/api/buyer/v1/after_sales/detail';

/** A case that is not the buyer's is shown as a not-found page, not a toast. */
export function getAfterSalesCase(id: number, signal?: AbortSignal): Promise<AfterSalesDetail> {
  return request<AfterSalesDetail>(CASE_PATH, {
    query: { id },
    hideLoading: true,
    signal,
    handledCodes: [ErrorCode.AFTER_SALES_NOT_FOUND],
  });
}

export function afterSalesCaseQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...AFTER_SALES_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getAfterSalesCase(id, signal),
    enabled: id > 0,
    retry: false,
  });
}

/** A case with what the receipt checked and its message thread. */
export function useAfterSalesCase(id: number) {
  return useQuery(afterSalesCaseQueryOptions(id));
}
