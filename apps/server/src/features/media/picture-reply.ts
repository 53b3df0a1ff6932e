import { PICTURE_WIDTHS, type PictureWidth } from '@mall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

const WIDTHS = new Set<string>(PICTURE_WIDTHS.map(String));

/** A served width named in a path, or null for any other. */
export function pictureWidthOf(text: string | undefined): PictureWidth | null {
  return text !== undefined && WIDTHS.has(text) ? (Number(text) as PictureWidth) : null;
}

/** A picture that cannot exist is simply not found, like a missing file. */
export const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * Marks a picture whose address never names other bytes as cacheable for a year under `etag`;
 * true when the client's copy is current and a 304 was sent.
 */
export function answeredFromCache(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (req.headers['if-none-match'] !== etag) return false;
  reply.code(304).send();
  return true;
}

/** One address, two formats: a shared cache must keep them apart by what the browser accepts. */
export function variesByAccept(reply: FastifyReply): FastifyReply {
  return reply.header('vary', 'Accept');
}
