import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import {
  type Banner,
  H5_FIRST_VIEW_TEXTS_FILE,
  H5_TEXTS_PRELOAD_FILE,
  LANG_COOKIE,
  LANG_COOKIE_CHINESE,
  type Locale,
} from '@mall/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_SCRIPT, FIRST_VIEW_SCRIPT_PATH } from './first-view.js';
import { securityHeaders } from './security-headers.js';
import { type FirstBanner, registerWebApps } from './web-app.js';

const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head><title>Mall</title></head>\n  <body><div id="root"></div></body>\n</html>\n';
const TEXTS = {
  en: ['/h5/assets/storefront-en-1.js', '/h5/assets/texts-1.js'],
  'zh-Hans': ['/h5/assets/storefront-zh-Hans-1.js', '/h5/assets/texts-1.js'],
};
const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

let root: string;
let app: FastifyInstance;

const noBanner: FirstBanner = async () => undefined;

/**
 * A storefront build of an index page, one script and, unless told otherwise, the texts' list; with
 * `firstView`, its first view's texts, and the banners the server would read.
 */
async function serve({
  withList = true,
  index = INDEX,
  firstViewTexts,
  firstBanner = noBanner,
}: {
  withList?: boolean;
  index?: string;
  firstViewTexts?: Record<Locale, Record<string, string>>;
  firstBanner?: FirstBanner;
} = {}) {
  const web = path.join(root, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), index);
  writeFileSync(path.join(web, 'assets', 'storefront-en-1.js'), 'export const texts = {};\n');
  if (withList) writeFileSync(path.join(web, H5_TEXTS_PRELOAD_FILE), JSON.stringify(TEXTS));
  if (firstViewTexts) writeFileSync(path.join(web, H5_FIRST_VIEW_TEXTS_FILE), JSON.stringify(firstViewTexts));
  app = Fastify();
  await app.register(fastifyCookie);
  await registerWebApps(
    app,
    { webDistDir: web, consoleDistDir: path.join(root, 'console'), desktopDistDir: path.join(root, 'desktop') },
    firstBanner,
  );
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
    expect(response.headers.vary).toBe('Cookie, Accept-Language, User-Agent');
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

/** A page with a first view: the texts and the banner's place, as index.html has them. */
const FIRST_VIEW_INDEX =
  '<!doctype html>\n<html lang="en">\n  <head><title>Mall</title></head>\n  <body><div id="root"></div>' +
  '<div class="first-view"><span class="fv-desktop"><!--t:device.desktopVersion--></span>' +
  '<p><!--t:app.name--></p><span><!--t:home.searchPlaceholder--></span><!--first-view:banner--></div></body>\n</html>\n';
const FIRST_VIEW_TEXTS: Record<Locale, Record<string, string>> = {
  en: {
    'app.name': 'Procurement Mall',
    'home.searchPlaceholder': 'Search products',
    'device.desktopVersion': 'Desktop',
  },
  'zh-Hans': { 'app.name': '采购商城', 'home.searchPlaceholder': '搜索商品', 'device.desktopVersion': '电脑版' },
};
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
const COMPUTER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** The banners each language reads, the second with words a page must not take as markup. */
const bannersOf =
  (banners: Record<Locale, Banner | undefined>): FirstBanner =>
  async (locale) =>
    banners[locale];
const SPRING: Banner = {
  id: 4,
  title: 'Spring <sale> & more',
  subtitle: 'Bolts "by the box"',
  image: '/media/banner/4.svg?v=abc',
  link: '',
};

const SPRING_WIDTHS =
  '/media/banner/4/120?v=abc 120w, /media/banner/4/240?v=abc 240w, /media/banner/4/360?v=abc 360w, ' +
  '/media/banner/4/480?v=abc 480w, /media/banner/4/720?v=abc 720w, /media/banner/4/960?v=abc 960w';

