import { API, accountEditSchemas, marketPath, type RouteDef } from '@mall/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import {
  ACCEPT_LANGUAGES,
  bodyFor,
  envelopeProblems,
  type FuzzRequest,
  failWith,
  fieldsFor,
  keysOf,
  LANGS,
  OTHER_METHODS,
  queryString,
  remoteAddress,
  requestHeaders,
  send,
  type Vocabulary,
} from './fuzz-requests.js';
import { buildTestApp, createBuyer, loginAs, TEST_HASHER, type TestApp } from './helper.js';
import { priceLeaks } from './price-leaks';

/**
 * Every route of the contract's table, called ten thousand times with generated requests (method,
 * market, query, body, content type, language, session): no answer is a 5xx, every answer is the
 * envelope, no message shows internals, and no answer to a visitor, a pending or an expired account
 * carries a price. Seeded: a failure prints the seed, the path and the request that caused it. The
 * run on PostgreSQL (`server-postgres`) sends the first two thousand: the routes' checks are the
 * same code on either engine, and what the engine changes shows in those.
 */
const SEED = 20_261_123;
const RUNS = process.env.MALL_TEST_DB === 'postgres' ? 2_000 : 10_000;
const NOW = new Date('2026-06-01T08:00:00Z');

/** Stored hashes at a test cost: logins and password checks among ten thousand requests stay quick. */

type SessionKind = 'visitor' | 'pending' | 'expired' | 'member';
const SESSION_BUYERS: Record<Exclude<SessionKind, 'visitor'>, { email: string; fields: Record<string, unknown> }> = {
  pending: { email: 'fuzz-pending@example.com', fields: { status: 'pending' } },
  expired: { email: 'fuzz-expired@example.com', fields: { status: 'member', memberUntil: '2026-01-01' } },
  member: { email: 'fuzz-member@example.com', fields: { status: 'member', memberUntil: '2099-01-01' } },
};
/** An account the generated logins may hit (and lock) without touching the sessions above. */
const DECOY_EMAIL = 'fuzz-decoy@example.com';
const PASSWORD = 'Fuzz1234';

let t: TestApp;
const cookies: Partial<Record<SessionKind, string>> = {};
let loginIp = 0;
const shopCodes: string[] = [];

async function logIn(kind: Exclude<SessionKind, 'visitor'>): Promise<void> {
  cookies[kind] = await loginAs(t.app, SESSION_BUYERS[kind].email, PASSWORD, `10.250.0.${++loginIp % 250}`);
}

beforeAll(async () => {
  t = await buildTestApp({ clock: () => NOW });
  const passwordHash = await TEST_HASHER.hash(PASSWORD);
  for (const [kind, { email, fields }] of Object.entries(SESSION_BUYERS)) {
    await createBuyer(t.db, { email, passwordHash, ...fields });
    await logIn(kind as Exclude<SessionKind, 'visitor'>);
  }
  await createBuyer(t.db, { email: DECOY_EMAIL, passwordHash, status: 'member', memberUntil: '2099-01-01' });
  const rows = await t.db.select({ code: stores.shopCode }).from(stores).limit(5);
  shopCodes.push(...rows.map((row) => row.code));
});
afterAll(() => t.close());

// ---- what the requests are made of ----

const ROUTES = Object.entries(API) as [string, RouteDef][];
const EDIT_KEYS = Object.values(accountEditSchemas).flatMap(keysOf);
const routeKeys = (name: string, def: RouteDef) => [
  ...new Set([...keysOf(def.query), ...keysOf(def.body), ...(name === 'accountEdit' ? EDIT_KEYS : [])]),
];

const WORDS: Vocabulary = {
  emails: [DECOY_EMAIL, 'Fuzz-Decoy@Example.com '],
  passwords: ['Passw0rd1', 'short', PASSWORD.toLowerCase()],
  shopCodes,
  choices: [
    'price',
    'price_asc',
    'sales',
    'newest',
    'recommended',
    'mall',
    'group_buying',
    'profile',
    'password',
    'email',
    'CN',
    'US',
    'pcs',
    'rfq_image',
  ],
};

const MARKETS = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('en', 'cn') },
  fc.constantFrom('us', 'EN', 'e%20n', '%2e'),
);
const requestArb: fc.Arbitrary<FuzzRequest<SessionKind>> = fc.constantFrom(...ROUTES).chain(([name, def]) =>
  fc
    .record({
      method: fc.oneof({ weight: 9, arbitrary: fc.constant(def.method) }, fc.constantFrom(...OTHER_METHODS)),
      market: MARKETS,
      fields: fieldsFor(routeKeys(name, def), WORDS),
      session: fc.constantFrom<SessionKind>('visitor', 'pending', 'expired', 'member'),
      lang: LANGS,
      acceptLanguage: ACCEPT_LANGUAGES,
      sameSite: fc.boolean(),
      ip: fc.integer({ min: 1, max: 60_000 }),
    })
    .chain((r) =>
      (r.method === 'GET' || r.method === 'HEAD' ? fc.constant(null) : bodyFor(r.fields, name === 'uploadFiles')).map(
        (body) => {
          const path = def.market ? marketPath(def.path, r.market) : def.path;
          return {
            route: name,
            method: r.method,
            url: body ? path + (r.method === 'POST' ? '' : queryString(r.fields)) : path + queryString(r.fields),
            session: r.session,
            remoteAddress: remoteAddress(r.ip),
            headers: requestHeaders({
              ...r,
              sessionCookie: r.session === 'visitor' ? undefined : cookies[r.session],
              body,
            }),
            payload: body?.payload,
          };
        },
      ),
    ),
);

// ---- what every answer must be ----

function problems(req: FuzzRequest<SessionKind>, res: { statusCode: number; body: string }): string[] {
  const found: string[] = [];
  if (res.statusCode >= 500) found.push(`HTTP ${res.statusCode}`);
  if (req.method === 'HEAD') return found;
  const { envelope, found: wrong } = envelopeProblems(res.body);
  found.push(...wrong);
  if (envelope && req.session !== 'member')
    found.push(...priceLeaks(envelope.data, 'data', []).map((leak) => `price: ${leak}`));
  return found;
}

describe('every route, generated requests', () => {
  it(`answers ${RUNS} generated requests without a 5xx, always in the envelope, with no internals and no price to non-members`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const res = await send(t.app, req);
        // A generated logout ended the session: the next request of that kind has a fresh one.
        if (req.route === 'logout' && req.session !== 'visitor') await logIn(req.session);
        failWith(problems(req, res), req, res);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
