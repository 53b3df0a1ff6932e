import {
  ACCOUNT_REVIEW_FILTERS,
  API,
  CONSOLE_API,
  type ConsoleRouteDef,
  INCOTERMS,
  MAIL_STATUSES,
  OPERATOR_ROLES,
  OPERATOR_SESSION_COOKIE,
  type OperatorRole,
  PAYMENT_KINDS,
  PROFORMA_STATUSES,
  PURCHASE_ORDER_STATUSES,
  REVIEW_DECISIONS,
  RFQ_STATUSES,
} from '@mall/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buyers, operatorSessions, operators, sessions } from '../src/db/schema/index.js';
import { insertOperator } from '../src/features/operators/operators.service.js';
import { tokenHash } from '../src/lib/tokens.js';
import { insertQuotationRequest, insertRfq, memberBuyer } from './documents.js';
import {
  ACCEPT_LANGUAGES,
  bodyFor,
  brokenBody,
  envelopeProblems,
  type FuzzRequest,
  failWith,
  LANGS,
  OTHER_METHODS,
  queryString,
  remoteAddress,
  requestHeaders,
  routeFieldsFor,
  send,
  type Vocabulary,
} from './fuzz-requests.js';
import { buildTestApp, TEST_HASHER, type TestApp } from './helper.js';
import { operatorCookie } from './operators.js';
import { png } from './sample-files.js';

/**
 * Every route of the console's table, called a few thousand times with generated requests (method,
 * query, body, content type, language, session): no answer is a 5xx, every answer is the envelope
 * (or, from a route without a response shape, a file), no session without a live operator passes
 * a guarded route, no operator passes a route outside their role (whatever the body), no message
 * shows internals, and no answer shows a password hash, a session token or the mall's secret.
 * Seeded: a failure prints the request that caused it. The run on PostgreSQL (`server-postgres`)
 * sends the first five hundred, as the storefront's does a fifth of its own.
 */
const SEED = 20_261_124;
const RUNS = process.env.MALL_TEST_DB === 'postgres' ? 500 : 2_500;
const NOW = new Date('2026-11-23T09:00:00Z');

/** Stored hashes at a test cost: logins and password checks among thousands of requests stay quick. */
const PASSWORD = 'Console-fuzz-1';

type OperatorKind = 'admin' | 'reviewer' | 'sales' | 'catalog' | 'disabled';
type SessionKind = 'visitor' | 'buyer' | OperatorKind;
const SESSION_KINDS: SessionKind[] = ['visitor', 'buyer', 'admin', 'reviewer', 'sales', 'catalog', 'disabled'];
/** The operators behind the sessions; `disabled` was switched off after logging in and keeps its cookie. */
const SESSION_OPERATORS: Record<OperatorKind, { email: string; role: OperatorRole; active: boolean }> = {
  admin: { email: 'fuzz-admin@mall.example', role: 'admin', active: true },
  reviewer: { email: 'fuzz-reviewer@mall.example', role: 'reviewer', active: true },
  sales: { email: 'fuzz-sales@mall.example', role: 'sales', active: true },
  catalog: { email: 'fuzz-catalog@mall.example', role: 'catalog', active: true },
  disabled: { email: 'fuzz-disabled@mall.example', role: 'sales', active: false },
};
/** A buyer's file on an RFQ, for the console's file route to serve. */
const FILE_ID = 'ab'.repeat(16);
/** An operator the generated logins may hit (and lock) without touching the sessions above. */
const DECOY_EMAIL = 'fuzz-decoy@mall.example';

let t: TestApp;
let passwordHash = '';
const cookies: Partial<Record<SessionKind, string>> = {};
const operatorIds: Partial<Record<OperatorKind, number>> = {};
/** What no answer body may contain: stored hashes, session tokens and their ids, the session secret. */
const secrets = new Set<string>();
let loginIp = 0;

async function logIn(kind: OperatorKind): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: CONSOLE_API.login.path,
    payload: { email: SESSION_OPERATORS[kind].email, password: PASSWORD },
    remoteAddress: `10.251.0.${++loginIp % 250}`,
  });
  if (res.json().status !== 200) throw new Error(`console login failed: ${res.body}`);
  cookies[kind] = operatorCookie(res);
}

/** Everything an answer must never show, as stored now (generated requests add operators and sessions). */
async function collectSecrets(): Promise<void> {
  const stored = [
    ...(await t.db.select({ hash: operators.passwordHash }).from(operators)),
    ...(await t.db.select({ hash: buyers.passwordHash }).from(buyers)),
  ];
  for (const { hash } of stored) {
    // The whole `scrypt$N$r$p$salt$key`, and its salt and key on their own.
    secrets.add(hash);
    for (const part of hash.split('$').slice(4)) secrets.add(part);
  }
  for (const { id } of await t.db.select({ id: operatorSessions.id }).from(operatorSessions)) secrets.add(id);
  for (const { id } of await t.db.select({ id: sessions.id }).from(sessions)) secrets.add(id);
  for (const cookie of Object.values(cookies)) {
    const value = cookie.slice(cookie.indexOf('=') + 1);
    secrets.add(value);
    secrets.add(decodeURIComponent(value).split('.')[0] ?? value);
  }
  secrets.add(t.config.SESSION_SECRET ?? '');
  secrets.delete('');
}

