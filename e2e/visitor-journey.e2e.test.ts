import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';

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
});
