import { SESSION_SEEN_RESOLUTION_MS } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBuyer,
  queryRows,
  sessionCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helper.js';
import { createAccountActivityService } from './account-activity.service.js';

const ACTIVITY = '/api/buyer/v1/account/activity';
const SESSIONS = '/api/buyer/v1/account/sessions';
const END = '/api/buyer/v1/account/sessions/end';
const END_OTHERS = '/api/buyer/v1/account/sessions/end_others';
const LOGIN = '/api/purchase/v1/h5/customer/login';
const LOGOUT = '/api/purchase/v1/h5/customer/logout';
const EDIT = '/api/buyer/v1/h5/customer/edit';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESK =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const PHONE_DEVICE = { browser: 'Chrome 131', os: 'Android 14', kind: 'mobile' };
const DESK_DEVICE = { browser: 'Chrome 131', os: 'Windows 10', kind: 'desktop' };

let now = Date.parse('2026-10-05T08:00:00Z');
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.7.0.${++ipCounter}`;

/** Passwords at a test cost: these tests log in dozens of times. */

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock: () => new Date(now) });
});
afterAll(() => t.close());

function login(email: string, agent: string, ip: string, password = TEST_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { email, password },
    headers: { 'user-agent': agent },
    remoteAddress: ip,
  });
}

async function sessionOn(email: string, agent: string, ip = freshIp()): Promise<string> {
  const res = await login(email, agent, ip);
  expect(res.json().status).toBe(200);
  return sessionCookie(res);
}

function get(url: string, cookie: string, lang = 'en_US') {
  return t.app.inject({ method: 'GET', url, headers: { cookie: `${cookie}; frontend_lang=${lang}` } });
}

function post(url: string, cookie: string, payload: Record<string, unknown>, lang = 'en_US', agent = DESK) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: `${cookie}; frontend_lang=${lang}`, 'user-agent': agent },
    remoteAddress: '10.7.9.9',
  });
}

async function member(email: string) {
  return createBuyer(t.db, { email, status: 'member', memberUntil: '2027-12-31' });
}

describe("the account's activity log", () => {
  it('records logins with their address and device, and every wrong password with its count, the lock and tries during it', async () => {
    const buyer = await member('tries@example.com');
    const ip = freshIp();
    await sessionOn('tries@example.com', PHONE, ip);
    for (let attempt = 1; attempt <= 5; attempt++) await login('tries@example.com', DESK, '10.7.5.5', 'Wrong1234');
    // Locked now: even the right password is refused, and that is recorded too.
    expect((await login('tries@example.com', DESK, '10.7.5.5')).json().status).toBe(60116);

    now += 6 * 60_000;
    const cookie = await sessionOn('tries@example.com', DESK, ip);
    const page = (await get(ACTIVITY, cookie)).json().data;
    expect(page.total).toBe(8);
    expect(page.list.map((event: { kind: string }) => event.kind)).toEqual([
      'login',
      'login_refused_locked',
      'account_locked',
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'login',
    ]);
    expect(page.list[0]).toEqual({
      id: expect.any(Number),
      kind: 'login',
      at: new Date(now).toISOString(),
      ip,
      device: DESK_DEVICE,
      detail: {},
    });
    expect(page.list[2]).toMatchObject({ ip: '10.7.5.5', detail: { attempts: 5, max_attempts: 5 } });
    expect(page.list[6]).toMatchObject({ kind: 'login_failed', detail: { attempts: 1, max_attempts: 5 } });
    expect(page.list[7]).toMatchObject({ kind: 'login', device: PHONE_DEVICE, ip });

    const stored = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM account_events WHERE buyer_id = ${buyer.id}`,
    );
    expect(stored[0]?.n).toBe(8);
  });

  it('keeps one set of kinds with a filter, pages newest first, and names a bad filter', async () => {
    await member('filter@example.com');
    await login('filter@example.com', DESK, freshIp(), 'Wrong1234');
    const cookie = await sessionOn('filter@example.com', DESK);
    await post(LOGOUT, cookie, {});
    const again = await sessionOn('filter@example.com', PHONE);

    const failures = (await get(`${ACTIVITY}?filter=failures`, again)).json().data;
    expect(failures.list.map((event: { kind: string }) => event.kind)).toEqual(['login_failed']);
    const logins = (await get(`${ACTIVITY}?filter=logins&pageSize=2`, again)).json().data;
    expect(logins).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(logins.list.map((event: { kind: string }) => event.kind)).toEqual(['login', 'logout']);
    const second = (await get(`${ACTIVITY}?filter=logins&pageSize=2&page=2`, again)).json().data;
    expect(second.list.map((event: { kind: string }) => event.kind)).toEqual(['login']);

    expect((await get(`${ACTIVITY}?filter=everything`, again)).json()).toEqual({
      status: 400,
      data: null,
      result: { code: 400, message: 'filter: must be one of logins, failures, security' },
    });
  });

  it('shows each buyer only their own log, and a visitor none', async () => {
    await member('mine@example.com');
    await member('theirs@example.com');
    await login('theirs@example.com', DESK, freshIp(), 'Wrong1234');
    const cookie = await sessionOn('mine@example.com', DESK);
    const page = (await get(ACTIVITY, cookie)).json().data;
    expect(page.list.map((event: { kind: string }) => event.kind)).toEqual(['login']);
    for (const url of [ACTIVITY, SESSIONS]) {
      expect((await t.app.inject({ method: 'GET', url })).json().status).toBe(401);
    }
    for (const url of [END, END_OTHERS]) {
      expect((await t.app.inject({ method: 'POST', url, payload: { id: 1 } })).json().status).toBe(401);
    }
  });

  it('records a password change', async () => {
    await member('change@example.com');
    const cookie = await sessionOn('change@example.com', DESK);
    const res = await post(EDIT, cookie, {
      edit_type: 'password',
      old_password: TEST_PASSWORD,
      password: 'Newpass123',
      confirm_password: 'Newpass123',
    });
    expect(res.json().status).toBe(200);
    const page = (await get(`${ACTIVITY}?filter=security`, cookie)).json().data;
    expect(page.list).toEqual([
      expect.objectContaining({ kind: 'password_changed', ip: '10.7.9.9', device: DESK_DEVICE }),
    ]);
  });
});

