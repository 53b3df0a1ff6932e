import type { SiteConfig } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

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
