import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIN_BYTES } from '../tools/precompress-plugin';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { horizontalOverflow, SHOTS, smallTapTargets } from './fixtures/screenshots';

/** Screenshots for people to look at (gitignored), taken while checking that nothing overflows sideways. */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

/** Counts the Intl number and date formatters a page makes, in `window.formattersMade`. */
function countFormatters() {
  const counted = globalThis as unknown as { formattersMade: number };
  counted.formattersMade = 0;
  for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
    const made = Intl[name];
    Intl[name] = new Proxy(made, {
      construct(target, args) {
        counted.formattersMade++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        counted.formattersMade++;
        return Reflect.apply(target, self, args);
      },
    }) as never;
  }
}

async function settle(page: Page) {
  await page.getByTestId('product-card').first().waitFor();
  // Let lazy images arrive so the picture shows the page as a buyer sees it.
  await page.waitForLoadState('networkidle');
}

describe.each([
  ['en', 'en_US'],
  ['zh', 'zh_CN'],
] as const)('layout in %s', (lang, cookie) => {
  it.each([
    ['home', '/h5/#/pages/home/index'],
    ['category', '/h5/#/pages/category/index'],
  ])('%s at 390x844 fits the phone', async (name, path) => {
    const { context, page } = await newVisitor(browser);
    await context.addCookies([{ name: 'frontend_lang', value: cookie, url: baseUrl }]);
    await page.addInitScript(countFormatters);
    await page.goto(`${baseUrl}${path}`);
    await settle(page);
    // A page's first Intl formatter loads ICU's data, tens of milliseconds of a phone's main thread
    // (decision 056): a visitor's first pages draw no price or date and make none.
    expect(await page.evaluate(() => (globalThis as unknown as { formattersMade: number }).formattersMade)).toBe(0);
    await page.screenshot({ path: `${SHOTS}${name}-${lang}-390.png` });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTapTargets(page, 'header a, nav a, button')).toEqual([]);
    if (name === 'home') {
      // The mall's name shows whole beside the switches, in either language.
      const mallName = page.locator('header h1 > span');
      expect(await mallName.textContent()).toBe(lang === 'en' ? 'Procurement Mall' : '采购商城');
      expect(await mallName.evaluate((el) => el.clientWidth > 1 && el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    // Further down: the product cards.
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}${name}-${lang}-390-scrolled.png` });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("a product's first page makes no formatter, its store's date written in the reader's language", async () => {
    const answer = (await (await fetch(`${baseUrl}/api/en/shop/product/recommend?pageSize=1`)).json()) as {
      data: { list: Array<{ id: number }> };
    };
    const { context, page } = await newVisitor(browser);
    await context.addCookies([{ name: 'frontend_lang', value: cookie, url: baseUrl }]);
    await page.addInitScript(countFormatters);
    await page.goto(`${baseUrl}/h5/#/pages/home/detail?id=${answer.data.list[0]?.id}`);
    const store = page.getByTestId('store-card');
    await store.waitFor();
    expect(await store.innerText()).toMatch(
      lang === 'en' ? /\n\d{1,2} [A-Z][a-z]{2,3} \d{4}\n/ : /\n\d{4}年\d{1,2}月\d{1,2}日\n/,
    );
    expect(await page.evaluate(() => (globalThis as unknown as { formattersMade: number }).formattersMade)).toBe(0);
    await context.close();
  });
});

/** Where an element is drawn, rounded to the pixel. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}

describe("the phone home's first view", () => {
  it.each([
    ['en', 'en_US', 'Procurement Mall', 'Search products, brands, codes'],
    ['zh', 'zh_CN', '采购商城', '搜索商品、品牌、编码'],
  ] as const)(
    'in %s: drawn from the page alone, then the app draws the same in its place',
    async (lang, cookie, name, search) => {
      const { context, page } = await newVisitor(browser);
      await context.addCookies([{ name: 'frontend_lang', value: cookie, url: baseUrl }]);
      // None of the app's scripts arrives: what shows is the page's own.
      await page.route('**/h5/assets/*.js', (route) => route.abort());
      await page.goto(`${baseUrl}/h5/`);
      const view = page.locator('.first-view');
      await view.waitFor();
      expect(await view.locator('.fv-brand').innerText()).toBe(name);
      expect(await view.locator('.fv-search').innerText()).toBe(search);
      await expect
        .poll(() =>
          view.locator('.fv-banner img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBeGreaterThan(0);
      expect(await page.locator('.boot-splash').isVisible()).toBe(false);
      const drawn = { header: await boxOf(page, '.fv-header'), banner: await boxOf(page, '.fv-banner img') };
      await page.screenshot({ path: `${SHOTS}first-view-${lang}-390.png` });
      // A tap on it reaches what lies under it: the app's own header, once drawn.
      const searchBox = await boxOf(page, '.fv-search');
      expect(
        await page.evaluate(
          ([x, y]) =>
            (
              globalThis as unknown as {
                document: { elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null };
              }
            ).document
              .elementFromPoint(x as number, y as number)
              ?.closest('.first-view') ?? null,
          [searchBox.x + 10, searchBox.y + 10],
        ),
      ).toBeNull();

      // A link to another page opens on the mark, not on home's top.
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/h5/#/pages/category/index`);
      await page.locator('.boot-splash').waitFor();
      expect(await view.isVisible()).toBe(false);

      // With its scripts, the app draws home's header and banner where the first view had them, then the view goes.
      await page.unroute('**/h5/assets/*.js');
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/h5/`);
      await page.getByTestId('banners').locator('img').first().waitFor();
      await view.waitFor({ state: 'hidden' });
      expect(await page.locator('html').getAttribute('class')).not.toContain('first-view');
      expect(await boxOf(page, 'header')).toEqual(drawn.header);
      expect(await boxOf(page, '[data-testid="banners"] img')).toEqual(drawn.banner);
      await context.close();
    },
  );

  it('gives way to the mark and its note in a browser without JavaScript', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/h5/`);
    await page.locator('.boot-splash').waitFor();
    expect(await page.locator('.first-view').isVisible()).toBe(false);
    expect(await page.locator('.boot-splash').innerText()).toContain('This mall needs JavaScript');
    await context.close();
  });
});

describe("a product or results address's first read", () => {
  /** The API reads a page asks for, by path and query. */
  function readsOf(page: Page): string[] {
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/shop/') || /^\/api\/(en|cn)\/shop\//.test(url.pathname))
        reads.push(`${url.pathname}${url.search}`);
    });
    return reads;
  }

  /** The address of the picture an `<img>` shows, once loaded; '' before. */
  const pictureShown = (element: unknown) => {
    const image = element as { complete: boolean; currentSrc: string };
    return image.complete ? image.currentSrc : '';
  };

  /** The product pictures a page asks for, by path and query. */
  function picturesOf(page: Page): string[] {
    const pictures: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/media/product/')) pictures.push(`${url.pathname}${url.search}`);
    });
    return pictures;
  }

  it('is asked by the page before the app has loaded, and the app shows that answer without asking again', async () => {
    const answer = (await (await fetch(`${baseUrl}/api/en/shop/product/recommend?pageSize=1`)).json()) as {
      data: { list: Array<{ id: number; name: string; brand: string }> };
    };
    const product = answer.data.list[0];
    if (!product) throw new Error('the demo catalogue has no product');
    const detail = `/api/en/shop/product/detail?id=${product.id}`;
    const keyword = encodeURIComponent(product.brand);
    const search = `/api/en/shop/search?keyword=${keyword}&sort=relevance&page=1&pageSize=20`;
    const { context, page } = await newVisitor(browser);
    const reads = readsOf(page);
    const pictures = picturesOf(page);
    const hits = (await (await fetch(`${baseUrl}${search}`)).json()) as { data: { list: Array<{ id: number }> } };
    const firstRow = hits.data.list.slice(0, 2).map((hit) => hit.id);

    // None of the app's scripts arrives: the page's first script alone asks, then for the pictures
    // the page opens with: the product's first, the first row of hits.
    await page.route('**/h5/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/h5/#/pages/home/detail?id=${product.id}`);
    await expect.poll(() => reads).toEqual([detail]);
    await expect.poll(() => pictures.map((picture) => picture.split('/')[3])).toEqual([String(product.id)]);
    await page.goto('about:blank');
    pictures.length = 0;
    await page.goto(`${baseUrl}/h5/#/pages/home/searchProduct?keyword=${keyword}`);
    await expect.poll(() => reads).toEqual([detail, search]);
    await expect.poll(() => pictures.map((picture) => Number(picture.split('/')[3]))).toEqual(firstRow);
    // An order may be a member's, which a visitor's page asks for otherwise: left to the app.
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/h5/#/pages/home/searchProduct?keyword=${keyword}&sort=sales`);
    await page.locator('.boot-splash').waitFor();
    expect(reads).toEqual([detail, search]);

    await page.unroute('**/h5/assets/*.js');
    reads.length = 0;
    pictures.length = 0;
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/h5/#/pages/home/detail?id=${product.id}`);
    await page.getByRole('heading', { name: product.name }).waitFor();
    const gallery = page.getByTestId('gallery-image').first();
    await expect.poll(() => gallery.evaluate(pictureShown)).toBeTruthy();
    expect(reads.filter((read) => read.startsWith('/api/en/shop/product/detail'))).toEqual([detail]);
    // The gallery draws the very picture the page asked for, asked once.
    const shown = new URL(await gallery.evaluate(pictureShown));
    expect(pictures.filter((picture) => picture.split('/')[3] === String(product.id))).toEqual([
      `${shown.pathname}${shown.search}`,
    ]);

    reads.length = 0;
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/h5/#/pages/home/searchProduct?keyword=${keyword}`);
    await page.getByTestId('product-card').first().waitFor();
    expect(reads.filter((read) => read.startsWith('/api/en/shop/search'))).toEqual([search]);
    await context.close();
  });
});

describe('layout on a desktop', () => {
  it('home at 1440x900 fits the window, its scripts sent compressed', async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    const scripts: Array<Promise<{ path: string; encoding: string; bytes: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      const encoding = response.headers()['content-encoding'] ?? 'none';
      scripts.push(response.body().then((body) => ({ path, encoding, bytes: body.length })));
    });
    await page.goto(`${baseUrl}/h5/#/pages/home/index`);
    await settle(page);
    // Every script the build wrote a brotli copy of (from MIN_BYTES) reaches Chromium as brotli.
    const sent = await Promise.all(scripts);
    expect(sent.filter((script) => /\/index-[\w-]+\.js$/.test(script.path)).map((script) => script.encoding)).toEqual([
      'br',
    ]);
    expect(sent.filter((script) => script.bytes >= MIN_BYTES && script.encoding !== 'br')).toEqual([]);
    // The shell, Preact, the CommonJS libraries, the texts and the home's own files, at the least.
    expect(sent.filter((script) => script.encoding === 'br').length).toBeGreaterThan(5);
    await page.screenshot({ path: `${SHOTS}home-en-1440.png` });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
