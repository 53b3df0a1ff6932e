import { request } from '@mall/client/lib/api-client';
import type { ApiPath } from '@mall/client/lib/api-path';
import type { SiteConfig } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

const SITE_CONFIG_PATH: ApiPath<'siteConfig'> = '/api/site/config';

/** Run-time settings; read silently at launch. */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return request(SITE_CONFIG_PATH, { silent: true, signal });
}

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
