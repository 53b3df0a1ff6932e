import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPRESS_THRESHOLD_BYTES } from '../src/lib/compression.js';
import { createLogger } from '../src/lib/logger.js';
import { buildTestApp, createBuyer, loginAs, type TestApp } from './helper.js';

/** Cross-cutting behaviour of buildApp: envelopes for every failure, bodies, origin check, storefront files. */
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ logger: createLogger('info', { write: (line: string) => logLines.push(line) }) });
  // Routes that exist only in this test: a POST that echoes its body, and one that crashes.
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(1), quantity: z.coerce.number().int().min(1) }) } },
    async (req) => ({ status: 200, data: req.body, result: { code: 0, message: 'success' } }),
  );
  app.get('/api/test/crash', async () => {
    throw new Error('secret internals: password=hunter2 at /srv/app.ts:42');
  });
});
afterAll(() => t.close());

describe('unknown paths', () => {
  it('answers an unknown /api path with HTTP 404 and the envelope, in the caller language', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, data: null, result: { code: 404, message: 'Not found' } });
    }
    const zh = await t.app.inject({ url: '/api/nothing', headers: { cookie: 'frontend_lang=zh_CN' } });
    expect(zh.json()).toEqual({ status: 404, data: null, result: { code: 404, message: '未找到' } });
  });

  it('answers a wrong method on the API paths outside /api with HTTP 404 and the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/send_captcha/signup'],
      ['DELETE', '/send_captcha/email_change'],
      ['POST', '/web/forget/password'],
      ['GET', '/web/nothing?x=1'],
      ['PUT', '/api/ping'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ status: 404, data: null, result: { code: 404, message: 'Not found' } });
    }
    const zh = await t.app.inject({ url: '/send_captcha/signup', headers: { cookie: 'frontend_lang=zh_CN' } });
    expect(zh.json().result.message).toBe('未找到');
  });

  it('answers an unknown page path with a plain 404', async () => {
    const res = await t.app.inject({ url: '/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('POST bodies', () => {
  it('reads form-encoded bodies, as the storefront sends them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Hex+bolt&quantity=12',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      data: { name: 'Hex bolt', quantity: 12 },
      result: { code: 0, message: 'success' },
    });
  });

  it('names the body when it is not an object at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.json()).toEqual({ status: 400, data: null, result: { code: 400, message: 'body: must be an object' } });
  });

  it('reads JSON bodies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Nut', quantity: 3 } });
    expect(res.json().data).toEqual({ name: 'Nut', quantity: 3 });
  });

  it('names missing and bad fields of a body (HTTP 200, status 400)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { quantity: 0 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 400,
      data: null,
      result: { code: 400, message: 'name: is required; quantity: must be at least 1' },
    });
  });

  it('answers a malformed JSON body with HTTP 400 and the envelope naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Nut",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, data: null, result: { code: 400, message: 'body: is not valid JSON' } });
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', cookie: 'frontend_lang=zh_CN' },
      payload: '{',
    });
    expect(zh.json().result.message).toBe('body：不是有效的JSON');
  });

  it('refuses a body type it does not read with HTTP 415 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<order/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status: 400,
      data: null,
      result: {
        code: 400,
        message: 'content-type: must be one of application/x-www-form-urlencoded, application/json',
      },
    });
  });

  it('refuses a body over the limit with HTTP 413 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1024 * 1024 + 1), quantity: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 413,
      data: null,
      result: { code: 413, message: 'The request is too large.' },
    });
  });
});

