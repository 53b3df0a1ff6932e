import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, TEST_PASSWORD, type TestApp } from '../../../test/helper.js';

const EN = { cookie: 'frontend_lang=en_US' };
const ZH = { cookie: 'frontend_lang=zh_CN' };
const FORGOT = '/web/forget/password';
const RESET = '/api/buyer/v1/h5/customer/reset_password';

let now = Date.parse('2026-07-01T12:00:00Z');
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.3.0.${++ipCounter}`;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock: () => new Date(now) });
});
afterAll(() => t.close());

const forgot = (email: string, headers: Record<string, string> = EN, ip = freshIp()) =>
  t.app.inject({
    url: `${FORGOT}?email=${encodeURIComponent(email)}`,
    headers: { host: 'shop.example.com', ...headers },
    remoteAddress: ip,
  });
const reset = (token: string, password: string, headers: Record<string, string> = EN) =>
  t.app.inject({ method: 'POST', url: RESET, payload: { token, password, confirm_password: password }, headers });

async function lastMail(to: string) {
  const rows = await queryRows<{ subject: string; text: string; html: string }>(
    t.db,
    sql`SELECT subject, text, html FROM mail_outbox WHERE "to" = ${to} ORDER BY id DESC LIMIT 1`,
  );
  const mail = rows[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = mail.text.match(/\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no link in the mail');
  return { ...mail, token };
}

describe('forgot password', () => {
  it('answers 60117 for an unknown email, in both languages', async () => {
    expect((await forgot('ghost@example.com')).json()).toEqual({
      status: 60117,
      data: null,
      result: { code: 60117, message: 'The account does not exist, please register the account' },
    });
    expect((await forgot('ghost@example.com', ZH)).json().result.message).toBe('账号不存在，请先注册账号');
  });

  it('mails a single-use link and tells the buyer to look in the mailbox', async () => {
    await createBuyer(t.db, { email: 'forgot@example.com' });
    const res = await forgot(' Forgot@Example.com ');
    expect(res.json()).toEqual({
      status: 200,
      data: null,
      result: { code: 0, message: 'Please login to your mailbox to view and change your password' },
    });
    const mail = await lastMail('forgot@example.com');
    expect(mail.subject).toBe('Reset your Procurement Mall password');
    expect(mail.text).toContain(`http://localhost:3000/h5/#/pages/user/reset?token=${mail.token}`);
    expect(mail.html).toContain(`href="http://localhost:3000/h5/#/pages/user/reset?token=${mail.token}"`);
    const stored = await queryRows<{ token_hash: string }>(t.db, sql`SELECT token_hash FROM password_resets`);
    expect(stored.map((r) => r.token_hash)).not.toContain(mail.token);

    now += 61_000;
    const zh = await forgot('forgot@example.com', ZH);
    expect(zh.json().result.message).toBe('请登录您的邮箱查看并修改密码');
    expect((await lastMail('forgot@example.com')).subject).toBe('重置您的采购商城密码');
  });

  it('mails the desktop reset page when asked at a desk; a phone opening it is sent on with the token', async () => {
    await createBuyer(t.db, { email: 'desk@example.com' });
    const res = await t.app.inject({ url: `${FORGOT}?email=desk%40example.com&site=desktop`, headers: EN });
    expect(res.json().status).toBe(200);
    const mail = await lastMail('desk@example.com');
    expect(mail.text).toContain(`http://localhost:3000/resetPassword?token=${mail.token}`);
    const phone = await t.app.inject({
      url: `/resetPassword?token=${mail.token}`,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect(phone.statusCode).toBe(302);
    expect(phone.headers.location).toBe(`/h5/#/pages/user/reset?token=${mail.token}`);
    expect((await reset(mail.token, 'Desk2Reset!')).json().status).toBe(200);

    const unknownSite = await t.app.inject({ url: `${FORGOT}?email=desk%40example.com&site=tablet`, headers: EN });
    expect(unknownSite.json().status).toBe(400);
    expect(unknownSite.json().result.message).toMatch(/^site: /);
  });

  it('sends at most one link a minute per account (60121)', async () => {
    await createBuyer(t.db, { email: 'hurry@example.com' });
    expect((await forgot('hurry@example.com')).json().status).toBe(200);
    now += 15_000;
    expect((await forgot('hurry@example.com')).json()).toEqual({
      status: 60121,
      data: { resend_after_seconds: 45 },
      result: { code: 60121, message: 'Codes are sent at most once a minute. Please wait and try again.' },
    });
  });

  it('never takes the link from the Host header: without PUBLIC_URL it is the address the server was started with', async () => {
    await createBuyer(t.db, { email: 'host@example.com' });
    for (const host of ['evil.example', 'evil.example.com"><script>']) {
      now += 61_000;
      await forgot('host@example.com', { ...EN, host });
      const mail = await lastMail('host@example.com');
      expect(mail.text).toContain(`http://localhost:3000/h5/#/pages/user/reset?token=${mail.token}`);
      expect(mail.text).not.toContain('evil');
      expect(mail.html).not.toContain('evil');
    }
  });

  it('never takes the link from X-Forwarded-Host, even from a trusted proxy', async () => {
    const app = await buildTestApp({ noCatalogue: true, env: { TRUST_PROXY: '1', HOST: '127.0.0.1', PORT: '8080' } });
    try {
      await createBuyer(app.db, { email: 'proxied@example.com' });
      await app.app.inject({
        url: `${FORGOT}?email=proxied@example.com`,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      const [mail] = await queryRows<{ text: string }>(app.db, sql`SELECT text FROM mail_outbox`);
      expect(mail?.text).toMatch(/http:\/\/127\.0\.0\.1:8080\/h5\/#\/pages\/user\/reset\?token=[\w-]{43}/);
      expect(mail?.text).not.toContain('evil');
    } finally {
      await app.close();
    }
  });

  it('links to the port the server listens on when it was started on any free port', async () => {
    const app = await buildTestApp({ noCatalogue: true, env: { HOST: '127.0.0.1', PORT: '0' } });
    try {
      await app.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (app.app.server.address() as { port: number }).port;
      await createBuyer(app.db, { email: 'listened@example.com' });
      const res = await fetch(`http://127.0.0.1:${port}${FORGOT}?email=listened@example.com`, {
        headers: { 'x-forwarded-host': 'evil.example' },
      });
      expect(((await res.json()) as { status: number }).status).toBe(200);
      const [mail] = await queryRows<{ text: string }>(app.db, sql`SELECT text FROM mail_outbox`);
      expect(mail?.text).toContain(`http://127.0.0.1:${port}/h5/#/pages/user/reset?token=`);
    } finally {
      await app.close();
    }
  });

  it('uses PUBLIC_URL for links when it is set', async () => {
    const app = await buildTestApp({ noCatalogue: true, env: { PUBLIC_URL: 'https://mall.example.org/' } });
    try {
      await createBuyer(app.db, { email: 'public@example.com' });
      await app.app.inject({ url: `${FORGOT}?email=public@example.com`, headers: { host: 'other.example.com' } });
      const [mail] = await queryRows<{ text: string }>(app.db, sql`SELECT text FROM mail_outbox`);
      expect(mail?.text).toMatch(/https:\/\/mall\.example\.org\/h5\/#\/pages\/user\/reset\?token=[\w-]{43}/);
    } finally {
      await app.close();
    }
  });
});

describe('reset password', () => {
  it('sets the password once, ends every session and the lockout; a reused link gets 60122', async () => {
    const buyer = await createBuyer(t.db, { email: 'reuse@example.com' });
    const cookie = await loginAs(t.app, 'reuse@example.com', TEST_PASSWORD, freshIp());
    await t.db.execute(
      sql`UPDATE buyers SET failed_logins = 5, locked_until = ${new Date(now + 60_000).toISOString()} WHERE id = ${buyer.id}`,
    );
    await forgot('reuse@example.com');
    const { token } = await lastMail('reuse@example.com');
    expect((await reset(token, 'newpass1')).json()).toEqual({
      status: 200,
      data: null,
      result: { code: 0, message: 'success' },
    });
    expect((await t.app.inject({ url: '/api/user/info', headers: { cookie } })).json().data).toEqual({ login: 0 });
    await loginAs(t.app, 'reuse@example.com', 'newpass1', freshIp());
    expect((await reset(token, 'other123')).json()).toEqual({
      status: 60122,
      data: null,
      result: { code: 60122, message: 'This reset link has been used or has expired. Please request a new one.' },
    });
    expect((await reset(token, 'other123', ZH)).json().result.message).toBe('该重置链接已使用或已过期，请重新申请。');
  });

  it('refuses an expired link (30 minutes) and an unknown one', async () => {
    await createBuyer(t.db, { email: 'expire@example.com' });
    now += 120_000;
    await forgot('expire@example.com');
    const { token } = await lastMail('expire@example.com');
    now += 30 * 60_000;
    expect((await reset(token, 'newpass1')).json().result.code).toBe(60122);
    expect((await reset('not-a-token', 'newpass1')).json().result.code).toBe(60122);
  });

  it('enforces the password rules on the new password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: RESET,
      payload: { token: 'x', password: 'short', confirm_password: 'short' },
      headers: EN,
    });
    expect(res.json().result).toEqual({ code: 400, message: 'password: Please enter 6-18 digits plus letters' });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: RESET,
      payload: { token: 'x', password: 'abc123', confirm_password: 'abc124' },
      headers: ZH,
    });
    expect(mismatch.json().result).toEqual({ code: 400, message: 'confirm_password：两次输入的密码不一致' });
  });
});
