import { API, accountEditSchemas, LANG_COOKIE, marketPath, type RouteDef } from '@mall/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { scryptHasherAt } from '../src/lib/password.js';
import { buildTestApp, createBuyer, loginAs, type TestApp } from './helper.js';

/**
 * Every route of the contract's table, called ten thousand times with generated requests (method,
 * market, query, body, content type, language, session): no answer is a 5xx, every answer is the
 * envelope, no message shows internals, and no answer to a visitor, a pending or an expired account
 * carries a price. Seeded: a failure prints the seed, the path and the request that caused it.
 */
const SEED = 20_261_123;
const RUNS = 10_000;
const NOW = new Date('2026-06-01T08:00:00Z');

/** Stored hashes at a test cost: logins and password checks among ten thousand requests stay quick. */
const cheap = scryptHasherAt({ N: 2 ** 10, r: 8, p: 1, keyLength: 64, saltLength: 16 });

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
  t = await buildTestApp({ clock: () => NOW, passwords: cheap });
  const passwordHash = await cheap.hash(PASSWORD);
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

/** The keys a schema reads (objects, unions, pipes and wrappers looked through). */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return (def.options as unknown[]).flatMap(keysOf);
    case 'intersection':
      return [...keysOf(def.left), ...keysOf(def.right)];
    case 'pipe':
      return keysOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return keysOf(def.innerType);
    default:
      return [];
  }
}

const ROUTES = Object.entries(API) as [string, RouteDef][];
const EDIT_KEYS = Object.values(accountEditSchemas).flatMap(keysOf);
const routeKeys = (name: string, def: RouteDef) => [
  ...new Set([...keysOf(def.query), ...keysOf(def.body), ...(name === 'accountEdit' ? EDIT_KEYS : [])]),
];
/** Keys no route reads, and keys that are dangerous to a careless reader. */
const STRAY_KEYS = ['extra', '__proto__', 'constructor', 'toString', 'page[0]', ''];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    'x'.repeat(5000),
    '中'.repeat(3000),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uD800',
    '  ',
    'null',
    'undefined',
    'NaN',
    '[object Object]',
    '😀'.repeat(60),
  ),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 400 }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 1.5, 0.0001),
  fc.constantFrom('1e999', '-0', '0x10', '1,2', '01', ' 7 ', '9'.repeat(40), 'Infinity'),
);
const emailValue = fc.oneof(
  fc.constantFrom(DECOY_EMAIL, 'Fuzz-Decoy@Example.com ', 'nobody@example.com', 'a@b', '@', 'x@example.com'),
  fc.emailAddress(),
  hostileText,
);

/** A value for one key: shaped like what the route expects more often than not, else hostile. */
function valueFor(key: string): fc.Arbitrary<unknown> {
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (/email/.test(key)) shaped.push(emailValue);
  else if (/password/.test(key)) shaped.push(fc.constantFrom('Passw0rd1', 'short', PASSWORD.toLowerCase()));
  else if (/shop_code/.test(key)) shaped.push(fc.constantFrom(...shopCodes, 'NOPE'));
  else if (/(^|_)(id|ids|page|pageSize|quantity|moq|max|min|days|num|count)$|^(id|ids|page|pageSize)$/.test(key))
    shaped.push(
      hostileNumber,
      fc.array(fc.integer({ min: 1, max: 320 }), { maxLength: 4 }).map((ids) => ids.join(',')),
    );
  else if (/sort|type|source|market|unit|country|lang|purpose|status/.test(key))
    shaped.push(
      fc.constantFrom(
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
      ),
    );
  else if (/date|deadline|until/.test(key)) shaped.push(fc.constantFrom('2026-12-31', '2026-02-30', '31/12/2026'));
  else shaped.push(fc.constantFrom('bolt', 'Hex bolt M8', '螺栓', 'a'));
  return fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...shaped) },
    { weight: 2, arbitrary: fc.oneof(hostileText, hostileNumber) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constant(null),
        fc.boolean(),
        fc.array(fc.oneof(hostileText, hostileNumber), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', '__proto__'), hostileText, { maxKeys: 2 }),
      ),
    },
  );
}

/** Some of the route's keys (missing fields are part of the test), now and then a stray one. */
function fieldsFor(keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.oneof({ weight: 2, arbitrary: fc.constant(keys) }, fc.subarray(keys)),
      fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, fc.subarray(STRAY_KEYS, { maxLength: 1 })),
    )
    .chain(([chosen, stray]) => fc.record(Object.fromEntries([...chosen, ...stray].map((k) => [k, valueFor(k)]))));
}

interface FuzzRequest {
  route: string;
  method: string;
  url: string;
  session: SessionKind;
  /** Spread over many addresses, so the per-address throttles do not answer every call. */
  remoteAddress: string;
  headers: Record<string, string>;
  payload?: string;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, asText(item));
    else params.append(key, asText(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const BOUNDARY = 'fuzzboundary';
function multipart(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${asText(value)}\r\n`,
  );
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n`;
  return `${parts.join('')}${file}--${BOUNDARY}--\r\n`;
}

/** The body as one of the ways a client may send it, well formed or not; uploads mostly as multipart. */
function bodyFor(fields: Record<string, unknown>, upload: boolean) {
  const parts = fc.constantFrom(
    { type: `multipart/form-data; boundary=${BOUNDARY}`, payload: multipart(fields) },
    { type: 'multipart/form-data', payload: multipart(fields) },
  );
  return fc.oneof(
    { weight: upload ? 6 : 1, arbitrary: parts },
    { weight: 4, arbitrary: fc.constant({ type: 'application/json', payload: JSON.stringify(fields) }) },
    {
      weight: 3,
      arbitrary: fc.constant({ type: 'application/x-www-form-urlencoded', payload: queryString(fields).slice(1) }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { type: 'application/json', payload: '{"a":' },
        { type: 'application/json', payload: '[1,2,3]' },
        { type: 'application/json', payload: '"text"' },
        { type: 'text/plain', payload: 'hello' },
        { type: 'application/xml', payload: '<a/>' },
        { type: 'application/x-www-form-urlencoded', payload: '%%%&=&a=%E0%A4%A' },
      ),
    },
  );
}

const MARKETS = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('en', 'cn') },
  fc.constantFrom('us', 'EN', 'e%20n', '%2e'),
);
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

