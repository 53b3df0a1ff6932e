import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, pressConfirmation } from './fixtures/browser';
import { verificationCode } from './fixtures/mail-sink';
import {
  logIn,
  MEMBER_CONTACT_NAME,
  type MemberServer,
  serverWithMember,
  stopServerWithMember,
} from './fixtures/member';
import { SHOTS, shootInBothLanguages } from './fixtures/screenshots';

/**
 * The desktop account pages at 1440x900: registration at `/register` (the code read from the mail
 * sink), the forgot-password dialog of `/login` and the mailed link's `/resetPassword`, and a
 * member's `/MyProfile` with its edits, on a server of its own (fixtures/member.ts).
 */
const MEMBER_EMAIL = `desk.profile.${Date.now().toString(36)}@example.com`;
const MEMBER_PASSWORD = 'Member2026';
const CHANGED_PASSWORD = 'Changed2026';
const VISITOR_EMAIL = `desk.visitor.${Date.now().toString(36)}@example.com`;
const VISITOR_PASSWORD = 'Visitor2026';
const RESET_PASSWORD = 'Restored2026';

let browser: Browser;
let env: MemberServer;
const url = (path: string) => `${env.server.baseUrl}${path}`;

beforeAll(async () => {
  env = await serverWithMember(MEMBER_EMAIL, MEMBER_PASSWORD);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

/** Chinese, then English, at the desk's size, the whole page: a screenshot each, nothing wider than the window. */
const shootDesk = (context: BrowserContext, page: Page, name: string, ready: (page: Page) => Promise<unknown>) =>
  shootInBothLanguages(context, page, `desktop-${name}`, ready, { width: 1440, fullPage: true });

/** The message antd shows under a field (its Form.Item's help). */
function messageUnder(page: Page, inputId: string) {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.locator(`#${inputId}`) })
    .locator('.ant-form-item-explain');
}

