import { PICTURE_WIDTHS, type PictureWidth } from '@mall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ArtKind, PRODUCT_VIEWS } from '../../lib/artwork.js';
import { contentHash } from '../../lib/hash.js';
import { createMediaService } from './media.service.js';
import { createPictureRaster, rasterFormatFor, rasterMime } from './picture-raster.js';

const KINDS = new Set<string>(['product', 'category', 'banner'] satisfies ArtKind[]);
const isKind = (kind: string): kind is ArtKind => KINDS.has(kind);
/** `12` is an item's picture; `12-2` is view 2 of a product's gallery. */
const PICTURE_ID = /^([1-9]\d{0,8})(?:-([1-9]))?$/;
const WIDTHS = new Set<string>(PICTURE_WIDTHS.map(String));

function pictureOf(kind: string, id: string): { kind: ArtKind; id: number; view: number } | null {
  const match = PICTURE_ID.exec(id);
  if (!match || !isKind(kind)) return null;
  const view = Number(match[2] ?? 0);
  if (view > 0 && (kind !== 'product' || view >= PRODUCT_VIEWS)) return null;
  return { kind, id: Number(match[1]), view };
}

type PictureRequest = FastifyRequest<{ Params: { kind: string; id: string; width?: string } }>;

/** A picture that cannot exist is simply not found, like a missing file. */
const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * Generated catalogue images, as SVG and at the widths pages ask for. Their URLs carry a content
 * hash (`?v=`), so they may be cached for a year; the ETag lets a client that lost its copy
 * revalidate cheaply.
 */
export async function mediaRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const media = createMediaService(options.db);
  const raster = createPictureRaster();

  async function drawingOf(req: PictureRequest): Promise<string | null> {
    const picture = pictureOf(req.params.kind, req.params.id);
    return picture ? media.draw[picture.kind](picture.id, picture.view) : null;
  }

  /** The year-long caching headers; true when the client's copy is current and a 304 was sent. */
  function cached(req: PictureRequest, reply: FastifyReply, etag: string): boolean {
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (req.headers['if-none-match'] !== etag) return false;
    reply.code(304).send();
    return true;
  }

  app.get('/media/:kind/:id.svg', async (req: PictureRequest, reply) => {
    const svg = await drawingOf(req);
    if (svg === null) return notFound(reply);
    reply
      // An SVG opened on its own is a document: no scripts, no outside requests.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff');
    if (cached(req, reply, `"${contentHash(svg)}"`)) return reply;
    return reply.type('image/svg+xml').send(svg);
  });

  app.get('/media/:kind/:id/:width', async (req: PictureRequest, reply) => {
    const width = req.params.width ?? '';
    const svg = WIDTHS.has(width) ? await drawingOf(req) : null;
    if (svg === null) return notFound(reply);
    const format = rasterFormatFor(req.headers.accept);
    const hash = contentHash(svg);
    // One address, two formats: a shared cache must keep them apart by what the browser accepts.
    reply.header('vary', 'Accept').header('x-content-type-options', 'nosniff');
    if (cached(req, reply, `"${hash}-${width}-${format}"`)) return reply;
    const picture = await raster(svg, hash, Number(width) as PictureWidth, format);
    return reply.type(rasterMime(format)).send(picture);
  });
}
