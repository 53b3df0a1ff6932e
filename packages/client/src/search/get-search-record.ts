import type { SearchRecord } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { isLoggedIn, useClientState } from '../lib/client-state';

const SEARCH_RECORD_PATH: ApiPath<'searchRecord'> = '/api/shop/search_record';

/** A member's history, kept on the server, newest first. */
export function getSearchRecord(signal?: AbortSignal): Promise<{ list: SearchRecord[] }> {
  return request(SEARCH_RECORD_PATH, { hideLoading: true, signal });
}

export const searchRecordQueryKey = ['search', 'record'] as const;

export function searchRecordQueryOptions(member: boolean) {
  return queryOptions({
    queryKey: searchRecordQueryKey,
    queryFn: ({ signal }) => getSearchRecord(signal),
    enabled: member,
  });
}

/** Only for a member: a visitor's history lives in this browser (components/local-history.ts). */
export function useSearchRecord() {
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  return useQuery(searchRecordQueryOptions(member));
}
