import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserFilming } from './fixtures/barcode-video';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { SHOTS } from './fixtures/screenshots';

/**
 * A phone scans a product's barcode through Chromium's fake camera, which plays a generated video of
 * the seeded product's EAN-13; the product lands in the scan-code group of the cart.
 */
const EMAIL = `scan.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Member2026';

interface Product {
  id: number;
  code: string;
  moq: number;
}

let env: MemberServer;
let browser: Browser;
let camera: Awaited<ReturnType<typeof launchBrowserFilming>> | undefined;
let product: Product;

const url = (route: string) => `${env.server.baseUrl}/h5/#${route}`;

async function memberPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser);
  await logIn(visitor.context, env);
  return visitor;
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  const response = await fetch(`${env.server.baseUrl}/api/cn/shop/product/recommend?pageSize=1`);
  const first = ((await response.json()) as { data: { list: Product[] } }).data.list[0];
  if (!first) throw new Error('no seeded product');
  product = first;
  camera = await launchBrowserFilming(product.code);
  browser = camera.browser;
});

afterAll(async () => {
  await camera?.close();
  await stopServerWithMember(env);
});

describe('scanning a product code on a phone', () => {
  it('opens from the home header and decodes the camera picture, with nothing fetched from outside the site', async () => {
    const { context, page } = await memberPhone();
    const requests: string[] = [];
    page.on('request', (request) => {
      requests.push(request.url());
    });
    await page.goto(url('/pages/home/index'));
    await page.getByRole('link', { name: 'Scan a product code' }).click();
    await page.waitForURL(/#\/pages\/home\/qrCode$/);
    await page.getByTestId('scanned-product').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('scan-code').textContent()).toContain(product.code);
    await page.screenshot({ path: join(SHOTS, 'scan-found-en-390.png') });

    await page.getByTestId('scan-add').click();
    await page.getByTestId('scan-added').waitFor();
    const cart = await context.request.get(`${env.server.baseUrl}/api/cn/scan_code/shop/cart`);
    const lines = (await cart.json()).data.list as Array<{ product_id: number; quantity: number }>;
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual([[product.id, product.moq]]);

    // The launch check of the video site (SPEC section 4) is the one address allowed outside the site.
    const config = (await (await fetch(`${env.server.baseUrl}/api/site/config`)).json()) as {
      data: { video_site_ping_url: string };
    };
    const ping = new URL(config.data.video_site_ping_url);
    const outside = requests.filter(
      (address) =>
        !address.startsWith(env.server.baseUrl) &&
        !address.startsWith('data:') &&
        `${new URL(address).origin}${new URL(address).pathname}` !== `${ping.origin}${ping.pathname}`,
    );
    expect(outside).toEqual([]);
    expect(requests.some((address) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(address))).toBe(true);

    await page.goto(url('/pages/cart/index'));
    await page.getByTestId('cart-group-scan_code').waitFor();
    await context.close();
  });

  it('opens from the search page, finds a typed code, and says so clearly when a code names nothing', async () => {
    const { context, page } = await memberPhone();
    await context.addCookies([{ name: 'frontend_lang', value: 'zh_CN', url: env.server.baseUrl }]);
    await page.goto(url('/pages/home/search'));
    await page.getByRole('link', { name: '扫码找商品' }).click();
    await page.waitForURL(/#\/pages\/home\/qrCode$/);
    await page.getByTestId('scanned-product').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(SHOTS, 'scan-found-zh-390.png') });
    await page.getByTestId('scan-manual-input').fill('0000000000000');
    await page.getByRole('button', { name: '查找' }).click();
    await page.getByTestId('scan-error').waitFor();
    expect(await page.getByTestId('scan-error').textContent()).toBe('没有该编码的商品，请检查后重试。');
    await context.close();
  });

  it('falls back to the typed code on a phone without a camera', async () => {
    const plain = await launchBrowser();
    try {
      const { context, page } = await newVisitor(plain);
      await page.goto(url('/pages/home/qrCode'));
      await page.getByTestId('scan-camera-problem').waitFor();
      expect(await page.getByTestId('scan-camera-problem').textContent()).toMatch(
        /^(No camera was found|Camera access was denied)/,
      );
      await page.getByTestId('scan-manual-input').fill(product.code);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByTestId('scanned-product').waitFor();
      expect(await page.getByTestId('scanned-product').textContent()).toContain('Login to get price');
      await page.screenshot({ path: join(SHOTS, 'scan-no-camera-en-390.png') });
      await context.close();
    } finally {
      await plain.close();
    }
  });

  it('asks a computer user to use a phone', async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    await page.goto(url('/pages/home/qrCode'));
    await page.getByText('Please use your mobile phone for operation!').waitFor();
    await page.screenshot({ path: join(SHOTS, 'scan-desktop-en-1440.png') });
    expect(await page.locator('video').count()).toBe(0);
    await context.close();
  });
});
