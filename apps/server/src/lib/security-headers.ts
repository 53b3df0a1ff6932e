import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the built storefront runs under (decision 017): scripts only from
 * the site (plus compiling the barcode reader's WebAssembly), never inline; inline style attributes
 * are allowed because antd-mobile sets them. `videoSiteOrigin` is the origin of the launch check's
 * image; product videos are https embeds from catalogue data, so frames allow any https page.
 * The storefront's service worker (`/h5/sw.js`) and manifest come from the site (decision 032).
 */
export function contentSecurityPolicy(videoSiteOrigin: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', videoSiteOrigin],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ['https:'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * Helmet's headers for the mall, worked out once: none depends on the request (no nonces), and
 * helmet's Fastify plugin builds the whole middleware again on every request, parsing the policy
 * each time (bench/overhead.mjs found it a tenth of a trivial read's time).
 */
export function securityHeaders(videoSitePingUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(new URL(videoSitePingUrl).origin),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The policy of an answer that is never a page loading anything (JSON, a file, a picture): nothing
 * loads, and only inline style applies, which the browser's own viewer of a picture opened on its
 * own sets.
 */
export const NOTHING_LOADS_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Of a page's headers, those that mean something on an answer no browser renders as a page. */
const API_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
] as const;

/**
 * An API answer's security headers (decision 055): the page's policy is for documents that load
 * scripts and pictures, and weighs a kilobyte on every JSON answer; an answer under `/api/` gets
 * a policy that allows nothing, with no framing, no sniffing, a strict referrer and HSTS.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': NOTHING_LOADS_POLICY };
  for (const name of API_HEADERS) headers[name] = pageHeaders[name] as string;
  return headers;
}

/** Security headers on every answer, pages and API alike: no framing, no sniffing, a strict referrer. */
export function installSecurityHeaders(app: FastifyInstance, videoSitePingUrl: string): void {
  const pages = securityHeaders(videoSitePingUrl);
  const api = apiSecurityHeaders(pages);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : pages);
    done();
  });
}
