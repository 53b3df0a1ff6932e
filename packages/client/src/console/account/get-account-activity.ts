import type { AccountEventPage } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const ACTIVITY_PATH: ConsoleApiPath<'accountActivity'> = '/api/console/v1/accounts/activity';

/** Everything read about one buyer's log and devices: signing the devices out re-reads both. */
export const accountActivityKey = (buyerId: number) => ['console', 'accounts', 'activity', buyerId] as const;

export interface AccountActivityQuery {
  buyerId: number;
  page: number;
  pageSize: number;
}

export function getAccountActivity(query: AccountActivityQuery, signal?: AbortSignal): Promise<AccountEventPage> {
  return request<AccountEventPage>(ACTIVITY_PATH, {
    query: { buyer_id: query.buyerId, page: query.page, pageSize: query.pageSize },
    hideLoading: true,
    signal,
  });
}

export function accountActivityQueryOptions(query: AccountActivityQuery) {
  return queryOptions({
    queryKey: [...accountActivityKey(query.buyerId), 'events', query.page, query.pageSize],
    queryFn: ({ signal }) => getAccountActivity(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of a buyer's activity log, newest first. */
export function useAccountActivity(query: AccountActivityQuery) {
  return useQuery(accountActivityQueryOptions(query));
}
