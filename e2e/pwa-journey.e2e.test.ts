import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { SHOTS, shootInBothLanguages } from './fixtures/screenshots';
import { makeDataDir, ROOT, removeDataDir, seededDataDir, startServer } from './fixtures/server';

/**
 * The storefront as an installable app (docs/decisions/032): its manifest in both languages, a
 * service worker that opens the shell and the pages seen before with the network cut, never a
 * member's prices after the logout, and codes scanned offline that reach the cart when it is back.
 */
const EMAIL = `pwa.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Member2026';

interface Product {
  id: number;
  code: string;
  moq: number;
  name: string;
}

let env: MemberServer;
let browser: Browser;
let products: Product[];
let categoryId: number;

const url = (route: string) => `${env.server.baseUrl}/h5/#${route}`;
const detailUrl = (product: Product) => url(`/pages/home/detail?id=${product.id}`);

/** A price written on the page: a currency sign beside digits. */
const PRICE_TEXT = /(US)?[$¥￥]\s?\d/;

async function getJson<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${env.server.baseUrl}${path}`, { headers });
  return (await response.json()) as T;
}

/**
 * Waits until the service worker is activated and controls the page, which it does once it has
 * precached the storefront; answers the worker's state. (Browser code as text: e2e has no DOM
 * types; not `waitForFunction`, which the storefront's policy refuses as an eval.)
 */
function controlled(page: Page): Promise<string> {
  return page.evaluate(`(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return worker.state;
  })()`) as Promise<string>;
}

/** Opens a route of the storefront and waits for what says it has shown its data. */
async function visit(page: Page, route: string, ready: string): Promise<void> {
  await page.goto(route);
  await page.locator(ready).first().waitFor();
}

/** Every kept API answer's body, to look for prices in them (browser code, as text: e2e has no DOM types). */
const KEPT_ANSWERS = `(async () => {
  const bodies = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.startsWith('/api/')) bodies.push(await (await cache.match(request)).text());
    }
  }
  return bodies;
})()`;

function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(KEPT_ANSWERS) as Promise<string[]>;
}

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  products = (await getJson<{ data: { list: Product[] } }>('/api/cn/shop/product/recommend?pageSize=3')).data.list;
  if (products.length < 3) throw new Error('fewer than three seeded products');
  const tree = await getJson<{ data: { list: Array<{ category_id: number }> } }>('/api/shop/category');
  const first = tree.data.list[0];
  if (!first) throw new Error('no seeded category');
  categoryId = first.category_id;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe('the installable storefront', () => {
  it('answers its manifest in the language of the cookie or the browser, with its icons, and its worker uncached', async () => {
    type Manifest = {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    const manifest = async (headers: Record<string, string>) => {
      const response = await fetch(`${env.server.baseUrl}/h5/manifest.webmanifest`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(response.headers.get('vary')).toMatch(/Cookie/);
      return (await response.json()) as Manifest;
    };
    const english = await manifest({ cookie: 'frontend_lang=en_US' });
    expect([english.name, english.short_name]).toEqual(['Procurement Mall', 'Procure Mall']);
    expect(english).toMatchObject({
      start_url: '/h5/#/pages/home/index',
      scope: '/h5/',
      display: 'standalone',
      theme_color: '#1557c9',
    });
    const chinese = await manifest({ cookie: 'frontend_lang=zh_CN' });
    expect([chinese.name, chinese.short_name]).toEqual(['采购商城', '采购商城']);
    expect(chinese.icons).toEqual(english.icons);
    expect((await manifest({ 'accept-language': 'zh-CN,zh;q=0.9' })).name).toBe('采购商城');

    expect(english.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of english.icons) {
      const response = await fetch(`${env.server.baseUrl}${icon.src}`);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer())), icon.src).toBe(icon.sizes);
    }

    const worker = await fetch(`${env.server.baseUrl}/h5/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const policy = worker.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("worker-src 'self'");

    const { context, page } = await newVisitor(browser);
    await page.goto(url('/pages/home/index'));
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/h5/manifest.webmanifest');
    await context.close();
  });

  it('opens the shell and the pages seen before with the network cut, says it is offline, and recovers', async () => {
    const { context, page } = await newVisitor(browser);
    const [seen, unseen] = products as [Product, Product];
    await page.goto(url('/pages/home/index'));
    expect(await controlled(page)).toBe('activated');

    // Browsed online under the worker: the shop, a category, a product. Who is browsing is answered
    // only once they are seen, as on a slow line: the first identity the worker records keeps what
    // it saved before.
    let answerIdentity = () => {};
    const identityHeld = new Promise<void>((resolve) => {
      answerIdentity = resolve;
    });
    await context.route('**/api/user/info', async (route) => {
      await identityHeld;
      await route.continue();
    });
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    await visit(page, url(`/pages/category/index?category_id=${categoryId}`), '[data-testid="product-card"]');
    await visit(page, detailUrl(seen), '[data-testid="quantity-input"]');
    const identity = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/info');
    answerIdentity();
    expect((await identity).status()).toBe(200);
    await context.unroute('**/api/user/info');
    expect(await page.getByTestId('offline-banner').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toBe(
      'You are offline. Pages you opened before still show.',
    );
    await page.getByRole('heading', { name: seen.name }).waitFor();
    await page.screenshot({ path: `${SHOTS}pwa-offline-product-en-390.png` });
    await visit(page, url('/pages/home/index'), '[data-testid="product-card"]');
    await visit(page, url(`/pages/category/index?category_id=${categoryId}`), '[data-testid="product-card"]');

    await page.goto(detailUrl(unseen));
    await page.getByTestId('offline-unsaved').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('offline-unsaved').textContent()).toContain(
      'You are offline, and this page was not saved on this phone.',
    );
    await page.screenshot({ path: `${SHOTS}pwa-offline-unsaved-en-390.png` });

    // Back online: the banner goes and the page that could not open loads by itself.
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: unseen.name }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('loads a rebuilt storefront at once rather than the copy it precached, which opens only offline', async () => {
    // A build of its own, served by a server of its own, so that it can be "rebuilt" under the page.
    const copy = await makeDataDir();
    const dist = join(copy, 'dist');
    await cp(join(ROOT, 'apps/web/dist'), dist, { recursive: true });
    const dataDir = await seededDataDir();
    const server = await startServer({ dataDir, env: { WEB_DIST_DIR: dist } });
    const { context, page } = await newVisitor(browser);
    const shownBuild = () => page.evaluate(`document.querySelector('meta[name="build"]')?.content ?? 'first'`);
    try {
      await page.goto(`${server.baseUrl}/h5/#/pages/home/index`);
      await controlled(page);
      await page.reload();
      expect(await shownBuild()).toBe('first');

      const index = await readFile(join(dist, 'index.html'), 'utf8');
      await writeFile(
        join(dist, 'index.html'),
        index.replace('</head>', '<meta name="build" content="second"></head>'),
      );
      await rm(join(dist, 'index.html.br'));
      await rm(join(dist, 'index.html.gz'));
      await page.reload();
      expect(await shownBuild()).toBe('second');

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-banner').waitFor();
      expect(await shownBuild()).toBe('first');
    } finally {
      await context.close();
      await server.stop();
      await removeDataDir(dataDir);
      await removeDataDir(copy);
    }
  });

  it("keeps no member's prices for the visitor after the logout", async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(context, env);
    const [first, second] = products as [Product, Product];
    await page.goto(url('/pages/home/index'));
    await controlled(page);
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    await visit(page, detailUrl(first), '[data-testid="detail-price"]');
    await visit(page, detailUrl(second), '[data-testid="detail-price"]');
    expect((await keptAnswers(page)).join('\n')).toMatch(/"price_visible":true/);

    await page.goto(url('/pages/my/index'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/#\/pages\/home\/index$/);
    // The visitor opens the first product again; the second was seen only by the member.
    await visit(page, detailUrl(first), '[data-testid="login-for-price"]');

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('login-for-price').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    await page.goto(detailUrl(second));
    await page.getByTestId('offline-unsaved').waitFor({ timeout: 30_000 });
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    expect((await keptAnswers(page)).join('\n')).not.toMatch(/"price_visible":true/);
    await context.close();
  });
});

