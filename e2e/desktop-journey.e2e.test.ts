import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newVisitor } from './fixtures/browser';
import { type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { horizontalOverflow, SHOTS } from './fixtures/screenshots';

/**
 * A buyer at a desk (1440x900, a desktop browser): the desktop site at the spec's desktop paths, on
 * a server of its own with an approved member (fixtures/member.ts).
 */
const EMAIL = `desk.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Desk2026ok';
const PRICE_TEXT = /[$¥]\s?\d/;

let browser: Browser;
let env: MemberServer;
const url = (path: string) => `${env.server.baseUrl}${path}`;

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

/** Chinese, then English: the language cookie, a reload, the page settled, a screenshot, nothing wider than the window. */
async function shootDesk(context: BrowserContext, page: Page, name: string, ready: (page: Page) => Promise<unknown>) {
  for (const [lang, cookie] of [
    ['zh', 'zh_CN'],
    ['en', 'en_US'],
  ] as const) {
    await context.addCookies([{ name: 'frontend_lang', value: cookie, url: env.server.baseUrl }]);
    await page.reload();
    await ready(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}desktop-${name}-${lang}-1440.png` });
    expect(await horizontalOverflow(page), `${name} (${lang}) overflows sideways`).toBeLessThanOrEqual(0);
  }
}

