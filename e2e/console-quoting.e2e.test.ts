import { fromCents, toCents } from '@mall/contract';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, png } from '../apps/server/test/sample-files';
import { launchBrowser, newVisitor, pressPopconfirm } from './fixtures/browser';
import {
  ADMIN,
  type Buyer,
  type ConsoleServer,
  consoleLogIn,
  registerBuyer,
  startConsoleServer,
  stopConsoleServer,
  watchCsp,
} from './fixtures/console';
import { apiCall, type Envelope } from './fixtures/documents';
import { SHOTS } from './fixtures/screenshots';

/**
 * The console's sales journey, in English and in Chinese: a sales operator added by the
 * administrator quotes a buyer's cart quotation request with two lines and a changed price, and the
 * buyer sees the quotation and its total on the phone. Then the buyer accepts it and confirms the
 * proforma invoice (API), and the operator records the deposit (refused first for more than the
 * deposit), plans and ships a shipment of one line; the order shows the payment and the shipment.
 */
const RUN = Date.now().toString(36);

const LANGUAGES = [
  {
    lang: 'en',
    cookie: 'en_US',
    texts: {
      quoting: 'RFQs and quotations',
      requests: 'Cart quotation requests',
      orders: 'Orders',
      sent: 'Quotation version 1 sent to the buyer.',
      quoted: 'Quoted',
      open: 'Open',
      tooMuch: 'This payment is more than what is due.',
      recorded: 'Payment recorded.',
      planned: 'Shipment planned.',
      shipped: 'Shipment marked shipped.',
      shippedTag: 'Shipped',
      partlyShipped: 'Partly shipped',
      rfqs: 'RFQs',
      messageSent: 'Samples can ship next week.',
    },
  },
  {
    lang: 'zh',
    cookie: 'zh_CN',
    texts: {
      quoting: '询价与报价',
      requests: '购物车报价请求',
      orders: '订单',
      sent: '第 1 版报价已发送给买家。',
      quoted: '已报价',
      open: '有效',
      tooMuch: '付款金额超过应付金额。',
      recorded: '收款已登记。',
      planned: '发货计划已创建。',
      shipped: '已标记为已发货。',
      shippedTag: '已发货',
      partlyShipped: '部分发货',
      rfqs: '询价单',
      messageSent: '样品下周可发。',
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

/** Money as the pages write it: `$1,234.50` in English, `US$1,234.50` in Chinese. */
function usd(amount: string, lang: 'en' | 'zh'): string {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    Number(amount),
  );
}

/** Waits for antd's popup message with this text (earlier ones may still be showing). */
async function seeMessage(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message-notice-content').filter({ hasText: text }).last().waitFor();
}

async function shoot(page: Page, name: string, lang: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}console-${name}-${lang}-1440.png` });
}

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

describe.each(LANGUAGES)('quoting and orders in the console, in $lang', ({ lang, cookie, texts }) => {
  const sales = { email: `sales.${lang}.${RUN}@mall.example`, name: `Sam ${lang}`, password: 'Sales-2026-quote' };
  const buyer: Buyer = {
    email: `buyer.q.${lang}.${RUN}@example.com`,
    password: 'Buyer2026x',
    company: `Kowalski Bau ${lang.toUpperCase()} ${RUN}`,
  };
  let phone: { context: BrowserContext; page: Page };
  let desk: { context: BrowserContext; page: Page };
  let requestId: number;
  let expectedTotal: string;

  beforeAll(async () => {
    // The administrator adds the sales operator and approves the buyer (the accounts journey does it on screen).
    await call(admin.request, 'POST', '/api/console/v1/operators', { ...sales, role: 'sales' });
    await registerBuyer(env, buyer);
    const accounts = await call<{ list: Array<{ id: number }> }>(
      admin.request,
      'GET',
      `/api/console/v1/accounts?status=pending&keyword=${encodeURIComponent(buyer.email)}`,
    );
    const account = accounts.list[0];
    if (!account) throw new Error('buyer not pending');
    await call(admin.request, 'POST', '/api/console/v1/accounts/review', { id: account.id, decision: 'approve' });

    // The buyer puts two products in the cart and asks for a quotation of both.
    phone = await newVisitor(browser);
    await phone.context.addCookies([{ name: 'frontend_lang', value: cookie, url: env.server.baseUrl }]);
    await call(phone.context.request, 'POST', '/api/purchase/v1/h5/customer/login', {
      email: buyer.email,
      password: buyer.password,
    });
    const products = await call<{ list: Array<{ id: number; moq: number }> }>(
      phone.context.request,
      'GET',
      '/api/en/shop/product/recommend?pageSize=2',
    );
    const lineIds: number[] = [];
    for (const product of products.list) {
      const line = await call<{ id: number }>(phone.context.request, 'POST', '/api/add/cart/confirm', {
        product_id: product.id,
        quantity: product.moq,
        source: 'mall',
        market: 'en',
      });
      lineIds.push(line.id);
    }
    const request = await call<{ id: number }>(phone.context.request, 'POST', '/api/add/quotation', {
      ids: lineIds.join(','),
      market: 'en',
    });
    requestId = request.id;
    desk = await newVisitor(browser, 'desktop');
  });

  afterAll(async () => {
    await phone?.context.close();
    await desk?.context.close();
  });

  it('a sales operator quotes the cart quotation request, and the buyer sees it on the phone', async () => {
    const { page } = desk;
    const violations = await watchCsp(page);
    await page.goto(consoleUrl('/'));
    await page.waitForURL(/\/console\/login$/);
    if (lang === 'zh') await page.getByTestId('language-switch').getByText('中文').click();
    await consoleLogIn(page, sales.email, sales.password);

    await page.getByRole('link', { name: texts.quoting }).click();
    await page.waitForURL(/\/console\/quoting/);
    await page.getByRole('tab', { name: texts.requests }).click();
    const row = page.getByRole('row').filter({ hasText: buyer.company });
    await row.waitFor();
    await shoot(page, 'quoting-requests', lang);
    await row.getByTestId('open-request').click();
    const drawer = page.getByTestId('request-drawer');
    await drawer.getByTestId('request-items').waitFor();
    expect(await drawer.getByTestId('request-items').locator('tbody tr').count()).toBe(2);
    await shoot(page, 'quoting-request-drawer', lang);

    await drawer.getByTestId('quote-open').click();
    const form = page.getByTestId('quote-form');
    await form.waitFor();
    const lines = form.getByTestId('document-line');
    expect(await lines.count()).toBe(2);
    // Prices typed: the first at 12.5, the second at 3.35 changed to 3.05 after a first thought.
    const quantities = await lines
      .getByTestId('line-quantity')
      .evaluateAll((inputs) =>
        inputs
          .filter((input) => input.tagName === 'INPUT')
          .map((input) => (input as unknown as { value: string }).value.replace(/,/g, '')),
      );
    const prices = ['12.5', '3.05'];
    await lines
      .nth(0)
      .locator('input[data-testid="line-price"]')
      .fill(prices[0] ?? '');
    await lines.nth(1).locator('input[data-testid="line-price"]').fill('3.35');
    await lines
      .nth(1)
      .locator('input[data-testid="line-price"]')
      .fill(prices[1] ?? '');
    await lines.nth(1).locator('input[data-testid="line-specification"]').fill('Galvanised');
    await form.locator('input[data-testid="quote-lead-time"]').fill('20');
    expectedTotal = fromCents(
      quantities.reduce((sum, quantity, index) => sum + BigInt(quantity) * toCents(prices[index] ?? '0'), 0n),
    );
    expect(await form.getByTestId('quote-total').innerText()).toBe(usd(expectedTotal, lang));
    await shoot(page, 'quote-form', lang);
    await form.getByTestId('quote-send').click();
    await seeMessage(page, texts.sent);

    // The request is quoted, its version listed with the total.
    const versions = drawer.getByTestId('offer-versions');
    await versions.waitFor();
    expect(await versions.innerText()).toContain(usd(expectedTotal, lang));
    expect(await versions.innerText()).toContain(texts.open);
    await row.getByText(texts.quoted).waitFor();
    expect(await violations()).toEqual([]);

    // The buyer sees the quotation on the phone's quotations page, with the same total.
    await phone.page.goto(`${env.server.baseUrl}/h5/#/pages/workstation/quotations`);
    const offer = phone.page.getByTestId('offer').first();
    await offer.waitFor();
    expect(await offer.getByTestId('offer-total').innerText()).toBe(usd(expectedTotal, lang));
  });

  it('records the deposit, plans and ships a shipment of a confirmed order', async () => {
    const { page } = desk;
    // The buyer accepts the quotation and confirms the proforma invoice with a PO number.
    const offers = await call<{ list: Array<{ id: number; request: { id: number } }> }>(
      phone.context.request,
      'GET',
      '/api/buyer/v1/offers',
    );
    const offer = offers.list.find((o) => o.request.id === requestId);
    if (!offer) throw new Error('no offer for the request');
    const { proforma_invoice_id } = await call<{ proforma_invoice_id: number }>(
      phone.context.request,
      'POST',
      '/api/buyer/v1/offers/accept',
      { id: offer.id },
    );
    await call(phone.context.request, 'POST', '/api/buyer/v1/proforma_invoices/confirm', {
      id: proforma_invoice_id,
      po_number: `KB-${lang}-${RUN}`,
    });

    await page.keyboard.press('Escape');
    await page.getByTestId('request-drawer').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: texts.orders }).click();
    await page.waitForURL(/\/console\/orders/);
    const row = page.getByRole('row').filter({ hasText: `KB-${lang}-${RUN}` });
    await row.waitFor();
    await shoot(page, 'orders-purchase-orders', lang);
    await row.getByTestId('open-order').click();
    const drawer = page.getByTestId('order-drawer');
    await drawer.getByTestId('order-lines').waitFor();
    expect(await drawer.getByTestId('order-due').innerText()).toBe(usd(expectedTotal, lang));

    // 30 % deposit, half up to the cent; a cent more is refused by the server at the field.
    const deposit = fromCents((toCents(expectedTotal) * 30n + 50n) / 100n);
    const amount = drawer.locator('input[data-testid="payment-amount"]');
    await amount.fill(fromCents(toCents(deposit) + 1n));
    await pressPopconfirm(page, drawer.getByTestId('payment-record'), 'payment-confirm');
    await drawer.getByText(texts.tooMuch).waitFor();
    await amount.fill(deposit);
    await pressPopconfirm(page, drawer.getByTestId('payment-record'), 'payment-confirm');
    await seeMessage(page, texts.recorded);
    await drawer.getByTestId('order-payments').getByText(usd(deposit, lang)).waitFor();
    expect(await drawer.getByTestId('order-paid').innerText()).toBe(usd(deposit, lang));
    await shoot(page, 'order-drawer', lang);

    // A shipment of the first line only: the second line's quantity is set to 0.
    await drawer.getByTestId('shipment-plan').click();
    const planForm = page.getByTestId('shipment-form');
    await planForm.waitFor();
    await planForm.locator('input[data-testid="shipment-quantity"]').nth(1).fill('0');
    await planForm.locator('input[data-testid="shipment-carrier"]').fill('DHL');
    await planForm.locator('input[data-testid="shipment-tracking"]').fill(`JD${RUN}`);
    await shoot(page, 'shipment-form', lang);
    await planForm.getByTestId('shipment-save').click();
    await seeMessage(page, texts.planned);
    const shipment = drawer.getByTestId('shipment');
    await shipment.waitFor();
    await pressPopconfirm(page, shipment.getByTestId('shipment-ship'), 'shipment-ship-confirm');
    await seeMessage(page, texts.shipped);
    await drawer.locator('[data-testid="shipment"][data-status="shipped"]').waitFor();
    expect(await shipment.innerText()).toContain(`JD${RUN}`);
    await drawer.getByTestId('order-summary').getByText(texts.partlyShipped).waitFor();
    await shoot(page, 'order-drawer-shipped', lang);

    // The proforma invoice behind it, and the list of invoices.
    await drawer.getByTestId('order-proforma').click();
    await page.getByTestId('proforma-drawer').getByTestId('document-lines-table').waitFor();
    await shoot(page, 'proforma-drawer', lang);
    await page.getByTestId('proforma-drawer').locator('.ant-drawer-close').click();
    await page.getByRole('tab', { name: lang === 'zh' ? '形式发票' : 'Proforma invoices' }).click();
    await page.getByTestId('open-proforma').first().waitFor();
    await shoot(page, 'orders-proformas', lang);
  });

  it("shows an RFQ's files, pictures previewed, and answers on its thread", async () => {
    const { page } = desk;
    const api = phone.context.request;
    const upload = async (purpose: string, name: string, mimeType: string, buffer: Buffer) => {
      const response = await api.post(`${env.server.baseUrl}/api/buyer/v1/upload/files`, {
        multipart: { type: purpose, file: { name, mimeType, buffer } },
        headers: { origin: env.server.baseUrl },
      });
      return ((await response.json()) as Envelope<{ id: string }>).data.id;
    };
    const picture = await upload('main_picture', 'valve.png', 'image/png', png(120, 90));
    const drawing = await upload('attachment', 'drawing.docx', 'application/octet-stream', docx());
    const projects = await call<{ list: Array<{ id: number }> }>(api, 'GET', '/api/buyer/v1/projects');
    const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const rfq = await call<{ id: number }>(api, 'POST', '/api/buyer/v1/rfq/upload', {
      name: `Brass ball valves DN25 ${lang}`,
      main_picture: picture,
      quantity: 800,
      unit: 'pcs',
      budget: '4000',
      use_for: 'Heating installations',
      description: 'Full bore, PN25, nickel plated.',
      files: drawing,
      deadline,
      project_id: projects.list[0]?.id,
    });

    await page.goto(consoleUrl('/quoting'));
    await page.getByRole('tab', { name: texts.rfqs, exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: `Brass ball valves DN25 ${lang}` });
    await row.waitFor();
    await shoot(page, 'quoting-rfqs', lang);
    await row.getByTestId('open-rfq').click();
    const drawer = page.getByTestId('rfq-drawer');
    await drawer.getByTestId('rfq-files').waitFor();
    const image = drawer.locator('img[data-testid="rfq-picture"], [data-testid="rfq-picture"] img').first();
    await image.waitFor();
    // The picture is read from the console's file route at twice its 96 px, not a broken image.
    expect(await image.getAttribute('src')).toMatch(/^\/api\/console\/v1\/files\?id=[0-9a-f]{32}&width=240$/);
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect(await drawer.getByTestId('rfq-document').innerText()).toContain('drawing.docx');
    const href = await drawer.getByTestId('rfq-document').getAttribute('href');
    expect(href).toMatch(/^\/api\/console\/v1\/files\?id=[0-9a-f]{32}$/);

    await drawer.locator('textarea[data-testid="rfq-message-input"]').fill(texts.messageSent);
    await drawer.getByTestId('rfq-message-send').click();
    await drawer.getByTestId('rfq-thread').getByText(texts.messageSent).waitFor();
    await shoot(page, 'quoting-rfq-drawer', lang);
    expect(rfq.id).toBeGreaterThan(0);
  });
});
