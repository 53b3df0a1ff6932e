import { SESSION_COOKIE } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBuyer,
  loginAs,
  queryRows,
  sessionCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helper.js';
import { scryptHasher } from '../../lib/password.js';

const EN = { cookie: 'frontend_lang=en_US' };
const ZH = { cookie: 'frontend_lang=zh_CN' };
const START = Date.parse('2026-03-02T08:00:00Z');
let now = START;
const advance = (ms: number) => {
  now += ms;
};

let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address, so per-IP throttles of one test never touch another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  // Registration stores the mall's own cost, which one test reads back.
  t = await buildTestApp({ noCatalogue: true, clock: () => new Date(now), passwords: scryptHasher });
});
afterAll(() => t.close());
beforeEach(() => {
  now = START + ipCounter * 3_600_000;
});

function fail(code: number, message: string, data: unknown = null) {
  return { status: code, data, result: { code, message } };
}
function ok(data: unknown, message = 'success') {
  return { status: 200, data, result: { code: 0, message } };
}

async function post(
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = EN,
  ip = '10.1.1.1',
) {
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
}

async function outbox(to: string) {
  return queryRows<{ subject: string; text: string; html: string; transport: string }>(
    t.db,
    sql`SELECT subject, text, html, transport FROM mail_outbox WHERE "to" = ${to} ORDER BY id`,
  );
}

