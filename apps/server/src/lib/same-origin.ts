import { ERROR_MESSAGES, ErrorCode } from '@mall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { sendFailure } from './http-errors.js';
import { requestLocale } from './locale.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard: a state-changing request that a browser marks as coming from
 * another site is refused. Requests with neither Origin nor Referer come from non-browser clients.
 */
export function installSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    const source = req.headers.origin ?? req.headers.referer;
    if (SAFE_METHODS.has(req.method) || source === undefined || hostOf(source) === req.host) {
      done();
      return;
    }
    sendFailure(reply, 403, ErrorCode.FORBIDDEN, ERROR_MESSAGES[requestLocale(req)][ErrorCode.FORBIDDEN]);
  });
}

/**
 * For the GET calls of SPEC section 7 that change state (cart updates and deletes): a GET is
 * not protected by the check above and a cross-site link carries a Lax cookie, so these accept
 * only a request the browser marks as coming from the site itself, or one with a matching Origin.
 */
export function requireSameSite(req: FastifyRequest): void {
  if (req.headers['sec-fetch-site'] === 'same-origin') return;
  const origin = req.headers.origin;
  if (origin !== undefined && hostOf(origin) === req.host) return;
  throw new AppError(ErrorCode.FORBIDDEN);
}
