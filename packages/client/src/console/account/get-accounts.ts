import type { AccountReviewFilter, Page, ReviewedAccount } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const ACCOUNTS_PATH: ConsoleApiPath<'accounts'> = '/api/console/v1/accounts';

export interface AccountsQuery {
  status: AccountReviewFilter;
  keyword: string;
  page: number;
  pageSize: number;
}

export function getAccounts(query: AccountsQuery, signal?: AbortSignal): Promise<Page<ReviewedAccount>> {
  return request<Page<ReviewedAccount>>(ACCOUNTS_PATH, {
    query: { ...query, keyword: query.keyword.trim() || undefined },
    hideLoading: true,
    signal,
  });
}

export function accountsQueryOptions(query: AccountsQuery) {
  return queryOptions({
    queryKey: ['console', 'accounts', 'list', query],
    queryFn: ({ signal }) => getAccounts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(query: AccountsQuery) {
  return useQuery(accountsQueryOptions(query));
}
