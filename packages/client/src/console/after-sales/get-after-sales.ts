import type { AfterSalesStatus, ConsoleAfterSalesDetail, ConsoleAfterSalesPage } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const QUEUE_PATH: ConsoleApiPath<'afterSalesQueue'> = '/api/console/v1/after_sales';
const CASE_PATH: ConsoleApiPath<'afterSalesCase'> = '/api/console/v1/after_sales/detail';

/** The queue and every case; an action reads them all again. */
export const AFTER_SALES_QUERY_KEY = ['console', 'after-sales'] as const;

export type AfterSalesStatusFilter = 'open' | 'all' | AfterSalesStatus;

export interface AfterSalesQueueQuery {
  status: AfterSalesStatusFilter;
  /** Only the cases past the answer time. */
  overdue: boolean;
  page: number;
  pageSize: number;
}

export function getAfterSalesQueue(query: AfterSalesQueueQuery, signal?: AbortSignal) {
  const { overdue, ...rest } = query;
  return request<ConsoleAfterSalesPage>(QUEUE_PATH, {
    // The server knows `overdue=1` or no filter at all.
    query: { ...rest, overdue: overdue ? '1' : undefined },
    hideLoading: true,
    signal,
  });
}

export function getAfterSalesCase(id: number, signal?: AbortSignal) {
  return request<ConsoleAfterSalesDetail>(CASE_PATH, { query: { id }, hideLoading: true, signal });
}

export function useAfterSalesQueue(query: AfterSalesQueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...AFTER_SALES_QUERY_KEY, 'queue', query],
      queryFn: ({ signal }) => getAfterSalesQueue(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAfterSalesCase(id: number | undefined) {
  return useQuery({
    queryKey: [...AFTER_SALES_QUERY_KEY, 'case', id ?? 0],
    queryFn: ({ signal }) => getAfterSalesCase(id ?? 0, signal),
    enabled: id !== undefined,
  });
}
