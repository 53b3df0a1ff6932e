import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newVisitor, PHONE } from './fixtures/browser';

const CJK = /[\u4e00-\u9fff]/;

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function tab(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: /Main sections|主要栏目/ })
    .getByRole('link', { name })
    .click();
}

describe('a visitor on a phone', () => {
  it('sees the mark of the mall before any script has run, and what to do when scripts are off', async () => {
    const noScripts = await browser.newContext({ viewport: PHONE, isMobile: true, javaScriptEnabled: false });
    const still = await noScripts.newPage();
    await still.goto(`${baseUrl}/h5/`);
    expect(await still.locator('.boot-splash svg').isVisible()).toBe(true);
    expect(await still.locator('.boot-splash').innerText()).toBe(
      'This mall needs JavaScript: please turn it on in your browser. 本商城需要 JavaScript，请在浏览器中启用。',
    );
    await noScripts.close();

    // With scripts, the app's first render takes the splash's place.
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/h5/`);
    await page.getByTestId('banners').waitFor();
    expect(await page.locator('.boot-splash').isVisible()).toBe(false);
    await context.close();
  });

  it('is told a page could not load when its code does not arrive, and goes back to the shop', async () => {
    const { context, page } = await newVisitor(browser);
    await page.route(/\/h5\/assets\/category-page-[\w-]+\.js/, (route) => route.abort('connectionreset'));
    await page.goto(`${baseUrl}/h5/`);
    await page.getByTestId('banners').waitFor();
    await tab(page, 'Categories');
    await page.getByText('Unable to load this page. Check your connection and try again.').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);

    // The way to the shop leaves the failed page behind.
    await page.getByRole('link', { name: 'Go to the shop' }).click();
    await page.getByTestId('banners').waitFor();
    expect(await page.getByText('Unable to load this page.', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it('browses the shop and a category, then switches to 中文 and to the China market', async () => {
    const { context, page } = await newVisitor(browser);
    const productRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/shop/product/recommend')) productRequests.push(request.url());
    });

    // `/` leads to the storefront's home page.
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/h5\//);

    // Home: banners, recommended categories, products with the visitor's price prompt.
    await expect.poll(() => page.getByTestId('banners').isVisible()).toBe(true);
    const categories = page.getByTestId('recommended-categories').getByRole('link');
    await categories.first().waitFor();
    expect(await categories.count()).toBeGreaterThan(3);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(3);
    await page.getByText('Login to get price').first().waitFor();
    expect(await page.getByTestId('product-card').first().textContent()).not.toMatch(/[$¥]\s?\d/);

    // A category from the home grid: the categories page with that category chosen and its products.
    const firstCategory = categories.first();
    const categoryName = (await firstCategory.locator('span').last().textContent())?.trim() ?? '';
    expect(categoryName).not.toBe('');
    await firstCategory.click();
    await page.waitForURL(/#\/pages\/category\/index\?category_id=\d+/);
    const categoryId = new URL(page.url().replace('#', '')).searchParams.get('category_id');
    const side = page.getByRole('navigation', { name: 'Top categories' });
    await expect.poll(() => side.getByRole('button', { name: categoryName }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('heading', { name: `Products in ${categoryName}` }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(productRequests.some((url) => url.includes(`category_id=${categoryId}`))).toBe(true);

    // A sub-category chip narrows the list.
    const chips = page.getByRole('list', { name: `Sub-categories of ${categoryName}` }).getByRole('button');
    if ((await chips.count()) > 1) {
      await chips.nth(1).click();
      await expect.poll(() => chips.nth(1).getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('product-card').first().waitFor();
    }

    // 中文: the interface and the server's catalogue texts in Chinese.
    await tab(page, 'SHOP');
    await page.getByRole('button', { name: 'Switch the language to Chinese' }).click();
    await page.getByText('登录查看价格').first().waitFor();
    await page.getByRole('navigation', { name: '主要栏目' }).getByRole('link', { name: '商城' }).waitFor();
    await expect.poll(async () => (await categories.first().locator('span').last().textContent()) ?? '').toMatch(CJK);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'frontend_lang')?.value).toBe('zh_CN');

    // China market: CNY shown, products re-read from /api/cn/.
    const cnRequest = page.waitForRequest((request) => request.url().includes('/api/cn/shop/product/recommend'));
    await page.getByTestId('market-switch').click();
    await page.getByText('中国站 · CNY').click();
    await cnRequest;
    await expect.poll(() => page.getByTestId('market-switch').textContent()).toContain('CNY');
    expect(await page.evaluate('localStorage.getItem("shopCurrency")')).toBe('cn');
    await page.getByTestId('product-card').first().waitFor();

    await context.close();
  });

  it('is asked to log in when opening the Cart tab, then lands on the login page with a redirect', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/h5/#/pages/home/index`);
    await page.getByTestId('product-card').first().waitFor();

    await tab(page, 'Cart');
    const modal = page.locator('.adm-modal-body').filter({ hasText: 'Please log in' });
    await modal.waitFor();
    const buttons = modal.getByRole('button');
    expect(await buttons.count()).toBe(1);
    await buttons.first().click();

    await page.waitForURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Fcart%2Findex$/);
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await context.close();
  });
  it('pulls the home page down to read it again; the banners slide on by themselves', async () => {
    const { context, page } = await newVisitor(browser);
    const pictureTypes = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.url().includes('/media/'))
        pictureTypes.set(new URL(response.url()).pathname, response.headers()['content-type']);
    });
    await page.goto(`${baseUrl}/h5/`);
    await page.getByTestId('product-card').first().waitFor();
    // Each picture comes at the width its place takes on this screen (half of 390 px for a card), as WebP.
    const firstPicture = page.getByTestId('product-card').first().locator('img');
    await expect.poll(() => firstPicture.evaluate((img) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = new URL(await firstPicture.evaluate((img) => img.currentSrc)).pathname;
    expect(shown).toMatch(/^\/media\/product\/\d+\/240$/);
    expect(pictureTypes.get(shown)).toBe('image/webp');
    // Pictures keep their place before they load; the first row is fetched at once, the rest when near.
    const pictures = page.getByTestId('product-card').locator('img');
    const attributes = (index: number) =>
      pictures
        .nth(index)
        .evaluate((img) => [
          img.getAttribute('width'),
          img.getAttribute('height'),
          img.getAttribute('loading'),
          img.getAttribute('fetchpriority'),
        ]);
    expect(await attributes(0)).toEqual(['400', '400', 'eager', 'high']);
    expect(await attributes(3)).toEqual(['400', '400', 'lazy', 'auto']);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/shop/product/recommend')) reads.push(request.url());
    });
    const finger = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
      finger.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x: 200, y }] });
    const head = page.getByTestId('pull-to-refresh');

    // A short pull says what to do, and letting go reads nothing.
    await touch('touchStart', 300);
    await touch('touchMove', 340);
    await expect.poll(() => head.innerText()).toBe('Pull down to refresh');
    await touch('touchEnd');
    await expect.poll(() => head.innerText()).toBe('');
    expect(reads).toEqual([]);

    // Pulled far enough, letting go reads the page again and says so.
    await touch('touchStart', 300);
    for (const y of [340, 380, 420, 460]) await touch('touchMove', y);
    await expect.poll(() => head.innerText()).toBe('Release to refresh');
    await touch('touchEnd');
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    await expect.poll(() => head.innerText()).toBe('Updated');
    await expect.poll(() => head.innerText()).toBe('');

    // The banners move to the next one without a touch.
    const track = page.getByTestId('banner-track');
    const before = await track.evaluate((el) => el.scrollLeft);
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).not.toBe(before);
    await context.close();
  });
});
