import { isMobileUserAgent } from '@mall/contract';

/** The decoded `pc_url` of a hash such as `#/pages/home/index?pc_url=https%3A%2F%2F...`, when it is a web address. */
export function pcUrlFromHash(hash: string): string | undefined {
  const match = /[?&#]pc_url=([^&]*)/.exec(hash);
  if (!match?.[1]) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  // Only web addresses: a `javascript:` or `data:` value must never be followed.
  return /^https?:\/\//i.test(decoded) ? decoded : undefined;
}

/** SPEC section 2: on a non-mobile device a hash holding `pc_url` sends the browser to the desktop page. */
export function redirectToDesktop(location: Pick<Location, 'hash' | 'replace'>, userAgent: string): boolean {
  if (isMobileUserAgent(userAgent)) return false;
  const target = pcUrlFromHash(location.hash);
  if (!target) return false;
  location.replace(target);
  return true;
}