const requestArb: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...ROUTES).chain(([name, def]) =>
  fc
    .record({
      method: fc.oneof({ weight: 9, arbitrary: fc.constant(def.method) }, fc.constantFrom(...OTHER_METHODS)),
      market: MARKETS,
      fields: fieldsFor(routeKeys(name, def)),
      session: fc.constantFrom<SessionKind>('visitor', 'pending', 'expired', 'member'),
      lang: fc.constantFrom('en_US', 'zh_CN', 'fr_FR', ''),
      acceptLanguage: fc.constantFrom('', 'zh-CN,zh;q=0.9', 'en', '*;q=x'),
      sameSite: fc.boolean(),
      ip: fc.integer({ min: 1, max: 60_000 }),
    })
    .chain((r) =>
      (r.method === 'GET' || r.method === 'HEAD' ? fc.constant(null) : bodyFor(r.fields, name === 'uploadFiles')).map(
        (body) => {
          const path = def.market ? marketPath(def.path, r.market) : def.path;
          // No proxy is trusted here: a client's own X-Forwarded-For must change nothing.
          const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.66' };
          const cookie = [
            r.lang ? `${LANG_COOKIE}=${r.lang}` : '',
            r.session === 'visitor' ? '' : (cookies[r.session] ?? ''),
          ]
            .filter(Boolean)
            .join('; ');
          if (cookie) headers.cookie = cookie;
          if (r.acceptLanguage) headers['accept-language'] = r.acceptLanguage;
          if (r.sameSite) headers['sec-fetch-site'] = 'same-origin';
          if (body) headers['content-type'] = body.type;
          return {
            route: name,
            method: r.method,
            url: body ? path + (r.method === 'POST' ? '' : queryString(r.fields)) : path + queryString(r.fields),
            session: r.session,
            remoteAddress: `10.${r.ip >> 8}.${r.ip & 255}.1`,
            headers,
            payload: body?.payload,
          };
        },
      ),
    ),
);

// ---- what every answer must be ----

/** Names that speak of money: their value must be null (or false, for `price_visible`). */
const PRICE_NAME = /price|discount|sub_?total|amount|cost|fee|tax|saving|currency_value/i;

function priceLeaks(value: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      priceLeaks(item, `${path}[${i}]`, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (key === 'price_visible') {
        if (inner !== false) found.push(`${at} = ${JSON.stringify(inner)}`);
      } else if (PRICE_NAME.test(key) && key !== 'currency' && inner !== null && typeof inner !== 'object') {
        found.push(`${at} = ${JSON.stringify(inner)}`);
      } else priceLeaks(inner, at, found);
    }
  }
  return found;
}

/** What a message must never show: stack frames, file names, SQL, the validator's or the framework's own words. */
const INTERNALS =
  /\bat \S+ \(|\.(ts|js):\d|node_modules|\b(SELECT|INSERT|UPDATE|DELETE FROM)\b|postgres|pglite|drizzle|zod|invalid_(type|format|value|union)|\bregex\b|Expected|Invalid input|undefined|NaN|\[object|FST_|ERR_|Error:|TypeError/;

function problems(req: FuzzRequest, res: { statusCode: number; body: string }): string[] {
  const found: string[] = [];
  if (res.statusCode >= 500) found.push(`HTTP ${res.statusCode}`);
  if (req.method === 'HEAD') return found;
  let envelope: { status?: unknown; data?: unknown; result?: { code?: unknown; message?: unknown } };
  try {
    envelope = JSON.parse(res.body);
  } catch {
    return [...found, 'the answer is not JSON'];
  }
  const keys = envelope && typeof envelope === 'object' ? Object.keys(envelope).sort().join(',') : '';
  const result = envelope.result;
  if (
    keys !== 'data,result,status' ||
    typeof envelope.status !== 'number' ||
    typeof result?.code !== 'number' ||
    typeof result.message !== 'string' ||
    result.message === '' ||
    envelope.status !== (result.code === 0 ? 200 : result.code)
  ) {
    return [...found, 'the answer is not the envelope'];
  }
  if (INTERNALS.test(result.message)) found.push(`internals in the message: ${result.message}`);
  if (req.session !== 'member') found.push(...priceLeaks(envelope.data, 'data', []).map((leak) => `price: ${leak}`));
  return found;
}

describe('every route, generated requests', () => {
  it(`answers ${RUNS} generated requests without a 5xx, always in the envelope, with no internals and no price to non-members`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (req) => {
        const res = await t.app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: req.headers,
          remoteAddress: req.remoteAddress,
          ...(req.payload === undefined ? {} : { payload: req.payload }),
        });
        // A generated logout ended the session: the next request of that kind has a fresh one.
        if (req.route === 'logout' && req.session !== 'visitor') await logIn(req.session);
        const found = problems(req, res);
        if (found.length > 0) {
          throw new Error(
            `${found.slice(0, 6).join('; ')}${found.length > 6 ? ` (and ${found.length - 6} more)` : ''}\nrequest: ${JSON.stringify(req, null, 1).slice(0, 3000)}\nanswer: HTTP ${res.statusCode} ${res.body.slice(0, 1500)}`,
          );
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
