import { userInfoQueryOptions } from '@mall/client/account/get-user-info';
import { setVideoSiteReachable } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { persistLocale } from '@mall/client/lib/language';
import { siteConfigQueryOptions } from '@mall/client/site/get-site-config';
import type { Locale } from '@mall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirectToDesktop } from '../lib/pc-redirect';
import { checkVideoSite } from '../lib/video-site';

/**
 * What happens once per page load, before the first render. Returns false when the browser is
 * being sent to the desktop site, so that nothing is rendered.
 */
export function launch(queryClient: QueryClient): boolean {
  if (redirectToDesktop(window.location, navigator.userAgent)) return false;
  // Renews the cookie (1 day) so the server keeps answering in the language shown.
  persistLocale(i18n.language as Locale);
  void queryClient.prefetchQuery(userInfoQueryOptions());
  void checkVideoSite(
    async () => (await queryClient.fetchQuery(siteConfigQueryOptions())).video_site_ping_url,
    setVideoSiteReachable,
  );
  return true;
}
