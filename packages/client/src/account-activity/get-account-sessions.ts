import type { AccountSessionList } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { ACCOUNT_ACTIVITY_QUERY_KEY } from './get-account-activity';

const SESSIONS_PATH: ApiPath<'accountSessions'> = '/api/buyer/v1/account/sessions';

export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionList> {
  return request(SESSIONS_PATH, { hideLoading: true, signal });
}

export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_ACTIVITY_QUERY_KEY, 'sessions'],
    queryFn: ({ signal }) => getAccountSessions(signal),
  });
}

/** The devices signed in to the account, the one in hand first. */
export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}
