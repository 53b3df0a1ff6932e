import { followNetworkStatusInQueries } from '@mall/client/lib/network-status';
import { startFrontEnd } from '@mall/client/lib/start-front-end';
import type { QueryClient } from '@tanstack/react-query';
import { redirectToDesktop } from '../lib/pc-redirect';

/**
 * What happens once per page load, before the first render. Returns false when the browser is
 * being sent to the desktop site, so that nothing is rendered.
 */
export function launch(queryClient: QueryClient): boolean {
  if (redirectToDesktop(window.location, navigator.userAgent)) return false;
  startFrontEnd(queryClient);
  followNetworkStatusInQueries();
  return true;
}
