import { PAGES, type PageName } from '@mall/contract';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserFilming } from './fixtures/barcode-video';
import { newVisitor } from './fixtures/browser';
import { eventsOf, watch } from './fixtures/csp-watch';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';

/**
 * The built storefront under the server's Content-Security-Policy: every page of the contract's
 * page table, as a visitor and as a member (whose pages load the most), with the video embed, the
 * barcode reader's WebAssembly and the camera, reports no violation.
 */
const EMAIL = `csp.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Member2026';
const PRODUCT_WITH_VIDEO = 4;

let env: MemberServer;
let browser: Browser;
let camera: Awaited<ReturnType<typeof launchBrowserFilming>> | undefined;
let shopCode: string;
let campaignId: number;

/** What a page of the table needs in its query to show its content rather than an empty state. */
function pageQuery(name: PageName): string {
  const queries: Partial<Record<PageName, string>> = {
    productDetail: `?id=${PRODUCT_WITH_VIDEO}`,
    store: `?shop_code=${shopCode}`,
    groupBuyingDetail: `?id=${campaignId}`,
    rfqDetail: '?id=1',
    resetPassword: '?token=abc',
    searchProduct: '?keyword=bolt',
    searchFilter: '?keyword=bolt',
  };
  return queries[name] ?? '';
}

/** Pages visited at once: each waits for its own network to fall quiet, which the others need not. */
const PAGES_AT_ONCE = 3;

/** Opens every page of the table in a fresh document of its own: the violations found, by page. */
async function visitEveryPage(context: BrowserContext): Promise<Record<string, string[]>> {
  const waiting = Object.keys(PAGES) as PageName[];
  const found: Record<string, string[]> = {};
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      const page = await context.newPage();
      const reports = await watch(page);
      for (let name = waiting.shift(); name; name = waiting.shift()) {
        // A fresh document per page: the policy applies to what each page loads from the start.
        await page.goto('about:blank');
        await page.goto(`${env.server.baseUrl}/h5/#${PAGES[name].route}${pageQuery(name)}`);
        await reports.settled();
        if (name === 'productDetail') await page.getByTestId('video-frame').waitFor();
        const violations = [...(await eventsOf(page)), ...reports.take()];
        if (violations.length > 0) found[name] = violations;
      }
      await page.close();
    }),
  );
  return found;
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  const base = env.server.baseUrl;
  const products = (await (await fetch(`${base}/api/cn/shop/product/recommend?pageSize=1`)).json()) as {
    data: { list: Array<{ code: string; shop_code: string }> };
  };
  const first = products.data.list[0];
  if (!first) throw new Error('no seeded product');
  shopCode = first.shop_code;
  const campaigns = (await (await fetch(`${base}/api/cn/shop/group_buying?pageSize=1`)).json()) as {
    data: { list: Array<{ id: number }> };
  };
  campaignId = campaigns.data.list[0]?.id ?? 1;
  camera = await launchBrowserFilming(first.code);
  browser = camera.browser;
});

afterAll(async () => {
  await camera?.close();
  await stopServerWithMember(env);
});

describe('the Content-Security-Policy', () => {
  it('is sent with the storefront: no inline script, no framing', async () => {
    const response = await fetch(`${env.server.baseUrl}/h5/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('reports no violation on any page for a visitor', async () => {
    const { context } = await newVisitor(browser);
    expect(await visitEveryPage(context)).toEqual({});
    await context.close();
  });

  it('reports no violation on any page for a member, scanner and video included', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(context, env);
    expect(await visitEveryPage(context)).toEqual({});

    // The scanner reads the fake camera with the barcode reader (WebAssembly where the browser has none).
    const reports = await watch(page);
    await page.goto(`${env.server.baseUrl}/h5/#${PAGES.qrCode.route}`);
    await page.getByTestId('scanned-product').waitFor({ timeout: 60_000 });
    expect([...(await eventsOf(page)), ...reports.take()]).toEqual([]);
    await context.close();
  });

  it('keeps another site from framing the storefront', async () => {
    const { context, page } = await newVisitor(browser);
    await page.route('http://elsewhere.example/', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<iframe src="${env.server.baseUrl}/h5/#/pages/cart/index"></iframe>`,
      }),
    );
    await page.goto('http://elsewhere.example/');
    // Chromium puts its error page in a frame whose page refused to be framed.
    await expect
      .poll(() => page.frames().map((frame) => frame.url()))
      .toEqual(['http://elsewhere.example/', 'chrome-error://chromewebdata/']);
    await context.close();
  });
});
