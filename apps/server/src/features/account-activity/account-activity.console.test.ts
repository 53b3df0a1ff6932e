import { API, CONSOLE_API, SESSION_TTL_MS } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, sessionCookie, TEST_PASSWORD, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESK =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_DEVICE = { browser: 'Chrome 131', os: 'Android 14', kind: 'mobile' };
const DESK_DEVICE = { browser: 'Chrome 131', os: 'Windows 10', kind: 'desktop' };

let now = Date.parse('2026-11-25T08:00:00Z');
let t: TestApp;
let admin: string;
let reviewer: string;
let sales: string;

/** Passwords at a test cost: the buyers here log in several times. */

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock: () => new Date(now) });
  await createOperator(t.db, 'admin@mall.example', 'admin', 'Wang Fang');
  await createOperator(t.db, 'reviewer@mall.example', 'reviewer', 'Zhao Min');
  await createOperator(t.db, 'sales@mall.example', 'sales', 'Sun Li');
  [admin, reviewer, sales] = await Promise.all([
    loginOperator(t.app, 'admin@mall.example'),
    loginOperator(t.app, 'reviewer@mall.example'),
    loginOperator(t.app, 'sales@mall.example'),
  ]);
});
afterAll(() => t.close());

async function member(email: string) {
  return createBuyer(t.db, { email, status: 'member', memberUntil: '2027-12-31' });
}

function login(email: string, agent: string, ip: string, password = TEST_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: API.login.path,
    payload: { email, password },
    headers: { 'user-agent': agent },
    remoteAddress: ip,
  });
}

async function sessionOn(email: string, agent: string, ip: string): Promise<string> {
  const res = await login(email, agent, ip);
  expect(res.json().status).toBe(200);
  return sessionCookie(res);
}

function get(url: string, cookie: string, lang = 'en_US') {
  return t.app.inject({ url, headers: { cookie: `${cookie}; frontend_lang=${lang}` } });
}

function endAll(buyerId: unknown, cookie: string, lang = 'en_US') {
  return t.app.inject({
    method: 'POST',
    url: CONSOLE_API.accountSessionsEnd.path,
    payload: { buyer_id: buyerId },
    headers: { cookie: `${cookie}; frontend_lang=${lang}`, 'user-agent': DESK },
    remoteAddress: '10.8.1.1',
  });
}

const activityOf = (buyerId: number, query = '') => `${CONSOLE_API.accountActivity.path}?buyer_id=${buyerId}${query}`;
const sessionsOf = (buyerId: number) => `${CONSOLE_API.accountSessions.path}?buyer_id=${buyerId}`;

