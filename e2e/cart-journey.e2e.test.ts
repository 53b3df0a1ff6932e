import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, phoneToast } from './fixtures/browser';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { SHOTS, shootInBothLanguages, smallTapTargets } from './fixtures/screenshots';

/**
 * A member's cart: add from a product page, change the quantity, delete with confirmation, request
 * a quotation; then, in the International market, add from a store page and a campaign, see one
 * currency only, review a confirmation before it is made, and switch to the China market's cart.
 */
const EMAIL = `cart.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Member2026';

interface CartLine {
  id: number;
  source: string;
  product_id: number;
  quantity: number;
  moq: number;
  sub_total: number;
  currency: string;
}

let browser: Browser;
let env: MemberServer;
let context: BrowserContext;
let page: Page;

const url = (route: string) => `${env.server.baseUrl}/h5/#${route}`;

/** What the server holds: the mall group as the page's own fetch would read it. */
async function mallLines(): Promise<CartLine[]> {
  const response = await context.request.get(`${env.server.baseUrl}/api/en/product_carts/shop/cart`);
  return (await response.json()).data.list;
}

/** Every line of a market's cart, as the server holds it: the four groups read in that market. */
async function marketLines(market: 'en' | 'cn'): Promise<CartLine[]> {
  const paths = [
    `/api/${market}/product_carts/shop/cart`,
    `/api/cn/catalog_carts/shop/cart?market=${market}`,
    `/api/cn/sk_product_carts/shop/cart?market=${market}`,
    `/api/cn/scan_code/shop/cart?market=${market}`,
  ];
  const groups = await Promise.all(paths.map((path) => context.request.get(`${env.server.baseUrl}${path}`)));
  return (await Promise.all(groups.map(async (response) => (await response.json()).data.list as CartLine[]))).flat();
}

