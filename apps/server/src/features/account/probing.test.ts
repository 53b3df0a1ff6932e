import { VERIFY_CODE_MAX_PER_IP_PER_HOUR } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, TEST_HASHER, type TestApp } from '../../../test/helper.js';

/**
 * Whether an email has an account must not be learnt faster than the throttles allow: the per-address
 * caps come before the lookup, and a login for an unknown email costs what a wrong password does.
 */
/** New hashes (here only the unknown-account one) at a test cost; stored ones verify at their own. */
let t: TestApp;
let verifyCalls = 0;
let hashCalls = 0;
let ipCounter = 0;
const freshIp = () => `10.7.0.${++ipCounter}`;
const EN = { cookie: 'frontend_lang=en_US' };

beforeAll(async () => {
  t = await buildTestApp({
    noCatalogue: true,
    passwords: {
      hash: (password) => {
        hashCalls++;
        return TEST_HASHER.hash(password);
      },
      verify: (password, stored) => {
        verifyCalls++;
        return TEST_HASHER.verify(password, stored);
      },
    },
  });
  await createBuyer(t.db, { email: 'known@example.com' });
});
afterAll(() => t.close());

const TOO_MANY = {
  status: 429,
  data: null,
  result: { code: 429, message: 'Too many requests, please try again later.' },
};

async function mailCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM mail_outbox`);
  return Number(row?.n);
}

describe('probing for accounts', () => {
  it('throttles forgot-password by address before telling whether the account exists', async () => {
    const ip = freshIp();
    const probe = (email: string) =>
      t.app.inject({ url: `/web/forget/password?email=${encodeURIComponent(email)}`, headers: EN, remoteAddress: ip });
    for (let i = 0; i < VERIFY_CODE_MAX_PER_IP_PER_HOUR; i++) {
      expect((await probe(`ghost${i}@example.com`)).json().status).toBe(60117);
    }
    for (const email of ['ghost-more@example.com', 'known@example.com']) {
      const res = await probe(email);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY);
    }
  });

  it('throttles the signup code by address before telling whether the email is taken', async () => {
    const ip = freshIp();
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/send_captcha/signup', payload: { email }, headers: EN, remoteAddress: ip });
    for (let i = 0; i < VERIFY_CODE_MAX_PER_IP_PER_HOUR; i++) {
      expect((await send('known@example.com')).json().status).toBe(60111);
    }
    const mailsBefore = await mailCount();
    for (const email of ['known@example.com', 'new-after-cap@example.com']) {
      const res = await send(email);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY);
    }
    expect(await mailCount()).toBe(mailsBefore);
  });

  it('throttles the email-change code by address before telling whether the email is taken', async () => {
    await createBuyer(t.db, { email: 'mover@example.com', status: 'member', memberUntil: '2099-01-01' });
    const cookie = await loginAs(t.app, 'mover@example.com', undefined, freshIp());
    const ip = freshIp();
    const send = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/send_captcha/email_change',
        payload: { email },
        headers: { ...EN, cookie: `${EN.cookie}; ${cookie}` },
        remoteAddress: ip,
      });
    for (let i = 0; i < VERIFY_CODE_MAX_PER_IP_PER_HOUR; i++) {
      expect((await send('known@example.com')).json().status).toBe(60110);
    }
    const res = await send('known@example.com');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('checks one password for an unknown email, as for a wrong password', async () => {
    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/purchase/v1/h5/customer/login',
        payload: { email, password: 'Wrong1234' },
        headers: EN,
        remoteAddress: freshIp(),
      });
    // The first unknown email makes the process's stand-in hash (once).
    expect((await login('first-ghost@example.com')).json().status).toBe(60117);
    verifyCalls = 0;
    hashCalls = 0;
    expect((await login('known@example.com')).json().status).toBe(60115);
    const forWrongPassword = { verify: verifyCalls, hash: hashCalls };
    verifyCalls = 0;
    hashCalls = 0;
    expect((await login('nobody@example.com')).json().status).toBe(60117);
    expect({ verify: verifyCalls, hash: hashCalls }).toEqual(forWrongPassword);
    expect(forWrongPassword).toEqual({ verify: 1, hash: 0 });
  });
});
