import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A price written on the page: a currency sign beside digits. */
const PRICE_TEXT = /(US)?[$¥￥]\s?\d/;

describe('a visitor in the catalogue', () => {
  it('opens a product from the shop: no price, "Login to get price", MOQ refused, the store, the cart asks to log in', async () => {
    const { context, page } = await newVisitor(browser);
    const details: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/shop/product/detail')) details.push(await response.text());
    });
    await page.goto(`${baseUrl}/h5/#/pages/home/index`);
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/#\/pages\/home\/detail\?id=\d+$/);
    // The shop's cards say the same words until the detail page has replaced them.
    await page.getByTestId('quantity-input').waitFor();

    expect(await page.getByTestId('login-for-price').textContent()).toBe('Login to get price');
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    expect(await page.getByTestId('sub-total').count()).toBe(0);
    // The server sent no price either.
    expect(details.join('\n')).toMatch(/"price":null/);
    expect(details.join('\n')).not.toMatch(/"(price|original_price|sub_total)":\d/);

    // The stepper starts at the MOQ, where minus stops; what it refuses cannot be added.
    const input = page.getByTestId('quantity-input');
    const moq = await input.inputValue();
    expect(Number(moq)).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await input.fill('1.5');
    expect(await page.getByTestId('quantity-error').textContent()).toBe(
      'Please enter a whole number from 1 to 1,000,000',
    );
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    expect(await page.getByTestId('quantity-blocked').textContent()).toBe(
      'Please enter a whole number from 1 to 1,000,000',
    );
    await input.fill(String(Number(moq) + 1));
    expect(await page.getByTestId('quantity-error').count()).toBe(0);
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(false);

    // The store card leads to the store and its products.
    const storeCard = page.getByTestId('store-card');
    const storeName = (await storeCard.getByRole('heading').textContent()) ?? '';
    await storeCard.getByRole('link').click();
    await page.waitForURL(/#\/pages\/home\/store\?shop_code=S\d+$/);
    await page.getByRole('heading', { name: storeName }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);

    // Adding to the cart asks a visitor to log in first, with the product page to come back to.
    await page.goBack();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Log in to your buyer account to continue.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/#\/pages\/user\/login\?redirect=.*detail/);
    await context.close();
  });

  it('sees group buying campaigns with progress and a countdown, and no group price', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/h5/#/pages/group/index`);
    const cards = page.getByTestId('campaign-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    const first = (await cards.first().innerText()) ?? '';
    expect(first).toMatch(/Active/);
    expect(first).toMatch(/\d[\d,]* of [\d,]+ committed/);
    expect(first).toMatch(/Ends in \d+d \d{2}:\d{2}:\d{2}/);
    expect(first).toContain('Login to get price');
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);

    await cards.first().click();
    await page.waitForURL(/#\/pages\/group\/detail\?id=\d+$/);
    // The campaign page: one countdown, the committed quantity, and the group MOQ stepper.
    await page.getByTestId('quantity-input').waitFor();
    await expect.poll(() => page.getByTestId('countdown').count()).toBe(1);
    expect(await page.getByTestId('countdown').textContent()).toMatch(/Ends in \d+d \d{2}:\d{2}:\d{2}/);
    await page.getByText(/committed$/).waitFor();
    const input = page.getByTestId('quantity-input');
    const moq = await input.inputValue();
    await input.fill(String(Number(moq) - 1));
    expect(await page.getByTestId('quantity-error').textContent()).toBe(
      'The group purchase quantity cannot be less than MOQ',
    );
    expect(await page.getByTestId('join-group').isDisabled()).toBe(true);
    await context.close();
  });

  it('is told clearly when a product does not exist', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/h5/#/pages/home/detail?id=99999999`);
    await page.getByText('This product does not exist or has been removed.').waitFor();
    await page.goto(`${baseUrl}/h5/#/pages/home/detail?id=abc`);
    await page.getByText('This product does not exist or has been removed.').waitFor();
    await context.close();
  });
});