describe("a buyer's log and devices in the console", () => {
  it("shows a reviewer the buyer's activity, newest first, in pages, and the devices, none of them the operator's", async () => {
    const buyer = await member('support@example.com');
    const phoneAt = now;
    await sessionOn('support@example.com', PHONE, '10.8.0.1');
    now += 60_000;
    await login('support@example.com', DESK, '10.8.0.2', 'Wrong1234');
    now += 60_000;
    const deskAt = now;
    await sessionOn('support@example.com', DESK, '10.8.0.2');

    const page = (await get(activityOf(buyer.id), reviewer)).json();
    expect(page).toEqual({
      status: 200,
      data: {
        list: [
          {
            id: expect.any(Number),
            kind: 'login',
            at: new Date(deskAt).toISOString(),
            ip: '10.8.0.2',
            device: DESK_DEVICE,
            detail: {},
          },
          {
            id: expect.any(Number),
            kind: 'login_failed',
            at: new Date(deskAt - 60_000).toISOString(),
            ip: '10.8.0.2',
            device: DESK_DEVICE,
            detail: { attempts: 1, max_attempts: 5 },
          },
          {
            id: expect.any(Number),
            kind: 'login',
            at: new Date(phoneAt).toISOString(),
            ip: '10.8.0.1',
            device: PHONE_DEVICE,
            detail: {},
          },
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      },
      result: { code: 0, message: expect.any(String) },
    });
    const failures = (await get(activityOf(buyer.id, '&filter=failures&pageSize=1'), reviewer)).json().data;
    expect(failures).toMatchObject({ total: 1, page: 1, pageSize: 1, list: [{ kind: 'login_failed' }] });

    expect((await get(sessionsOf(buyer.id), reviewer)).json().data).toEqual({
      list: [
        {
          id: expect.any(Number),
          created_at: new Date(deskAt).toISOString(),
          last_seen_at: new Date(deskAt).toISOString(),
          expires_at: new Date(deskAt + SESSION_TTL_MS).toISOString(),
          ip: '10.8.0.2',
          device: DESK_DEVICE,
          current: false,
        },
        {
          id: expect.any(Number),
          created_at: new Date(phoneAt).toISOString(),
          last_seen_at: new Date(phoneAt).toISOString(),
          expires_at: new Date(phoneAt + SESSION_TTL_MS).toISOString(),
          ip: '10.8.0.1',
          device: PHONE_DEVICE,
          current: false,
        },
      ],
    });
  });

  it('refuses a reviewer the signing out, and keeps the devices', async () => {
    const buyer = await member('kept@example.com');
    const phone = await sessionOn('kept@example.com', PHONE, '10.8.0.3');
    const res = await endAll(buyer.id, reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 403,
      data: null,
      result: { code: 403, message: 'This request is not allowed.' },
    });
    expect((await get(API.accountSessions.path, phone)).json().status).toBe(200);
    expect((await get(sessionsOf(buyer.id), reviewer)).json().data.list).toHaveLength(1);
  });

  it("lets an administrator sign every device out: the buyer is asked to log in, the audit and the buyer's log say how many", async () => {
    const buyer = await member('stolen@example.com');
    const phone = await sessionOn('stolen@example.com', PHONE, '10.8.0.4');
    const desk = await sessionOn('stolen@example.com', DESK, '10.8.0.5');
    // Known to the session cache, so the ending must reach it.
    expect((await get(API.accountSessions.path, desk)).json().status).toBe(200);

    const res = await endAll(buyer.id, admin);
    expect(res.json()).toMatchObject({ status: 200, data: { list: [] } });
    for (const cookie of [phone, desk]) {
      expect((await get(API.accountSessions.path, cookie)).json().status).toBe(401);
    }

    const audit = await get(`${CONSOLE_API.audit.path}?entity=account&entity_id=${buyer.id}`, admin);
    expect(audit.json().data.list).toEqual([
      expect.objectContaining({
        operator: { id: expect.any(Number), email: 'admin@mall.example', name: 'Wang Fang' },
        action: 'account.sessions_end',
        entity: 'account',
        entity_id: String(buyer.id),
        before: { sessions: 2 },
        after: { sessions: 0 },
      }),
    ]);

    const again = await sessionOn('stolen@example.com', PHONE, '10.8.0.4');
    const log = (await get(`${API.accountActivity.path}?filter=security`, again)).json().data.list;
    expect(log).toEqual([
      {
        id: expect.any(Number),
        kind: 'sessions_ended_by_mall',
        at: new Date(now).toISOString(),
        ip: '10.8.1.1',
        device: DESK_DEVICE,
        detail: { count: 2 },
      },
    ]);
  });

  it('audits a signing out that found no device, without telling the buyer of nothing', async () => {
    const buyer = await member('idle@example.com');
    expect((await endAll(buyer.id, admin)).json()).toMatchObject({ status: 200, data: { list: [] } });
    const audit = (await get(`${CONSOLE_API.audit.path}?entity=account&entity_id=${buyer.id}`, admin)).json().data;
    expect(audit.list).toEqual([expect.objectContaining({ before: { sessions: 0 }, after: { sessions: 0 } })]);
    expect((await get(activityOf(buyer.id), admin)).json().data.total).toBe(0);
  });

  it('answers 60117 for a buyer that does not exist, in English and Chinese', async () => {
    const calls = [
      () => get(activityOf(99_999_999), admin),
      () => get(sessionsOf(99_999_999), admin),
      () => endAll(99_999_999, admin),
    ];
    for (const call of calls) {
      expect((await call()).json()).toEqual({
        status: 60117,
        data: null,
        result: { code: 60117, message: 'The account does not exist, please register the account' },
      });
    }
    expect((await get(sessionsOf(99_999_999), reviewer, 'zh_CN')).json().result).toEqual({
      code: 60117,
      message: '账号不存在，请先注册账号',
    });
    expect((await endAll(99_999_999, admin, 'zh_CN')).json().result).toEqual({
      code: 60117,
      message: '账号不存在，请先注册账号',
    });
    // Nothing is audited for an account that is not there.
    const audit = (await get(`${CONSOLE_API.audit.path}?entity=account&entity_id=99999999`, admin)).json().data;
    expect(audit.total).toBe(0);
  });

  it('refuses a visitor and a buyer (401) and an operator of another role (403)', async () => {
    const buyer = await member('nosy@example.com');
    const own = await sessionOn('nosy@example.com', DESK, '10.8.0.6');
    const routes = [CONSOLE_API.accountActivity, CONSOLE_API.accountSessions, CONSOLE_API.accountSessionsEnd];
    for (const route of routes) {
      const call = (cookie?: string) =>
        t.app
          .inject({
            method: route.method,
            url: route.method === 'GET' ? `${route.path}?buyer_id=${buyer.id}` : route.path,
            payload: route.method === 'POST' ? { buyer_id: buyer.id } : undefined,
            headers: cookie ? { cookie } : {},
          })
          .then((res) => res.json().result);
      expect(await call(), route.path).toEqual({ code: 401, message: 'Not logged in' });
      expect(await call(own), route.path).toEqual({ code: 401, message: 'Not logged in' });
      expect((await call(sales)).code, route.path).toBe(403);
    }
    expect((await get(API.accountSessions.path, own)).json().data.list).toHaveLength(1);
  });
});
