import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, latch, type TestApp } from '../../test/helper.js';
import { loadConfig } from '../config.js';
import { listenedBaseUrl } from './link-base.js';
import { serverTransport } from './tls.js';

/** A self-signed certificate for localhost and 127.0.0.1, for tests only. */
const CERT_FILE = fileURLToPath(new URL('../../test/tls/localhost.crt', import.meta.url));
const KEY_FILE = fileURLToPath(new URL('../../test/tls/localhost.key', import.meta.url));
const ca = readFileSync(CERT_FILE);
const LISTING = '/api/en/shop/product/recommend?page=1&pageSize=2';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

/** One request over an HTTP/2 session: status, headers and body. */
async function overHttp2(session: http2.ClientHttp2Session, path: string, headers: Record<string, string> = {}) {
  const stream = session.request({ ':path': path, ...headers });
  const [received] = (await once(stream, 'response')) as [http2.IncomingHttpHeaders];
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: received[':status'], headers: received, body: Buffer.concat(chunks).toString('utf8') };
}

describe('the server over TLS', () => {
  it('answers HTTP/2 on its port: the same envelope, without a connection header', async () => {
    const session = http2.connect(origin, { ca });
    try {
      const listing = await overHttp2(session, LISTING, { cookie: 'frontend_lang=en_US' });
      expect(listing.status).toBe(200);
      expect(listing.headers.connection).toBeUndefined();
      const body = JSON.parse(listing.body) as { status: number; data: { list: unknown[] } };
      expect(body.status).toBe(200);
      expect(body.data.list).toHaveLength(2);
      // Several requests share the one connection.
      const answers = await Promise.all([overHttp2(session, '/healthz'), overHttp2(session, LISTING)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    } finally {
      session.close();
    }
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const answer = await new Promise<{ status?: number; version: string; body: string }>((resolve, reject) => {
      https
        .get(`${origin}${LISTING}`, { ca }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode, version: res.httpVersion, body }));
        })
        .on('error', reject);
    });
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect((JSON.parse(answer.body) as { data: { list: unknown[] } }).data.list).toHaveLength(2);
  });

  it('closes with an HTTP/2 request in flight: the request is answered in full, the session told to go away', async () => {
    const other = await buildTestApp({ env: { TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE } });
    const entered = latch();
    const released = latch();
    other.app.get('/slow', async () => {
      entered.fire();
      await released.fired;
      return { answered: true };
    });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const session = http2.connect(`https://127.0.0.1:${(other.app.server.address() as { port: number }).port}`, { ca });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const slow = overHttp2(session, '/slow');
      await entered.fired;
      const goaway = once(session, 'goaway');
      const started = performance.now();
      const closed = other.close();
      await goaway;
      released.fire();
      expect(await slow).toMatchObject({ status: 200, body: '{"answered":true}' });
      // Node drops, with a warning, the HTTP/1.1 `Connection: close` that HTTP/2 has no place for.
      expect(warnings.filter((message) => /connection header/i.test(message))).toEqual([]);
      await closed;
      // Well within the drain limit (20 s) after which connections are cut.
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      process.off('warning', onWarning);
      session.destroy();
    }
  });
});

describe('TLS settings', () => {
  it('are both files or neither, and a file the server cannot read is named', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: CERT_FILE })).toThrow(
      'TLS_KEY_FILE=undefined: TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither',
    );
    expect(() =>
      serverTransport(loadConfig({ TLS_CERT_FILE: '/nonexistent/mall.crt', TLS_KEY_FILE: KEY_FILE })),
    ).toThrow('TLS_CERT_FILE: cannot read /nonexistent/mall.crt (ENOENT)');
    expect(serverTransport(loadConfig({})).secure).toBe(false);
  });

  it('make links in mails https when no PUBLIC_URL is set', () => {
    expect(listenedBaseUrl('0.0.0.0', 8443, true)).toBe('https://localhost:8443');
    expect(listenedBaseUrl('0.0.0.0', 443, true)).toBe('https://localhost');
    expect(listenedBaseUrl('0.0.0.0', 80)).toBe('http://localhost');
  });
});
