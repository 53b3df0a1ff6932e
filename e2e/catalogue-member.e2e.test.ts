import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';

/**
 * A member and a visitor open the same product, on a server of its own with an approved member
 * (fixtures/member.ts), who logs in through the API.
 */
const EMAIL = `member.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Member2026';

let browser: Browser;
let env: MemberServer;

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe('a member and a visitor on the same product', () => {
  it('shows the member the price, struck original and sub-total, refuses less than the MOQ; the visitor sees none', async () => {
    const member = await newVisitor(browser);
    await logIn(member.context, env);

    const { page } = member;
    await page.goto(`${env.server.baseUrl}/h5/#/pages/home/index`);
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/#\/pages\/home\/detail\?id=\d+$/);
    const route = page.url();
    await page.getByTestId('detail-price').waitFor();
    expect(await page.getByTestId('detail-price').textContent()).toMatch(/\$\d/);
    expect(await page.getByTestId('login-for-price').count()).toBe(0);
    const subTotal = await page.getByTestId('sub-total').textContent();
    expect(subTotal).toMatch(/Sub-total \$[\d,.]+/);

    const input = page.getByTestId('quantity-input');
    const moq = Number(await input.inputValue());
    await input.fill(String(moq - 1));
    expect(await page.getByTestId('quantity-error').textContent()).toBe('The quantity cannot be less than MOQ');
    // No sub-total for a quantity that cannot be ordered.
    expect(await page.getByTestId('sub-total').count()).toBe(0);
    await input.fill(String(moq + 1));
    await expect.poll(() => page.getByTestId('sub-total').textContent()).not.toBe(subTotal);

    // A visitor on the same product: no price anywhere.
    const visitor = await newVisitor(browser);
    await visitor.page.goto(route);
    await visitor.page.getByTestId('login-for-price').waitFor();
    expect(await visitor.page.getByTestId('detail-price').count()).toBe(0);
    expect(await visitor.page.locator('body').innerText()).not.toMatch(/[$¥]\s?\d/);

    await member.context.close();
    await visitor.context.close();
  });

  it('lets the member order a category by price both ways; a visitor asking for it is sent to log in', async () => {
    const member = await newVisitor(browser);
    await logIn(member.context, env);
    const { page } = member;
    await page.goto(`${env.server.baseUrl}/h5/#/pages/category/index?category_id=1`);
    await page.getByTestId('product-card').first().waitFor();
    const prices = async () => {
      const texts = await page.getByTestId('product-price').allTextContents();
      return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
    };
    await page.getByTestId('sort-price').click();
    await page.waitForURL(/sort=price_asc/);
    await expect
      .poll(async () => {
        const list = await prices();
        return list.length > 4 && list.every((price, i) => i === 0 || (list[i - 1] ?? 0) <= price);
      })
      .toBe(true);
    const cheapest = (await prices())[0] ?? 0;
    await page.getByTestId('sort-price').click();
    await page.waitForURL(/sort=price_desc/);
    await expect
      .poll(async () => {
        const list = await prices();
        return list.length > 4 && list.every((price, i) => i === 0 || (list[i - 1] ?? 0) >= price);
      })
      .toBe(true);
    expect((await prices())[0]).toBeGreaterThan(cheapest);

    // The product page shows a gallery of three pictures.
    await page.getByTestId('product-card').first().click();
    await page.getByTestId('detail-price').waitFor();
    expect(await page.getByTestId('gallery-image').count()).toBe(3);

    const visitor = await newVisitor(browser);
    await visitor.page.goto(`${env.server.baseUrl}/h5/#/pages/category/index?category_id=1`);
    await visitor.page.getByTestId('product-card').first().waitFor();
    await visitor.page.getByTestId('sort-price').click();
    await visitor.page.getByText('Log in to your buyer account to continue.').waitFor();
    expect(visitor.page.url()).not.toMatch(/sort=price/);
    await member.context.close();
    await visitor.context.close();
  });
});
