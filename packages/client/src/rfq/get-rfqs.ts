import { PAGE_SIZE_DEFAULT, type RfqPage, type RfqStatusFilter } from '@mall/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { allPages } from '../lib/all-pages';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';

const REQUIREMENTS_PATH: ApiPath<'requirements'> = '/api/buyer/v1/requirement';

export function getRfqs(
  status: RfqStatusFilter,
  page: number,
  signal?: AbortSignal,
  pageSize = PAGE_SIZE_DEFAULT,
): Promise<RfqPage> {
  return request<RfqPage>(REQUIREMENTS_PATH, {
    query: { status, page, pageSize },
    hideLoading: true,
    signal,
  });
}

export function rfqsQueryOptions(status: RfqStatusFilter) {
  return infiniteQueryOptions({
    queryKey: ['rfq', 'list', status],
    queryFn: ({ pageParam, signal }) => getRfqs(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The buyer's RFQs under a status tab, page after page. */
export function useRfqs(status: RfqStatusFilter) {
  return useInfiniteQuery(rfqsQueryOptions(status));
}

/** Every one of the buyer's RFQs, newest first: the desk's table. */
export function allRfqsQueryOptions() {
  return queryOptions({
    queryKey: ['rfq', 'all'],
    queryFn: ({ signal }) => allPages((page, pageSize) => getRfqs('all', page, signal, pageSize)),
  });
}
