import type { AuditEntry, Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const AUDIT_PATH: ConsoleApiPath<'audit'> = '/api/console/v1/audit';

export interface AuditQuery {
  entity: string;
  entity_id: string;
  page: number;
  pageSize: number;
}

export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return request<Page<AuditEntry>>(AUDIT_PATH, {
    query: { ...query, entity: query.entity.trim() || undefined, entity_id: query.entity_id.trim() || undefined },
    hideLoading: true,
    signal,
  });
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['console', 'audit', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
