import type { FastifyInstance } from 'fastify';
import { createUploadRaster, rasterFormatFor, rasterMime } from './picture-raster.js';
import { answeredFromCache, notFound, pictureWidthOf, variesByAccept } from './picture-reply.js';

export interface UploadSource {
  /** An upload's bytes by the file part of its address; null when there is none (or the name is not one). */
  read(file: string): Promise<{ mime: string; data: Buffer } | null>;
  /**
   * Whether an upload that can be removed is still there: asked before a kept picture is answered,
   * so a removed one is not. Uploads never removed leave it out.
   */
  present?(file: string): Promise<boolean>;
}

/**
 * Serves the uploads under `path` at the widths pages draw them (`<path>/<file>/<width>`), WebP
 * where taken, resized once and kept (picture-raster.ts `createUploadRaster`).
 */
export function serveUploadsAtWidths(app: FastifyInstance, path: string, source: UploadSource): void {
  const resized = createUploadRaster();
  app.get<{ Params: { file: string; width: string } }>(`${path}/:file/:width`, async (req, reply) => {
    const { file } = req.params;
    const width = pictureWidthOf(req.params.width);
    if (width === null || (source.present && !(await source.present(file)))) return notFound(reply);
    const webp = rasterFormatFor(req.headers.accept) === 'webp';
    const picture = await resized(file, width, webp, () => source.read(file));
    if (!picture) return notFound(reply);
    if (answeredFromCache(req, variesByAccept(reply), `"${file}-${width}-${picture.format}"`)) return reply;
    return reply.type(rasterMime(picture.format)).send(picture.bytes);
  });
}
