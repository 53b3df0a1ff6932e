import { type AccountEventFilter, type AccountEventPage, PAGE_SIZE_DEFAULT } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';

const ACTIVITY_PATH: ApiPath<'accountActivity'> = '/api/buyer/v1/account/activity';

/** Everything read about the account's activity and devices: a change of either re-reads both. */
export const ACCOUNT_ACTIVITY_QUERY_KEY = ['accountActivity'] as const;

export function getAccountActivity(
  page: number,
  filter: AccountEventFilter | undefined,
  signal?: AbortSignal,
  pageSize = PAGE_SIZE_DEFAULT,
): Promise<AccountEventPage> {
  return request(ACTIVITY_PATH, { query: { page, pageSize, filter }, hideLoading: true, signal });
}

export function accountActivityQueryOptions(filter: AccountEventFilter | undefined) {
  return infiniteQueryOptions({
    queryKey: [...ACCOUNT_ACTIVITY_QUERY_KEY, 'events', filter ?? 'all'],
    queryFn: ({ pageParam, signal }) => getAccountActivity(pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The account's activity log, newest first, page after page; `filter` keeps one set of kinds. */
export function useAccountActivity(filter: AccountEventFilter | undefined) {
  return useInfiniteQuery(accountActivityQueryOptions(filter));
}
