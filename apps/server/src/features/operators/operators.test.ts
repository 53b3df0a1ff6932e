import { API, CONSOLE_API, ErrorCode, OPERATOR_SESSION_COOKIE } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator, OPERATOR_PASSWORD, operatorCookie } from '../../../test/operators.js';
import { buildApp } from '../../app.js';
import { resolveSessionSecret } from '../../lib/session-secret.js';

let now = Date.parse('2026-11-23T09:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let admin: string;

const ADMIN = { ADMIN_EMAIL: 'Root@Mall.example', ADMIN_PASSWORD: 'first-admin-pass' };

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock, env: ADMIN });
  admin = await loginOperator(t.app, 'root@mall.example', ADMIN.ADMIN_PASSWORD);
});
afterAll(() => t.close());

function login(email: string, password: string, ip = '10.7.0.1') {
  return t.app.inject({ method: 'POST', url: CONSOLE_API.login.path, payload: { email, password }, remoteAddress: ip });
}

function get(url: string, cookie: string, lang = 'en_US') {
  return t.app.inject({ url, headers: { cookie: `${cookie}; frontend_lang=${lang}` } });
}

function post(url: string, cookie: string, payload: Record<string, unknown>, lang = 'en_US') {
  return t.app.inject({ method: 'POST', url, payload, headers: { cookie: `${cookie}; frontend_lang=${lang}` } });
}

