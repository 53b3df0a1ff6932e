import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../account/get-user-info';
import { siteConfigQueryOptions } from '../site/get-site-config';
import { setVideoSiteReachable } from './client-state';
import { detectLocale, persistLocale } from './language';
import { checkVideoSite } from './video-site';

/**
 * What the phone and desktop front ends do once per page load: renew the language cookie (so the
 * server keeps answering in the language shown), read the session's user (prices depend on it),
 * and check whether product videos can be embedded.
 */
export function startFrontEnd(queryClient: QueryClient): void {
  persistLocale(detectLocale());
  void queryClient.prefetchQuery(userInfoQueryOptions());
  void checkVideoSite(
    async () => (await queryClient.fetchQuery(siteConfigQueryOptions())).video_site_ping_url,
    setVideoSiteReachable,
  );
}