/** Ticks the head checkbox of each group shown: the whole cart is selected. */
async function selectEveryGroup(): Promise<void> {
  await page.getByTestId('cart-line').first().waitFor();
  for (const head of await page.locator('section[data-testid^="cart-group-"] > div .adm-checkbox').all()) {
    await head.click();
  }
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await logIn(context, env);
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe("a member's cart", () => {
  it('starts empty, with the way back to the shop', async () => {
    await page.goto(url('/pages/cart/index'));
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByText('Cart is empty').count()).toBe(1);
    await shootInBothLanguages(context, page, 'cart-empty', () => page.getByTestId('cart-empty').waitFor());
  });

  it('adds from the product page, at the MOQ, and counts it on the tab bar', async () => {
    await page.goto(url('/pages/home/index'));
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/#\/pages\/home\/detail\?id=\d+$/);
    const productId = Number(new URL(page.url().replace('/#', '')).searchParams.get('id'));
    await page.getByTestId('detail-price').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await phoneToast(page, 'Added to cart');
    // A toast breaks its text between words, never inside one.
    expect(
      await page
        .locator('.adm-toast-main', { hasText: 'Added to cart' })
        .first()
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).wordBreak),
    ).toBe('normal');
    const lines = await mallLines();
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual([[productId, lines[0]?.moq]]);

    await page.goto(url('/pages/cart/index'));
    await page.getByTestId('cart-group-mall').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByTestId('cart-badge').textContent()).toMatch(/^1/);
  });

  it('changes the quantity with the stepper, never below the MOQ', async () => {
    const [before] = await mallLines();
    if (!before) throw new Error('no line');
    const stepper = page.getByTestId('cart-line-quantity');
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(async () => (await mallLines())[0]?.quantity).toBe(before.quantity + 1);
    const subTotal = page.getByTestId('cart-line-subtotal');
    await expect.poll(() => subTotal.textContent()).not.toContain(String(before.sub_total));
    await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(async () => (await mallLines())[0]?.quantity).toBe(before.quantity);
    await expect.poll(() => stepper.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
  });

  it('deletes a line only once the buyer confirms', async () => {
    // A second line, from another product's page.
    await page.goto(url('/pages/home/index'));
    await page.getByTestId('product-card').nth(1).click();
    await page.getByTestId('detail-price').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await phoneToast(page, 'Added to cart');
    await page.goto(url('/pages/cart/index'));
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    // Every control of a line, in both languages, is big enough for a finger.
    await shootInBothLanguages(context, page, 'cart-filled', async (shown) => {
      await shown.getByTestId('cart-group-mall').waitFor();
      expect(await smallTapTargets(shown, '[data-testid="cart-line"] button, [data-testid="cart-line"] label')).toEqual(
        [],
      );
    });

    const [newest] = await mallLines();
    const first = page.getByTestId('cart-line').first();
    await first.getByRole('button', { name: /^Delete / }).click();
    await page.getByText('Delete from cart?').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await mallLines()).toHaveLength(2);
    await first.getByRole('button', { name: /^Delete / }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect((await mallLines()).map((l) => l.id)).not.toContain(newest?.id);
  });

  it('asks to select a product, then files the selection as a quotation request in the workstation', async () => {
    await page.getByTestId('cart-request-quotation').click();
    await page.getByText('Please select a product').waitFor();
    await page
      .getByTestId('cart-group-mall')
      .locator('label.adm-checkbox', { hasText: 'Select all of Shopping Mall' })
      .click();
    await page.getByText('1 selected').waitFor();
    await page.getByTestId('cart-request-quotation').click();
    await page.getByTestId('quotation-sheet').waitFor();
    await page.getByTestId('quotation-sheet').locator('.adm-radio-checked', { hasText: 'Default' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'cart-quotation-sheet-en-390.png') });
    await page.getByTestId('quotation-submit').click();
    await page.getByText('Quotation requested in “Default”').waitFor();

    await page.goto(url('/pages/workstation/workstation'));
    await page.getByTestId('workstation-quotations').click();
    await page.getByTestId('quotation-request').waitFor();
    expect(await page.getByTestId('quotation-request').count()).toBe(1);
    expect(await page.getByTestId('quotation-request').textContent()).toContain('Default');
    await shootInBothLanguages(context, page, 'workstation-quotations', () =>
      page.getByTestId('quotation-request').waitFor(),
    );
  });
});

