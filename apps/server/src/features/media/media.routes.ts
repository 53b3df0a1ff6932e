import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ArtKind, PRODUCT_VIEWS } from '../../lib/artwork.js';
import { contentHash } from '../../lib/hash.js';
import { createMediaService } from './media.service.js';

const KINDS = new Set<string>(['product', 'category', 'banner'] satisfies ArtKind[]);
const isKind = (kind: string): kind is ArtKind => KINDS.has(kind);
/** `12` is an item's picture; `12-2` is view 2 of a product's gallery. */
const PICTURE_ID = /^([1-9]\d{0,8})(?:-([1-9]))?$/;

function pictureOf(kind: string, id: string): { kind: ArtKind; id: number; view: number } | null {
  const match = PICTURE_ID.exec(id);
  if (!match || !isKind(kind)) return null;
  const view = Number(match[2] ?? 0);
  if (view > 0 && (kind !== 'product' || view >= PRODUCT_VIEWS)) return null;
  return { kind, id: Number(match[1]), view };
}

/**
 * Generated catalogue images. Their URLs carry a content hash (`?v=`), so they may be cached for a
 * year; the ETag lets a client that lost its copy revalidate cheaply.
 */
export async function mediaRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const media = createMediaService(options.db);
  app.get<{ Params: { kind: string; id: string } }>('/media/:kind/:id.svg', async (req, reply) => {
    const picture = pictureOf(req.params.kind, req.params.id);
    // A picture that cannot exist is simply not found, like a missing file.
    const svg = picture ? await media.draw[picture.kind](picture.id, picture.view) : null;
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
