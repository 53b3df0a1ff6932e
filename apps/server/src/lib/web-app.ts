import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { H5_BASE_PATH } from '@mall/contract';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The storefront build under /h5/. Vite puts content-hashed files in assets/, which may be cached
 * for good; index.html must be revalidated so a new deployment is picked up at once.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  app.get('/', (_req, reply) => reply.redirect(H5_BASE_PATH));
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'storefront build not found; /h5/ explains how to build it');
    const missing = `The storefront is not built (no index.html in ${webDistDir}). Run \`npm run build\` at the repository root, then restart the server.\n`;
    const explain = (_req: unknown, reply: import('fastify').FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(missing);
    app.get(H5_BASE_PATH.slice(0, -1), explain);
    app.get(`${H5_BASE_PATH}*`, explain);
    return;
  }
  app.get(H5_BASE_PATH.slice(0, -1), (_req, reply) => reply.redirect(H5_BASE_PATH, 301));
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: H5_BASE_PATH,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const fromAssets = path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`);
      reply.header('cache-control', fromAssets ? IMMUTABLE : 'no-cache');
    },
  });
}
