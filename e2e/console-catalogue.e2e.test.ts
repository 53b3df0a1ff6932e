import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, pressConfirmation } from './fixtures/browser';
import {
  ADMIN,
  type ConsoleServer,
  consoleLogIn,
  startConsoleServer,
  stopConsoleServer,
  watchCsp,
} from './fixtures/console';
import { apiCall } from './fixtures/documents';
import { SHOTS } from './fixtures/screenshots';
import { printServerLogOnFailure } from './fixtures/server';

/**
 * The console's catalogue journey, in English and in Chinese: a catalogue operator added by the
 * administrator downloads the CSV template, fills two new products and a bad row into it, uploads
 * it, sees the preview's counts and the rejected row, confirms, and follows the progress until it is
 * done; a visitor then finds the new product in the phone storefront's search. The operator renames
 * the product in its drawer and the storefront's product page shows the new name. Every catalogue
 * page and drawer is photographed at 1440x900. A banner photographed wide, uploaded in the console,
 * reaches the phone's home at the width the phone draws it.
 */
const RUN = Date.now().toString(36);

const LANGUAGES = [
  {
    lang: 'en',
    cookie: 'en_US',
    texts: {
      products: 'Products',
      importButton: 'Import',
      saved: 'The product is saved; the storefront shows it within a second.',
      categories: 'Categories',
      stores: 'Stores',
      banners: 'Home banners',
      campaigns: 'Group buying',
    },
  },
  {
    lang: 'zh',
    cookie: 'zh_CN',
    texts: {
      products: '商品',
      importButton: '导入',
      saved: '商品已保存，商城将在一秒内显示。',
      categories: '类目',
      stores: '店铺',
      banners: '首页横幅',
      campaigns: '团购',
    },
  },
] as const;

let env: ConsoleServer;
let browser: Browser;
let admin: BrowserContext;

const consoleUrl = (path: string) => `${env.server.baseUrl}/console${path}`;

function call<T>(api: APIRequestContext, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  return apiCall<T>(api, env.server.baseUrl, method, path, body);
}

/** An EAN-13 code from 12 digits and its check digit. */
function ean13(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** RFC 4180 rows of a CSV text (quotes doubled inside quoted cells). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows.filter((cells) => cells.some((value) => value !== ''));
}

function toCsv(rows: string[][]): string {
  return `${rows.map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\n')}\n`;
}

