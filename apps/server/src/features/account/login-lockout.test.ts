import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  buildTwinApp,
  createBuyer,
  queryRows,
  TEST_HASHER,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helper.js';

const LOGIN = '/api/purchase/v1/h5/customer/login';
const EN = { cookie: 'frontend_lang=en_US' };
const ZH = { cookie: 'frontend_lang=zh_CN' };

let now = Date.parse('2026-05-04T09:00:00Z');
let verifyCalls = 0;
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.2.0.${++ipCounter}`;

beforeAll(async () => {
  t = await buildTestApp({
    noCatalogue: true,
    clock: () => new Date(now),
    passwords: {
      hash: TEST_HASHER.hash,
      verify: (password, stored) => {
        verifyCalls++;
        return TEST_HASHER.verify(password, stored);
      },
    },
  });
});
afterAll(() => t.close());

function login(email: string, password: string, headers = EN, ip = '10.2.1.1') {
  return t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, headers, remoteAddress: ip });
}

const wrong = (n: number, message = 'The password is incorrect.') => ({
  status: 60115,
  data: { wrong_attempts: n, max_attempts: 5 },
  result: { code: 60115, message },
});
const LOCKED = {
  status: 60116,
  data: null,
  result: { code: 60116, message: 'The account has been locked. Please try again in 5 minutes' },
};

async function counters(email: string) {
  const [row] = await queryRows<{ failed_logins: number; locked_until: Date | null }>(
    t.db,
    sql`SELECT failed_logins, locked_until FROM buyers WHERE email = ${email}`,
  );
  return row;
}

describe('login lockout (5 wrong passwords lock the account 5 minutes)', () => {
  it('counts wrong passwords, locks on the 5th, refuses even the right one, and unlocks after 5 minutes', async () => {
    await createBuyer(t.db, { email: 'lock@example.com' });
    const ip = freshIp();
    for (let n = 1; n <= 4; n++) expect((await login('lock@example.com', 'wrong1', EN, ip)).json()).toEqual(wrong(n));
    expect((await login('lock@example.com', 'wrong1', EN, ip)).json()).toEqual(LOCKED);
    expect((await login('lock@example.com', TEST_PASSWORD, EN, ip)).json()).toEqual(LOCKED);
    expect((await login('lock@example.com', TEST_PASSWORD, ZH, ip)).json()).toEqual({
      ...LOCKED,
      result: { code: 60116, message: '账号已被锁定，请5分钟后再试' },
    });
    now += 5 * 60_000 - 1000;
    expect((await login('lock@example.com', TEST_PASSWORD, EN, ip)).json()).toEqual(LOCKED);
    now += 1000;
    const res = await login('lock@example.com', TEST_PASSWORD, EN, ip);
    expect(res.json().status).toBe(200);
    expect(await counters('lock@example.com')).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('starts counting afresh after a lock ends with a wrong password', async () => {
    await createBuyer(t.db, { email: 'relock@example.com' });
    const ip = freshIp();
    for (let n = 1; n <= 5; n++) await login('relock@example.com', 'wrong1', EN, ip);
    now += 5 * 60_000;
    expect((await login('relock@example.com', 'wrong1', ZH, ip)).json()).toEqual(wrong(1, '密码不正确。'));
  });

  it('resets the count on a success', async () => {
    await createBuyer(t.db, { email: 'reset@example.com' });
    const ip = freshIp();
    for (let n = 1; n <= 3; n++) await login('reset@example.com', 'wrong1', EN, ip);
    expect((await login('reset@example.com', TEST_PASSWORD, EN, ip)).json().status).toBe(200);
    expect((await login('reset@example.com', 'wrong1', EN, ip)).json()).toEqual(wrong(1));
  });

  it('lets no more than 5 of 20 parallel wrong attempts reach the password check', async () => {
    await createBuyer(t.db, { email: 'race@example.com' });
    const ip = freshIp();
    verifyCalls = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('race@example.com', 'wrong1', EN, ip)));
    expect(verifyCalls).toBeLessThanOrEqual(5);
    expect(verifyCalls).toBeGreaterThanOrEqual(1);
    const codes = answers.map((r) => r.json().result.code);
    expect(codes.filter((c) => c === 60115).length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 60116).length).toBeGreaterThanOrEqual(16);
    expect(codes.every((c) => c === 60115 || c === 60116)).toBe(true);
    const row = await counters('race@example.com');
    expect(row?.failed_logins).toBe(5);
    expect(new Date(row?.locked_until ?? 0).getTime()).toBe(now + 5 * 60_000);
    // The right password is refused while locked, without a password check.
    verifyCalls = 0;
    expect((await login('race@example.com', TEST_PASSWORD, EN, ip)).json()).toEqual(LOCKED);
    expect(verifyCalls).toBe(0);
    now += 5 * 60_000;
  });

  it('holds across two server instances sharing the database', async () => {
    await createBuyer(t.db, { email: 'twin@example.com' });
    const twin = await buildTwinApp(t, {
      clock: () => new Date(now),
      passwords: {
        hash: TEST_HASHER.hash,
        verify: (password, stored) => {
          verifyCalls++;
          return TEST_HASHER.verify(password, stored);
        },
      },
    });
    try {
      const ip = freshIp();
      verifyCalls = 0;
      const attempt = (app: typeof twin) =>
        app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { email: 'twin@example.com', password: 'wrong1' },
          remoteAddress: ip,
        });
      const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => attempt(i % 2 ? twin : t.app)));
      expect(verifyCalls).toBeLessThanOrEqual(5);
      expect(answers.filter((r) => r.json().result.code === 60116).length).toBeGreaterThanOrEqual(11);
      expect((await counters('twin@example.com'))?.failed_logins).toBe(5);
    } finally {
      await twin.close();
    }
    now += 5 * 60_000;
  });

  it('throttles one address that fails too often (HTTP 429) without touching account counters', async () => {
    const victim = 'victim@example.com';
    await createBuyer(t.db, { email: victim });
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await login(`ghost${i}@example.com`, 'wrong1', EN, ip)).json().result.code).toBe(60117);
    }
    verifyCalls = 0;
    const res = await login(victim, 'wrong1', EN, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.json()).toEqual({
      status: 429,
      data: null,
      result: { code: 429, message: 'Too many requests, please try again later.' },
    });
    const zh = await login(victim, TEST_PASSWORD, ZH, ip);
    expect(zh.statusCode).toBe(429);
    expect(zh.json().result.message).toBe('请求过于频繁，请稍后再试。');
    expect(verifyCalls).toBe(0);
    expect(await counters(victim)).toEqual({ failed_logins: 0, locked_until: null });
    expect(verifyCalls).toBe(0);
    // Another address is not affected, and the window ends.
    expect((await login(victim, TEST_PASSWORD, EN, freshIp())).json().status).toBe(200);
    now += 15 * 60_000;
    expect((await login(victim, TEST_PASSWORD, EN, ip)).json().status).toBe(200);
  });

  it('gives successful logins back to the address (they do not count as failures)', async () => {
    await createBuyer(t.db, { email: 'often@example.com' });
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await login('often@example.com', TEST_PASSWORD, EN, ip)).json().status).toBe(200);
    }
    const [window] = await queryRows<{ count: number }>(
      t.db,
      sql`SELECT count FROM rate_limits WHERE key = ${`login-ip:${ip}`}`,
    );
    expect(window?.count).toBe(0);
  });
});
