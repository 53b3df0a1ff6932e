import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ArtKind, PRODUCT_VIEWS } from '../../lib/artwork.js';
import { contentHash } from '../../lib/hash.js';
import { createMediaService } from './media.service.js';
import { createPictureRaster, rasterFormatFor, rasterMime } from './picture-raster.js';
import { answeredFromCache, notFound, pictureWidthOf, variesByAccept } from './picture-reply.js';

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

type PictureRequest = FastifyRequest<{ Params: { kind: string; id: string; width?: string } }>;

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

  app.get('/media/:kind/:id.svg', async (req: PictureRequest, reply) => {
    const svg = await drawingOf(req);
    if (svg === null) return notFound(reply);
    // An SVG opened on its own is a document: no scripts, no outside requests.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (answeredFromCache(req, reply, `"${contentHash(svg)}"`)) return reply;
    return reply.type('image/svg+xml').send(svg);
  });

  app.get('/media/:kind/:id/:width', async (req: PictureRequest, reply) => {
    const width = pictureWidthOf(req.params.width);
    const svg = width === null ? null : await drawingOf(req);
    if (width === null || svg === null) return notFound(reply);
    const format = rasterFormatFor(req.headers.accept);
    const hash = contentHash(svg);
    if (answeredFromCache(req, variesByAccept(reply), `"${hash}-${width}-${format}"`)) return reply;
    return reply.type(rasterMime(format)).send(await raster(svg, hash, width, format));
  });
}
