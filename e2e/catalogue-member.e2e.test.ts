import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { MailSink, verificationCode } from './fixtures/mail-sink';
import { makeDataDir, type RunningServer, removeDataDir, runAccountsCli, startServer } from './fixtures/server';

/**
 * A member and a visitor open the same product, on a server of its own: the buyer registers through
 * the API with the mailed code, the reviewer's command approves them, they log in through the API.
 */
const EMAIL = `member.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Member2026';

let browser: Browser;
let sink: MailSink;
let dataDir: string;
let server: RunningServer;

async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as { status: number; result: { message: string } };
}

beforeAll(async () => {
  sink = new MailSink();
  const smtpUrl = await sink.start();
  dataDir = await makeDataDir();
  server = await startServer({ dataDir, env: { SMTP_URL: smtpUrl } });
  const before = sink.mails.length;
  expect((await post('/send_captcha/signup', { email: EMAIL })).status).toBe(200);
  const code = verificationCode(await sink.waitFor(EMAIL, () => true, { since: before }));
  const registered = await post('/api/buyer/v1/h5/customer/register', {
    email: EMAIL,
    password: PASSWORD,
    confirm_password: PASSWORD,
    company_name: 'Hanse Werkzeug GmbH',
    phone: '+49 40 1234567',
    country: 'DE',
    city: 'Hamburg',
    position: 'Buyer',
    contact_name: 'Anna Schmidt',
    company_website: '',
    email_code: code,
    agree: '1',
  });
  expect(registered.status, registered.result.message).toBe(200);
  await server.stop();
  await runAccountsCli(dataDir, ['approve', EMAIL, '--until', '2099-12-31']);
  server = await startServer({ dataDir, port: server.port, env: { SMTP_URL: smtpUrl } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

describe('a member and a visitor on the same product', () => {
  it('shows the member the price, struck original and sub-total, refuses less than the MOQ; the visitor sees none', async () => {
    const member = await newVisitor(browser);
    const login = await member.context.request.post(`${server.baseUrl}/api/purchase/v1/h5/customer/login`, {
      form: { email: EMAIL, password: PASSWORD },
      headers: { origin: server.baseUrl },
    });
    expect((await login.json()).status).toBe(200);

    const { page } = member;
    await page.goto(`${server.baseUrl}/h5/#/pages/home/index`);
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
    // The sub-total stays that of the last allowed quantity.
    expect(await page.getByTestId('sub-total').textContent()).toBe(subTotal);
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
    await member.context.request.post(`${server.baseUrl}/api/purchase/v1/h5/customer/login`, {
      form: { email: EMAIL, password: PASSWORD },
      headers: { origin: server.baseUrl },
    });
    const { page } = member;
    await page.goto(`${server.baseUrl}/h5/#/pages/category/index?category_id=1`);
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
    await visitor.page.goto(`${server.baseUrl}/h5/#/pages/category/index?category_id=1`);
    await visitor.page.getByTestId('product-card').first().waitFor();
    await visitor.page.getByTestId('sort-price').click();
    await visitor.page.getByText('Log in to your buyer account to continue.').waitFor();
    expect(visitor.page.url()).not.toMatch(/sort=price/);
    await member.context.close();
    await visitor.context.close();
  });
});
