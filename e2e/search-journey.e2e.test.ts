import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { SHOTS, shootInBothLanguages } from './fixtures/screenshots';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A price written on the page: a currency sign beside digits. */
const PRICE_TEXT = /(US)?[$¥￥]\s?\d/;

async function shot(page: Page, name: string, lang: 'en' | 'zh') {
  await page.screenshot({ path: `${SHOTS}${name}-${lang}-390.png` });
}

describe('a visitor searching', () => {
  it('in English: empty input refused, suggestions as typed, results, filters kept, history kept', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/h5/#/pages/home/index`);
    // Named by the words it shows, nothing else.
    const searchLink = page.getByRole('link', { name: 'Search products, brands, codes', exact: true });
    await searchLink.waitFor();
    // The mall's own primary colour wins over the component library's, whichever stylesheet loads last.
    const primary = await page.evaluate(
      'getComputedStyle(document.documentElement).getPropertyValue("--adm-color-primary").trim()',
    );
    expect(primary).toBe('#1557c9');
    await searchLink.click();
    await page.waitForURL(/#\/pages\/home\/search$/);
    await page.getByRole('heading', { name: 'Popular searches' }).waitFor();
    expect(
      (await page.getByRole('heading', { name: 'Popular searches' }).locator('..').locator('..').innerText()).length,
    ).toBeGreaterThan(20);
    await shot(page, 'search', 'en');

    // An empty search is refused with the spec's words.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Search input cannot be empty').waitFor();
    await page.getByText('Search input cannot be empty').waitFor({ state: 'detached' });

    // Suggestions follow the typing, the typed part in bold; a typo still finds bearings.
    const input = page.getByRole('searchbox').or(page.locator('input[type="search"]')).first();
    await input.fill('bear');
    const suggestions = page.getByRole('list', { name: 'Suggestions' });
    await suggestions.getByRole('button').first().waitFor();
    expect(await suggestions.locator('mark').first().textContent()).toMatch(/^bear$/i);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await shot(page, 'search-suggestions', 'en');

    await input.fill('bering');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/#\/pages\/home\/searchProduct\?keyword=bering$/);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByText(/\d+ products? found/).textContent()).toMatch(/^\d+ products? found$/);
    const names = await page.getByTestId('product-card').allInnerTexts();
    expect(names.slice(0, 3).every((text) => /bearing/i.test(text))).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    await shot(page, 'search-results', 'en');
    // Ordering by price asks a visitor to log in, then brings them back to the same results.
    await page.getByTestId('sort-price').click();
    await page.getByText('Log in to your buyer account to continue.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/#\/pages\/user\/login\?redirect=.*searchProduct.*bering/);
    await page.goBack();
    await page.waitForURL(/#\/pages\/home\/searchProduct\?keyword=bering$/);
    await page.getByTestId('product-card').first().waitFor();

    // Filters: a brand and a lead time; they stay when going back and forth.
    await page.getByRole('button', { name: /Filter/ }).click();
    await page.waitForURL(/#\/pages\/home\/searchFilter\?keyword=bering$/);
    await page.getByRole('list', { name: 'Brand' }).getByRole('button').first().waitFor();
    expect(await page.getByText('Log in to filter by price').count()).toBe(1);
    await shot(page, 'search-filter', 'en');
    const brandButton = page.getByRole('list', { name: 'Brand' }).getByRole('button').first();
    const brand = ((await brandButton.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await brandButton.click();
    await page.getByRole('button', { name: '30 days' }).click();
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/#\/pages\/home\/searchProduct\?keyword=bering&brand=.+&lead_time_max=30$/);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByRole('button', { name: /Filter/ }).innerText()).toMatch(/2/);
    expect(await page.getByRole('list', { name: 'Filters in use' }).locator('li').allInnerTexts()).toEqual([
      brand,
      'Lead time up to 30 days',
      'Clear filters',
    ]);
    await page.getByRole('button', { name: /Filter/ }).click();
    await page.getByRole('button', { name: new RegExp(`^${brand} \\(`) }).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`^${brand} \\(`) }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/#\/pages\/home\/searchProduct/);

    // The history keeps the keyword, in this browser, also after a reload.
    await page.goto(`${baseUrl}/h5/#/pages/home/search`);
    await page.reload();
    await page.getByRole('heading', { name: 'Recent searches' }).waitFor();
    await page.getByRole('button', { name: 'bering', exact: true }).waitFor();
    await context.close();
  });

  it('in Chinese: one character and pinyin find bolts; nothing found offers an inquiry; history can be cleared', async () => {
    const { context, page } = await newVisitor(browser);
    await context.addCookies([{ name: 'frontend_lang', value: 'zh_CN', url: baseUrl }]);
    await page.goto(`${baseUrl}/h5/#/pages/home/search`);
    await page.getByRole('heading', { name: '热门搜索' }).waitFor();
    await shot(page, 'search', 'zh');

    const input = page.locator('input[type="search"]').first();
    await input.fill('螺');
    const suggestions = page.getByRole('list', { name: '搜索建议' });
    await suggestions.getByRole('button').first().waitFor();
    expect(await suggestions.locator('mark').first().textContent()).toBe('螺');
    await shot(page, 'search-suggestions', 'zh');

    await input.fill('luoshuan');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL(/searchProduct\?keyword=luoshuan$/);
    await page.getByTestId('product-card').first().waitFor();
    const names = await page.getByTestId('product-card').allInnerTexts();
    expect(names[0]).toContain('螺栓');
    await page.getByText(/共找到 \d+ 件商品/).waitFor();
    await shot(page, 'search-results', 'zh');

    await page.getByRole('button', { name: /筛选/ }).click();
    await page.getByRole('list', { name: '分类' }).getByRole('button').first().waitFor();
    await shot(page, 'search-filter', 'zh');

    // Nothing found: the inquiry is offered.
    await page.goto(`${baseUrl}/h5/#/pages/home/search`);
    await input.fill('独角兽');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByText('没有与“独角兽”匹配的商品。').waitFor();
    await page.getByRole('link', { name: '发布询价' }).waitFor();
    await shot(page, 'search-empty', 'zh');

    // Both searches are in the history, newest first; clearing asks first.
    await page.goto(`${baseUrl}/h5/#/pages/home/search`);
    const history = page.getByRole('heading', { name: '最近搜索' });
    await history.waitFor();
    const chips = await page.locator('section[aria-labelledby="search-history-title"] li').allInnerTexts();
    expect(chips.map((text) => text.trim())).toEqual(['独角兽', 'luoshuan']);
    await page.getByRole('button', { name: /清空/ }).click();
    await page.getByText('确定删除全部搜索历史吗？').waitFor();
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await history.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('filters a buyer can see', () => {
  /** The number of hits the results page states. */
  async function found(page: Page): Promise<number> {
    const text = (await page.getByText(/\d+ products? found|共找到 \d+ 件商品/).textContent()) ?? '';
    return Number(/\d+/.exec(text)?.[0]);
  }
  const withoutCount = (text: string | null) => (text ?? '').replace(/\s*\(\d+\)$/, '');

  it('a search typed after browsing a category starts with no category; a chosen filter is a chip, removing it widens the results', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/h5/#/pages/home/index`);
    await page.getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('button', { name: 'Electrical', exact: true }).click();
    await page.waitForURL(/category_id=\d+/);
    await page.getByText('Products in Electrical').waitFor();

    await page.getByRole('link', { name: 'SHOP' }).click();
    await page.getByRole('link', { name: 'Search products' }).click();
    const input = page.locator('input[type="search"]').first();
    await input.fill('bolt');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/#\/pages\/home\/searchProduct\?keyword=bolt$/);
    await page.getByTestId('product-card').first().waitFor();
    const all = await found(page);
    expect(all).toBeGreaterThan(1);
    expect(await page.getByRole('list', { name: 'Filters in use' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Filter/ }).innerText()).not.toMatch(/\d/);

    // Nothing is selected on the filter page either; choose a category, a brand and a lead time.
    await page.getByRole('button', { name: /Filter/ }).click();
    const categories = page.getByRole('list', { name: 'Category' });
    const brands = page.getByRole('list', { name: 'Brand' });
    await categories.getByRole('button').first().waitFor();
    expect(await page.locator('[aria-pressed="true"]').count()).toBe(0);
    const categoryName = withoutCount(await categories.getByRole('button').first().textContent());
    await categories.getByRole('button').first().click();
    const brandName = withoutCount(await brands.getByRole('button').first().textContent());
    await brands.getByRole('button').first().click();
    await page.getByRole('button', { name: '30 days' }).click();
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/searchProduct\?keyword=bolt&category_id=\d+&brand=.+&lead_time_max=30$/);
    const chips = page.getByRole('list', { name: 'Filters in use' });
    await chips.waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(await chips.locator('li').allInnerTexts()).toEqual([
      categoryName,
      brandName,
      'Lead time up to 30 days',
      'Clear filters',
    ]);
    expect(await page.getByRole('button', { name: /Filter/ }).innerText()).toMatch(/3/);
    const narrowed = await found(page);
    expect(narrowed).toBeLessThan(all);

    await shootInBothLanguages(context, page, 'search-results-chips', (p, lang) =>
      p.getByRole('list', { name: lang === 'en' ? 'Filters in use' : '已选筛选条件' }).waitFor(),
    );
    await page.getByRole('button', { name: /Filter/ }).click();
    await page.waitForURL(/searchFilter\?keyword=bolt&category_id=\d+&brand=.+&lead_time_max=30$/);
    await shootInBothLanguages(context, page, 'search-filter-selected', async (p, lang) => {
      await p.locator('[aria-pressed="true"]').nth(2).waitFor();
      const days = p.getByRole('button', { name: lang === 'en' ? '30 days' : '30 天' });
      expect(await days.getAttribute('aria-pressed')).toBe('true');
    });
    const chosenCategory = categories.getByRole('button', { name: new RegExp(`^${categoryName} \\(`) });
    expect(await chosenCategory.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Show results' }).click();
    await chips.waitFor();

    // Removing the brand chip widens the results; the other filters stay.
    await page.getByRole('button', { name: `Remove filter ${brandName}` }).click();
    await page.waitForURL(/searchProduct\?keyword=bolt&category_id=\d+&lead_time_max=30$/);
    await expect.poll(() => found(page)).toBeGreaterThan(narrowed);
    expect(await chips.locator('li').allInnerTexts()).toEqual([
      categoryName,
      'Lead time up to 30 days',
      'Clear filters',
    ]);
    await context.close();
  });
});
