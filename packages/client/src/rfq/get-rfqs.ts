import { PAGE_SIZE_DEFAULT, type RfqPage, type RfqStatusFilter } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const REQUIREMENTS_PATH: ApiPath<'requirements'> = '/api/buyer/v1/requirement';

export function getRfqs(status: RfqStatusFilter, page: number, signal?: AbortSignal): Promise<RfqPage> {
  return request<RfqPage>(REQUIREMENTS_PATH, {
    query: { status, page, pageSize: PAGE_SIZE_DEFAULT },
    hideLoading: true,
    signal,
  });
}

export function rfqsQueryOptions(status: RfqStatusFilter) {
  return infiniteQueryOptions({
    queryKey: ['rfq', 'list', status],
    queryFn: ({ pageParam, signal }) => getRfqs(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** The buyer's RFQs under a status tab, page after page. */
export function useRfqs(status: RfqStatusFilter) {
  return useInfiniteQuery(rfqsQueryOptions(status));
}
