import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { SHOTS, shootInBothLanguages } from './fixtures/screenshots';

/** A member's cart: add from a product page, change the quantity, delete with confirmation, request a quotation. */
const EMAIL = `cart.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Member2026';

interface CartLine {
  id: number;
  product_id: number;
  quantity: number;
  moq: number;
  sub_total: number;
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
    await page.getByText('Added to cart').waitFor();
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
    await stepper.locator('.adm-stepper-plus').click();
    await expect.poll(async () => (await mallLines())[0]?.quantity).toBe(before.quantity + 1);
    const subTotal = page.getByTestId('cart-line-subtotal');
    await expect.poll(() => subTotal.textContent()).not.toContain(String(before.sub_total));
    await stepper.locator('.adm-stepper-minus').click();
    await expect.poll(async () => (await mallLines())[0]?.quantity).toBe(before.quantity);
    await expect.poll(() => stepper.locator('.adm-stepper-minus').isDisabled()).toBe(true);
  });

  it('deletes a line only once the buyer confirms', async () => {
    // A second line, from another product's page.
    await page.goto(url('/pages/home/index'));
    await page.getByTestId('product-card').nth(1).click();
    await page.getByTestId('detail-price').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart').waitFor();
    await page.goto(url('/pages/cart/index'));
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    await shootInBothLanguages(context, page, 'cart-filled', () => page.getByTestId('cart-group-mall').waitFor());

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