async function lastCode(to: string): Promise<string> {
  const mails = await outbox(to);
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

const registration = (email: string, extra: Record<string, string> = {}) => ({
  email,
  password: 'abc123',
  confirm_password: 'abc123',
  company_name: 'Acme Trading',
  phone: '+86 (21) 5555-0100',
  country: 'CN',
  city: 'Shanghai',
  position: 'Buyer',
  contact_name: 'Li Lei',
  company_website: 'https://acme.example.com',
  agree: '1',
  ...extra,
});

describe('GET /api/supplier/v1/get/unit?type=country', () => {
  it('lists countries with names in the caller language', async () => {
    const en = (await t.app.inject({ url: '/api/supplier/v1/get/unit?type=country', headers: EN })).json();
    const zh = (await t.app.inject({ url: '/api/supplier/v1/get/unit?type=country', headers: ZH })).json();
    expect(en.data.list.length).toBeGreaterThanOrEqual(60);
    expect(en.data.list).toContainEqual({ code: 'CN', name: 'China' });
    expect(en.data.list).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(zh.data.list).toContainEqual({ code: 'CN', name: '中国' });
    expect(zh.data.list).toContainEqual({ code: 'US', name: '美国' });
    const bad = (await t.app.inject({ url: '/api/supplier/v1/get/unit?type=planet', headers: EN })).json();
    expect(bad.status).toBe(400);
    expect(bad.result.message).toMatch(/^type: /);
  });
});

describe('POST /send_captcha/signup', () => {
  it('mails a 6-digit code (stored hashed) and answers the resend interval', async () => {
    const res = await post('/send_captcha/signup', { email: ' New.Buyer@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ok({ resend_after_seconds: 60 }));
    const mails = await outbox('new.buyer@example.com');
    expect(mails).toHaveLength(1);
    const code = await lastCode('new.buyer@example.com');
    expect(mails[0]?.subject).toBe(`Your verification code: ${code}`);
    expect(mails[0]?.html).toContain(code);
    expect(mails[0]?.transport).toBe('outbox');
    const stored = await queryRows<{ code_hash: string }>(t.db, sql`SELECT code_hash FROM email_codes`);
    expect(stored.map((r) => r.code_hash).join()).not.toContain(code);
  });

  it('writes the mail in Chinese for a Chinese caller', async () => {
    await post('/send_captcha/signup', { email: 'zh.buyer@example.com' }, ZH, freshIp());
    const [mail] = await outbox('zh.buyer@example.com');
    expect(mail?.subject).toMatch(/^您的验证码：\d{6}$/);
    expect(mail?.text).toContain('10分钟内有效');
  });

  it('sends at most one code a minute per address (60121 with the seconds left)', async () => {
    const ip = freshIp();
    await post('/send_captcha/signup', { email: 'often@example.com' }, EN, ip);
    advance(20_000);
    expect((await post('/send_captcha/signup', { email: 'often@example.com' }, EN, ip)).json()).toEqual(
      fail(60121, 'Codes are sent at most once a minute. Please wait and try again.', { resend_after_seconds: 40 }),
    );
    expect((await post('/send_captcha/signup', { email: 'often@example.com' }, ZH, ip)).json()).toEqual(
      fail(60121, '验证码每分钟最多发送一次，请稍后再试。', { resend_after_seconds: 40 }),
    );
    advance(40_000);
    expect((await post('/send_captcha/signup', { email: 'often@example.com' }, EN, ip)).json().status).toBe(200);
    expect(await outbox('often@example.com')).toHaveLength(2);
  });

  it('answers 60111 for an email that already exists', async () => {
    await createBuyer(t.db, { email: 'taken@example.com' });
    const ip = freshIp();
    expect((await post('/send_captcha/signup', { email: 'Taken@example.com' }, EN, ip)).json()).toEqual(
      fail(60111, 'The Email already exists!'),
    );
    expect((await post('/send_captcha/signup', { email: 'taken@example.com' }, ZH, ip)).json()).toEqual(
      fail(60111, '该邮箱已存在！'),
    );
  });

  it('caps the codes one address may request an hour (HTTP 429 envelope)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await post('/send_captcha/signup', { email: `cap${i}@example.com` }, EN, ip)).statusCode).toBe(200);
    }
    const res = await post('/send_captcha/signup', { email: 'cap-last@example.com' }, ZH, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(fail(429, '请求过于频繁，请稍后再试。'));
    expect(await outbox('cap-last@example.com')).toHaveLength(0);
  });

  it('refuses a malformed email with the field message', async () => {
    const res = await post('/send_captcha/signup', { email: 'not an email' }, EN, freshIp());
    expect(res.json()).toEqual(fail(400, 'email: Please enter a valid email address'));
  });
});

describe('POST /api/buyer/v1/h5/customer/register', () => {
  const REGISTER = '/api/buyer/v1/h5/customer/register';

  it('creates a pending account that is not logged in, with the stored text verbatim', async () => {
    const ip = freshIp();
    await post('/send_captcha/signup', { email: 'reg@example.com' }, EN, ip);
    const code = await lastCode('reg@example.com');
    const body = registration(' REG@Example.com ', {
      email_code: code,
      company_name: '<script>alert(1)</script>',
    });
    const res = await post(REGISTER, body, EN, ip);
    expect(res.json()).toEqual(ok({ status: 'pending' }, 'Registration successful, please login again'));
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const [row] = await queryRows<{ email: string; company_name: string; status: string; password_hash: string }>(
      t.db,
      sql`SELECT email, company_name, status, password_hash FROM buyers WHERE email = 'reg@example.com'`,
    );
    expect(row).toMatchObject({
      email: 'reg@example.com',
      company_name: '<script>alert(1)</script>',
      status: 'pending',
    });
    expect(row?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    // The code served once.
    expect((await post(REGISTER, registration('reg@example.com', { email_code: code }), EN, ip)).json()).toEqual(
      fail(60111, 'The Email already exists!'),
    );
    // The account logs in and reads its own text back as data.
    const cookie = await loginAs(t.app, 'reg@example.com', 'abc123', freshIp());
    const info = await t.app.inject({ url: '/api/user/info', headers: { cookie } });
    expect(info.headers['content-type']).toMatch(/^application\/json/);
    expect(info.json().data).toMatchObject({ login: 1, status: 'pending', company_name: '<script>alert(1)</script>' });
  });

  it('answers the success message in Chinese', async () => {
    const ip = freshIp();
    await post('/send_captcha/signup', { email: 'reg-zh@example.com' }, ZH, ip);
    const res = await post(
      REGISTER,
      registration('reg-zh@example.com', { email_code: await lastCode('reg-zh@example.com') }),
      ZH,
      ip,
    );
    expect(res.json()).toEqual(ok({ status: 'pending' }, '注册成功，请重新登录'));
  });

  it('answers 60112 for an empty code, 60113 for a wrong one', async () => {
    const ip = freshIp();
    await post('/send_captcha/signup', { email: 'codes@example.com' }, EN, ip);
    const code = await lastCode('codes@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await post(REGISTER, registration('codes@example.com'), EN, ip)).json()).toEqual(
      fail(60112, "The verified code can't be empty."),
    );
    expect((await post(REGISTER, registration('codes@example.com', { email_code: '  ' }), ZH, ip)).json()).toEqual(
      fail(60112, '验证码不能为空。'),
    );
    expect((await post(REGISTER, registration('codes@example.com', { email_code: wrong }), EN, ip)).json()).toEqual(
      fail(60113, 'The email verified code is incorrect.'),
    );
    expect((await post(REGISTER, registration('codes@example.com', { email_code: wrong }), ZH, ip)).json()).toEqual(
      fail(60113, '邮箱验证码不正确。'),
    );
    expect((await post(REGISTER, registration('nocode@example.com', { email_code: code }), EN, ip)).json()).toEqual(
      fail(60113, 'The email verified code is incorrect.'),
    );
  });

  it('kills a code after 5 tries: even the right one is refused and a new one must be sent', async () => {
    const ip = freshIp();
    await post('/send_captcha/signup', { email: 'tries@example.com' }, EN, ip);
    const code = await lastCode('tries@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(REGISTER, registration('tries@example.com', { email_code: wrong }), EN, ip)).json().result.code,
      ).toBe(60113);
    }
    expect((await post(REGISTER, registration('tries@example.com', { email_code: code }), EN, ip)).json()).toEqual(
      fail(60113, 'The email verified code is incorrect.'),
    );
    advance(61_000);
    await post('/send_captcha/signup', { email: 'tries@example.com' }, EN, ip);
    const fresh = await lastCode('tries@example.com');
    expect((await post(REGISTER, registration('tries@example.com', { email_code: fresh }), EN, ip)).json().status).toBe(
      200,
    );
  });

  it('answers 60120 for a code older than 10 minutes', async () => {
    const ip = freshIp();
    await post('/send_captcha/signup', { email: 'late@example.com' }, EN, ip);
    const code = await lastCode('late@example.com');
    advance(10 * 60_000);
    expect((await post(REGISTER, registration('late@example.com', { email_code: code }), EN, ip)).json()).toEqual(
      fail(60120, 'The email verified code has expired. Please send a new one.'),
    );
    expect((await post(REGISTER, registration('late@example.com', { email_code: code }), ZH, ip)).json()).toEqual(
      fail(60120, '邮箱验证码已过期，请重新发送。'),
    );
  });

  it('gives one account to two registrations racing with the same code (the other gets 60111, not 500)', async () => {
    const ip = freshIp();
    await post('/send_captcha/signup', { email: 'race@example.com' }, EN, ip);
    const body = registration('race@example.com', { email_code: await lastCode('race@example.com') });
    const answers = await Promise.all([post(REGISTER, body, EN, ip), post(REGISTER, body, EN, ip)]);
    const codes = answers.map((r) => r.json().result.code).sort();
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(codes[0]).toBe(0);
    expect([60111, 60113]).toContain(codes[1]);
    const rows = await queryRows(t.db, sql`SELECT id FROM buyers WHERE email = 'race@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('words bad fields of SPEC section 5 on the server too, in both languages', async () => {
    const ip = freshIp();
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { company_name: 'x'.repeat(51) },
        'company_name: Please enter 1-50 characters',
        'company_name：请输入1-50个字符',
      ],
      [{ email: 'a b@c' }, 'email: Please enter a valid email address', 'email：请输入有效的邮箱地址'],
      [{ city: '' }, 'city: Please enter city name', 'city：请输入城市名称'],
      [
        { password: 'abcdef', confirm_password: 'abcdef' },
        'password: Please enter 6-18 digits plus letters',
        'password：请输入6-18位数字加字母',
      ],
      [
        { confirm_password: 'abc124' },
        'confirm_password: Inconsistent password',
        'confirm_password：两次输入的密码不一致',
      ],
      [{ agree: '0' }, 'agree: Please agree to the User Agreement', 'agree：请同意用户协议'],
      [
        { phone: '138abc00000' },
        'phone: Please enter a valid phone number (digits, spaces, +, - and brackets)',
        'phone：请输入有效的电话号码（数字、空格、+、- 和括号）',
      ],
      [{ city: 'c'.repeat(61) }, 'city: This text is too long', 'city：内容过长'],
      [{ country: 'Atlantis' }, 'country: Please choose a country or region', 'country：请选择国家或地区'],
      [
        { email: `${'a'.repeat(250)}@example.com` },
        'email: Please enter a valid email address',
        'email：请输入有效的邮箱地址',
      ],
    ];
    for (const [fields, en, zh] of cases) {
      const body = registration('fields@example.com', { email_code: '123456', ...fields });
      expect((await post(REGISTER, body, EN, ip)).json()).toEqual(fail(400, en));
      expect((await post(REGISTER, body, ZH, ip)).json()).toEqual(fail(400, zh));
    }
  });
});

describe('login, sessions and logout', () => {
  const LOGIN = '/api/purchase/v1/h5/customer/login';

  it('answers 60117 for an unknown email', async () => {
    const ip = freshIp();
    expect((await post(LOGIN, { email: 'nobody@example.com', password: 'x1' }, EN, ip)).json()).toEqual(
      fail(60117, 'The account does not exist, please register the account'),
    );
    expect((await post(LOGIN, { email: 'nobody@example.com', password: 'x1' }, ZH, ip)).json()).toEqual(
      fail(60117, '账号不存在，请先注册账号'),
    );
  });

  it('starts a session in an HttpOnly, SameSite=Lax cookie of one day and answers the account', async () => {
    const buyer = await createBuyer(t.db, { email: 'cookie@example.com', status: 'member', memberUntil: '2027-01-31' });
    const res = await post(LOGIN, { email: ' COOKIE@example.com', password: TEST_PASSWORD }, EN, freshIp());
    expect(res.json()).toEqual(
      ok({
        login: 1,
        id: buyer.id,
        email: 'cookie@example.com',
        company_name: 'Acme Trading',
        contact_name: 'Li Lei',
        phone: '',
        country: 'CN',
        city: 'Shanghai',
        position: '',
        company_website: '',
        status: 'member',
        member_until: '2027-01-31',
        renewal_requested: false,
      }),
    );
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax$`),
    );
    expect(res.body).not.toMatch(/scrypt|password|hash/i);
    const token = setCookie.split(';')[0]?.split('=')[1] ?? '';
    const stored = await queryRows<{ id: string }>(t.db, sql`SELECT id FROM sessions WHERE user_id = ${buyer.id}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.id).not.toBe(token);

    // A new session id at every login.
    const again = await post(
      LOGIN,
      { email: 'cookie@example.com', password: TEST_PASSWORD },
      { cookie: sessionCookie(res) },
      freshIp(),
    );
    expect(sessionCookie(again)).not.toBe(sessionCookie(res));
    const info = await t.app.inject({ url: '/api/user/info', headers: { cookie: sessionCookie(res) } });
    expect(info.json()).toEqual(ok({ login: 0 }));
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const proxied = await buildTestApp({ noCatalogue: true, env: { TRUST_PROXY: '1' } });
    try {
      await createBuyer(proxied.db, { email: 'secure@example.com' });
      const res = await proxied.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'secure@example.com', password: TEST_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure;|; Secure$/);
    } finally {
      await proxied.close();
    }
  });

  it('lets pending and expired accounts log in and tells their status', async () => {
    await createBuyer(t.db, { email: 'expired@example.com', status: 'member', memberUntil: '2026-01-01' });
    const cookie = await loginAs(t.app, 'expired@example.com', TEST_PASSWORD, freshIp());
    const info = (await t.app.inject({ url: '/api/user/info', headers: { cookie } })).json();
    expect(info.data).toMatchObject({ login: 1, status: 'expired', member_until: '2026-01-01' });
  });

  it('ends a session after one day', async () => {
    await createBuyer(t.db, { email: 'day@example.com' });
    const cookie = await loginAs(t.app, 'day@example.com', TEST_PASSWORD, freshIp());
    advance(24 * 60 * 60_000 - 1000);
    expect((await t.app.inject({ url: '/api/user/info', headers: { cookie } })).json().data.login).toBe(1);
    advance(1000);
    expect((await t.app.inject({ url: '/api/user/info', headers: { cookie } })).json()).toEqual(ok({ login: 0 }));
    const edit = await post('/api/buyer/v1/h5/customer/edit', { edit_type: 'profile' }, { cookie }, freshIp());
    expect(edit.json()).toEqual(fail(401, 'Not logged in'));
  });

  it('logs out on the server: the cookie is cleared and a replayed one is logged out', async () => {
    const buyer = await createBuyer(t.db, { email: 'logout@example.com' });
    const cookie = await loginAs(t.app, 'logout@example.com', TEST_PASSWORD, freshIp());
    const res = await post('/api/purchase/v1/h5/customer/logout', {}, { cookie });
    expect(res.json()).toEqual(ok(null));
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=.*; HttpOnly; SameSite=Lax$`),
    );
    expect(await queryRows(t.db, sql`SELECT id FROM sessions WHERE user_id = ${buyer.id}`)).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/user/info', headers: { cookie } })).json()).toEqual(ok({ login: 0 }));
    // Logging out twice, or without a session, is harmless.
    expect((await post('/api/purchase/v1/h5/customer/logout', {}, { cookie })).json()).toEqual(ok(null));
  });

  it('treats forged and absurd cookies as no session', async () => {
    for (const value of ['forged', 'x'.repeat(5000), '%00%ff']) {
      const res = await t.app.inject({ url: '/api/user/info', headers: { cookie: `${SESSION_COOKIE}=${value}` } });
      expect(res.json()).toEqual(ok({ login: 0 }));
    }
  });
});

