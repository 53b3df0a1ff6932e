import {
  type HistoryDocumentType,
  type HistoryPage,
  type HistoryQuery,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '@mall/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';
import { ORDERS_QUERY_KEY } from '../orders/orders-mutation';

const HISTORY_PATH: ApiPath<'history'> = '/api/buyer/v1/history';

/** Under the documents' key: a step on a document reads its history again. */
export const HISTORY_QUERY_KEY = [...ORDERS_QUERY_KEY, 'history'] as const;

/** What the History page narrows to: a kind of document and a span of days. */
export type HistoryFilter = Pick<HistoryQuery, 'type' | 'from' | 'to'>;

/** Days asked for are the reader's days: with a range, the server is told the browser's time zone. */
export function getHistory(query: Partial<HistoryQuery>, signal?: AbortSignal): Promise<HistoryPage> {
  const zone = query.from || query.to ? { tz: Intl.DateTimeFormat().resolvedOptions().timeZone } : {};
  return request(HISTORY_PATH, {
    query: { pageSize: PAGE_SIZE_DEFAULT, ...zone, ...query },
    hideLoading: true,
    signal,
  });
}

export function historyQueryOptions(filter: HistoryFilter) {
  return infiniteQueryOptions({
    queryKey: [...HISTORY_QUERY_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) => getHistory({ ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Everything that happened to the buyer's documents, newest first, page after page. */
export function useHistory(filter: HistoryFilter) {
  return useInfiniteQuery(historyQueryOptions(filter));
}

export function documentHistoryQueryOptions(type: HistoryDocumentType, id: number) {
  return queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, 'document', type, id],
    queryFn: ({ signal }) => getHistory({ type, id, pageSize: PAGE_SIZE_MAX }, signal),
  });
}

/** One document's timeline, newest first (its latest hundred steps: far more than a document takes). */
export function useDocumentHistory(type: HistoryDocumentType, id: number) {
  return useQuery(documentHistoryQueryOptions(type, id));
}
