import type { Dashboard } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const DASHBOARD_PATH: ConsoleApiPath<'dashboard'> = '/api/console/v1/dashboard';

/** The counts re-read every minute while the page is open: they are what waits for action. */
const REFRESH_MS = 60_000;

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return request<Dashboard>(DASHBOARD_PATH, { hideLoading: true, signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['console', 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: REFRESH_MS,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