/**
 * Puts the session operators back as they were (a generated request may re-role, disable, lock or
 * re-password them) and logs in again where a generated login, logout, password change or disabling
 * ended a session.
 */
async function restoreSessions(): Promise<void> {
  const ids = Object.values(operatorIds);
  const rows = await t.db.select().from(operators).where(inArray(operators.id, ids));
  const live = new Set(
    (
      await t.db
        .select({ id: operatorSessions.id })
        .from(operatorSessions)
        .where(inArray(operatorSessions.operatorId, ids))
    ).map((row) => row.id),
  );
  for (const [kind, want] of Object.entries(SESSION_OPERATORS) as [OperatorKind, typeof SESSION_OPERATORS.admin][]) {
    const id = operatorIds[kind] as number;
    const row = rows.find((r) => r.id === id);
    const token = cookies[kind]?.slice(OPERATOR_SESSION_COOKIE.length + 1) ?? '';
    const sessionLive = live.has(tokenHash(token));
    const stateRight =
      row?.role === want.role &&
      row.active === want.active &&
      row.passwordHash === passwordHash &&
      row.failedLogins === 0 &&
      row.lockedUntil === null;
    if (sessionLive && stateRight) continue;
    const restored = { role: want.role, passwordHash, failedLogins: 0, lockedUntil: null };
    if (sessionLive) {
      await t.db
        .update(operators)
        .set({ ...restored, active: want.active })
        .where(eq(operators.id, id));
      continue;
    }
    await t.db
      .update(operators)
      .set({ ...restored, active: true })
      .where(eq(operators.id, id));
    await logIn(kind);
    if (!want.active) await t.db.update(operators).set({ active: false }).where(eq(operators.id, id));
  }
}

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW });
  passwordHash = await TEST_HASHER.hash(PASSWORD);
  for (const [kind, { email, role }] of Object.entries(SESSION_OPERATORS) as [
    OperatorKind,
    { email: string; role: OperatorRole },
  ][]) {
    const row = await insertOperator(t.db, null, { email, name: kind, role, passwordHash, now: NOW });
    if (!row) throw new Error(`operator ${email} exists`);
    operatorIds[kind] = row.id;
    await logIn(kind);
  }
  await t.db
    .update(operators)
    .set({ active: false })
    .where(eq(operators.id, operatorIds.disabled as number));
  await insertOperator(t.db, null, { email: DECOY_EMAIL, name: 'decoy', role: 'sales', passwordHash, now: NOW });

  // Requests to answer, so generated ids reach real rows: RFQs, quotation requests, a purchase order.
  const buyer = await memberBuyer(t.app, t.db, 'fuzz-console-buyer@example.com');
  cookies.buyer = buyer.cookie;
  const rfqs = [await insertRfq(t.db, buyer.id), await insertRfq(t.db, buyer.id, 'cn')];
  await insertQuotationRequest(t.db, buyer.id);
  const picture = png(20, 10);
  await t.db.execute(
    sql`INSERT INTO uploaded_files (id, buyer_id, rfq_id, purpose, position, kind, mime, name, size, width, height, data, created_at)
        VALUES (${FILE_ID}, ${buyer.id}, ${rfqs[0]}, 'attachment', 0, 'png', 'image/png', 'drawing 图纸.png', ${picture.length},
                20, 10, ${picture}, now())`,
  );
  const offer = await t.app.inject({
    method: 'POST',
    url: CONSOLE_API.quotationCreate.path,
    headers: { cookie: cookies.sales as string },
    payload: {
      rfq_id: rfqs[0],
      lines: [{ name: 'Hex bolt M8', quantity: 100, unit: 'pcs', unit_price: '0.50' }],
      valid_until: '2026-12-31',
      lead_time_days: 10,
      incoterm: 'EXW',
      payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
    },
  });
  const accepted = await t.app.inject({
    method: 'POST',
    url: API.offerAccept.path,
    headers: { cookie: buyer.cookie },
    payload: { id: offer.json().data.id },
  });
  await t.app.inject({
    method: 'POST',
    url: API.proformaConfirm.path,
    headers: { cookie: buyer.cookie },
    payload: { id: accepted.json().data.proforma_invoice_id },
  });
  await collectSecrets();
});
afterAll(() => t.close());

// ---- what the requests are made of ----

const ROUTES = Object.entries(CONSOLE_API) as [string, ConsoleRouteDef][];

