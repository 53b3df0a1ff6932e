import { safeInAppPath } from '@mall/client/lib/safe-redirect';
import { PAGES } from '@mall/contract';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Until the router registers itself, navigation falls back to the hash (the app is hash-routed). */
let navigate: Navigate = (to) => {
  window.location.hash = to;
};

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

/** The in-app route being shown (path and query of the hash). */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/** The login page, told where to return: an in-app route, so that it can never redirect off-site. */
export function loginUrl(redirect: string): string {
  return `${PAGES.login.route}?redirect=${encodeURIComponent(redirect)}`;
}

/** The login page's `redirect` made safe: an in-app route, or the home page (lib/safe-redirect.ts). */
export function safeRedirect(raw: string | null | undefined): string {
  return safeInAppPath(raw, { fallback: PAGES.home.route, loginPath: PAGES.login.route });
}
