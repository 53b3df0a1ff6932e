import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { SHOTS, shootInBothLanguages } from './fixtures/screenshots';
import { runAccountsCli, startServer } from './fixtures/server';

/**
 * A member's cart at a desk (1440x900, /shoppingCart): a table per group in the market's currency,
 * quantities under the MOQ rule, delete with confirmation, a quotation request, and the review
 * before a confirmation; on a server of its own with an approved member (fixtures/member.ts).
 */
const EMAIL = `desk.cart.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'DeskCart2026';

interface Product {
  id: number;
  name: string;
  moq: number;
  price: number;
  unit: string;
}

interface Line {
  id: number;
  source: string;
  product_id: number;
  quantity: number;
  sub_total: number;
}

let browser: Browser;
let env: MemberServer;
let context: BrowserContext;
let page: Page;
let first: Product;
let second: Product;
const url = (path: string) => `${env.server.baseUrl}${path}`;
const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

async function api<T>(path: string): Promise<T> {
  return (await (await context.request.get(url(path))).json()).data as T;
}

async function addToCart(product: Product, source: 'mall' | 'catalog', market: 'en' | 'cn' = 'en'): Promise<void> {
  const added = await context.request.post(url('/api/add/cart/confirm'), {
    headers: { origin: env.server.baseUrl },
    form: { product_id: product.id, quantity: product.moq, source, market },
  });
  expect((await added.json()).status).toBe(200);
}

/** The International cart's mall lines, as the server holds them. */
async function mallLines(): Promise<Line[]> {
  return (await api<{ list: Line[] }>('/api/en/product_carts/shop/cart')).list;
}

/** The row of a product in the mall group's table. */
const rowOf = (product: Product) =>
  page.getByTestId('cart-group-mall').getByTestId('cart-line').filter({ hasText: product.name });

/** Chinese, then English, at the desk's size: a screenshot each, nothing wider than the window. */
const shootDesk = (name: string, ready: (page: Page) => Promise<unknown>) =>
  shootInBothLanguages(context, page, `desktop-${name}`, ready, { width: 1440 });

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser, 'desktop'));
  await logIn(context, env);
  const products = (await api<{ list: Product[] }>('/api/en/shop/product/recommend?pageSize=20')).list.filter(
    (product) => product.moq > 1 && product.price !== null,
  );
  [first, second] = products as [Product, Product];
  if (!first || !second) throw new Error('the demo catalogue has no two products with an MOQ above 1');
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe("a member's cart at a desk", () => {
  it('starts empty, with the way to the shop', async () => {
    await page.goto(url('/shoppingCart'));
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').textContent()).toContain('Cart is empty');
    await shootDesk('cart-empty', (p) => p.getByTestId('cart-empty').waitFor());
    await page.getByRole('button', { name: 'Go shopping' }).click();
    await page.waitForURL(/\/homePage$/);
  });

  it('shows the two products added as a table in dollars, each linked to its page', async () => {
    await addToCart(first, 'mall');
    await addToCart(second, 'mall');
    await page.goto(url('/shoppingCart'));
    const group = page.getByTestId('cart-group-mall');
    await group.waitFor();
    expect(await group.getByTestId('cart-line').count()).toBe(2);
    expect(await group.locator('thead th').allInnerTexts()).toEqual([
      '',
      'Product',
      'Unit price',
      'Quantity',
      'Sub-total',
      'Actions',
    ]);
    const row = rowOf(first);
    expect(await row.textContent()).toContain(`${dollars(first.price)} / ${first.unit}`);
    expect(await row.getByTestId('cart-line-subtotal').textContent()).toBe(
      dollars(Math.round(first.price * first.moq * 100) / 100),
    );
    expect(await row.getByRole('link', { name: first.name }).getAttribute('href')).toBe(
      `/productDetail?id=${first.id}`,
    );
    expect(await page.getByTestId('cart-total').textContent()).toBe('$0.00');
    expect(await group.textContent()).not.toContain('¥');
    await shootDesk('cart', (p) => p.getByTestId('cart-group-mall').getByTestId('cart-line').nth(1).waitFor());
  });

  it('refuses a quantity below the MOQ without saving it, and stores an accepted one', async () => {
    const quantity = rowOf(first).getByTestId('quantity-input');
    await quantity.fill(String(first.moq - 1));
    expect(await rowOf(first).getByTestId('quantity-problem').textContent()).toBe(
      'The quantity cannot be less than MOQ',
    );
    // Longer than a settled quantity waits before it is saved.
    await page.waitForTimeout(1000);
    expect((await mallLines()).find((line) => line.product_id === first.id)?.quantity).toBe(first.moq);
    await page.reload();
    await rowOf(first).waitFor();
    expect(await rowOf(first).getByTestId('quantity-input').inputValue()).toBe(String(first.moq));

    const wanted = first.moq + 5;
    await rowOf(first).getByTestId('quantity-input').fill(String(wanted));
    await expect
      .poll(async () => (await mallLines()).find((line) => line.product_id === first.id)?.quantity)
      .toBe(wanted);
    await page.reload();
    await rowOf(first).waitFor();
    expect(await rowOf(first).getByTestId('quantity-input').inputValue()).toBe(String(wanted));
    expect(await rowOf(first).getByTestId('cart-line-subtotal').textContent()).toBe(
      dollars(Math.round(first.price * wanted * 100) / 100),
    );
    expect(await rowOf(first).getByTestId('quantity-problem').count()).toBe(0);
  });

  it('deletes a line only once the buyer confirms', async () => {
    const deleteButton = rowOf(second).getByRole('button', { name: `Delete ${second.name}` });
    await deleteButton.click();
    const popover = page.locator('.ant-popconfirm');
    await popover.getByText('Delete from cart?').waitFor();
    await popover.getByRole('button', { name: 'Cancel' }).click();
    expect(await mallLines()).toHaveLength(2);
    await deleteButton.click();
    await popover.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted').waitFor();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect((await mallLines()).map((line) => line.product_id)).toEqual([first.id]);
  });

  it('asks for a selection, then requests a quotation for the selected line in the chosen group', async () => {
    await page.getByTestId('cart-request-quotation').click();
    await page.getByText('Please select a product').waitFor();
    await rowOf(first)
      .getByRole('checkbox', { name: `Select ${first.name}` })
      .check();
    await page.getByTestId('cart-bar').getByText('1 selected').waitFor();
    const [line] = await mallLines();
    expect(await page.getByTestId('cart-total').textContent()).toBe(dollars(line?.sub_total ?? 0));

    await page.getByTestId('cart-request-quotation').click();
    const modal = page.getByTestId('quotation-modal');
    await modal.getByRole('radio', { name: /Default/ }).waitFor();
    expect(await modal.getByRole('radio', { name: /Default/ }).isChecked()).toBe(true);
    await page.screenshot({ path: `${SHOTS}desktop-cart-quotation-en-1440.png` });
    await page.getByTestId('quotation-submit').click();
    await page.getByText('Quotation requested in “Default”').waitFor();
    const requests = (
      await api<{ list: Array<{ group_name: string; items: Array<{ product_id: number }> }> }>(
        '/api/buyer/v1/quotations',
      )
    ).list;
    expect(requests.map((request) => [request.group_name, request.items.map((item) => item.product_id)])).toEqual([
      ['Default', [first.id]],
    ]);
    await page.getByTestId('cart-bar').getByText('0 selected').waitFor();
  });

  it('reviews a confirmation before anything is sent: lines, total, what happens, the line left out', async () => {
    // A catalog line is quoted, not confirmed: the review names it as left out.
    await addToCart(second, 'catalog');
    await page.reload();
    await page.getByTestId('cart-group-catalog').waitFor();
    await page.getByTestId('cart-select-all').click();
    await page.getByTestId('cart-bar').getByText('2 selected').waitFor();
    await page.getByTestId('cart-confirm').click();
    const review = page.getByTestId('confirm-review');
    await review.waitFor();
    const [line] = await mallLines();
    expect(await review.getByTestId('confirm-review-line').count()).toBe(1);
    expect(await review.getByTestId('confirm-review-line').textContent()).toContain(first.name);
    expect(await review.getByTestId('confirm-review-mall').textContent()).toContain(
      `1 line becomes a purchase order of ${dollars(line?.sub_total ?? 0)}`,
    );
    expect(await review.getByTestId('confirm-review-total').textContent()).toBe(dollars(line?.sub_total ?? 0));
    expect(await review.getByTestId('confirm-review-left-out-line').textContent()).toContain(
      'Catalog lines are not confirmed from the cart',
    );
    expect(await page.getByTestId('confirm-review-submit').textContent()).toBe(
      `Confirm ${dollars(line?.sub_total ?? 0)}`,
    );
    // Opening the review sends nothing.
    expect(await mallLines()).toHaveLength(1);
    await shootDesk('cart-review', async (p) => {
      await p.getByTestId('cart-group-catalog').waitFor();
      await p.getByTestId('cart-select-all').click();
      await expect.poll(() => p.getByTestId('cart-select-all').isChecked()).toBe(true);
      await p.getByTestId('cart-confirm').click();
      await p.getByTestId('confirm-review-left-out').waitFor();
    });

    await page.getByTestId('confirm-review-submit').click();
    // The order placed is followed in the workstation's table of purchase orders.
    await page.waitForURL(
      (address) => address.pathname === '/' && address.searchParams.get('tab') === 'purchaseOrders',
    );
    await expect.poll(async () => (await mallLines()).length).toBe(0);
    const orders = (await api<{ list: Array<{ number: string; currency: string }> }>('/api/buyer/v1/purchase_orders'))
      .list;
    expect(orders.map((order) => order.currency)).toEqual(['USD']);
    const row = page.getByTestId('table-purchaseOrders').locator('tbody tr.ant-table-row');
    await expect.poll(() => row.allInnerTexts()).toEqual([expect.stringContaining(orders[0]?.number ?? '?')]);
  });

  it("says when the China market's cart holds lines too, and switches to it", async () => {
    const [product] = (await api<{ list: Product[] }>('/api/cn/shop/product/recommend?pageSize=1')).list;
    if (!product) throw new Error('no product in the China market');
    await addToCart(product, 'mall', 'cn');
    await page.goto(url('/shoppingCart'));
    const note = page.getByTestId('cart-other-market');
    await note.waitFor();
    expect(await note.textContent()).toContain(
      'Your China · CNY cart also holds 1 line, priced in its own currency. It is not',
    );
    await shootDesk('cart-other-market', (p) => p.getByTestId('cart-other-market').waitFor());
    await note.getByRole('button', { name: 'Switch to China · CNY' }).click();
    await page.getByTestId('cart-group-mall').waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe('CN¥0.00');
    expect(await page.getByTestId('cart-line').textContent()).toContain('CN¥');
    expect(await page.getByTestId('cart-other-market').textContent()).toContain('International · USD');
  });

  it('offers an expired member the renewal instead of the cart', async () => {
    await env.server.stop();
    expect(await runAccountsCli(env.dataDir, ['expire', env.email])).toContain(env.email);
    env.server = await startServer({ dataDir: env.dataDir, port: env.server.port });
    await page.goto(url('/shoppingCart'));
    const notice = page.getByTestId('membership-notice');
    await notice.getByText('Member expired').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(0);
    await shootDesk('cart-expired', (p) => p.getByTestId('membership-notice').waitFor());
    await notice.getByRole('button', { name: 'Apply for renewal' }).click();
    await page.getByText('Renewal requested. We will let you know by email once it is approved.').waitFor();
  });
});
