import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ArtKind, PRODUCT_VIEWS } from '../../lib/artwork.js';
import { contentHash } from '../../lib/hash.js';
import { NOTHING_LOADS_POLICY } from '../../lib/security-headers.js';
import { TtlCache } from '../../lib/ttl-cache.js';
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

type PictureRequest = FastifyRequest<{
  Params: { kind: string; id: string; width?: string };
  Querystring: { v?: unknown };
}>;

/** A drawing and its content hash, the `v` of its address. */
interface Drawing {
  svg: string;
  hash: string;
}

/** Drawings kept by address and version: a couple of kilobytes each, as many as the drawn pictures kept. */
const KEPT_DRAWINGS = 4_000;
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Generated catalogue images, as SVG and at the widths pages ask for. Their URLs carry a content
 * hash (`?v=`), so they may be cached for a year; the ETag lets a client that lost its copy
 * revalidate cheaply.
 */
export async function mediaRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const media = createMediaService(options.db);
  const raster = createPictureRaster();
  const kept = new TtlCache<Drawing | null>(KEPT_DRAWINGS, KEPT_FOR_MS, { admitFrequent: true });

  /**
   * The drawing an address names. An address whose `v` is its drawing's hash names those bytes for
   * good (a change gives the item a new `v`), so it is answered from memory without reading the
   * database again; any other address is drawn from the item as it is now.
   */
  async function drawingOf(req: PictureRequest): Promise<Drawing | null> {
    const picture = pictureOf(req.params.kind, req.params.id);
    if (!picture) return null;
    const draw = async () => {
      const svg = await media.draw[picture.kind](picture.id, picture.view);
      return svg === null ? null : { svg, hash: contentHash(svg) };
    };
    const { v } = req.query;
    if (typeof v !== 'string') return draw();
    const drawing = await kept.get(`${req.params.kind}/${req.params.id}/${v}`, draw);
    // No such item: asking again now would only read its absence again.
    if (drawing === null) return null;
    return drawing.hash === v ? drawing : draw();
  }

  app.get('/media/:kind/:id.svg', async (req: PictureRequest, reply) => {
    const drawing = await drawingOf(req);
    if (drawing === null) return notFound(reply);
    // An SVG opened on its own is a document: no scripts, no outside requests.
    reply.header('content-security-policy', NOTHING_LOADS_POLICY);
    if (answeredFromCache(req, reply, `"${drawing.hash}"`)) return reply;
    return reply.type('image/svg+xml').send(drawing.svg);
  });

  app.get('/media/:kind/:id/:width', async (req: PictureRequest, reply) => {
    const width = pictureWidthOf(req.params.width);
    const drawing = width === null ? null : await drawingOf(req);
    if (width === null || drawing === null) return notFound(reply);
    const format = rasterFormatFor(req.headers.accept);
    if (answeredFromCache(req, variesByAccept(reply), `"${drawing.hash}-${width}-${format}"`)) return reply;
    return reply.type(rasterMime(format)).send(await raster(drawing.svg, drawing.hash, width, format));
  });
}
