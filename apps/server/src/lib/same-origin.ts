import { ERROR_MESSAGES, ErrorCode } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
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
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const source = req.headers.origin ?? req.headers.referer;
    if (source === undefined) return;
    if (hostOf(source) === req.host) return;
    return sendFailure(reply, 403, ErrorCode.FORBIDDEN, ERROR_MESSAGES[requestLocale(req)][ErrorCode.FORBIDDEN]);
  });
}