async function shoot(page: Page, name: string, lang: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}console-${name}-${lang}-1440.png` });
}

async function seeMessage(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message-notice-content').filter({ hasText: text }).last().waitFor();
}

printServerLogOnFailure(() => env?.server);

beforeAll(async () => {
  env = await startConsoleServer();
  browser = await launchBrowser();
  admin = (await newVisitor(browser, 'desktop')).context;
  await call(admin.request, 'POST', '/api/console/v1/login', { email: ADMIN.email, password: ADMIN.password });
});

afterAll(async () => {
  await browser?.close();
  await stopConsoleServer(env);
});

describe.each(LANGUAGES)('the catalogue in the console, in $lang', ({ lang, cookie, texts }) => {
  const catalog = { email: `catalog.${lang}.${RUN}@mall.example`, name: `Cara ${lang}`, password: 'Catalog-2026-edit' };
  const token = `Quokka${lang}${RUN}`;
  const digits = String(Date.now()).slice(-9);
  const codes = [ean13(`${lang === 'en' ? '21' : '22'}${digits}1`), ean13(`${lang === 'en' ? '21' : '22'}${digits}2`)];
  let desk: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    await call(admin.request, 'POST', '/api/console/v1/operators', { ...catalog, role: 'catalog' });
    desk = await newVisitor(browser, 'desktop');
  });

  afterAll(async () => {
    await desk?.context.close();
  });

  it('a catalogue operator imports a CSV through the console, and a visitor finds the new product on the phone', async () => {
    const { page } = desk;
    const violations = await watchCsp(page);
    await page.goto(consoleUrl('/'));
    await page.waitForURL(/\/console\/login$/);
    if (lang === 'zh') await page.getByTestId('language-switch').getByText('中文').click();
    await consoleLogIn(page, catalog.email, catalog.password);
    await page.getByRole('link', { name: texts.products }).click();
    await page.waitForURL(/\/console\/products/);
    await page.locator('.ant-table-row').first().waitFor();
    await shoot(page, 'products', lang);

    await page.getByTestId('products-import').click();
    const drawer = page.getByTestId('import-drawer');
    const downloading = page.waitForEvent('download');
    await drawer.getByTestId('import-template').click();
    const template = await downloading;
    const path = await template.path();
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
    const [header = [], example = []] = parseCsv(text);
    const column = (name: string) => header.indexOf(name);
    const row = (code: string, suffix: string, changes: Record<string, string> = {}) => {
      const cells = [...example];
      cells[column('code')] = code;
      cells[column('name_en')] = `${token} bolt ${suffix}`;
      cells[column('name_zh')] = `${token} 螺栓 ${suffix}`;
      cells[column('images')] = '';
      for (const [name, value] of Object.entries(changes)) cells[column(name)] = value;
      return cells;
    };
    const csv = toCsv([
      header,
      row(codes[0] ?? '', 'A'),
      row(codes[1] ?? '', 'B', { price_usd: '1.005' }),
      row(ean13(`${lang === 'en' ? '23' : '24'}${digits}3`), 'C'),
    ]);
    await drawer.locator('input[type="file"]').setInputFiles({
      name: `products-${lang}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    const preview = drawer.getByTestId('import-preview');
    await preview.waitFor();
    expect(await drawer.getByTestId('import-create-count').innerText()).toContain('2');
    expect(await drawer.getByTestId('import-update-count').innerText()).toContain('0');
    expect(await drawer.getByTestId('import-reject-count').innerText()).toContain('1');
    const rejected = drawer.getByTestId('import-rejects').locator('tbody tr');
    expect(await rejected.count()).toBe(1);
    expect(await rejected.first().innerText()).toMatch(/^3\s+price_usd\s+\S/);
    await shoot(page, 'import-preview', lang);

    await drawer.getByTestId('import-confirm').click();
    await pressConfirmation(page, texts.importButton);
    await drawer.locator('[data-testid="import-progress"][data-state="done"]').waitFor({ timeout: 30_000 });
    await drawer.getByTestId('import-done').waitFor();
    await shoot(page, 'import-done', lang);
    await drawer.getByTestId('import-close').click();
    await drawer.getByTestId('import-done').waitFor({ state: 'detached' });

    // A file that is not CSV text is refused with its reason, and changes nothing.
    await page.getByTestId('products-import').click();
    await page
      .getByTestId('import-drawer')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'latin1.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([0x63, 0x6f, 0x64, 0x65, 0x0a, 0xe9, 0xff, 0x0a]),
      });
    await page.getByTestId('import-refusal').waitFor();
    expect(await page.getByTestId('import-refusal').innerText()).toContain('UTF-8');
    await shoot(page, 'import-refused', lang);
    await page.keyboard.press('Escape');

    // The new product is in the phone storefront's search, in the page's language.
    const phone = await newVisitor(browser);
    await phone.context.addCookies([{ name: 'frontend_lang', value: cookie, url: env.server.baseUrl }]);
    await phone.page.goto(`${env.server.baseUrl}/h5/#/pages/home/searchProduct?keyword=${encodeURIComponent(token)}`);
    const card = phone.page
      .getByTestId('product-card')
      .filter({ hasText: lang === 'en' ? `${token} bolt A` : `${token} 螺栓 A` });
    await card.first().waitFor();
    await phone.context.close();
    expect(await violations()).toEqual([]);
  });

  it('the operator renames the product in its drawer, and the storefront shows the new name', async () => {
    const { page } = desk;
    const keyword = page.locator('[data-testid="products-keyword"]').locator('xpath=descendant-or-self::input').first();
    await keyword.fill(codes[0] ?? '');
    await keyword.press('Enter');
    // The list narrowed to the one product, as the operator sees it before opening it.
    await page.waitForURL(/[?&]keyword=/);
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    const row = page.locator('.ant-table-row').filter({ hasText: codes[0] ?? '' });
    await row.waitFor();
    await row.getByTestId('product-edit').click();
    await page.waitForURL(/[?&]product=\d+/);
    const form = page.getByTestId('product-form');
    await form.waitFor();
    await form.getByTestId('product-history').waitFor();
    await shoot(page, 'product-drawer', lang);
    const renamed = lang === 'en' ? `${token} hex bolt renamed` : `${token} 六角螺栓 改名`;
    await form.locator(`input[data-testid="product-name-${lang === 'en' ? 'en' : 'zh'}"]`).fill(renamed);
    await form.getByTestId('product-save').click();
    await seeMessage(page, texts.saved);

    const found = await call<{ list: Array<{ id: number }> }>(
      admin.request,
      'GET',
      `/api/console/v1/products?keyword=${codes[0]}`,
    );
    const id = found.list[0]?.id;
    const phone = await newVisitor(browser);
    await phone.context.addCookies([{ name: 'frontend_lang', value: cookie, url: env.server.baseUrl }]);
    await phone.page.goto(`${env.server.baseUrl}/h5/#/pages/home/detail?id=${id}`);
    await phone.page.getByText(renamed).first().waitFor();
    await phone.context.close();
  });

  it('shows the categories, stores, banners and campaigns pages with their drawers', async () => {
    const { page } = desk;
    const pages = [
      {
        name: 'categories',
        label: texts.categories,
        path: /\/console\/categories/,
        ready: 'category-tree',
        open: 'category-new',
        drawer: 'category-drawer',
      },
      {
        name: 'stores',
        label: texts.stores,
        path: /\/console\/stores/,
        ready: 'store-edit',
        open: 'store-edit',
        drawer: 'store-drawer',
      },
      {
        name: 'banners',
        label: texts.banners,
        path: /\/console\/banners/,
        ready: 'banner-new',
        open: 'banner-new',
        drawer: 'banner-drawer',
      },
      {
        name: 'campaigns',
        label: texts.campaigns,
        path: /\/console\/campaigns/,
        ready: 'campaign-new',
        open: 'campaign-new',
        drawer: 'campaign-drawer',
      },
    ];
    for (const shown of pages) {
      await page.getByRole('link', { name: shown.label }).click();
      await page.waitForURL(shown.path);
      await page.getByTestId(shown.ready).first().waitFor();
      await page
        .locator('.ant-spin-spinning')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await shoot(page, shown.name, lang);
      await page.getByTestId(shown.open).first().click();
      await page.getByTestId(shown.drawer).locator('form').waitFor();
      await shoot(page, `${shown.name}-drawer`, lang);
      await page.keyboard.press('Escape');
      await page.getByTestId(shown.drawer).locator('form').waitFor({ state: 'detached' });
    }
  });

  it('a banner photographed wide is uploaded in the console, and the phone home loads it at its width in WebP', async () => {
    const { page } = desk;
    const photo = await sharp({
      create: {
        width: 2400,
        height: 960,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    await page.getByRole('link', { name: texts.banners }).click();
    await page.waitForURL(/\/console\/banners/);
    await page.getByTestId('banner-new').first().click();
    const form = page.getByTestId('banner-drawer').locator('form');
    await form.waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByTestId('banner-picture-upload').click(),
    ]);
    await chooser.setFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.locator('img[src^="/media/uploads/"]').waitFor();
    const title = `${token} banner`;
    await form.getByTestId('banner-title-en').fill(title);
    await form.getByTestId('banner-title-zh').fill(title);
    await form.getByTestId('banner-save').click();
    await form.waitFor({ state: 'detached' });

    const phone = await newVisitor(browser);
    await phone.context.addCookies([{ name: 'frontend_lang', value: cookie, url: env.server.baseUrl }]);
    const loaded = phone.page.waitForResponse((res) => /\/media\/uploads\/[0-9a-f]{32}\/\d+$/.test(res.url()));
    await phone.page.goto(`${env.server.baseUrl}/h5/`);
    await phone.page.getByTestId('banners').getByText(title).waitFor({ state: 'attached' });
    const response = await loaded;
    // A 390 px phone at one pixel a point takes the 480 px picture, not the 2,400 px photograph.
    expect(new URL(response.url()).pathname).toMatch(/\/480$/);
    expect(response.headers()['content-type']).toBe('image/webp');
    const served = await sharp(await response.body()).metadata();
    expect([served.format, served.width, served.height]).toEqual(['webp', 480, 192]);
    await phone.context.close();
  });
});