describe('scanning without a network', () => {
  async function memberOnScanPage(): Promise<{ context: BrowserContext; page: Page }> {
    const visitor = await newVisitor(browser);
    await logIn(visitor.context, env);
    await visitor.page.goto(url('/pages/home/qrCode'));
    await controlled(visitor.page);
    return visitor;
  }

  async function typeCode(page: Page, code: string): Promise<void> {
    await page.getByTestId('scan-manual-input').fill(code);
    await page.getByTestId('scan-manual-input').press('Enter');
    await page.getByTestId('scan-queued').waitFor();
  }

  it('queues typed codes on the phone, lets the buyer edit them, and adds them to the cart when the network is back', async () => {
    const { context, page } = await memberOnScanPage();
    const [kept, dropped] = products.slice(1) as [Product, Product];
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();

    await typeCode(page, kept.code);
    expect(await page.getByTestId('scan-queued').textContent()).toBe(
      `Saved ${kept.code}. It will be added when you are back online.`,
    );
    await typeCode(page, dropped.code);
    const lines = page.getByTestId('scan-queue-line');
    await lines.nth(1).waitFor();
    expect(await lines.allInnerTexts()).toHaveLength(2);
    expect(await page.getByTestId('scan-queue-note').textContent()).toBe(
      'You are offline. These codes will be added to the Scan Code group of your cart when you are back online.',
    );

    const quantity = kept.moq + 5;
    await page.getByRole('textbox', { name: `Quantity for ${kept.code}` }).fill(String(quantity));
    await page.getByRole('button', { name: `Remove ${dropped.code}` }).click();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain(kept.code);

    // The queue outlives a reload without a network; both languages fit the phone.
    await shootInBothLanguages(context, page, 'scan-queue-offline', async (shown, lang) => {
      await shown.getByTestId('scan-queue-line').first().waitFor();
      await shown.getByTestId('offline-banner').waitFor();
      if (lang === 'zh') expect(await shown.getByTestId('scan-queue-note').textContent()).toMatch(/^当前离线/);
      expect(await shown.getByTestId('scan-queue-line').first().getByRole('textbox').inputValue()).toBe(
        String(quantity),
      );
    });

    await context.setOffline(false);
    await page.getByTestId('scan-queue-added').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('scan-queue-line').count()).toBe(0);
    expect(await page.getByTestId('scan-queue-added').textContent()).toContain(`${kept.name} × ${quantity}`);
    await page.screenshot({ path: `${SHOTS}scan-queue-sent-en-390.png` });
    expect(await page.evaluate("localStorage.getItem('scanQueue')")).toBe('[]');

    const cart = await context.request.get(`${env.server.baseUrl}/api/cn/scan_code/shop/cart`);
    const cartLines = (await cart.json()).data.list as Array<{ product_id: number; quantity: number }>;
    expect(cartLines.map((line) => [line.product_id, line.quantity])).toEqual([[kept.id, quantity]]);
    await page.goto(url('/pages/cart/index'));
    await page.getByTestId('cart-group-scan_code').waitFor();
    await context.close();
  });
});
