import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes as it is: the compressed headers and framing would outweigh the gain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 4 compresses JSON about as well as gzip -9 at a fraction of the default
 * quality 11's time, which would cost more per answer than the network saves.
 */
const BROTLI_QUALITY = 4;

/**
 * Answers made per request (JSON, HTML, SVG) are compressed for clients that take brotli or gzip.
 * The built apps' files are compressed at build time and sent as they are (web-app.ts).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