describe('requests the HTTP parser refuses', () => {
  /** Writes raw bytes to the listening server and reads its whole answer. */
  async function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
    const address = t.app.server.address() as { port: number };
    const socket = connect(address.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write(request);
    await new Promise((resolve) => socket.on('close', resolve));
    const text = Buffer.concat(chunks).toString();
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head, body };
  }

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('answers headers over the limit with HTTP 431 and the envelope', async () => {
    const res = await raw(`GET /api/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(res.body)).toEqual({
      status: 413,
      data: null,
      result: { code: 413, message: 'The request is too large.' },
    });
  });

  it('answers a request that is not HTTP with HTTP 400 and the envelope', async () => {
    for (const request of ['HELLO\r\n\r\n', 'GET /api/ping HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n']) {
      const res = await raw(request);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        status: 400,
        data: null,
        result: { code: 400, message: 'request: is not valid' },
      });
    }
  });
});

describe('uploads', () => {
  it('answers a multipart body without a boundary with HTTP 400 and the envelope, in both languages', async () => {
    await createBuyer(t.db, { email: 'boundary@example.com', status: 'member', memberUntil: '2099-01-01' });
    const cookie = await loginAs(t.app, 'boundary@example.com');
    for (const [lang, message] of [
      ['en_US', 'content-type: is not valid multipart form data'],
      ['zh_CN', 'content-type：不是有效的multipart 表单数据'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/buyer/v1/upload/files',
        headers: { cookie: `${cookie}; frontend_lang=${lang}`, 'content-type': 'multipart/form-data' },
        payload: 'abc',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, data: null, result: { code: 400, message } });
    }
  });
});

describe('validation messages', () => {
  it('words a value that does not match its pattern for people, never as the pattern check', async () => {
    await createBuyer(t.db, { email: 'pattern@example.com', status: 'member', memberUntil: '2099-01-01' });
    const cookie = await loginAs(t.app, 'pattern@example.com');
    const en = await t.app.inject({ url: '/api/buyer/v1/file?id=zz', headers: { cookie } });
    expect(en.json()).toEqual({
      status: 400,
      data: null,
      result: { code: 400, message: 'id: is not in the expected form' },
    });
    const zh = await t.app.inject({
      url: '/api/buyer/v1/file?id=zz',
      headers: { cookie: `${cookie}; frontend_lang=zh_CN` },
    });
    expect(zh.json().result.message).toBe('id：格式不正确');
  });
});

describe('NUL characters', () => {
  it('refuses text holding one on any route, by field and in both languages, and stores nothing', async () => {
    await createBuyer(t.db, { email: 'nul@example.com', status: 'member', memberUntil: '2099-01-01' });
    const cookie = await loginAs(t.app, 'nul@example.com');
    const add = (name: string, lang = 'en_US') =>
      t.app.inject({
        method: 'POST',
        url: '/api/buyer/v1/projects/add',
        headers: { cookie: `${cookie}; frontend_lang=${lang}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=${name}`,
      });
    const en = await add('Site%00A');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({
      status: 400,
      data: null,
      result: { code: 400, message: 'name: contains a character that is not allowed (NUL)' },
    });
    expect((await add('%00', 'zh_CN')).json().result.message).toBe('name：包含不允许的字符（NUL）');
    const search = await t.app.inject({ url: '/api/en/shop/search?keyword=bolt%00' });
    expect(search.json().result).toEqual({
      code: 400,
      message: 'keyword: contains a character that is not allowed (NUL)',
    });
    const projects = await t.app.inject({ url: '/api/buyer/v1/projects', headers: { cookie } });
    expect(projects.json().data.list.map((p: { name: string }) => p.name)).toEqual(['General']);
  });
});

describe('security headers', () => {
  const expectHardened = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://www.youtube.com;");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };
  // An API answer is never a page: its policy allows nothing at all, and the page's other headers stay away.
  const expectApiHardened = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-dns-prefetch-control']).toBeUndefined();
  };

  it('sends the pages their policy, on unknown paths too', async () => {
    for (const url of ['/nothing-here', '/']) expectHardened((await t.app.inject({ url })).headers);
  });

  it('sends API answers a policy that allows nothing, on failures and unknown paths alike', async () => {
    for (const url of ['/api/ping', '/api/nothing', '/api/test/crash', '/api/ping?lang=zh']) {
      expectApiHardened((await t.app.inject({ url })).headers);
    }
    expectApiHardened((await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: {} })).headers);
  });
});

describe('cross-site requests', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: 'a', quantity: 1 } });

  it('refuses a POST whose Origin or Referer is another site (HTTP 403 envelope)', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
      { origin: 'http://localhost:80', host: 'localhost:3000' },
    ];
    for (const headers of foreign) {
      const res = await post(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 403,
        data: null,
        result: { code: 403, message: 'This request is not allowed.' },
      });
    }
  });

  it('accepts a POST from its own site, and one with neither header (a non-browser client)', async () => {
    expect((await post({ host: 'mall.example', origin: 'https://mall.example' })).json().status).toBe(200);
    expect((await post({ host: 'mall.example:3000', referer: 'http://mall.example:3000/h5/#/x' })).json().status).toBe(
      200,
    );
    expect((await post({})).json().status).toBe(200);
  });

  it('lets cross-site GETs through (they change nothing)', async () => {
    const res = await t.app.inject({ url: '/api/ping', headers: { origin: 'https://evil.example' } });
    expect(res.json().status).toBe(200);
  });
});

describe('a crash', () => {
  it('answers HTTP 500 with the envelope and a request id, never the internals, and logs the error', async () => {
    const res = await t.app.inject({ url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    const requestId = res.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    expect(res.json()).toEqual({
      status: 500,
      data: null,
      result: {
        code: 500,
        message: `Something went wrong on our side. Please try again. (request id: ${requestId})`,
      },
    });
    expect(res.body).not.toMatch(/secret|hunter2|app\.ts|stack|Error/);
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'request failed' && entry.reqId === requestId);
    expect(logged?.requestId).toBe(requestId);
    expect(logged?.err?.message).toContain('secret internals');
  });

  it('words the crash in Chinese for zh_CN', async () => {
    const res = await t.app.inject({ url: '/api/test/crash', headers: { cookie: 'frontend_lang=zh_CN' } });
    expect(res.json().result.message).toBe(`服务器出错了，请重试。（请求编号：${res.headers['x-request-id']}）`);
  });
});

/** A page may not be framed (clickjacking on the cart and RFQ actions) and runs no inline script. */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function expectPageHardened(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('storefront files', () => {
  it('sends a phone opening / to the storefront home, and explains a missing desktop build to a computer', async () => {
    const phone = await t.app.inject({ url: '/', headers: { 'user-agent': IPHONE } });
    expect(phone.statusCode).toBe(302);
    expect(phone.headers.location).toBe('/h5/#/pages/home/index');
    for (const url of ['/', '/homePage', '/productDetail?id=1']) {
      const computer = await t.app.inject({ url, headers: { 'user-agent': DESKTOP_CHROME } });
      expect(computer.statusCode, url).toBe(503);
      expect(computer.body).toContain('The desktop site is not built');
    }
  });

  it('explains how to build the storefront when its build is missing', async () => {
    for (const url of ['/h5/', '/h5', '/h5/assets/x.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build');
    }
  });

  it('serves a storefront build: index.html revalidated, hashed assets cached for good', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mall-web-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Mall</title>');
      writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
      const web = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
      try {
        const index = await web.app.inject({ url: '/h5/' });
        expect(index.statusCode).toBe(200);
        expectPageHardened(index.headers);
        expect(index.body).toContain('<title>Mall</title>');
        expect(index.headers['cache-control']).toBe('no-cache');
        const asset = await web.app.inject({ url: '/h5/assets/index-AbC123.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const bare = await web.app.inject({ url: '/h5' });
        expect(bare.statusCode).toBe(301);
        expect(bare.headers.location).toBe('/h5/');
        expect((await web.app.inject({ url: '/h5/missing.js' })).statusCode).toBe(404);
      } finally {
        await web.close();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends a built file precompressed as the browser accepts it, and compresses larger answers', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mall-web-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Mall</title>');
      const script = `console.log(${JSON.stringify('bolt '.repeat(400))})`;
      writeFileSync(path.join(dist, 'assets', 'index-Br1.js'), script);
      writeFileSync(path.join(dist, 'assets', 'index-Br1.js.br'), brotliCompressSync(script));
      writeFileSync(path.join(dist, 'assets', 'index-Br1.js.gz'), gzipSync(script));
      const web = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
      try {
        const url = '/h5/assets/index-Br1.js';
        const br = await web.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
        const gz = await web.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
        const plain = await web.app.inject({ url });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(script);

        const headers = { 'accept-encoding': 'br' };
        const categories = await web.app.inject({ url: '/api/en/shop/product/recommend?page=1&pageSize=20', headers });
        expect(categories.headers['content-encoding']).toBe('br');
        expect(JSON.parse(brotliDecompressSync(categories.rawPayload).toString()).status).toBe(200);
        const ping = await web.app.inject({ url: '/api/ping', headers });
        expect(ping.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
        expect(ping.headers['content-encoding']).toBeUndefined();
      } finally {
        await web.close();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('serves the desktop site at the desktop paths to a computer, and the same storefront page to a phone', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mall-desktop-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Desktop</title>');
      writeFileSync(path.join(dist, 'assets', 'index-Dk456.js'), 'console.log(3)');
      const web = await buildTestApp({ env: { DESKTOP_DIST_DIR: dist } });
      try {
        for (const url of ['/', '/homePage', '/productDetail?id=5', '/productSearch?keyword=bolt', '/login']) {
          const page = await web.app.inject({ url, headers: { 'user-agent': DESKTOP_CHROME } });
          expect(page.statusCode, url).toBe(200);
          expectPageHardened(page.headers);
          expect(page.body).toContain('<title>Desktop</title>');
          expect(page.headers['cache-control']).toBe('no-cache');
          expect(page.headers.vary).toContain('User-Agent');
        }
        const phone = await web.app.inject({ url: '/productDetail?id=5', headers: { 'user-agent': IPHONE } });
        expect(phone.statusCode).toBe(302);
        expect(phone.headers.location).toBe('/h5/#/pages/home/detail?id=5');
        const search = await web.app.inject({
          url: '/productSearch?keyword=bolt&page=2',
          headers: { 'user-agent': IPHONE },
        });
        expect(search.headers.location).toBe('/h5/#/pages/home/searchProduct?keyword=bolt&page=2');
        const asset = await web.app.inject({ url: '/desktop/assets/index-Dk456.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(
          (await web.app.inject({ url: '/notADesktopPage', headers: { 'user-agent': DESKTOP_CHROME } })).statusCode,
        ).toBe(404);
      } finally {
        await web.close();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('explains how to build the console when its build is missing', async () => {
    for (const url of ['/console/', '/console', '/console/accounts']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('The console is not built');
    }
  });

  it('serves the console build: its page paths answer index.html, missing assets 404', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mall-console-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Console</title>');
      writeFileSync(path.join(dist, 'assets', 'index-XyZ789.js'), 'console.log(2)');
      const web = await buildTestApp({ env: { CONSOLE_DIST_DIR: dist } });
      try {
        for (const url of ['/console/', '/console/accounts', '/console/login?redirect=%2Faudit']) {
          const page = await web.app.inject({ url });
          expect(page.statusCode, url).toBe(200);
          expectPageHardened(page.headers);
          expect(page.body).toContain('<title>Console</title>');
          expect(page.headers['cache-control']).toBe('no-cache');
        }
        const asset = await web.app.inject({ url: '/console/assets/index-XyZ789.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await web.app.inject({ url: '/console/assets/gone-123.js' })).statusCode).toBe(404);
        const bare = await web.app.inject({ url: '/console' });
        expect(bare.statusCode).toBe(301);
        expect(bare.headers.location).toBe('/console/');
        // The storefront is untouched by the console's fallback.
        expect((await web.app.inject({ url: '/h5/missing.js' })).statusCode).toBe(503);
      } finally {
        await web.close();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