const WORDS: Vocabulary = {
  emails: [DECOY_EMAIL, 'Fuzz-Decoy@Mall.example '],
  passwords: ['Passw0rd1', 'short', PASSWORD, 'Console-fuzz-2'],
  shopCodes: [],
  choices: [
    ...ACCOUNT_REVIEW_FILTERS,
    ...MAIL_STATUSES,
    ...RFQ_STATUSES,
    ...PROFORMA_STATUSES,
    ...PURCHASE_ORDER_STATUSES,
    'pcs',
  ],
  // Mostly well-formed fields, so that many requests pass validation and reach the rules behind it.
  shapedWeight: 30,
  special(key) {
    if (/(^|_)id$/.test(key))
      return fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 6 }) }, fc.constant(FILE_ID));
    if (key === 'page') return fc.integer({ min: 1, max: 3 });
    if (key === 'pageSize') return fc.constantFrom(1, 20, 100);
    if (key === 'role') return fc.constantFrom(...OPERATOR_ROLES, 'root');
    if (key === 'decision') return fc.constantFrom(...REVIEW_DECISIONS);
    if (key === 'kind') return fc.constantFrom(...PAYMENT_KINDS);
    if (key === 'incoterm') return fc.constantFrom(...INCOTERMS);
    if (key === 'active') return fc.constantFrom(true, false, 'true', '0');
    if (key === 'entity') return fc.constantFrom('operator', 'buyer', 'offer', 'proforma_invoice');
    if (/amount|price|percent/.test(key)) return fc.constantFrom('0.50', '100', 30, '1.234', '-1', '99999999999');
    if (/paid_on|_date$|until/.test(key))
      return fc.constantFrom('2026-11-23', '2026-12-31', '2026-02-30', '31/12/2026');
    return undefined;
  },
};

/** Whether an operator of this role may call the route (the contract's rule, written out again). */
function roleMayCall(def: ConsoleRouteDef, role: OperatorRole): boolean {
  if (def.roles === 'public' || def.roles === 'any' || role === 'admin') return true;
  return def.roles.includes(role);
}

/** The role a session calls with, or null for a session without a live operator. */
function sessionRole(kind: SessionKind): OperatorRole | null {
  if (kind === 'visitor' || kind === 'buyer' || !SESSION_OPERATORS[kind].active) return null;
  return SESSION_OPERATORS[kind].role;
}

const requestArb: fc.Arbitrary<FuzzRequest<SessionKind>> = fc.constantFrom(...ROUTES).chain(([name, def]) =>
  fc
    .record({
      method: fc.oneof({ weight: 9, arbitrary: fc.constant(def.method) }, fc.constantFrom(...OTHER_METHODS)),
      fields: routeFieldsFor(def, WORDS),
      session: fc.constantFrom(...SESSION_KINDS),
      // A body nobody can read, to routes that take none as well: a guard answers before it is parsed.
      broken: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, brokenBody),
      lang: LANGS,
      acceptLanguage: ACCEPT_LANGUAGES,
      sameSite: fc.boolean(),
      ip: fc.integer({ min: 1, max: 60_000 }),
    })
    .chain((r) =>
      (r.method === 'GET' || r.method === 'HEAD'
        ? fc.constant(null)
        : r.broken
          ? fc.constant(r.broken)
          : bodyFor(r.fields, false)
      ).map((body) => ({
        route: name,
        method: r.method,
        url: def.path + (body && r.method === 'POST' ? '' : queryString(r.fields)),
        session: r.session,
        remoteAddress: remoteAddress(r.ip),
        headers: requestHeaders({
          ...r,
          // A buyer's cookie goes under its own name: the console must not take it for anything.
          sessionCookie: r.session === 'visitor' ? undefined : cookies[r.session],
          body,
        }),
        payload: body?.payload,
      })),
    ),
);

// ---- what every answer must be ----

const isBytes = (def: ConsoleRouteDef, res: { statusCode: number; headers: Record<string, unknown> }) =>
  !def.response &&
  res.statusCode === 200 &&
  (Boolean(res.headers['content-disposition']) || !/json/i.test(String(res.headers['content-type'] ?? '')));

function problems(
  req: FuzzRequest<SessionKind>,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
): string[] {
  const found: string[] = [];
  if (res.statusCode >= 500) found.push(`HTTP ${res.statusCode}`);
  for (const secret of secrets)
    if (res.body.includes(secret)) found.push(`a secret in the answer: ${secret.slice(0, 12)}…`);
  if (req.method === 'HEAD') return found;
  const def = CONSOLE_API[req.route as keyof typeof CONSOLE_API] as ConsoleRouteDef;
  if (req.method === def.method && isBytes(def, res)) return found;
  const { envelope, found: wrong } = envelopeProblems(res.body);
  found.push(...wrong);
  if (!envelope || req.method !== def.method || def.roles === 'public') return found;
  const role = sessionRole(req.session);
  const code = envelope.result.code;
  if (role === null && code !== 401) found.push(`a session without an operator got code ${code}, not 401`);
  if (role !== null && !roleMayCall(def, role) && code !== 403)
    found.push(`a ${role} outside the route's roles got code ${code}, not 403`);
  return found;
}

describe('every console route, generated requests', () => {
  it(`answers ${RUNS} generated requests without a 5xx, in the envelope or as a file, guarded, with no internals and no secrets`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const res = await send(t.app, req);
        failWith(problems(req, res), req, res);
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          await restoreSessions();
          await collectSecrets();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
