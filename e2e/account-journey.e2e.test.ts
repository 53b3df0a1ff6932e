import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, phoneToast } from './fixtures/browser';
import { MailSink, verificationCode } from './fixtures/mail-sink';
import { horizontalOverflow, SHOTS, shootInBothLanguages } from './fixtures/screenshots';
import { type RunningServer, removeDataDir, runAccountsCli, seededDataDir, startServer } from './fixtures/server';

/**
 * A buyer's account from registration to logout, on its own server: mail goes through real SMTP to a
 * sink in this process, and the reviewer's command runs on the server's data directory between a
 * stop and a start of the server (PGlite is single-process; sessions live in the database).
 */
const PASSWORD = 'Buyer2026';
const EMAIL = `buyer.${Date.now().toString(36)}@example.com`;
const MEMBER_UNTIL = '2027-12-31';
const NEW_PASSWORD = 'Renewed2026';
const CHANGED_PASSWORD = 'Changed2026';
const CHANGED_EMAIL = `moved.${Date.now().toString(36)}@example.com`;
/** The login the lockout test uses: the last email and password the journey set. */
let login = { email: EMAIL, password: PASSWORD };

let browser: Browser;
let sink: MailSink;
let smtpUrl: string;
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  sink = new MailSink();
  smtpUrl = await sink.start();
  dataDir = await seededDataDir();
  server = await startServer({ dataDir, env: { SMTP_URL: smtpUrl } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

const url = (route: string) => `${server.baseUrl}/h5/#${route}`;

async function tab(page: Page, name: string | RegExp) {
  await page
    .getByRole('navigation', { name: /Main sections|主要栏目/ })
    .getByRole('link', { name })
    .click();
}

async function logIn(page: Page, password = PASSWORD, email = login.email) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('the select page', () => {
  it('lists countries, searches, and returns the choice to the page that asked', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/components/e-select/e-select?type=country&field=country&back=%2Fpages%2Fuser%2Fregister'));
    await page.getByPlaceholder('Search').fill('jap');
    // The list narrows as the page renders the typed text.
    await expect.poll(() => page.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Japan' }).click();
    await page.waitForURL(/#\/pages\/user\/register\?country=JP$/);
    await page.getByRole('button', { name: /Country or region.*Japan/ }).waitFor();
    await context.close();
  });

  it('the select, agreement and reset pages fit the phone in both languages', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/components/e-select/e-select?type=country'));
    await shootInBothLanguages(context, page, 'select', async (p) => {
      await p.getByRole('listitem').first().waitFor();
    });
    await page.goto(url('/pages/user/agreement'));
    await shootInBothLanguages(context, page, 'agreement', async (p) => {
      await p.locator('article h2').first().waitFor();
    });
    await page.goto(url('/pages/user/reset'));
    await shootInBothLanguages(context, page, 'reset-invalid', async (p) => {
      await p.getByTestId('reset-invalid').waitFor();
    });
    await page.goto(url('/pages/user/reset?token=abc'));
    await shootInBothLanguages(context, page, 'reset', async (p, lang) => {
      await p.getByRole('button', { name: lang === 'en' ? 'Set new password' : '设置新密码' }).click();
      await p.getByText(lang === 'en' ? 'Please enter 6-18 digits plus letters' : '请输入6-18位数字加字母').waitFor();
    });
    await context.close();
  });
});

describe('a buyer account', () => {
  it('registers with a mailed code, waits for review, is approved, logs in from a redirect, sees prices, logs out', async () => {
    const { context, page } = await newVisitor(browser);

    // Registration: every rule on the page, then the code from the mail.
    await page.goto(url('/pages/user/register'));
    await shootInBothLanguages(
      context,
      page,
      'register',
      async (p, lang) => {
        await p.getByRole('button', { name: lang === 'en' ? 'Register' : '注册', exact: true }).click();
        await p.getByText(lang === 'en' ? 'Please agree to the User Agreement' : '请同意用户协议').waitFor();
      },
      { fullPage: true },
    );
    await page.reload();
    await page.getByLabel('Email', { exact: true }).fill('buyer@');
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    const mailsBefore = sink.mails.length;
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/Resend in \d+ s/);
    const code = verificationCode(await sink.waitFor(EMAIL, () => true, { since: mailsBefore }));

    await page.getByLabel('Email verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
    await page.getByText('Inconsistent password').waitFor();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Company name').fill('Hanse Werkzeug GmbH');
    await page.getByLabel('Contact name').fill('Anna Schmidt');
    await page.getByLabel('Phone').fill('+49 40 1234567');
    await page.getByRole('button', { name: /Country or region/ }).click();
    await page.getByPlaceholder('Search').fill('germ');
    await page.getByRole('button', { name: 'Germany' }).click();
    await page.getByLabel('City').fill('Hamburg');
    await page.getByLabel('Position').fill('Purchasing manager');
    await page.getByLabel('Company website').fill('https://hanse-werkzeug.example');
    await page.getByTestId('agree').click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Registration successful, please login again').waitFor();
    await page.waitForURL(/#\/pages\/user\/login\?email=/);

    // Pending: logged in, told the account is under review, on the account page and in the cart.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/pages\/home\/index$/);
    expect(await page.evaluate('JSON.parse(sessionStorage.getItem("userInfo")).status')).toBe('pending');
    await tab(page, 'Account');
    await page.getByTestId('membership-notice').getByText('Your account is under review').first().waitFor();
    expect(await page.getByTestId('account-status').textContent()).toBe('Pending');
    await page.getByText('Germany').waitFor();
    await shootInBothLanguages(context, page, 'account-pending', async (p) => {
      await p.getByTestId('membership-notice').waitFor();
    });
    await tab(page, 'Cart');
    await page.getByTestId('cart-pending').waitFor();

    // The reviewer approves: the server is stopped, the command runs on its data, the server starts again.
    await server.stop();
    const approved = await runAccountsCli(dataDir, ['approve', EMAIL, '--until', MEMBER_UNTIL]);
    expect(approved).toContain(EMAIL);
    server = await startServer({ dataDir, port: server.port, env: { SMTP_URL: smtpUrl } });

    // The session outlived the restart (it lives in the database) and now reads as a member.
    await page.goto(url('/pages/my/index'));
    await page.reload();
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('Member until 31 Dec 2027');
    await context.close();

    // A visitor opens a page that needs login: the modal, the login page, and back where they were.
    const visitor = await newVisitor(browser);
    await visitor.page.goto(url('/pages/workstation/workstation'));
    const modal = visitor.page.locator('.adm-modal-body').filter({ hasText: 'Please log in' });
    await modal.waitFor();
    expect(await modal.getByRole('button').count()).toBe(1);
    await modal.getByRole('button').click();
    await visitor.page.waitForURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Fworkstation%2Fworkstation$/);
    await logIn(visitor.page, PASSWORD, EMAIL);
    await visitor.page.waitForURL(/#\/pages\/workstation\/workstation$/);
    await visitor.page.getByText('Hanse Werkzeug GmbH').waitFor();
    expect(await visitor.page.getByTestId('account-status').textContent()).toBe('Member until 31 Dec 2027');
    const tiles = visitor.page.getByTestId('workstation-tile');
    expect(await tiles.count()).toBe(10);
    expect(await tiles.first().getAttribute('href')).toBe('#/pages/rfq/list');
    expect(await tiles.nth(1).getAttribute('href')).toBe('#/pages/workstation/proforma-invoices');
    // Every tile is live: each one a link to its page.
    expect(await tiles.nth(2).getAttribute('href')).toBe('#/pages/workstation/purchase-plans');
    expect(await tiles.nth(5).getAttribute('href')).toBe('#/pages/workstation/after-sales');
    expect((await tiles.evaluateAll((all) => all.map((tile) => tile.tagName))).every((tag) => tag === 'A')).toBe(true);
    await shootInBothLanguages(visitor.context, visitor.page, 'workstation', async (p) => {
      await p.getByTestId('workstation-tile').first().waitFor();
    });

    // The account page of a member.
    await tab(visitor.page, 'Account');
    await visitor.page.getByTestId('account-status').waitFor();
    await shootInBothLanguages(visitor.context, visitor.page, 'account-member', async (p) => {
      await p.getByTestId('account-status').waitFor();
    });
    // A profile edit goes through the one edit endpoint and shows at once.
    await visitor.page.getByText('Edit company details').click();
    const sheet = visitor.page.locator('.adm-popup-body');
    await sheet.getByLabel('City').fill('');
    await sheet.getByText('Please enter city name').waitFor();
    await sheet.getByLabel('City').fill('Bremen');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await phoneToast(visitor.page, 'Saved');
    await visitor.page.getByText('Bremen').waitFor();
    expect(await visitor.page.evaluate('JSON.parse(sessionStorage.getItem("userInfo")).city')).toBe('Bremen');

    // Prices in the market currency instead of the login prompt.
    await tab(visitor.page, 'SHOP');
    await visitor.page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => visitor.page.getByTestId('product-card').first().textContent()).toMatch(/\$\s?\d/);
    expect(await visitor.page.getByText('Login to get price').count()).toBe(0);

    // Logout, with a confirmation.
    await tab(visitor.page, 'Account');
    await visitor.page.getByRole('button', { name: 'Log out' }).click();
    await visitor.page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
    await visitor.page.waitForURL(/#\/pages\/home\/index$/);
    await visitor.page.getByText('Login to get price').first().waitFor();
    expect(await visitor.page.evaluate('sessionStorage.getItem("userInfo")')).toBe('{"login":0}');
    await tab(visitor.page, 'Account');
    const prompt = visitor.page.locator('.adm-modal-body').filter({ hasText: 'Please log in' });
    await prompt.waitFor();
    await prompt.getByRole('button').click();
    await visitor.page.waitForURL(/#\/pages\/user\/login\?redirect=%2Fpages%2Fmy%2Findex$/);

    // Forgot password: the server's message, a mailed single-use link, a new password.
    const mailsBefore2 = sink.mails.length;
    await visitor.page.getByRole('button', { name: 'Forgot password' }).click();
    const forgot = visitor.page.locator('.adm-popup-body');
    await forgot.getByLabel('Email').fill(EMAIL);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByText('Please login to your mailbox to view and change your password').waitFor();
    const resetMail = await sink.waitFor(EMAIL, (mail) => /token=/.test(mail.text), { since: mailsBefore2 });
    const token = /#\/pages\/user\/reset\?token=([\w.~%-]+)/.exec(resetMail.text)?.[1];
    expect(token).toBeTruthy();
    const resetRoute = `/pages/user/reset?token=${token}`;
    await visitor.page.goto(url(resetRoute));
    await visitor.page.getByLabel('New password').fill('short');
    await visitor.page.getByText('Please enter 6-18 digits plus letters').waitFor();
    await visitor.page.getByLabel('New password').fill(NEW_PASSWORD);
    await visitor.page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await visitor.page.getByRole('button', { name: 'Set new password' }).click();
    await visitor.page.waitForURL(/#\/pages\/user\/login$/);
    // The link works once.
    await visitor.page.goto(url(resetRoute));
    await visitor.page.getByLabel('New password').fill('Another2026');
    await visitor.page.getByLabel('Confirm password').fill('Another2026');
    await visitor.page.getByRole('button', { name: 'Set new password' }).click();
    await visitor.page
      .getByTestId('reset-invalid')
      .getByText('This reset link has been used or has expired. Please request a new one.')
      .waitFor();
    await visitor.page.goto(url('/pages/user/login'));
    await logIn(visitor.page, NEW_PASSWORD, EMAIL);
    await visitor.page.waitForURL(/#\/pages\/home\/index$/);
    await visitor.context.close();
  });

  it('tells an expired member so, takes a renewal application, changes the password and the login email', async () => {
    await server.stop();
    expect(await runAccountsCli(dataDir, ['expire', EMAIL])).toContain(EMAIL);
    server = await startServer({ dataDir, port: server.port, env: { SMTP_URL: smtpUrl } });

    const { context, page } = await newVisitor(browser);
    await page.goto(url(`/pages/user/login?redirect=${encodeURIComponent('/pages/my/index')}`));
    await logIn(page, NEW_PASSWORD, EMAIL);
    await page.waitForURL(/#\/pages\/my\/index$/);
    expect(await page.getByTestId('account-status').textContent()).toBe('Expired');
    const notice = page.getByTestId('membership-notice');
    await notice.getByText('Member expired').waitFor();
    await shootInBothLanguages(context, page, 'account-expired', async (p) => {
      await p.getByTestId('membership-notice').waitFor();
    });

    // The cart offers the renewal too; applying is remembered on the account.
    await tab(page, 'Cart');
    await page.getByTestId('membership-notice').getByRole('button', { name: 'Apply for renewal' }).click();
    await page.getByText('Renewal requested. We will let you know by email once it is approved.').waitFor();
    await tab(page, 'Account');
    await notice.getByText('Renewal requested.', { exact: false }).waitFor();
    expect(await notice.getByRole('button').count()).toBe(0);

    // Change the password (the old one is checked), then the login email (a code to the new address).
    await page.getByText('Change password').click();
    let sheet = page.locator('.adm-popup-body');
    await sheet.getByLabel('Current password').fill('NotMine123');
    await sheet.getByLabel('New password').fill(CHANGED_PASSWORD);
    await sheet.getByLabel('Confirm password').fill(CHANGED_PASSWORD);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await sheet.getByText('The password is incorrect.').waitFor();
    await sheet.getByLabel('Current password').fill(NEW_PASSWORD);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await phoneToast(page, 'Saved');
    login = { email: EMAIL, password: CHANGED_PASSWORD };
    await sheet.waitFor({ state: 'detached' });

    await page.getByText('Change login email').click();
    sheet = page.locator('.adm-popup-body');
    await sheet.getByLabel('New login email').fill(CHANGED_EMAIL);
    const mailsBefore = sink.mails.length;
    await sheet.getByTestId('send-code').click();
    const code = verificationCode(await sink.waitFor(CHANGED_EMAIL, () => true, { since: mailsBefore }));
    await sheet.getByLabel('Email verification code').fill(code);
    await sheet.getByLabel('Current password').fill(CHANGED_PASSWORD);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await phoneToast(page, 'Saved');
    login = { email: CHANGED_EMAIL, password: CHANGED_PASSWORD };
    await page.getByText(CHANGED_EMAIL).first().waitFor();
    expect(await page.evaluate('JSON.parse(sessionStorage.getItem("userInfo")).email')).toBe(CHANGED_EMAIL);
    await context.close();
  });

  it('warns with the count of wrong passwords, then locks the account after five', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(url('/pages/user/login'));

    // A field message, and the first warning, in English.
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByText('Please enter a valid email address').waitFor();
    await page.screenshot({ path: `${SHOTS}login-field-error-en-390.png` });
    await logIn(page, 'Wrong0001');
    await expect
      .poll(() => page.getByTestId('login-notice').textContent())
      .toBe(
        "Warning: You've entered the wrong password 1 time(s); Your account will be locked after 5 consecutive incorrect attempts.",
      );
    await page.screenshot({ path: `${SHOTS}login-warning-en-390.png` });

    // The same in Chinese.
    await page.getByRole('button', { name: /switch the language to Chinese/i }).click();
    await page.getByLabel('邮箱', { exact: true }).fill('nope');
    await page.getByText('请输入有效的邮箱地址').waitFor();
    await page.screenshot({ path: `${SHOTS}login-field-error-zh-390.png` });
    await page.getByLabel('邮箱', { exact: true }).fill(login.email);
    await page.getByLabel('密码', { exact: true }).fill('Wrong0002');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('login-notice').textContent())
      .toBe('警告：您已输错密码 2 次；连续输错 5 次后账号将被锁定。');
    await page.screenshot({ path: `${SHOTS}login-warning-zh-390.png` });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Back to English for the rest: three more wrong passwords lock the account, even for the right one.
    await page.getByRole('button', { name: /将语言切换为英文/ }).click();
    for (const attempt of [3, 4]) {
      await logIn(page, `Wrong000${attempt}`);
      await expect
        .poll(() => page.getByTestId('login-notice').textContent())
        .toContain(`wrong password ${attempt} time(s)`);
    }
    await logIn(page, 'Wrong0005');
    await expect.poll(() => page.getByTestId('login-notice').textContent()).toMatch(/5 time\(s\)|locked/);
    await logIn(page, login.password);
    await expect
      .poll(() => page.getByTestId('login-notice').textContent())
      .toBe('The account has been locked. Please try again in 5 minutes');
    expect(page.url()).toMatch(/#\/pages\/user\/login/);
    await context.close();
  });
});
