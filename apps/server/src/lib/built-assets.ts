import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cache-Control of a file named by its content's hash. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a Vite build writes under assets/, by extension; anything else goes as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** The encodings the build writes beside a file (tools/precompress-plugin.ts), the smaller first: preferred at equal quality. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A miss reads the folder again at most this often: a rebuild's new files are found, a flood of wrong names is not a flood of reads. */
const REREAD_MS = 1000;
/** The bytes kept in memory per build: a storefront's assets in every encoding are about 6 MiB. */
const KEPT_BYTES_MAX = 64 * 2 ** 20;

/**
 * A build's assets/ folder, served from memory. Its files are named by their content's hash and
 * never change, so each is read once, in the encoding asked for, and its bytes are sent again
 * from then on; the folder's list is read once and again on a miss (a rebuild's files). A name
 * taken from the list is spelled as it is on disk: no other spelling reaches a file.
 */
export function builtAssets(dir: string) {
  let names = new Set<string>();
  let readAt = Number.NEGATIVE_INFINITY;
  /** The read under way: the requests that miss meanwhile wait for it rather than answer 404. */
  let reading: Promise<void> | null = null;
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;

  function read(): Promise<void> {
    readAt = Date.now();
    reading = readdir(dir)
      .then(
        (list) => {
          names = new Set(list);
        },
        () => undefined,
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  async function listed(name: string): Promise<boolean> {
    if (names.has(name)) return true;
    if (reading) await reading;
    else if (Date.now() - readAt >= REREAD_MS) await read();
    return names.has(name);
  }

  async function bytesOf(file: string): Promise<Buffer> {
    const known = kept.get(file);
    if (known) return known;
    const bytes = await readFile(path.join(dir, file));
    if (keptBytes + bytes.length <= KEPT_BYTES_MAX) {
      kept.set(file, bytes);
      keptBytes += bytes.length;
    }
    return bytes;
  }

  /** Answers `GET assets/:file`: the reply sent, or null when there is no such asset (the caller answers 404). */
  return async function send(request: FastifyRequest, reply: FastifyReply, name: string): Promise<FastifyReply | null> {
    if (!(await listed(name))) return null;
    const type = CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
    const acceptEncoding = request.headers['accept-encoding'] ?? '';
    const written = ENCODINGS.filter((e) => names.has(name + e.suffix));
    const chosen = negotiate(acceptEncoding, [...written.map((e) => e.name), 'identity']);
    const encoding = written.find((e) => e.name === chosen);
    const etag = `"${name}${encoding?.suffix ?? ''}"`;
    reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding.name);
    return reply.type(type).send(await bytesOf(name + (encoding?.suffix ?? '')));
  };
}