describe('login-needed routes', () => {
  it('answer the 401 envelope to visitors, in both languages', async () => {
    const calls = [
      ['/api/buyer/v1/h5/customer/edit', { edit_type: 'profile' }],
      ['/api/buyer/v1/h5/customer/renewal', {}],
      ['/send_captcha/email_change', { email: 'x@example.com' }],
    ] as const;
    for (const [url, payload] of calls) {
      const en = await post(url, payload, EN);
      expect(en.statusCode).toBe(200);
      expect(en.json()).toEqual(fail(401, 'Not logged in'));
      expect((await post(url, payload, ZH)).json()).toEqual(fail(401, '未登录'));
    }
  });
});

describe('odd input', () => {
  it('never crashes: repeated fields, objects, NUL bytes, huge texts each get a field message', async () => {
    const ip = freshIp();
    const odd = [
      t.app.inject({
        method: 'POST',
        url: '/api/purchase/v1/h5/customer/login',
        payload: 'email=a@example.com&email=b@example.com&password=x1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...EN },
        remoteAddress: ip,
      }),
      post('/api/purchase/v1/h5/customer/login', { email: { $ne: null }, password: 'x' }, EN, ip),
      post('/api/purchase/v1/h5/customer/login', { email: 'a\u0000@example.com', password: 'x1' }, EN, ip),
      post('/api/purchase/v1/h5/customer/login', { email: 'a@example.com', password: 'p'.repeat(5000) }, EN, ip),
      post('/send_captcha/signup', { email: ['a@example.com'] }, EN, ip),
      post(
        '/api/buyer/v1/h5/customer/register',
        { ...registration('odd@example.com'), position: 'p'.repeat(51) },
        EN,
        ip,
      ),
      post(
        '/api/buyer/v1/h5/customer/reset_password',
        { token: 't'.repeat(201), password: 'abc123', confirm_password: 'abc123' },
        EN,
        ip,
      ),
    ];
    const answers = await Promise.all(odd);
    const messages = answers.map((r) => {
      expect(r.statusCode).toBe(200);
      expect(r.json().status).toBe(400);
      return r.json().result.message as string;
    });
    expect(messages).toEqual([
      'email: Please enter a valid email address',
      'email: Please enter a valid email address',
      'email: contains a character that is not allowed (NUL)',
      'password: must be at most 200 characters',
      'email: Please enter a valid email address',
      'position: Please enter at most 50 characters',
      'token: must be at most 200 characters',
    ]);
  });
});
