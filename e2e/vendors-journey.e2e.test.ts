import { API, type PurchaseOrderDetail } from '@mall/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, phoneToast } from './fixtures/browser';
import { buyerApi, type Call, operatorApi, shipAndReceive } from './fixtures/documents';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';

/**
 * The buyer's Vendors: a member orders from the cart from two stores in dollars and from the first
 * again in yuan; sales ships the first store's dollar order, which arrives with a few pieces
 * refused. The phone's Vendors list and the first store's page show spend per currency, orders,
 * on-time delivery and rejections as those documents make them; a star makes the second store a
 * favourite; the desk's Vendors tab shows the same figures and opens an order from the vendor.
 */
const EMAIL = `vendors.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'VendorsJourney2026';
const ADMIN = { email: 'vendors.lead@example.com', password: 'Console-2026-secret' };
const REFUSED = 2;

type Product = { id: number; shop_code: string; shop_name?: string; moq: number };

let browser: Browser;
let env: MemberServer;
let phone: { context: BrowserContext; page: Page };
let desk: { context: BrowserContext; page: Page };
/** The first store, with orders in both currencies and a receipt; the second, one order not yet shipped. */
let first: { shop: string; usd: PurchaseOrderDetail; cny: PurchaseOrderDetail; received: number };
let second: { shop: string; usd: PurchaseOrderDetail };
const url = (path: string) => `${env.server.baseUrl}${path}`;

/** The amount as the English pages write it, without the currency sign. */
const written = (amount: string) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Orders `product` at its MOQ from the mall cart of `market`: the one purchase order it makes. */
async function order(buyer: Call, product: Product, market: 'en' | 'cn'): Promise<PurchaseOrderDetail> {
  const line = await buyer<{ id: number }>(API.addToCart.path, {
    product_id: product.id,
    quantity: product.moq,
    source: 'mall',
    market,
  });
  const confirmed = await buyer<{ purchase_orders: Array<{ id: number }> }>(API.confirmCart.path, {
    source: 'mall',
    ids: String(line.id),
    market,
  });
  const [po] = confirmed.purchase_orders;
  if (!po || confirmed.purchase_orders.length !== 1) throw new Error('one purchase order expected');
  return buyer<PurchaseOrderDetail>(`${API.purchaseOrderDetail.path}?id=${po.id}`);
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  phone = await newVisitor(browser, 'phone');
  desk = await newVisitor(browser, 'desktop');
  await logIn(phone.context, env);
  await logIn(desk.context, env);
  const buyer = buyerApi(phone.context, env.server.baseUrl);
  const operator = await operatorApi(env.server.baseUrl, ADMIN);

  const { list } = await buyer<{ list: Product[] }>('/api/en/shop/product/recommend?pageSize=40');
  const [a, b] = list.filter((product, index) => list.findIndex((p) => p.shop_code === product.shop_code) === index);
  if (!a || !b) throw new Error('two stores expected');
  const usd = await order(buyer, a, 'en');
  const cny = await order(buyer, a, 'cn');
  second = { shop: b.shop_code, usd: await order(buyer, b, 'en') };

  const [line] = usd.lines;
  if (!line) throw new Error('line missing');
  await shipAndReceive(operator, buyer, usd.id, [
    { line_id: line.id, quantity: line.quantity, rejected: REFUSED, reason: 'Dented' },
  ]);
  first = { shop: a.shop_code, usd, cny, received: line.quantity };
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe('a member looking at the stores they buy from', () => {
  it('on the phone: the figures the documents make, a favourite first, and a vendor’s page', async () => {
    const { page, context } = phone;
    await page.goto(url('/h5/#/pages/workstation/workstation'));
    await page.getByRole('link', { name: 'Vendors' }).click();
    await page.waitForURL(/#\/pages\/workstation\/vendors/);

    const cards = page.getByTestId('vendor-card');
    await expect.poll(() => cards.count()).toBe(2);
    const card = (shop: string) => page.locator(`[data-testid="vendor-card"][data-shop="${shop}"]`);
    // The latest order first: the second store's was placed last.
    expect(await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-shop')))).toEqual([
      second.shop,
      first.shop,
    ]);
    // Yuan and dollars each on their own line, in the order of their codes; never added.
    expect(await card(first.shop).getByTestId('vendor-spend').allInnerTexts()).toEqual([
      expect.stringContaining(written(first.cny.total)),
      expect.stringContaining(written(first.usd.total)),
    ]);
    expect((await card(first.shop).getByTestId('vendor-spend').allInnerTexts())[0]).toContain('CN¥');
    expect(await card(first.shop).getByTestId('vendor-orders').innerText()).toContain('2');
    expect(await card(first.shop).getByTestId('vendor-on-time').innerText()).toContain('100 %');
    const rejected = Math.round((REFUSED * 100) / first.received);
    expect(await card(first.shop).getByTestId('vendor-rejection').innerText()).toContain(`${rejected} %`);
    expect(await card(second.shop).getByTestId('vendor-on-time').innerText()).toContain('No shipments yet');
    expect(await card(second.shop).getByTestId('vendor-rejection').innerText()).toContain('Nothing received yet');

    // A star makes the first store a favourite: it comes first, and alone among the favourites.
    await card(first.shop)
      .getByRole('button', { name: /^Add .+ to favourites$/ })
      .click();
    await phoneToast(page, 'Added to favourites');
    await expect
      .poll(() => cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-shop'))))
      .toEqual([first.shop, second.shop]);
    await page.getByTestId('vendors-tab-favourites').click();
    await expect
      .poll(() => cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-shop'))))
      .toEqual([first.shop]);
    await shootInBothLanguages(context, page, 'vendors', (p) => p.getByTestId('vendor-card').first().waitFor());

    await card(first.shop).getByRole('link').click();
    await page.waitForURL(new RegExp(`#/pages/workstation/vendor\\?shop_code=${first.shop}$`));
    const detail = page.getByTestId('vendor-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('vendor-on-time').innerText()).toContain('1 of 1 shipment sent by the planned day');
    expect(await detail.getByTestId('vendor-rejection').innerText()).toContain(
      `${REFUSED} of ${first.received} received refused`,
    );
    const orders = page.getByTestId('vendor-order');
    await expect.poll(() => orders.count()).toBe(2);
    expect(await orders.first().innerText()).toContain(first.cny.number);
    expect(await orders.nth(1).innerText()).toContain(first.usd.number);
    await shootInBothLanguages(context, page, 'vendor-detail', (p) => p.getByTestId('vendor-order').nth(1).waitFor(), {
      fullPage: true,
    });
    await orders.nth(1).click();
    await page.waitForURL(new RegExp(`#/pages/workstation/purchase-order\\?id=${first.usd.id}$`));
  });

  it('at the desk: the Vendors tab, a vendor’s drawer, and an order opened from it', async () => {
    const { page, context } = desk;
    await page.goto(url('/?tab=vendors'));
    const row = (shop: string) => page.locator(`[data-testid="vendor-row"][data-shop="${shop}"]`);
    await row(second.shop).waitFor();
    // The favourite marked on the phone is the account's: first here too.
    expect(
      await page.getByTestId('vendor-row').evaluateAll((all) => all.map((r) => r.getAttribute('data-shop'))),
    ).toEqual([first.shop, second.shop]);
    expect(await row(first.shop).getByTestId('vendor-on-time').innerText()).toContain('100 %');
    expect(await row(second.shop).getByTestId('vendor-spend').allInnerTexts()).toEqual([
      expect.stringContaining(written(second.usd.total)),
    ]);
    await shootInBothLanguages(context, page, 'desktop-vendors', (p) => p.getByTestId('vendor-row').nth(1).waitFor(), {
      width: 1440,
    });

    await page.getByTestId(`vendor-open-${first.shop}`).click();
    const drawer = page.getByTestId('vendor-drawer');
    await drawer.getByTestId(`vendor-order-${first.usd.id}`).waitFor();
    const spend = await drawer.getByTestId('vendor-spend').innerText();
    expect(spend).toContain(`CN¥${written(first.cny.total)}`);
    expect(spend).toContain(`$${written(first.usd.total)}`);
    expect(await drawer.getByTestId('vendor-on-time').innerText()).toContain('100 %');
    await drawer.getByTestId(`vendor-order-${first.usd.id}`).click();
    await page.waitForURL(new RegExp(`[?&]tab=purchaseOrders&open=${first.usd.id}$`));
    await expect.poll(() => page.getByText(first.usd.number).count()).toBeGreaterThan(0);
  });
});
