/**
 * Every page of the operator console at 1440x900, in English and in Chinese, to be looked at:
 * `npm run build`, then `npx tsx e2e/screenshots/console.ts [folder]` (default /tmp/console-shots).
 * Starts a server of its own with an administrator, a reviewer, a sales operator and a few buyers
 * (pending, member, rejected), then visits each page as the operator who uses it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser } from '../fixtures/browser';
import {
  ADMIN,
  type ConsoleServer,
  consoleLogIn,
  registerBuyer,
  startConsoleServer,
  stopConsoleServer,
} from '../fixtures/console';

const OUT = process.argv[2] ?? '/tmp/console-shots';
const REVIEWER = { email: 'rita.reviewer@mall.example', name: 'Rita Reviewer', password: 'Reviewer-2026-1' };
const SALES = { email: 'sam.sales@mall.example', name: '孙销售', password: 'Sales-2026-123' };
const LANGS = [
  ['en', 'en_US'],
  ['zh', 'zh_CN'],
] as const;

async function call(request: APIRequestContext, base: string, path: string, form: Record<string, string>) {
  const response = await request.post(`${base}${path}`, { form, headers: { origin: base } });
  const body = (await response.json()) as { status: number; data: unknown; result: { message: string } };
  if (body.status !== 200) throw new Error(`${path}: ${body.result.message}`);
  return body.data;
}

/** Operators and buyers in every state a page shows. */
async function populate(env: ConsoleServer, request: APIRequestContext): Promise<void> {
  const base = env.server.baseUrl;
  await call(request, base, '/api/console/v1/login', ADMIN);
  await call(request, base, '/api/console/v1/operators', { ...REVIEWER, role: 'reviewer' });
  await call(request, base, '/api/console/v1/operators', { ...SALES, role: 'sales' });
  const [anna, lin, maria, ken] = [
    { email: 'anna@hanse-werkzeug.example', company: 'Hanse Werkzeug GmbH', contact: 'Anna Schmidt', country: 'DE' },
    { email: 'lin@jiangnan-hardware.example', company: '江南五金制品有限公司', contact: '林伟', country: 'CN' },
    { email: 'maria@iberia-supplies.example', company: 'Iberia Supplies S.L.', contact: 'María García', country: 'ES' },
    { email: 'ken@pacific-trading.example', company: 'Pacific Trading Pty Ltd', contact: 'Ken Lee', country: 'AU' },
  ];
  for (const buyer of [anna, lin, maria, ken])
    await registerBuyer(env, { ...buyer, password: 'Buyer2026x' }, buyer.country);
  const list = (await (await request.get(`${base}/api/console/v1/accounts?status=pending&pageSize=50`)).json()) as {
    data: { list: Array<{ id: number; email: string }> };
  };
  const idOf = (email: string) => list.data.list.find((account) => account.email === email)?.id ?? 0;
  await call(request, base, '/api/console/v1/accounts/review', {
    id: String(idOf(maria.email)),
    decision: 'approve',
  });
  await call(request, base, '/api/console/v1/accounts/review', {
    id: String(idOf(ken.email)),
    decision: 'reject',
    reason: 'The company registration could not be verified.',
  });
  await call(request, base, '/api/console/v1/logout', {});
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const env = await startConsoleServer();
  const browser = await launchBrowser();
  try {
    const setup = await browser.newContext();
    await populate(env, setup.request);
    await setup.close();
    const base = env.server.baseUrl;
    for (const [lang, cookie] of LANGS) {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
      await context.addCookies([{ name: 'frontend_lang', value: cookie, url: base }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const shoot = async (name: string) => {
        await settle(page);
        await page.screenshot({ path: join(OUT, `${name}-${lang}.png`) });
      };

      await page.goto(`${base}/console/`);
      await page.getByTestId('login-email').waitFor();
      await shoot('01-login');
      await page.getByTestId('login-email').fill(ADMIN.email);
      await page.getByTestId('login-password').fill('wrong password');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-error').waitFor();
      await shoot('02-login-refused');
      await consoleLogIn(page, ADMIN.email, ADMIN.password);
      await shoot('03-accounts-pending');
      await page.getByTestId('open-account').first().click();
      await page.getByTestId('review-decisions').waitFor();
      await shoot('04-account-pending-drawer');
      await page.goto(`${base}/console/accounts?status=member`);
      await shoot('05-accounts-members');
      await page.getByTestId('open-account').first().click();
      await page.getByTestId('review-history').waitFor();
      await shoot('06-account-member-drawer');
      await page.goto(`${base}/console/accounts?status=rejected`);
      await page.getByTestId('open-account').first().click();
      await page.getByTestId('review-history').waitFor();
      await shoot('07-account-rejected-drawer');
      await page.goto(`${base}/console/accounts?status=renewal`);
      await shoot('08-accounts-renewal-empty');
      await page.goto(`${base}/console/operators`);
      await shoot('09-operators');
      await page.getByTestId('add-operator').click();
      await page.getByTestId('operator-email').waitFor();
      await shoot('10-operators-add');
      await page.goto(`${base}/console/outbox`);
      await shoot('11-outbox');
      await page.getByTestId('read-mail').first().click();
      await page.getByTestId('mail-text').waitFor();
      await shoot('12-outbox-mail');
      await page.goto(`${base}/console/audit`);
      await shoot('13-audit');
      await page.goto(`${base}/console/audit?entity=account`);
      await shoot('14-audit-accounts');
      await page.getByTestId('operator-menu').hover();
      await page.locator('.ant-dropdown-menu-item').first().click();
      await page.locator('.ant-drawer-open').waitFor();
      await shoot('15-change-password');
      await page.goto(`${base}/console/no-such-page`);
      await shoot('16-not-found');

      // Other roles: the reviewer's menu, and a role without pages yet.
      await page.context().clearCookies({ name: 'mall_op_sid' });
      await page.goto(`${base}/console/login`);
      await consoleLogIn(page, REVIEWER.email, REVIEWER.password);
      await shoot('17-reviewer-accounts');
      await page.goto(`${base}/console/operators`);
      await shoot('18-reviewer-forbidden');
      await page.context().clearCookies({ name: 'mall_op_sid' });
      await page.goto(`${base}/console/login`);
      await consoleLogIn(page, SALES.email, SALES.password);
      await shoot('19-sales-no-pages');
      await context.close();
      if (problems.length) console.log(`${lang}: console messages:\n${problems.join('\n')}`);
    }
    console.log(`screenshots in ${OUT}`);
  } finally {
    await browser.close();
    await stopConsoleServer(env);
  }
}

await main();
