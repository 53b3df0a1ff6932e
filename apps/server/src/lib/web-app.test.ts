import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { H5_TEXTS_PRELOAD_FILE, LANG_COOKIE, LANG_COOKIE_CHINESE } from '@mall/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerWebApps } from './web-app.js';

const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head><title>Mall</title></head>\n  <body><div id="root"></div></body>\n</html>\n';
const TEXTS = {
  en: ['/h5/assets/storefront-en-1.js', '/h5/assets/texts-1.js'],
  'zh-Hans': ['/h5/assets/storefront-zh-Hans-1.js', '/h5/assets/texts-1.js'],
};
const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

let root: string;
let app: FastifyInstance;

/** A storefront build of an index page, one script and, unless told otherwise, the texts' list. */
async function serve({ withList = true } = {}) {
  const web = path.join(root, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), INDEX);
  writeFileSync(path.join(web, 'assets', 'storefront-en-1.js'), 'export const texts = {};\n');
  if (withList) writeFileSync(path.join(web, H5_TEXTS_PRELOAD_FILE), JSON.stringify(TEXTS));
  app = Fastify();
  await app.register(fastifyCookie);
  await registerWebApps(app, {
    webDistDir: web,
    consoleDistDir: path.join(root, 'console'),
    desktopDistDir: path.join(root, 'desktop'),
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'mall-web-app-'));
});

afterEach(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the storefront's page", () => {
  it('names the Chinese texts for a reader whose cookie chose Chinese, and says the language', async () => {
    await serve();
    const response = await app.inject({
      url: '/h5/',
      headers: { cookie: `${LANG_COOKIE}=${LANG_COOKIE_CHINESE}`, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
    expect(response.body).toBe(
      INDEX.replace('<html lang="en">', '<html lang="zh-Hans">').replace(
        '</head>',
        `${preload('/h5/assets/storefront-zh-Hans-1.js')}${preload('/h5/assets/texts-1.js')}</head>`,
      ),
    );
  });

  it('names the English texts by the browser language when there is no cookie, at /h5/index.html too', async () => {
    await serve();
    for (const url of ['/h5/', '/h5/index.html']) {
      const response = await app.inject({ url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain(
        `${preload('/h5/assets/storefront-en-1.js')}${preload('/h5/assets/texts-1.js')}</head>`,
      );
      expect(response.body).not.toContain('zh-Hans-1.js');
    }
    const chinese = await app.inject({ url: '/h5/', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(chinese.body).toContain('<html lang="zh-Hans">');
    expect(chinese.body).toContain(preload('/h5/assets/storefront-zh-Hans-1.js'));
  });

  it('is served as built, in the language asked, when the build has no list of texts', async () => {
    await serve({ withList: false });
    const response = await app.inject({ url: '/h5/', headers: { cookie: `${LANG_COOKIE}=${LANG_COOKIE_CHINESE}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX.replace('<html lang="en">', '<html lang="zh-Hans">'));
  });

  it("leaves the build's other files to the static files, cached for good", async () => {
    await serve();
    const script = await app.inject({ url: '/h5/assets/storefront-en-1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('export const texts = {};\n');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the pre-compressed copy of an asset the browser accepts, and finds the files of a rebuild', async () => {
    await serve();
    const assets = path.join(root, 'web', 'assets');
    writeFileSync(path.join(assets, 'page-2.js'), 'export const page = 2;\n');
    writeFileSync(path.join(assets, 'page-2.js.br'), 'brotli bytes');
    const compressed = await app.inject({ url: '/h5/assets/page-2.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Built while the server runs: its name is read again once a second has passed since the last read.
    writeFileSync(path.join(assets, 'page-3.js'), 'export const page = 3;\n');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const rebuilt = await app.inject({ url: '/h5/assets/page-3.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('export const page = 3;\n');
  });

  it('answers 404 to a name that is not in the assets folder, however it is spelled', async () => {
    await serve();
    for (const url of ['/h5/assets/Storefront-en-1.js', '/h5/assets/..%2Findex.html', '/h5/assets/missing-9.js']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