describe('the desktop account pages', () => {
  it("logs out to the shop even while the shop's code is still on its way, not to the login page", async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    await logIn(context, env);
    // The shop's code is slow to come: the profile page stays on screen meanwhile, logged out.
    await context.route('**/desktop/assets/home-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(url('/MyProfile'));
    await page.getByTestId('logout').click();
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(new URL(frame.url()).pathname));
    await pressConfirmation(page, 'Log out');
    await page.getByTestId('header-login').waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/homePage');
    expect(addresses).not.toContain('/login');
    await context.close();
  });

  it('registers a visitor with a mailed code, field by field, then sends them to log in', async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    await page.goto(url('/register?redirect=%2FshoppingCart'));
    await shootDesk(context, page, 'register', (p) => p.locator('#register-email').waitFor());

    // The rules as the buyer types, in the server's words.
    await page.getByLabel('Email', { exact: true }).fill('buyer@');
    await expect
      .poll(() => messageUnder(page, 'register-email').textContent())
      .toBe('Please enter a valid email address');
    await page.getByLabel('Password', { exact: true }).fill('abc12');
    await expect
      .poll(() => messageUnder(page, 'register-password').textContent())
      .toBe('Please enter 6-18 digits plus letters');
    await page.getByLabel('Confirm password').fill('abc13');
    await expect
      .poll(() => messageUnder(page, 'register-confirm_password').textContent())
      .toBe('Inconsistent password');
    await page.getByRole('button', { name: 'Register', exact: true }).last().click();
    await page.getByText('Please agree to the User Agreement').waitFor();
    expect(await messageUnder(page, 'register-email_code').textContent()).toBe("The verified code can't be empty.");
    expect(await messageUnder(page, 'register-city').textContent()).toBe('Please enter city name');
    await page.screenshot({ path: `${SHOTS}desktop-register-errors-en-1440.png`, fullPage: true });

    // The code by mail, with the resend countdown.
    await page.getByLabel('Email', { exact: true }).fill(VISITOR_EMAIL);
    await expect.poll(() => messageUnder(page, 'register-email').count()).toBe(0);
    const before = env.sink.mails.length;
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/^Resend in \d+ s$/);
    const code = verificationCode(await env.sink.waitFor(VISITOR_EMAIL, () => true, { since: before }));
    await page.getByLabel('Email verification code').fill(code);

    await page.getByLabel('Password', { exact: true }).fill(VISITOR_PASSWORD);
    await page.getByLabel('Confirm password').fill(VISITOR_PASSWORD);
    await expect.poll(() => messageUnder(page, 'register-confirm_password').count()).toBe(0);
    await page.getByLabel('Company name').fill('Nordlicht Handel AG');
    await page.getByLabel('Contact name').fill('Jonas Berg');
    await page.getByLabel('Phone').fill('+49 30 7654321');
    await page.getByLabel('Country or region').click();
    await page.getByLabel('Country or region').fill('germ');
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Germany$/ })
      .click();
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Position').fill('Purchasing manager');
    await page.getByLabel('Company website').fill('https://nordlicht.example');

    // The agreement is read in a dialog; "I agree" ticks the box.
    await page.getByRole('button', { name: 'User Agreement' }).click();
    const agreement = page.getByRole('dialog', { name: 'User Agreement' });
    await agreement.getByText('1. Scope of the service').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}desktop-register-agreement-en-1440.png` });
    await agreement.getByRole('button', { name: 'I agree' }).click();
    await agreement.waitFor({ state: 'hidden' });
    expect(await page.getByRole('checkbox', { name: 'I have read and agree to the' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByText('Please agree to the User Agreement').count()).toBe(0);

    await page.getByRole('button', { name: 'Register', exact: true }).last().click();
    await page.getByText('Registration successful, please login again').waitFor();
    await page.waitForURL(/\/login\?/);
    const login = new URL(page.url());
    expect(login.searchParams.get('email')).toBe(VISITOR_EMAIL);
    expect(login.searchParams.get('redirect')).toBe('/shoppingCart');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(VISITOR_EMAIL);

    // Forgot password: the phone's call and words, in a dialog; the mailed link opens the desktop's reset page.
    const mailsBefore = env.sink.mails.length;
    await page.getByRole('button', { name: 'Forgot password' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    expect(await forgot.getByLabel('Email').inputValue()).toBe(VISITOR_EMAIL);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByText('Please login to your mailbox to view and change your password').waitFor();
    const resetMail = await env.sink.waitFor(VISITOR_EMAIL, (mail) => /token=/.test(mail.text), { since: mailsBefore });
    const resetLink = resetMail.text.match(/http:\/\/\S+\/resetPassword\?token=[\w-]+/)?.[0];
    expect(resetLink, resetMail.text).toBeDefined();
    await forgot.getByRole('button', { name: 'Done' }).click();
    await forgot.waitFor({ state: 'hidden' });

    // An unknown address is said under the field, with the way to register.
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await forgot.getByLabel('Email').fill('nobody.at.all@example.com');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => messageUnder(page, 'forgot-email').textContent())
      .toBe('The account does not exist, please register the account');
    await forgot.getByRole('link', { name: 'Register a buyer account' }).waitFor();
    // The dialog's opening animation settled.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}desktop-forgot-en-1440.png` });
    await page.keyboard.press('Escape');

    // The mailed link: a new password with the rules of registration, then the login page.
    await page.goto(resetLink ?? '');
    await shootDesk(context, page, 'reset-password', (p) => p.locator('#reset-password').waitFor());
    await page.getByLabel('New password').fill(RESET_PASSWORD);
    await page.getByLabel('Confirm password').fill('Restored2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => messageUnder(page, 'reset-confirm-password').textContent()).toBe('Inconsistent password');
    await page.getByLabel('Confirm password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password changed, please log in').waitFor();
    await page.waitForURL(/\/login$/);
    // Used once, the link is refused when tried again, and a new one is offered instead of the form.
    await page.goto(resetLink ?? '');
    await page.getByLabel('New password').fill(RESET_PASSWORD);
    await page.getByLabel('Confirm password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByTestId('reset-invalid')
      .getByText('This reset link has been used or has expired. Please request a new one.')
      .waitFor();
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await page.getByRole('dialog', { name: 'Forgot password' }).waitFor();
    await page.keyboard.press('Escape');

    // Logged in with the new password, the new account is pending: the badge and the review notice on the profile.
    await page.goto(url(`/login?email=${encodeURIComponent(VISITOR_EMAIL)}&redirect=%2FshoppingCart`));
    await page.getByLabel('Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/shoppingCart$/);
    await page.goto(url('/MyProfile'));
    await page.getByTestId('membership-notice').getByText('Your account is under review').waitFor();
    expect(await page.getByTestId('account-status').textContent()).toBe('Pending');
    expect(await page.getByTestId('account-company').textContent()).toBe('Nordlicht Handel AG');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}desktop-my-profile-pending-en-1440.png` });
    await context.close();
  });

  it("shows a member's profile, edits the city and changes the password, then logs out", async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    await logIn(context, env);
    await page.goto(url('/MyProfile'));
    await page.getByTestId('account-company').waitFor();
    expect(await page.getByTestId('account-company').textContent()).toBe('Hanse Werkzeug GmbH');
    expect(await page.getByTestId('account-status').textContent()).toBe('Member until 31 Dec 2099');
    const details = page.getByTestId('account-details');
    await details.getByText('Germany').waitFor();
    await details.getByText(MEMBER_CONTACT_NAME).waitFor();
    expect(await page.getByTestId('membership-notice').count()).toBe(0);
    await shootDesk(context, page, 'my-profile', (p) =>
      p.getByTestId('account-details').getByText('Hamburg').waitFor(),
    );
    expect(await page.getByTestId('account-status').textContent()).toBe('Member until 31 Dec 2099');

    // The city, with the rule as typed; stored, so a reload shows it.
    await page.getByRole('button', { name: 'Edit company details' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit company details' });
    expect(await profile.getByLabel('Company name').inputValue()).toBe('Hanse Werkzeug GmbH');
    await profile.getByLabel('City').fill('');
    await expect.poll(() => messageUnder(page, 'profile-city').textContent()).toBe('Please enter city name');
    await profile.getByLabel('City').fill('Bremen');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}desktop-my-profile-edit-en-1440.png` });
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await profile.waitFor({ state: 'hidden' });
    await details.getByText('Bremen').waitFor();
    await page.reload();
    await details.getByText('Bremen').waitFor();
    expect(await details.getByText('Hamburg').count()).toBe(0);

    // The password: the current one is checked by the server, its words under the field.
    await page.getByRole('button', { name: 'Change password' }).click();
    const password = page.getByRole('dialog', { name: 'Change password' });
    await password.getByLabel('Current password').fill('NotMine123');
    await password.getByLabel('New password').fill(CHANGED_PASSWORD);
    await password.getByLabel('Confirm password').fill(CHANGED_PASSWORD);
    await password.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => messageUnder(page, 'password-old').textContent()).toBe('The password is incorrect.');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}desktop-my-profile-password-en-1440.png` });
    await password.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await expect.poll(() => messageUnder(page, 'password-old').count()).toBe(0);
    await password.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await password.waitFor({ state: 'hidden' });
    // Checked outside the browser: a login from the page's own cookie jar would replace the page's
    // session while the page may still be reading with the old one.
    const relogin = await fetch(url('/api/purchase/v1/h5/customer/login'), {
      method: 'POST',
      body: new URLSearchParams({ email: MEMBER_EMAIL, password: CHANGED_PASSWORD }),
      headers: { origin: env.server.baseUrl },
    });
    expect(((await relogin.json()) as { status: number }).status).toBe(200);

    // Logout, with a confirmation, to the shop.
    await page.getByTestId('logout').click();
    const loggedOut = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/purchase/v1/h5/customer/logout',
    );
    await pressConfirmation(page, 'Log out');
    expect(await (await loggedOut).json()).toMatchObject({ status: 200 });
    await page.waitForURL(/\/homePage$/);
    await page.getByTestId('header-login').waitFor();
    await page.goto(url('/MyProfile'));
    await page.waitForURL(/\/login\?redirect=%2FMyProfile$/);
    await context.close();
  });
});
