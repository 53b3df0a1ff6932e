import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ArtKind } from '../../lib/artwork.js';
import { contentHash } from '../../lib/hash.js';
import { createMediaService } from './media.service.js';

const KINDS = new Set<string>(['product', 'category', 'banner'] satisfies ArtKind[]);
const isKind = (kind: string): kind is ArtKind => KINDS.has(kind);

/**
 * Generated catalogue images. Their URLs carry a content hash (`?v=`), so they may be cached for a
 * year; the ETag lets a client that lost its copy revalidate cheaply.
 */
export async function mediaRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const media = createMediaService(options.db);
  app.get<{ Params: { kind: string; id: string } }>('/media/:kind/:id.svg', async (req, reply) => {
    const { kind, id } = req.params;
    // A picture that cannot exist is simply not found, like a missing file.
    const svg = isKind(kind) && /^[1-9]\d{0,8}$/.test(id) ? await media.draw[kind](Number(id)) : null;
    if (svg === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const etag = `"${contentHash(svg)}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      // An SVG opened on its own is a document: no scripts, no outside requests.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
