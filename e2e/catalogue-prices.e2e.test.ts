import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import {
  logIn,
  type MemberServer,
  registerPendingBuyer,
  serverWithMember,
  stopServerWithMember,
} from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';

/**
 * The MOQ rule on every quantity input, and prices for active members only: a member and a
 * pending account (registered through the API, never approved) on the same server.
 */
const MEMBER_EMAIL = `moq.${Date.now().toString(36)}@example.com`;
const PENDING_EMAIL = `waiting.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Member2026';
/** A price written on the page: a currency sign beside digits. */
const PRICE_TEXT = /(US|CN)?[$¥￥]\s?\d/;

interface Listed {
  id: number;
  code: string;
  moq: number;
}

let env: MemberServer;
let browser: Browser;
/** A product with an MOQ of 500, sold in both markets (the scan page prices in the China market). */
let product: Listed;
let campaign: { id: number; group_moq: number; product: { id: number } };

const url = (route: string) => `${env.server.baseUrl}/h5/#${route}`;
const api = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${env.server.baseUrl}${path}`)).json()) as { data: T }).data;

async function pendingPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await newVisitor(browser);
  await logIn(phone.context, { ...env, email: PENDING_EMAIL, password: PASSWORD });
  return phone;
}

async function memberPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await newVisitor(browser);
  await logIn(phone.context, env);
  return phone;
}

/** The scan page without a camera: the code typed by hand. */
async function scanByHand(page: Page, code: string): Promise<void> {
  await page.getByTestId('scan-manual-input').fill(code);
  await page.getByTestId('scan-manual-input').press('Enter');
  await page.getByTestId('scanned-product').waitFor();
}

beforeAll(async () => {
  env = await serverWithMember(MEMBER_EMAIL, PASSWORD);
  await registerPendingBuyer(env, PENDING_EMAIL, PASSWORD);
  for (let page = 1; !product && page <= 10; page++) {
    const list = (await api<{ list: Listed[] }>(`/api/en/shop/product/recommend?pageSize=100&page=${page}`)).list;
    for (const candidate of list.filter((p) => p.moq === 500)) {
      const inChina = await fetch(`${env.server.baseUrl}/api/cn/shop/product/detail?id=${candidate.id}`);
      if (((await inChina.json()) as { status: number }).status === 200) {
        product = candidate;
        break;
      }
    }
  }
  if (!product) throw new Error('no seeded product with an MOQ of 500 in both markets');
  const campaigns = await api<{ list: Array<typeof campaign & { status: string }> }>(
    '/api/en/shop/group_buying?pageSize=100',
  );
  const active = campaigns.list.find((c) => c.status === 'active');
  if (!active) throw new Error('no active campaign');
  campaign = active;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe('the MOQ rule', () => {
  it('refuses 3 against an MOQ of 500: the buttons are disabled and say why, and nothing is added', async () => {
    const { context, page } = await memberPhone();
    await page.goto(url(`/pages/home/detail?id=${product.id}`));
    const input = page.getByTestId('quantity-input');
    await page.getByTestId('detail-price').waitFor();
    expect(await input.inputValue()).toBe('500');
    await input.fill('3');
    expect(await page.getByTestId('quantity-error').textContent()).toBe('The quantity cannot be less than MOQ');
    expect(await page.getByTestId('quantity-blocked').textContent()).toBe(
      'The quantity cannot be less than MOQ · Order at least 500',
    );
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    expect(await page.getByTestId('request-quotation').isDisabled()).toBe(true);
    // A tap on the disabled button leaves the field as typed and the cart empty.
    await page.getByTestId('add-to-cart').click({ force: true });
    expect(await input.inputValue()).toBe('3');
    const cart = async () => {
      const answer = await context.request.get(`${env.server.baseUrl}/api/en/product_carts/shop/cart`);
      return ((await answer.json()) as { data: { list: Array<{ product_id: number; quantity: number }> } }).data.list;
    };
    expect(await cart()).toEqual([]);

    // Plus from a refused quantity goes to the MOQ; then the line is added with what is on screen.
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await input.inputValue()).toBe('500');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByTestId('add-to-cart').click();
    await expect.poll(async () => (await cart()).map((l) => [l.product_id, l.quantity])).toEqual([[product.id, 501]]);

    await shootInBothLanguages(context, page, 'moq-detail-member', async (shown, lang) => {
      await shown.getByTestId('quantity-input').fill('3');
      await shown.getByTestId('quantity-blocked').waitFor();
      expect(await shown.getByTestId('quantity-blocked').textContent()).toBe(
        lang === 'zh'
          ? '数量不能少于最小起订量 · 最少订购 500'
          : 'The quantity cannot be less than MOQ · Order at least 500',
      );
    });
    await context.close();
  });

  it('refuses less than the group MOQ on a campaign, and on the scan page', async () => {
    const { context, page } = await memberPhone();
    await page.goto(url(`/pages/group/detail?id=${campaign.id}`));
    const input = page.getByTestId('quantity-input');
    await input.waitFor();
    expect(await input.inputValue()).toBe(String(campaign.group_moq));
    await input.fill(String(campaign.group_moq - 1));
    expect(await page.getByTestId('join-group').isDisabled()).toBe(true);
    expect(await page.getByTestId('quantity-blocked').textContent()).toBe(
      `The group purchase quantity cannot be less than MOQ · Order at least ${campaign.group_moq.toLocaleString('en')}`,
    );
    await page.getByTestId('join-group').click({ force: true });
    const groupCart = await context.request.get(`${env.server.baseUrl}/api/cn/sk_product_carts/shop/cart`);
    expect(((await groupCart.json()) as { data: { list: unknown[] } }).data.list).toEqual([]);
    await shootInBothLanguages(context, page, 'moq-group-member', async (shown) => {
      await shown.getByTestId('quantity-input').fill(String(campaign.group_moq - 1));
      await shown.getByTestId('quantity-blocked').waitFor();
    });

    await page.goto(url('/pages/home/qrCode'));
    await scanByHand(page, product.code);
    await page.getByTestId('quantity-input').fill('3');
    expect(await page.getByTestId('scan-add').isDisabled()).toBe(true);
    expect(await page.getByTestId('quantity-blocked').textContent()).toBe(
      'The quantity cannot be less than MOQ · Order at least 500',
    );
    await shootInBothLanguages(context, page, 'moq-scan-member', async (shown) => {
      await scanByHand(shown, product.code);
      expect(await shown.getByTestId('scanned-product').textContent()).toMatch(PRICE_TEXT);
      await shown.getByTestId('quantity-input').fill('3');
      await shown.getByTestId('quantity-blocked').waitFor();
    });
    await context.close();
  });
});

describe('prices for active members only', () => {
  it('tells a pending account "Prices after your account is approved" on the product, campaign, cards and scan', async () => {
    const { context, page } = await pendingPhone();
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/')) answers.push(await response.text().catch(() => ''));
    });
    await page.goto(url(`/pages/home/detail?id=${product.id}`));
    await page.getByTestId('price-hidden').waitFor();
    expect(await page.getByTestId('price-hidden').textContent()).toBe('Prices after your account is approved');
    expect(await page.getByTestId('login-for-price').count()).toBe(0);
    expect(await page.getByTestId('sub-total').count()).toBe(0);
    // Ordering waits for approval too: the buttons say why they are disabled.
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    expect(await page.getByTestId('request-quotation').isDisabled()).toBe(true);
    expect(await page.getByTestId('order-blocked').textContent()).toBe('Prices after your account is approved');
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    await shootInBothLanguages(context, page, 'prices-detail-pending', async (shown, lang) => {
      await shown.getByTestId('price-hidden').waitFor();
      expect(await shown.getByTestId('price-hidden').textContent()).toBe(
        lang === 'zh' ? '账户审核通过后显示价格' : 'Prices after your account is approved',
      );
    });

    await page.goto(url(`/pages/group/detail?id=${campaign.id}`));
    await page.getByTestId('price-hidden').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(PRICE_TEXT);
    await shootInBothLanguages(context, page, 'prices-group-pending', (shown) =>
      shown.getByTestId('price-hidden').waitFor(),
    );

    await page.goto(url('/pages/home/index'));
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').first().innerText()).toContain(
      'Prices after your account is approved',
    );

    await page.goto(url('/pages/home/qrCode'));
    await shootInBothLanguages(context, page, 'prices-scan-pending', async (shown, lang) => {
      await scanByHand(shown, product.code);
      expect(await shown.getByTestId('scanned-product').textContent()).toContain(
        lang === 'zh' ? '账户审核通过后显示价格' : 'Prices after your account is approved',
      );
      expect(await shown.getByTestId('scanned-product').textContent()).not.toMatch(PRICE_TEXT);
    });
    // The server sent none either.
    expect(answers.join('\n')).not.toMatch(/"(price|original_price|sub_total|group_price)":\d/);
    await context.close();
  });

  it('shows the member the same product with its price', async () => {
    const { context, page } = await memberPhone();
    await page.goto(url(`/pages/home/detail?id=${product.id}`));
    await page.getByTestId('detail-price').waitFor();
    expect(await page.getByTestId('price-hidden').count()).toBe(0);
    await shootInBothLanguages(context, page, 'prices-detail-member', (shown) =>
      shown.getByTestId('detail-price').waitFor(),
    );
    await page.goto(url(`/pages/group/detail?id=${campaign.id}`));
    await page.getByTestId('quantity-input').waitFor();
    expect(await page.locator('body').innerText()).toMatch(PRICE_TEXT);
    await shootInBothLanguages(context, page, 'prices-group-member', (shown) =>
      shown.getByTestId('quantity-input').waitFor(),
    );
    await context.close();
  });
});
