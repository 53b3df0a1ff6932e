/** Addresses that mean "every interface": a link needs a name a browser can open instead. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Where links in mails point when PUBLIC_URL is unset: the address the server listens on, decided
 * at start. Never a request's Host or X-Forwarded-Host, which the sender of the request chooses.
 */
export function listenedBaseUrl(host: string, port: number, secure = false): string {
  const name = ANY_INTERFACE.has(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const scheme = secure ? 'https' : 'http';
  return port === (secure ? 443 : 80) ? `${scheme}://${name}` : `${scheme}://${name}:${port}`;
}