describe("the storefront page's first view", () => {
  it("draws the home page's top in the reader's language, with the first banner's picture asked for first", async () => {
    await serve({
      index: FIRST_VIEW_INDEX,
      firstViewTexts: FIRST_VIEW_TEXTS,
      firstBanner: bannersOf({ en: SPRING, 'zh-Hans': { ...SPRING, title: '春季特惠', subtitle: '' } }),
    });
    const english = await app.inject({ url: '/h5/', headers: { 'accept-language': 'en-US', 'user-agent': PHONE } });
    expect(english.body).toContain('<html class="shows-first-view" lang="en">');
    expect(english.body).toContain('<p>Procurement Mall</p><span>Search products</span>');
    expect(english.body).toContain(
      '<div class="fv-banner"><img src="/media/banner/4/720?v=abc" ' +
        `srcset="${SPRING_WIDTHS}" ` +
        'sizes="(min-width: 768px) 768px, 100vw" width="750" height="300" alt="" fetchpriority="high">' +
        '<span class="fv-caption"><strong>Spring &#60;sale&#62; &#38; more</strong><span>Bolts &#34;by the box&#34;</span></span></div>',
    );
    // The picture is asked for ahead of everything else the page names.
    expect(english.body).toContain(
      `<head><script src="${FIRST_VIEW_SCRIPT_PATH}"></script><link rel="preload" as="image" href="/media/banner/4/720?v=abc" ` +
        `imagesrcset="${SPRING_WIDTHS}" imagesizes="(min-width: 768px) 768px, 100vw" fetchpriority="high"><title>`,
    );

    const chinese = await app.inject({
      url: '/h5/',
      headers: { cookie: `${LANG_COOKIE}=${LANG_COOKIE_CHINESE}`, 'user-agent': PHONE },
    });
    expect(chinese.body).toContain('<html class="shows-first-view" lang="zh-Hans">');
    expect(chinese.body).toContain('<p>采购商城</p><span>搜索商品</span>');
    expect(chinese.body).toContain('<strong>春季特惠</strong></span></div>');
  });

  it('shows the link to the desktop site on a computer, not on a phone', async () => {
    await serve({ index: FIRST_VIEW_INDEX, firstViewTexts: FIRST_VIEW_TEXTS });
    const computer = await app.inject({ url: '/h5/', headers: { 'accept-language': 'en', 'user-agent': COMPUTER } });
    expect(computer.body).toContain('<html class="shows-first-view shows-desktop-link" lang="en">');
    expect(computer.body).toContain('<span class="fv-desktop">Desktop</span>');
    const phone = await app.inject({ url: '/h5/', headers: { 'accept-language': 'en', 'user-agent': PHONE } });
    expect(phone.body).toContain('<html class="shows-first-view" lang="en">');
    expect(phone.headers.vary).toBe('Cookie, Accept-Language, User-Agent');
  });

  it('has no banner when none is showing', async () => {
    await serve({ index: FIRST_VIEW_INDEX, firstViewTexts: FIRST_VIEW_TEXTS });
    const page = await app.inject({ url: '/h5/', headers: { 'accept-language': 'en', 'user-agent': PHONE } });
    expect(page.body).toContain('<span>Search products</span></div></body>');
    expect(page.body).not.toContain('fv-banner');
  });

  it('opens without its banner when the banners cannot be read', async () => {
    await serve({
      index: FIRST_VIEW_INDEX,
      firstViewTexts: FIRST_VIEW_TEXTS,
      firstBanner: () => Promise.reject(new Error('the database is not answering')),
    });
    const page = await app.inject({ url: '/h5/', headers: { 'accept-language': 'en', 'user-agent': PHONE } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>Procurement Mall</p><span>Search products</span></div></body>');
  });

  it('is left out when the build has no texts for it', async () => {
    await serve({ index: FIRST_VIEW_INDEX, firstBanner: bannersOf({ en: SPRING, 'zh-Hans': SPRING }) });
    const unbuilt = await app.inject({ url: '/h5/', headers: { 'accept-language': 'en', 'user-agent': PHONE } });
    expect(unbuilt.body).toContain('<html lang="en">');
    expect(unbuilt.body).toContain('<!--t:app.name-->');
    expect(unbuilt.body).not.toContain(FIRST_VIEW_SCRIPT_PATH);
  });

  it('is left out when the build names a text the list lacks', async () => {
    const { 'app.name': _name, ...withoutName } = FIRST_VIEW_TEXTS.en;
    await serve({ index: FIRST_VIEW_INDEX, firstViewTexts: { ...FIRST_VIEW_TEXTS, en: withoutName } });
    const page = await app.inject({ url: '/h5/', headers: { 'accept-language': 'en', 'user-agent': PHONE } });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<!--t:app.name-->');
    expect(page.body).not.toContain(FIRST_VIEW_SCRIPT_PATH);
  });

  it('names its script by its content, served for good, under a policy that still allows no inline script', async () => {
    await serve({ index: FIRST_VIEW_INDEX, firstViewTexts: FIRST_VIEW_TEXTS });
    const hash = createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('hex').slice(0, 12);
    expect(FIRST_VIEW_SCRIPT_PATH).toBe(`/h5/first-view.${hash}.js`);
    const script = await app.inject({ url: FIRST_VIEW_SCRIPT_PATH });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe(FIRST_VIEW_SCRIPT);
    const policy = securityHeaders('https://www.youtube.com/favicon.ico')['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });
});