describe('a buyer at a desk', () => {
  it('browses as a visitor without prices, searches with filters and pages, logs in and comes back to order', async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    await page.goto(url('/homePage'));

    // Home: the header, the category tree, banners and a grid of products with the login prompt.
    await page.getByTestId('banners').waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(10);
    expect(await page.getByTestId('login-for-price').first().textContent()).toBe('Login to get price');
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    // Four or five cards side by side.
    const tops = await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.slice(0, 6).map((card) => card.getBoundingClientRect().top));
    expect(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(4);
    await shootDesk(context, page, 'home', (p) => p.getByTestId('product-card').first().waitFor());

    // Scanning is for phones: the desk is told so, with a QR code of the phone's scan page.
    await page.getByTestId('scan-code').click();
    const scan = page.getByTestId('scan-code-dialog');
    await scan.getByText('Please use your mobile phone for operation!').waitFor();
    expect(await scan.locator('.ant-qrcode svg').count()).toBe(1);
    expect(await scan.getByText(/\/h5\/#\/pages\/home\/qrCode$/).textContent()).toBe(
      `${env.server.baseUrl}/h5/#/pages/home/qrCode`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await scan.waitFor({ state: 'hidden' });

    // A category from the sidebar: its products, the branch opened, its own address.
    const sidebar = page.getByTestId('category-sidebar');
    const category = sidebar.getByRole('link').first();
    const categoryName = (await category.textContent()) ?? '';
    await category.click();
    await page.waitForURL(/\/Catalog\?category_id=\d+$/);
    await page.getByRole('heading', { name: `Products in ${categoryName}` }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe(categoryName);
    await shootDesk(context, page, 'catalog', (p) => p.getByTestId('product-card').first().waitFor());

    // Search from the header: suggestions as typed, then results with filters on the left.
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('bear');
    await page.getByRole('option').first().waitFor();
    await search.fill('bearing');
    await search.press('Enter');
    await page.waitForURL(/\/productSearch\?keyword=bearing$/);
    await expect.poll(() => page.getByTestId('result-count').textContent()).toMatch(/^\d+ products? found$/);
    const total = Number((await page.getByTestId('result-count').textContent())?.match(/^\d+/)?.[0]);
    const brands = page
      .getByTestId('filter-panel')
      .locator('section', { has: page.getByRole('heading', { name: 'Brand' }) });
    const brand = brands.locator('label.ant-radio-wrapper').first();
    const brandName = ((await brand.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await brand.click();
    await page.waitForURL(
      new RegExp(
        `/productSearch\\?keyword=bearing&brand=${encodeURIComponent(brandName).replace(/%20/g, '(\\+|%20)')}$`,
      ),
    );
    await expect
      .poll(async () => Number((await page.getByTestId('result-count').textContent())?.match(/^\d+/)?.[0]))
      .toBeLessThan(total);
    await shootDesk(context, page, 'search', (p) => p.getByTestId('product-card').first().waitFor());

    // Pages of a long list are links with their own address.
    await page.goto(url('/productSearch?keyword=bolt'));
    await page.getByTestId('product-card').first().waitFor();
    const firstPage = await page.getByTestId('product-card').first().textContent();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/productSearch\?keyword=bolt&page=2$/);
    await expect.poll(() => page.getByTestId('product-card').first().textContent()).not.toBe(firstPage);

    // A product: gallery, specification table, store; the price prompt leads to the login page and back.
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/\/productDetail\?id=\d+$/);
    const productAddress = new URL(page.url());
    await page.getByTestId('specification').waitFor();
    await page.getByTestId('store-card').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    // Links and labels dark enough to read on white (4.5:1): the mall's blue, 60% black.
    const storeCard = page.getByTestId('store-card');
    const colourOf = (selector: string) =>
      storeCard
        .locator(selector)
        .first()
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).color);
    const colours = { link: await colourOf('a'), label: await colourOf('.ant-descriptions-item-label') };
    expect(colours).toEqual({ link: 'rgb(21, 87, 201)', label: 'rgba(0, 0, 0, 0.6)' });
    // A product code is read as one string: the buy box shows it on one line.
    const code = page.locator('.detail-buy .ant-descriptions-item-content').first();
    expect(await code.textContent()).toMatch(/^\d{13}$/);
    const codeLines = await code.evaluate((element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      const rects = range.getClientRects();
      const tops = new Set<number>();
      for (let at = 0; at < rects.length; at++) tops.add(Math.round(rects.item(at)?.top ?? 0));
      return tops.size;
    });
    expect(codeLines).toBe(1);
    await shootDesk(context, page, 'product', (p) => p.getByTestId('specification').waitFor());
    await page.getByTestId('detail-price').getByTestId('login-for-price').click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${productAddress.pathname}${productAddress.search}`);
    await shootDesk(context, page, 'login', (p) => p.locator('#login-email').waitFor());

    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('WrongPass1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-notice').waitFor();
    expect(await page.getByTestId('login-notice').textContent()).toContain(
      "You've entered the wrong password 1 time(s)",
    );
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${productAddress.href}`);

    // Logged in: the price, the company in the header, a sub-total; the MOQ rule refuses less.
    await expect.poll(() => page.getByTestId('detail-price').textContent()).toMatch(/\$\d/);
    await page.getByTestId('account-menu').getByText('Hanse Werkzeug GmbH').waitFor();
    const quantity = page.getByTestId('quantity-input');
    const moq = Number(await quantity.inputValue());
    await quantity.fill(String(moq - 1));
    expect(await page.getByTestId('quantity-problem').textContent()).toBe('The quantity cannot be less than MOQ');
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    await quantity.fill(String(moq + 1));
    await page.getByTestId('sub-total').waitFor();
    await page.getByTestId('add-to-cart').click();
    await page.getByText('Added to cart').waitFor();
    await expect.poll(() => page.getByTestId('cart-link').locator('.ant-badge-count').textContent()).toBe('1');
    await page.getByTestId('request-quotation').click();
    await page.getByText(/^Quotation requested in/).waitFor();

    // The same session on the phone site: its page of this product shows the price too.
    const phoneLink = await page.getByTestId('phone-version').getAttribute('href');
    expect(phoneLink).toBe(`/h5/#/pages/home/detail${productAddress.search}`);
    await page.getByTestId('phone-version').click();
    await page.waitForURL((address) => address.pathname === '/h5/');
    await expect.poll(() => page.getByTestId('detail-price').first().textContent()).toMatch(/\$\d/);

    // A computer on the phone site is offered the desktop page of the same product, and back.
    const desktopLink = page.getByTestId('desktop-version');
    expect(await desktopLink.textContent()).toBe('Desktop version of this page');
    expect(await desktopLink.getAttribute('href')).toBe(`/productDetail${productAddress.search}`);
    await desktopLink.click();
    await page.waitForURL((address) => address.pathname === '/productDetail');
    await page.getByTestId('detail-price').waitFor();
    await context.close();
  });

  it('in Chinese: characters and pinyin suggest and find bolts; the history lists the searches and clears after a question', async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    await context.addCookies([{ name: 'frontend_lang', value: 'zh_CN', url: env.server.baseUrl }]);
    await page.goto(url('/homePage'));
    const search = page.getByRole('combobox', { name: '搜索商品' });

    // One character suggests; pinyin finds the products named in characters.
    await search.fill('螺');
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').first().innerText()).toContain('螺');
    await search.fill('luoshuan');
    await search.press('Enter');
    await page.waitForURL(/\/productSearch\?keyword=luoshuan$/);
    // The results replace the home page's cards once their count shows.
    await expect.poll(() => page.getByTestId('result-count').textContent()).toMatch(/^共找到 \d+ 件商品$/);
    expect(await page.getByTestId('product-card').first().innerText()).toContain('螺栓');
    await search.fill('独角兽');
    await search.press('Enter');
    await page.waitForURL(/\/productSearch\?keyword=%E7%8B%AC%E8%A7%92%E5%85%BD$/);

    // Empty, the box offers this browser's searches, newest first; clearing asks first.
    await search.fill('');
    await search.click();
    const history = page.getByRole('listbox', { name: '最近搜索' });
    await history.waitFor();
    expect(await history.getByRole('option').allInnerTexts()).toEqual(['独角兽', 'luoshuan']);
    await page.screenshot({ path: `${SHOTS}desktop-search-history-zh-1440.png` });
    await page.getByRole('button', { name: '清空' }).click();
    await page.getByText('确定删除全部搜索历史吗？').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    expect(await history.getByRole('option').count()).toBe(2);
    await page.getByRole('button', { name: '清空' }).click();
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await history.waitFor({ state: 'hidden' });
    await page.reload();
    await search.click();
    expect(await page.getByRole('option').count()).toBe(0);
    await context.close();
  });

  it('sends a phone opening a desktop address to the same page of the storefront', async () => {
    const { context, page } = await newVisitor(browser, 'phone');
    await page.goto(url('/productSearch?keyword=bolt'));
    await page.waitForURL(/\/h5\/#\/pages\/home\/searchProduct\?keyword=bolt$/);
    await page.getByTestId('product-card').first().waitFor();
    await page.goto(url('/'));
    await page.waitForURL(/\/h5\/#\/pages\/home\/index$/);
    await context.close();
  });

  it('answers an unknown product plainly, with the way back to the shop', async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    await page.setViewportSize(DESKTOP);
    await page.goto(url('/productDetail?id=999999'));
    await page.getByText('This product does not exist or has been removed.').waitFor();
    await page.getByRole('button', { name: 'Back to the shop' }).click();
    await page.waitForURL(/\/homePage$/);
    await context.close();
  });
});
