const PROBE_ORIGIN = 'https://in-app.invalid';

/**
 * The `redirect` of a login page, made safe: an in-app path (with its query) or the fallback.
 * Anything that could leave the site is refused: a scheme (`https:`, `javascript:`), a
 * protocol-relative `//host`, backslashes (which browsers read as slashes), whitespace or control
 * characters, and the login page itself (which would loop).
 */
export function safeInAppPath(
  raw: string | null | undefined,
  { fallback, loginPath }: { fallback: string; loginPath: string },
): string {
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
  if (url.pathname === loginPath) return fallback;
  return `${url.pathname}${url.search}`;
}
