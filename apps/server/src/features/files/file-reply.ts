import { ErrorCode, isImageUpload, type PictureWidth } from '@mall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.js';
import { createUploadRaster, rasterFormatFor, rasterMime } from '../media/picture-raster.js';
import { variesByAccept } from '../media/picture-reply.js';
import type { FileRow, FilesService, FileViewer } from './files.service.js';

/** A stored upload's headers: pictures shown inline, documents downloaded under their own name. */
function described(reply: FastifyReply, file: Omit<FileRow, 'data'>): FastifyReply {
  const disposition = isImageUpload(file.kind) ? 'inline' : 'attachment';
  return reply
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600');
}

/**
 * Answers a buyer's upload to whoever may read it: its bytes as stored, or a picture at a served
 * width (`width`), WebP where the browser takes it, so that a photograph taken at 4,000 px reaches
 * a list of RFQs at the width it is drawn. A resized picture is kept by the file's id (its bytes
 * never change under it), and answered once the viewer's right to it has been read.
 */
export function createFileReplies(files: FilesService) {
  const resized = createUploadRaster();
  return async function sendStoredFile(
    req: FastifyRequest,
    reply: FastifyReply,
    query: { id: string; width?: PictureWidth | undefined },
    viewer: FileViewer,
  ): Promise<FastifyReply> {
    if (query.width === undefined) {
      const file = await files.read(query.id, viewer);
      return described(reply, file).type(file.mime).send(file.data);
    }
    const file = await files.find(query.id, viewer);
    if (!isImageUpload(file.kind)) throw fieldError('width', 'pictureWidth');
    const webp = rasterFormatFor(req.headers.accept) === 'webp';
    const picture = await resized(file.id, query.width, webp, () => files.read(file.id, viewer));
    if (!picture) throw new AppError(ErrorCode.FILE_NOT_FOUND);
    return described(variesByAccept(reply), file).type(rasterMime(picture.format)).send(picture.bytes);
  };
}

export type SendStoredFile = ReturnType<typeof createFileReplies>;
