import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Security headers on every answer, pages and API alike: no framing, no sniffing, a strict referrer. */
export async function installSecurityHeaders(app: FastifyInstance, videoSitePingUrl: string): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(new URL(videoSitePingUrl).origin),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
