import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, pressConfirmation, pressUntilClosed } from './fixtures/browser';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';

/**
 * The account's Logs: a member signed in on a phone and at a desk sees both devices and what
 * happened to the account (a wrong password tried at the desk included), signs the desk out from
 * the phone after confirming, and later signs every other device out from the desk.
 */
const EMAIL = `logs.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'LogsJourney2026';

let browser: Browser;
let env: MemberServer;
let phone: { context: BrowserContext; page: Page };
let desk: { context: BrowserContext; page: Page };
const url = (path: string) => `${env.server.baseUrl}${path}`;

async function status(context: BrowserContext, path: string): Promise<number> {
  return (await (await context.request.get(url(path))).json()).status;
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  browser = await launchBrowser();
  phone = await newVisitor(browser, 'phone');
  desk = await newVisitor(browser, 'desktop');
  // A wrong password at the desk first: the phone's log shows it.
  const wrong = await desk.context.request.post(url('/api/purchase/v1/h5/customer/login'), {
    form: { email: EMAIL, password: 'NotThePassword1' },
    headers: { origin: env.server.baseUrl },
  });
  expect((await wrong.json()).status).toBe(60115);
  await logIn(desk.context, env);
  await logIn(phone.context, env);
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe('a member checking who is signed in', () => {
  it('on the phone: sees both devices and the log, signs the desk out after confirming', async () => {
    const { page, context } = phone;
    await page.goto(url('/h5/#/pages/workstation/workstation'));
    await page.getByRole('link', { name: 'Logs' }).click();
    await page.waitForURL(/#\/pages\/workstation\/logs$/);

    const cards = page.getByTestId('logs-session');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.first().getAttribute('data-current')).toBe('true');
    expect(await cards.first().innerText()).toContain('This device');
    expect(await cards.first().innerText()).toContain('Safari 17 on iOS 17');
    expect(await cards.nth(1).innerText()).toMatch(/Chrome \d+ on Linux/);

    const events = page.getByTestId('logs-event');
    await expect.poll(() => events.count()).toBe(3);
    expect(await events.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')))).toEqual([
      'login',
      'login',
      'login_failed',
    ]);
    expect(await events.nth(2).innerText()).toContain('Wrong password (1 of 5 tries)');
    await page.getByTestId('logs-filter-failures').click();
    await expect.poll(() => events.count()).toBe(1);
    expect(await events.first().getAttribute('data-kind')).toBe('login_failed');
    await page.getByTestId('logs-filter-security').click();
    await page.getByText('Nothing of this kind recorded.').waitFor();
    await page.getByTestId('logs-filter-all').click();
    await expect.poll(() => events.count()).toBe(3);

    await shootInBothLanguages(
      context,
      page,
      'logs',
      async (p, lang) => {
        await p.getByTestId('logs-session').nth(1).waitFor();
        await p.getByTestId('logs-event').nth(2).waitFor();
        if (lang === 'zh') expect(await p.getByTestId('logs-session').first().innerText()).toContain('本设备');
      },
      { fullPage: true },
    );

    // Asked first: cancelling keeps the desk signed in.
    await cards.nth(1).getByTestId('logs-session-end').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Sign out this device?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await cards.count()).toBe(2);
    expect(await status(desk.context, '/api/buyer/v1/account/sessions')).toBe(200);

    await cards.nth(1).getByTestId('logs-session-end').click();
    await pressUntilClosed(confirm.getByRole('button', { name: 'Sign out' }), confirm);
    await page.getByText('Signed out', { exact: true }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByText('No other device is signed in.').waitFor();
    await expect.poll(() => events.first().innerText()).toMatch(/Signed out Chrome \d+ on Linux/);

    // The desk is asked to log in again.
    expect(await status(desk.context, '/api/buyer/v1/account/sessions')).toBe(401);
    await desk.page.goto(url('/?tab=logs'));
    await desk.page.waitForURL(/\/login\?redirect=%2F%3Ftab%3Dlogs$/);
  });

  it('at the desk: the Logs tab lists the devices and the log, and signs every other device out', async () => {
    const { page, context } = desk;
    await logIn(context, env);
    await page.goto(url('/?tab=logs'));
    const rows = page.getByTestId('logs-session');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().getAttribute('data-current')).toBe('true');
    expect(await rows.first().innerText()).toContain('This device');
    expect(await rows.nth(1).innerText()).toContain('Safari 17 on iOS 17');
    const events = page.getByTestId('logs-event');
    await expect.poll(() => events.first().getAttribute('data-kind')).toBe('login');
    expect(await events.evaluateAll((all) => all.map((row) => row.getAttribute('data-kind')))).toEqual([
      'login',
      'session_ended',
      'login',
      'login',
      'login_failed',
    ]);

    await shootInBothLanguages(
      context,
      page,
      'desktop-logs',
      async (p, lang) => {
        await p.getByTestId('logs-session').nth(1).waitFor();
        await p.getByTestId('logs-event').nth(4).waitFor();
        if (lang === 'zh') expect(await p.getByTestId('logs-event').nth(4).innerText()).toContain('密码错误');
      },
      { width: 1440 },
    );

    await page.getByTestId('logs-end-others').click();
    await pressConfirmation(page, 'Sign out');
    await page.getByText('Signed out', { exact: true }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => events.first().innerText()).toContain('Signed out 1 other device');
    expect(await status(phone.context, '/api/buyer/v1/account/sessions')).toBe(401);
  });
});