describe('the devices signed in', () => {
  it('lists them, this one first, and marks when each was last used, at most every few minutes', async () => {
    await member('devices@example.com');
    const phone = await sessionOn('devices@example.com', PHONE, '10.7.100.1');
    const loggedInAt = now;
    now += 60_000;
    const desk = await sessionOn('devices@example.com', DESK, '10.7.100.2');

    const list = (await get(SESSIONS, phone)).json().data.list;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        created_at: new Date(loggedInAt).toISOString(),
        last_seen_at: new Date(loggedInAt).toISOString(),
        expires_at: expect.any(String),
        ip: '10.7.100.1',
        device: PHONE_DEVICE,
        current: true,
      },
      expect.objectContaining({ ip: '10.7.100.2', device: DESK_DEVICE, current: false }),
    ]);

    // Used again within the resolution: nothing written; past it: the mark moves.
    now += SESSION_SEEN_RESOLUTION_MS - 1;
    await get(SESSIONS, desk);
    now += 2;
    await get(SESSIONS, desk);
    const seenAt = new Date(now).toISOString();
    await expect.poll(async () => (await get(SESSIONS, phone)).json().data.list[1].last_seen_at).toBe(seenAt);
  });

  it('signs another device out: its next call is asked to log in, and the log names the device', async () => {
    await member('signout@example.com');
    const phone = await sessionOn('signout@example.com', PHONE);
    const desk = await sessionOn('signout@example.com', DESK);
    // Known to the session cache, so the ending must reach it.
    expect((await get(SESSIONS, desk)).json().status).toBe(200);
    const [, other] = (await get(SESSIONS, phone)).json().data.list;

    const res = await post(END, phone, { id: other.id }, 'en_US', PHONE);
    expect(res.json()).toMatchObject({ status: 200, data: { list: [expect.objectContaining({ current: true })] } });
    expect((await get(SESSIONS, desk)).json().status).toBe(401);
    const log = (await get(`${ACTIVITY}?filter=security`, phone)).json().data.list;
    expect(log).toEqual([
      expect.objectContaining({ kind: 'session_ended', device: PHONE_DEVICE, detail: { device: DESK_DEVICE } }),
    ]);
  });

  it('refuses to end the device asking (60129), an ended or unknown one and another buyer’s (60128), in both languages', async () => {
    await member('refuse@example.com');
    await member('stranger@example.com');
    const mine = await sessionOn('refuse@example.com', DESK);
    const strangers = await sessionOn('stranger@example.com', PHONE);
    const [current] = (await get(SESSIONS, mine)).json().data.list;
    const [theirs] = (await get(SESSIONS, strangers)).json().data.list;

    expect((await post(END, mine, { id: current.id })).json()).toEqual({
      status: 60129,
      data: null,
      result: { code: 60129, message: 'This is the device you are using. To sign it out, log out.' },
    });
    expect((await post(END, mine, { id: current.id }, 'zh_CN')).json().result.message).toBe(
      '这是您正在使用的设备。如需退出，请使用“退出登录”。',
    );
    expect((await post(END, mine, { id: theirs.id })).json()).toEqual({
      status: 60128,
      data: null,
      result: { code: 60128, message: 'This device is already signed out.' },
    });
    expect((await post(END, mine, { id: 99_999_999 }, 'zh_CN')).json().result).toEqual({
      code: 60128,
      message: '该设备已退出登录。',
    });
    // The stranger's session lives on, and nothing was logged for the refusals.
    expect((await get(SESSIONS, strangers)).json().status).toBe(200);
    expect((await get(`${ACTIVITY}?filter=security`, mine)).json().data.total).toBe(0);
    expect((await post(END, mine, { id: 'abc' })).json()).toEqual({
      status: 400,
      data: null,
      result: { code: 400, message: 'id: must be a number' },
    });
  });

  it('ends a device once when two requests ask at the same time', async () => {
    await member('race@example.com');
    const desk = await sessionOn('race@example.com', DESK);
    await sessionOn('race@example.com', PHONE);
    const [, other] = (await get(SESSIONS, desk)).json().data.list;
    const answers = await Promise.all([post(END, desk, { id: other.id }), post(END, desk, { id: other.id })]);
    expect(answers.map((res) => res.json().status).sort()).toEqual([200, 60128]);
    expect((await get(`${ACTIVITY}?filter=security`, desk)).json().data.total).toBe(1);
  });

  it('signs every other device out at once, and says how many in the log', async () => {
    await member('others@example.com');
    const desk = await sessionOn('others@example.com', DESK);
    const phone = await sessionOn('others@example.com', PHONE);
    const tablet = await sessionOn('others@example.com', TABLET);
    const res = await post(END_OTHERS, desk, {});
    expect(res.json().data.list).toEqual([expect.objectContaining({ current: true, device: DESK_DEVICE })]);
    for (const cookie of [phone, tablet]) expect((await get(SESSIONS, cookie)).json().status).toBe(401);
    expect((await get(`${ACTIVITY}?filter=security`, desk)).json().data.list).toEqual([
      expect.objectContaining({ kind: 'other_sessions_ended', detail: { count: 2 } }),
    ]);
    // With no other device, nothing is ended and nothing logged.
    await post(END_OTHERS, desk, {});
    expect((await get(`${ACTIVITY}?filter=security`, desk)).json().data.total).toBe(1);
  });
});

describe('keeping the log', () => {
  it('deletes what is older than a year, and keeps the rest', async () => {
    const buyer = await member('prune@example.com');
    await sessionOn('prune@example.com', DESK);
    now += 366 * 24 * 60 * 60_000;
    await sessionOn('prune@example.com', PHONE);
    await createAccountActivityService(t.db, () => new Date(now)).prune();
    const rows = await queryRows<{ kind: string; user_agent: string }>(
      t.db,
      sql`SELECT kind, user_agent FROM account_events WHERE buyer_id = ${buyer.id}`,
    );
    expect(rows).toEqual([{ kind: 'login', user_agent: PHONE }]);
  });
});