describe('console login', () => {
  it('logs in with its own strict cookie scoped to the console API, answers me, and logs out', async () => {
    await createOperator(t.db, 'reviewer1@mall.example', 'reviewer', 'Wang Fang');
    const res = await login('REVIEWER1@mall.example', OPERATOR_PASSWORD);
    expect(res.json()).toMatchObject({
      status: 200,
      data: { email: 'reviewer1@mall.example', name: 'Wang Fang', role: 'reviewer' },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain(`${OPERATOR_SESSION_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/console/);
    const cookie = operatorCookie(res);
    expect((await get(CONSOLE_API.me.path, cookie)).json().data).toMatchObject({ role: 'reviewer' });

    const out = await post(CONSOLE_API.logout.path, cookie, {});
    expect(out.json().status).toBe(200);
    expect((await get(CONSOLE_API.me.path, cookie)).json().result).toEqual({ code: 401, message: 'Not logged in' });
  });

  it('answers an unknown email and a wrong password alike, and locks after 5 wrong passwords for 5 minutes', async () => {
    await createOperator(t.db, 'locked@mall.example', 'sales');
    const unknown = await login('nobody@mall.example', OPERATOR_PASSWORD, '10.7.0.2');
    expect(unknown.json().result).toEqual({ code: 60200, message: 'The email or password is incorrect.' });
    for (let i = 1; i <= 4; i++) {
      expect((await login('locked@mall.example', 'wrong-password', '10.7.0.2')).json().result.code).toBe(60200);
    }
    expect((await login('locked@mall.example', 'wrong-password', '10.7.0.2')).json().result.code).toBe(
      ErrorCode.ACCOUNT_LOCKED,
    );
    // Locked: even the right password is refused until the 5 minutes are over.
    expect((await login('locked@mall.example', OPERATOR_PASSWORD, '10.7.0.2')).json().result.code).toBe(
      ErrorCode.ACCOUNT_LOCKED,
    );
    now += 5 * 60_000;
    expect((await login('locked@mall.example', OPERATOR_PASSWORD, '10.7.0.2')).json().status).toBe(200);
  });

  it('counts parallel wrong passwords in the database: no more than 5 get checked', async () => {
    await createOperator(t.db, 'burst@mall.example', 'sales');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => login('burst@mall.example', 'wrong-password', '10.7.0.3')),
    );
    const codes = answers.map((res) => res.json().result.code);
    expect(codes.filter((code) => code === 60200)).toHaveLength(4);
    expect(codes.filter((code) => code === ErrorCode.ACCOUNT_LOCKED)).toHaveLength(4);
  });

  it('names bad fields in the operator language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.login.path,
      payload: 'email=not-an-email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'frontend_lang=zh_CN' },
    });
    expect(res.json()).toMatchObject({
      status: 400,
      result: { code: 400, message: 'email：请输入有效的邮箱地址; password：为必填项' },
    });
  });

  it('refuses a console POST that a browser marks as coming from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.logout.path,
      headers: { cookie: admin, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await get(CONSOLE_API.me.path, admin)).json().status).toBe(200);
  });
});

describe('the first administrator from the settings', () => {
  it('is created once, audited as done by the mall, and never changed by a later start with another password', async () => {
    const rows = await queryRows<{ email: string; role: string }>(
      t.db,
      sql`SELECT email, role FROM operators WHERE email = 'root@mall.example'`,
    );
    expect(rows).toEqual([{ email: 'root@mall.example', role: 'admin' }]);
    const restarted = await buildApp({
      config: { ...t.config, ADMIN_PASSWORD: 'another-password' },
      db: t.db,
      listen: t.listen,
      sessionSecret: resolveSessionSecret(t.config),
      clock,
      pluginTimeout: 0,
    });
    try {
      const refused = await restarted.inject({
        method: 'POST',
        url: CONSOLE_API.login.path,
        payload: { email: 'root@mall.example', password: 'another-password' },
        remoteAddress: '10.7.0.4',
      });
      expect(refused.json().result.code).toBe(60200);
      const accepted = await restarted.inject({
        method: 'POST',
        url: CONSOLE_API.login.path,
        payload: { email: 'root@mall.example', password: ADMIN.ADMIN_PASSWORD },
        remoteAddress: '10.7.0.4',
      });
      expect(accepted.json().status).toBe(200);
    } finally {
      await restarted.close();
    }
    expect(await queryRows(t.db, sql`SELECT count(*)::int AS n FROM operators WHERE role = 'admin'`)).toEqual([
      { n: 1 },
    ]);
  });
});

describe('roles', () => {
  it('lets only an administrator manage operators, and only reviewers and administrators review', async () => {
    await createOperator(t.db, 'reviewer2@mall.example', 'reviewer');
    await createOperator(t.db, 'sales2@mall.example', 'sales');
    const reviewer = await loginOperator(t.app, 'reviewer2@mall.example');
    const sales = await loginOperator(t.app, 'sales2@mall.example');
    const forbidden = { code: 403, message: 'This request is not allowed.' };

    expect((await get(CONSOLE_API.operators.path, reviewer)).json().result).toEqual(forbidden);
    // Refused before validation: an empty body says nothing about the fields to a reviewer.
    expect((await post(CONSOLE_API.operatorCreate.path, reviewer, {})).json().result).toEqual(forbidden);
    // Nor does a body it cannot read, nor a body type it does not take: the role is checked first.
    for (const [type, payload] of [
      ['application/json', '{"email":'],
      ['text/plain', 'hello'],
    ]) {
      const unread = await t.app.inject({
        method: 'POST',
        url: CONSOLE_API.operatorCreate.path,
        payload,
        headers: { cookie: reviewer, 'content-type': type },
      });
      expect(unread.json().result, type).toEqual(forbidden);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: CONSOLE_API.operatorCreate.path,
        payload,
        headers: { 'content-type': type },
      });
      expect(anonymous.json().result.code, type).toBe(401);
    }
    expect((await get(CONSOLE_API.audit.path, reviewer)).json().result).toEqual(forbidden);
    expect((await get(CONSOLE_API.accounts.path, reviewer)).json().status).toBe(200);

    expect((await get(CONSOLE_API.accounts.path, sales)).json().result).toEqual(forbidden);
    expect((await post(CONSOLE_API.accountReview.path, sales, { id: 1, decision: 'approve' })).json().result).toEqual(
      forbidden,
    );
    expect((await get(CONSOLE_API.outbox.path, sales)).json().result).toEqual(forbidden);

    expect((await get(CONSOLE_API.operators.path, admin)).json().status).toBe(200);
    expect((await get(CONSOLE_API.accounts.path, admin)).json().status).toBe(200);
  });

  it('never lets a buyer session reach a console route, nor an operator session act as a buyer', async () => {
    await createBuyer(t.db, { email: 'buyer-at-console@example.com', status: 'member', memberUntil: '2099-01-01' });
    const buyer = await loginAs(t.app, 'buyer-at-console@example.com');
    for (const route of Object.values(CONSOLE_API)) {
      if (route.roles === 'public') continue;
      const res =
        route.method === 'GET' ? await get(route.path, buyer) : await post(route.path, buyer, { id: 1, email: 'x' });
      expect(res.json().result, route.path).toEqual({ code: 401, message: 'Not logged in' });
    }
    const info = await get(API.userInfo.path, admin);
    expect(info.json().data).toEqual({ login: 0 });
    expect((await get('/api/en/product_carts/shop/cart', admin)).json().result.code).toBe(401);
    expect((await post(API.renewal.path, admin, {})).json().result.code).toBe(401);
  });
});

describe('operators managed by an administrator', () => {
  it('adds, re-roles and disables an operator; a disabled operator is logged out and cannot log in', async () => {
    const created = await post(CONSOLE_API.operatorCreate.path, admin, {
      email: 'New.Colleague@mall.example',
      name: 'Li Na',
      role: 'sales',
      password: 'colleague-pass',
    });
    expect(created.json().data).toMatchObject({ email: 'new.colleague@mall.example', role: 'sales', active: true });
    const id = created.json().data.id;
    const again = await post(CONSOLE_API.operatorCreate.path, admin, {
      email: 'new.colleague@mall.example',
      name: 'Li Na',
      role: 'sales',
      password: 'colleague-pass',
    });
    expect(again.json().result).toEqual({ code: 60203, message: 'An operator with this email already exists.' });

    const colleague = await loginOperator(t.app, 'new.colleague@mall.example', 'colleague-pass');
    expect((await get(CONSOLE_API.accounts.path, colleague)).json().result.code).toBe(403);
    // Form-encoded, as a plain form would send it.
    const rerole = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.operatorUpdate.path,
      payload: `id=${id}&role=reviewer`,
      headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(rerole.json().data).toMatchObject({ role: 'reviewer', active: true });
    expect((await get(CONSOLE_API.accounts.path, colleague)).json().status).toBe(200);

    expect((await post(CONSOLE_API.operatorUpdate.path, admin, { id, active: false })).json().data.active).toBe(false);
    expect((await get(CONSOLE_API.me.path, colleague)).json().result.code).toBe(401);
    expect((await login('new.colleague@mall.example', 'colleague-pass', '10.7.0.5')).json().result).toEqual({
      code: 60201,
      message: 'This operator account is disabled. Please ask an administrator.',
    });

    const audit = await get(`${CONSOLE_API.audit.path}?entity=operator&entity_id=${id}`, admin);
    expect(audit.json().data.list.map((e: { action: string }) => e.action)).toEqual([
      'operator.update',
      'operator.update',
      'operator.create',
    ]);
    const [disabled, reroled] = audit.json().data.list;
    expect(disabled).toMatchObject({
      operator: { email: 'root@mall.example' },
      entity: 'operator',
      entity_id: String(id),
      before: { role: 'reviewer', active: true },
      after: { role: 'reviewer', active: false },
    });
    expect(reroled).toMatchObject({ before: { role: 'sales' }, after: { role: 'reviewer' } });
    expect(JSON.stringify(audit.json())).not.toMatch(/scrypt|password_hash/);
  });

  it('keeps an active administrator: the last one can be neither disabled nor re-roled', async () => {
    const rootId = (await get(CONSOLE_API.me.path, admin)).json().data.id;
    const res = await post(CONSOLE_API.operatorUpdate.path, admin, { id: rootId, role: 'sales' });
    expect(res.json().result).toEqual({ code: 60204, message: 'At least one active administrator must remain.' });
    expect(
      (await post(CONSOLE_API.operatorUpdate.path, admin, { id: rootId, active: 'false' })).json().result.code,
    ).toBe(60204);
    expect((await get(CONSOLE_API.me.path, admin)).json().data.role).toBe('admin');
  });

  it('lets an operator change their own password after the old one; their other sessions end', async () => {
    await createOperator(t.db, 'self@mall.example', 'catalog');
    const here = await loginOperator(t.app, 'self@mall.example');
    const elsewhere = await loginOperator(t.app, 'self@mall.example');
    const wrong = await post(CONSOLE_API.password.path, here, {
      old_password: 'not-it-at-all',
      password: 'changed-pass-1',
      confirm_password: 'changed-pass-1',
    });
    expect(wrong.json().result.code).toBe(ErrorCode.PASSWORD_INCORRECT);
    const short = await post(CONSOLE_API.password.path, here, {
      old_password: OPERATOR_PASSWORD,
      password: 'short',
      confirm_password: 'short',
    });
    expect(short.json().result.message).toBe('password: Please enter 10-128 characters');
    const changed = await post(CONSOLE_API.password.path, here, {
      old_password: OPERATOR_PASSWORD,
      password: 'changed-pass-1',
      confirm_password: 'changed-pass-1',
    });
    expect(changed.json().status).toBe(200);
    expect((await get(CONSOLE_API.me.path, here)).json().status).toBe(200);
    expect((await get(CONSOLE_API.me.path, elsewhere)).json().result.code).toBe(401);
    expect((await login('self@mall.example', 'changed-pass-1', '10.7.0.6')).json().status).toBe(200);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const [entry] = await queryRows<{ id: number }>(t.db, sql`SELECT id FROM audit_log ORDER BY id LIMIT 1`);
    expect(entry).toBeDefined();
    await expect(t.db.execute(sql`UPDATE audit_log SET action = 'forged' WHERE id = ${entry?.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_log WHERE id = ${entry?.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const [still] = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE id = ${entry?.id}`,
    );
    expect(still?.action).toBe('operator.create');
  });

  it('pages newest first with each entry operator, null for the mall itself', async () => {
    const page = (await get(`${CONSOLE_API.audit.path}?pageSize=100`, admin)).json().data;
    expect(page.total).toBe(page.list.length);
    const first = page.list[page.list.length - 1];
    expect(first).toMatchObject({ operator: null, action: 'operator.create', after: { email: 'root@mall.example' } });
    expect(Date.parse(first.at)).not.toBeNaN();
  });
});
