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

const PROBE_ORIGIN = 'https://in-app.invalid';

/**
 * The `redirect` of the login page, made safe: an in-app route (`/pages/...`, with its query) or
 * the home page. Anything that could leave the site is refused: a scheme (`https:`, `javascript:`),
 * a protocol-relative `//host`, backslashes (which browsers read as slashes), whitespace or control
 * characters, and the login page itself (which would loop).
 */
export function safeRedirect(raw: string | null | undefined): string {
  const fallback = PAGES.home.route;
  if (typeof raw !== 'string' || raw === '' || raw.length > 2000) return fallback;
  // A leading single slash: no scheme (`https:`, `javascript:`) and no `//host` can come first.
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname === PAGES.login.route) return fallback;
  return `${url.pathname}${url.search}`;
}