describe('one market, one currency, and a review before confirming', () => {
  it('adds from a store page and a campaign in the International market, and shows dollars only', async () => {
    const base = env.server.baseUrl;
    const products = (await (await context.request.get(`${base}/api/en/shop/product/recommend?pageSize=1`)).json()).data
      .list as Array<{ shop_code: string }>;
    const campaigns = (await (await context.request.get(`${base}/api/en/shop/group_buying?pageSize=20`)).json()).data
      .list as Array<{ id: number; status: string }>;
    const campaign = campaigns.find((c) => c.status === 'active');
    if (!products[0] || !campaign) throw new Error('no store or running campaign');

    await page.goto(url(`/pages/home/store?shop_code=${products[0].shop_code}`));
    await page.getByTestId('add-to-cart-button').first().click();
    await phoneToast(page, 'Added to cart');
    await page.goto(url(`/pages/group/detail?id=${campaign.id}`));
    await page.getByRole('button', { name: 'Join group buying' }).click();
    await phoneToast(page, 'Added to cart');

    const lines = await marketLines('en');
    expect(lines.map((l) => l.source).sort()).toEqual(['catalog', 'group_buying', 'mall']);
    expect(new Set(lines.map((l) => l.currency))).toEqual(new Set(['USD']));
    expect(await marketLines('cn')).toEqual([]);

    await page.goto(url('/pages/cart/index'));
    await page.getByTestId('cart-group-catalog').waitFor();
    await page.getByTestId('cart-group-group_buying').waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe('$0.00');
    await selectEveryGroup();
    await page.getByText('3 selected').waitFor();
    const prices = (await page.getByTestId('cart-line').allTextContents()).join(' ');
    expect(prices).toContain('$');
    expect(prices).not.toContain('¥');
    const total = lines.reduce((sum, l) => sum + Math.round(l.sub_total * 100), 0) / 100;
    expect(await page.getByTestId('cart-total').textContent()).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total),
    );
    await shootInBothLanguages(context, page, 'cart-international', async () => {
      await page.getByTestId('cart-group-group_buying').waitFor();
      await selectEveryGroup();
    });
  });

  it('reviews the confirmation: lines, total, what will happen, and the selected line left out', async () => {
    await page.getByTestId('cart-confirm').click();
    const review = page.getByTestId('confirm-review');
    await review.waitFor();
    expect(await review.getByTestId('confirm-review-line').count()).toBe(2);
    expect(await review.getByTestId('confirm-review-mall').textContent()).toContain('1 line becomes a purchase order');
    expect(await review.getByTestId('confirm-review-group_buying').textContent()).toContain('commit');
    const leftOut = review.getByTestId('confirm-review-left-out-line');
    expect(await leftOut.count()).toBe(1);
    expect(await leftOut.textContent()).toContain('Catalog lines are not confirmed from the cart');
    const confirmed = (await marketLines('en')).filter((l) => l.source !== 'catalog');
    const total = confirmed.reduce((sum, l) => sum + Math.round(l.sub_total * 100), 0) / 100;
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total);
    expect(await review.getByTestId('confirm-review-total').textContent()).toBe(dollars);
    expect(await review.textContent()).not.toContain('¥');
    // Opening the review commits nothing.
    expect(await marketLines('en')).toHaveLength(3);
    await shootInBothLanguages(context, page, 'cart-review', async () => {
      await selectEveryGroup();
      await page.getByTestId('cart-confirm').click();
      await page.getByTestId('confirm-review-left-out').waitFor();
    });

    await page.getByTestId('confirm-review-submit').click();
    await page.getByText(/Purchase order PO-\d{4}-\d{6}(, PO-\d{4}-\d{6})* of \$[\d,.]+ placed/).waitFor();
    // The order placed opens (several open their list).
    await page.waitForURL(/#\/pages\/workstation\/purchase-orders?(\?id=\d+)?$/);
    await page.getByTestId('purchase-order-detail').or(page.getByTestId('purchase-order-card').first()).waitFor();
    expect((await marketLines('en')).map((l) => l.source)).toEqual(['catalog']);
    const orders = (await (await context.request.get(`${env.server.baseUrl}/api/buyer/v1/purchase_orders`)).json()).data
      .list as Array<{ currency: string }>;
    expect(new Set(orders.map((o) => o.currency))).toEqual(new Set(['USD']));
  });

  it("says when the China market's cart holds lines too, and switches to it in one tap", async () => {
    const [product] = (
      await (await context.request.get(`${env.server.baseUrl}/api/cn/shop/product/recommend?pageSize=1`)).json()
    ).data.list as Array<{ id: number; moq: number }>;
    if (!product) throw new Error('no product in the China market');
    const added = await context.request.post(`${env.server.baseUrl}/api/add/cart/confirm`, {
      headers: { origin: env.server.baseUrl },
      form: { product_id: product.id, quantity: product.moq, source: 'mall', market: 'cn' },
    });
    expect((await added.json()).status).toBe(200);
    // Added behind the page's back: a fresh load reads it.
    await page.goto(url('/pages/cart/index'));
    await page.reload();
    const note = page.getByTestId('cart-other-market');
    await note.waitFor();
    expect(await note.textContent()).toContain(
      'China · CNY cart also holds 1 line, priced in its own currency. It is not',
    );
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    await shootInBothLanguages(context, page, 'cart-other-market', () =>
      page.getByTestId('cart-other-market').waitFor(),
    );
    await note.getByRole('button', { name: 'Switch to China · CNY' }).click();
    await page.getByTestId('cart-group-mall').waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe('CN¥0.00');
    expect(await page.getByTestId('cart-line').textContent()).toContain('CN¥');
    expect(await page.getByTestId('cart-other-market').textContent()).toContain('International · USD');
  });
});
