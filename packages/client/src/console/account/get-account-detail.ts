import type { AccountDetail } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const DETAIL_PATH: ConsoleApiPath<'accountDetail'> = '/api/console/v1/accounts/detail';

/** An account's company data and its review history (the audit entries on it, newest first). */
export function getAccountDetail(id: number, signal?: AbortSignal): Promise<AccountDetail> {
  return request<AccountDetail>(DETAIL_PATH, { query: { id }, hideLoading: true, signal });
}

export function accountDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['console', 'accounts', 'detail', id],
    queryFn: ({ signal }) => getAccountDetail(id, signal),
  });
}

export function useAccountDetail(id: number | undefined) {
  return useQuery({ ...accountDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
