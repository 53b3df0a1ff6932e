import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, pressPopconfirm } from './fixtures/browser';
import {
  ADMIN,
  type Buyer,
  type ConsoleServer,
  consoleLogIn,
  consoleLogOut,
  registerBuyer,
  startConsoleServer,
  stopConsoleServer,
  watchCsp,
} from './fixtures/console';
import { printServerLogOnFailure } from './fixtures/server';

/**
 * The console's first journey, in English and in Chinese: the administrator adds a reviewer and logs
 * out; the reviewer logs in, finds a pending buyer registered through the storefront's API and
 * approves them; the buyer then sees prices on a product page of the phone storefront.
 */
const PRICE_TEXT = /(US|CN)?[$¥￥]\s?\d/;
const RUN = Date.now().toString(36);

const LANGUAGES = [
  {
    lang: 'en',
    texts: {
      loginHeading: 'Operator login',
      operators: 'Operators',
      accounts: 'Accounts',
      pending: 'Pending',
      save: 'Save',
      logout: 'Log out',
      reviewer: 'Reviewer',
      added: (name: string) => `${name} can now log in.`,
      approved: (company: string) => new RegExp(`^${company} is a member until \\d{4}-\\d{2}-\\d{2}\\.$`),
      historyApproved: 'Approved',
    },
  },
  {
    lang: 'zh',
    texts: {
      loginHeading: '操作员登录',
      operators: '操作员',
      accounts: '账号审核',
      pending: '待审核',
      save: '保存',
      logout: '退出登录',
      reviewer: '审核员',
      added: (name: string) => `${name} 现在可以登录了。`,
      approved: (company: string) => new RegExp(`^${company} 已成为会员，有效期至 \\d{4}-\\d{2}-\\d{2}。$`),
      historyApproved: '通过',
    },
  },
] as const;

let env: ConsoleServer;
let browser: Browser;
let productId: number;

const consoleUrl = (path: string) => `${env.server.baseUrl}/console${path}`;

beforeAll(async () => {
  env = await startConsoleServer();
  const recommended = (await (
    await fetch(`${env.server.baseUrl}/api/en/shop/product/recommend?pageSize=1`)
  ).json()) as { data: { list: Array<{ id: number }> } };
  const first = recommended.data.list[0];
  if (!first) throw new Error('no seeded product');
  productId = first.id;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopConsoleServer(env);
});

/** The popup message antd shows last (success or failure). */
/** Waits for a message saying this; when none comes, says which messages the page shows instead. */
async function waitForMessage(page: Page, text: string | RegExp): Promise<void> {
  const notices = page.locator('.ant-message-notice-content');
  try {
    await notices.filter({ hasText: text }).first().waitFor({ timeout: 30_000 });
  } catch (error) {
    const shown = await notices.allInnerTexts();
    throw new Error(`No message ${String(text)}; the page shows ${JSON.stringify(shown)}`, { cause: error });
  }
}

printServerLogOnFailure(() => env?.server);

describe.each(LANGUAGES)('the console in $lang', ({ lang, texts }) => {
  const reviewer = { email: `reviewer.${lang}.${RUN}@mall.example`, name: `Rita ${lang}`, password: 'Reviewer-2026-1' };
  const buyer: Buyer = {
    email: `buyer.${lang}.${RUN}@example.com`,
    password: 'Buyer2026x',
    company: `Novak Tools ${lang.toUpperCase()} ${RUN}`,
  };

  it('an administrator adds a reviewer, who approves a pending buyer, who then sees prices', async () => {
    await registerBuyer(env, buyer);

    // The buyer, pending, is told prices come after the review.
    const phone = await newVisitor(browser);
    const login = await phone.context.request.post(`${env.server.baseUrl}/api/purchase/v1/h5/customer/login`, {
      form: { email: buyer.email, password: buyer.password },
      headers: { origin: env.server.baseUrl },
    });
    expect((await login.json()).status).toBe(200);
    await phone.page.goto(`${env.server.baseUrl}/h5/#/pages/home/detail?id=${productId}`);
    await phone.page.getByTestId('price-hidden').waitFor();

    const { context, page } = await newVisitor(browser, 'desktop');
    const violations = await watchCsp(page);
    await page.goto(consoleUrl('/'));
    await page.waitForURL(/\/console\/login$/);
    if (lang === 'zh') await page.getByTestId('language-switch').getByText('中文').click();
    await page.getByText(texts.loginHeading).waitFor();

    // The administrator adds the reviewer in a drawer.
    await consoleLogIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: texts.operators }).click();
    await page.waitForURL(/\/console\/operators/);
    await page.getByTestId('add-operator').click();
    await page.getByTestId('operator-email').fill(reviewer.email);
    await page.getByTestId('operator-name-input').fill(reviewer.name);
    await page.getByTestId('operator-password').fill(reviewer.password);
    expect(await page.locator('.ant-drawer .ant-select-selection-item').innerText()).toBe(texts.reviewer);
    await page.locator('.ant-drawer').getByRole('button', { name: texts.save }).click();
    await waitForMessage(page, texts.added(reviewer.name));
    await page.getByRole('cell', { name: reviewer.email }).waitFor();
    await consoleLogOut(page, texts.logout);

    // The reviewer sees the accounts, not the operators.
    await consoleLogIn(page, reviewer.email, reviewer.password);
    // The console opens on the dashboard, whose first count is the registrations to review.
    await page.waitForURL(/\/console\/dashboard/);
    expect(await page.getByTestId('operator-name').innerText()).toContain(texts.reviewer);
    expect(await page.getByRole('link', { name: texts.operators }).count()).toBe(0);
    await page.getByTestId('dashboard-tile').first().getByRole('link').click();
    await page.waitForURL(/\/console\/accounts\?status=pending/);
    await page.getByRole('tab', { name: texts.pending, selected: true }).waitFor();

    // Finds the buyer, opens the account, approves it (confirmed).
    const search = page.locator('.ant-pro-table-list-toolbar input');
    await search.fill(buyer.email);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    await row.waitFor();
    // The list has settled on the search before a row is opened.
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await row.getByTestId('open-account').click();
    await page.waitForURL(/[?&]account=\d+/);
    const drawer = page.getByTestId('account-drawer');
    await drawer.getByText(buyer.company).first().waitFor({ timeout: 60_000 });
    await pressPopconfirm(page, drawer.getByTestId('approve-account'), 'approve-account-confirm');
    await waitForMessage(page, texts.approved(buyer.company));
    await drawer.getByTestId('review-history').getByText(texts.historyApproved).waitFor();
    expect(await violations()).toEqual([]);
    await context.close();

    // The buyer's next look at the product shows its price.
    await phone.page.reload();
    await phone.page.getByTestId('detail-price').waitFor();
    expect(await phone.page.getByTestId('price-hidden').count()).toBe(0);
    expect(await phone.page.locator('body').innerText()).toMatch(PRICE_TEXT);
    await phone.context.close();
  });
});
