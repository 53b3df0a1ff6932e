import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, TEST_PASSWORD, type TestApp } from '../../../test/helper.js';

const EDIT = '/api/buyer/v1/h5/customer/edit';
const RENEWAL = '/api/buyer/v1/h5/customer/renewal';
const EMAIL_CODE = '/send_captcha/email_change';

const now = Date.parse('2026-09-10T06:00:00Z');
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.4.0.${++ipCounter}`;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock: () => new Date(now) });
});
afterAll(() => t.close());

function call(url: string, cookie: string, payload: Record<string, unknown>, lang = 'en_US') {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: `${cookie}; frontend_lang=${lang}` },
    remoteAddress: freshIp(),
  });
}

const profile = {
  edit_type: 'profile',
  company_name: 'New Name Ltd',
  phone: '+49 30 1234567',
  country: 'DE',
  city: 'Berlin',
  position: 'Head of purchasing',
  contact_name: 'Anna <b>Schmidt</b>',
  company_website: 'newname.example.de',
};

async function buyerWithSession(email: string, fields: Record<string, unknown> = {}) {
  const buyer = await createBuyer(t.db, { email, ...fields });
  return { buyer, cookie: await loginAs(t.app, email, TEST_PASSWORD, freshIp()) };
}

describe('POST /api/buyer/v1/h5/customer/edit', () => {
  it('answers 60114 without edit_type and names edit_type when it is unknown', async () => {
    const { cookie } = await buyerWithSession('type@example.com');
    expect((await call(EDIT, cookie, { company_name: 'x' })).json()).toEqual({
      status: 60114,
      data: null,
      result: { code: 60114, message: 'Please pass the edit_type parameter' },
    });
    expect((await call(EDIT, cookie, { edit_type: '' }, 'zh_CN')).json().result).toEqual({
      code: 60114,
      message: '请传入 edit_type 参数',
    });
    expect((await call(EDIT, cookie, { edit_type: 'avatar' })).json()).toEqual({
      status: 400,
      data: null,
      result: { code: 400, message: 'edit_type: must be one of profile, password, email' },
    });
  });

  it('updates the profile, storing text verbatim, and names bad fields', async () => {
    const { cookie } = await buyerWithSession('profile@example.com');
    const res = await call(EDIT, cookie, profile);
    expect(res.json().data).toMatchObject({
      email: 'profile@example.com',
      company_name: 'New Name Ltd',
      country: 'DE',
      city: 'Berlin',
      contact_name: 'Anna <b>Schmidt</b>',
      company_website: 'newname.example.de',
    });
    expect((await call(EDIT, cookie, { ...profile, phone: 'call me' })).json().result.message).toBe(
      'phone: Please enter a valid phone number (digits, spaces, +, - and brackets)',
    );
    expect(
      (await call(EDIT, cookie, { ...profile, company_name: 'y'.repeat(51) }, 'zh_CN')).json().result.message,
    ).toBe('company_name：请输入1-50个字符');
    expect((await call(EDIT, cookie, { edit_type: 'profile' })).json().result.message).toMatch(/^company_name: /);
  });

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    const { cookie } = await buyerWithSession('pw@example.com');
    const other = await loginAs(t.app, 'pw@example.com', TEST_PASSWORD, freshIp());
    const change = {
      edit_type: 'password',
      old_password: 'wrong9',
      password: 'newpw123',
      confirm_password: 'newpw123',
    };
    expect((await call(EDIT, cookie, change)).json()).toEqual({
      status: 60115,
      data: { wrong_attempts: 1, max_attempts: 5 },
      result: { code: 60115, message: 'The password is incorrect.' },
    });
    expect((await call(EDIT, cookie, { ...change, old_password: TEST_PASSWORD })).json().status).toBe(200);
    expect((await t.app.inject({ url: '/api/user/info', headers: { cookie } })).json().data.login).toBe(1);
    expect((await t.app.inject({ url: '/api/user/info', headers: { cookie: other } })).json().data).toEqual({
      login: 0,
    });
    await loginAs(t.app, 'pw@example.com', 'newpw123', freshIp());
  });

  it('changes the login email with the password and a code sent to the new address', async () => {
    await createBuyer(t.db, { email: 'occupied@example.com' });
    const { cookie } = await buyerWithSession('old@example.com');
    expect((await call(EMAIL_CODE, cookie, { email: 'Occupied@example.com' })).json().result).toEqual({
      code: 60110,
      message: 'The username already exists, please try another one.',
    });
    expect((await call(EMAIL_CODE, cookie, { email: 'occupied@example.com' }, 'zh_CN')).json().result).toEqual({
      code: 60110,
      message: '用户名已存在，请换一个再试。',
    });
    expect((await call(EMAIL_CODE, cookie, { email: 'new@example.com' })).json().data).toEqual({
      resend_after_seconds: 60,
    });
    const [mail] = await queryRows<{ text: string }>(
      t.db,
      sql`SELECT text FROM mail_outbox WHERE "to" = 'new@example.com'`,
    );
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(mail?.text).toContain('change of your login email');

    const change = { edit_type: 'email', email: 'new@example.com', email_code: code, password: TEST_PASSWORD };
    expect((await call(EDIT, cookie, { ...change, email: 'occupied@example.com' })).json().result.code).toBe(60110);
    expect((await call(EDIT, cookie, { ...change, email_code: '' })).json().result.code).toBe(60112);
    expect((await call(EDIT, cookie, { ...change, password: 'nope12' })).json().result.code).toBe(60115);
    const res = await call(EDIT, cookie, { ...change, email: ' NEW@example.com ' });
    expect(res.json().data).toMatchObject({ login: 1, email: 'new@example.com' });
    await loginAs(t.app, 'new@example.com', TEST_PASSWORD, freshIp());
  });
});

describe('POST /api/buyer/v1/h5/customer/renewal', () => {
  it('stores the application of an expired member', async () => {
    const { cookie } = await buyerWithSession('renew@example.com', { status: 'member', memberUntil: '2026-09-09' });
    const res = await call(RENEWAL, cookie, {});
    expect(res.json().data).toMatchObject({ status: 'expired', renewal_requested: true });
    const [row] = await queryRows<{ renewal_requested_at: string }>(
      t.db,
      sql`SELECT renewal_requested_at FROM buyers WHERE email = 'renew@example.com'`,
    );
    expect(new Date(row?.renewal_requested_at ?? 0).getTime()).toBe(now);
  });

  it('refuses a pending account (60119) and a member in good standing (60123)', async () => {
    const pending = await buyerWithSession('renew-pending@example.com');
    expect((await call(RENEWAL, pending.cookie, {})).json().result).toEqual({
      code: 60119,
      message: 'Your account is under review. You can order once it is approved.',
    });
    expect((await call(RENEWAL, pending.cookie, {}, 'zh_CN')).json().result.message).toBe(
      '您的账号正在审核中，审核通过后即可下单。',
    );
    const member = await buyerWithSession('renew-member@example.com', { status: 'member', memberUntil: '2026-09-10' });
    expect((await call(RENEWAL, member.cookie, {})).json().result).toEqual({
      code: 60123,
      message: 'Only an expired membership can be renewed.',
    });
    expect((await call(RENEWAL, member.cookie, {}, 'zh_CN')).json().result.message).toBe(
      '只有已过期的会员才能申请续期。',
    );
  });
});
