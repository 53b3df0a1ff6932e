import type { OperatorItem, Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const OPERATORS_PATH: ConsoleApiPath<'operators'> = '/api/console/v1/operators';

export interface OperatorsQuery {
  page: number;
  pageSize: number;
}

export function getOperators(query: OperatorsQuery, signal?: AbortSignal): Promise<Page<OperatorItem>> {
  return request<Page<OperatorItem>>(OPERATORS_PATH, { query: { ...query }, hideLoading: true, signal });
}

export function operatorsQueryOptions(query: OperatorsQuery) {
  return queryOptions({
    queryKey: ['console', 'operators', query],
    queryFn: ({ signal }) => getOperators(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOperators(query: OperatorsQuery) {
  return useQuery(operatorsQueryOptions(query));
}
