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

/** Security headers on every answer, pages and API alike: no framing, no sniffing, a strict referrer. */
export function installSecurityHeaders(app: FastifyInstance, videoSitePingUrl: string): void {
  const headers = securityHeaders(videoSitePingUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
