import { safeInAppPath } from '@mall/client/lib/safe-redirect';
import { DESKTOP_PAGES } from '@mall/contract';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Until the router registers itself, a plain page load. */
let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

/** The login page, told where to come back to. */
export function loginAddress(redirect: string): string {
  return `${DESKTOP_PAGES.login.path}?redirect=${encodeURIComponent(redirect)}`;
}

/** The login page's `redirect` made safe: a page of this site, or the desktop home page. */
export function safeRedirect(raw: string | null | undefined): string {
  return safeInAppPath(raw, { fallback: DESKTOP_PAGES.home.path, loginPath: DESKTOP_PAGES.login.path });
}
