import type { MailStatus, OutboxMail, Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const OUTBOX_PATH: ConsoleApiPath<'outbox'> = '/api/console/v1/outbox';

export interface OutboxQuery {
  /** Every state when absent. */
  status?: MailStatus;
  to: string;
  page: number;
  pageSize: number;
}

export function getOutbox(query: OutboxQuery, signal?: AbortSignal): Promise<Page<OutboxMail>> {
  return request<Page<OutboxMail>>(OUTBOX_PATH, {
    query: { ...query, to: query.to.trim() || undefined },
    hideLoading: true,
    signal,
  });
}

export function outboxQueryOptions(query: OutboxQuery) {
  return queryOptions({
    queryKey: ['console', 'outbox', query],
    queryFn: ({ signal }) => getOutbox(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(query: OutboxQuery) {
  return useQuery(outboxQueryOptions(query));
}
