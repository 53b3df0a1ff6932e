import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtAssets } from './built-assets.js';

let dir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mall-assets-'));
  writeFileSync(path.join(dir, 'page-1.js'), 'export const page = 1;\n');
  writeFileSync(path.join(dir, 'page-1.js.br'), 'brotli');
  writeFileSync(path.join(dir, 'page-1.js.gz'), 'gzip');
  writeFileSync(path.join(dir, 'style-1.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'reader-1.wasm'), Buffer.from([0, 97, 115, 109]));
  const send = builtAssets(dir);
  app = Fastify();
  app.get<{ Params: { file: string } }>(
    '/assets/:file',
    async (req, reply) => (await send(req, reply, req.params.file)) ?? reply.code(404).send('none'),
  );
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (file: string, headers: Record<string, string> = {}) => app.inject({ url: `/assets/${file}`, headers });

describe("a build's assets", () => {
  it('are sent in the encoding the browser prefers, the smallest of equals, a q=0 refusing one', async () => {
    const cases: Array<[string, string | undefined, string]> = [
      ['gzip, deflate, br', 'br', 'brotli'],
      ['gzip, br;q=0', 'gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip', 'gzip'],
      ['deflate', undefined, 'export const page = 1;\n'],
      ['identity', undefined, 'export const page = 1;\n'],
      ['', undefined, 'export const page = 1;\n'],
      ['*', 'br', 'brotli'],
    ];
    for (const [acceptEncoding, encoding, body] of cases) {
      const res = await get('page-1.js', { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(res.body, acceptEncoding).toBe(body);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('carry their type, and an unchanged copy is confirmed with a 304 and no body', async () => {
    expect((await get('page-1.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('style-1.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('reader-1.wasm')).headers['content-type']).toBe('application/wasm');
    const first = await get('page-1.js', { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBe('"page-1.js.br"');
    const again = await get('page-1.js', { 'accept-encoding': 'br', 'if-none-match': '"page-1.js.br"' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The identity copy is another representation: its tag does not match.
    expect((await get('page-1.js', { 'if-none-match': '"page-1.js.br"' })).statusCode).toBe(200);
  });

  it('are all found by the first requests, which come at once before the folder has been read', async () => {
    const answers = await Promise.all(
      ['page-1.js', 'style-1.css', 'reader-1.wasm', 'page-1.js'].map((file) => get(file)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('are read once: later answers come from memory, and unknown names are not found', async () => {
    expect((await get('style-1.css')).body).toBe('body{margin:0}');
    writeFileSync(path.join(dir, 'style-1.css'), 'changed on disk');
    expect((await get('style-1.css')).body).toBe('body{margin:0}');
    expect((await get('missing-1.js')).statusCode).toBe(404);
    expect((await get('PAGE-1.js')).statusCode).toBe(404);
  });
});
