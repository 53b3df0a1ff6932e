import { LANG_COOKIE } from '@mall/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/**
 * What the generated-request property tests (the buyers' API and the console's) are made of:
 * values shaped like what a route reads or hostile, bodies in every way a client may send them,
 * and the check that an answer is the envelope with no internals in its message.
 */

// ---- what the requests are made of ----

/** The keys a schema reads (objects, unions, pipes and wrappers looked through). */
export function keysOf(schema: unknown): string[] {
  return Object.keys(fieldSchemas(schema));
}

type ZodDef = Record<string, unknown> & { type?: string };
const defOf = (schema: unknown) => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly']);

/** The schema of each key a schema reads, looked through the same way as `keysOf`. */
function fieldSchemas(schema: unknown): Record<string, unknown> {
  const def = defOf(schema);
  if (!def) return {};
  if (def.type === 'object') return { ...(def.shape as Record<string, unknown>) };
  if (def.type === 'union') return Object.assign({}, ...(def.options as unknown[]).map(fieldSchemas));
  if (def.type === 'intersection') return { ...fieldSchemas(def.left), ...fieldSchemas(def.right) };
  if (def.type === 'pipe') return fieldSchemas(def.in);
  if (def.type && WRAPPERS.has(def.type)) return fieldSchemas(def.innerType);
  return {};
}

/** A field's schema without its wrappers (optional, default, pipe ...). */
function unwrapped(schema: unknown): ZodDef | undefined {
  let def = defOf(schema);
  while (def?.type && (WRAPPERS.has(def.type) || def.type === 'pipe'))
    def = defOf(def.type === 'pipe' ? def.in : def.innerType);
  return def;
}

/** Keys no route reads, and keys that are dangerous to a careless reader. */
export const STRAY_KEYS = ['extra', '__proto__', 'constructor', 'toString', 'page[0]', ''];

export const hostileText = fc.oneof(
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
export const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 400 }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 1.5, 0.0001),
  fc.constantFrom('1e999', '-0', '0x10', '1,2', '01', ' 7 ', '9'.repeat(40), 'Infinity'),
);

/** The words a test's requests are shaped with. */
export interface Vocabulary {
  /** Emails besides generated ones: the decoy account the generated logins may lock. */
  emails: readonly string[];
  passwords: readonly string[];
  /** Read when a request is generated, so it may be filled once the catalogue is in. */
  shopCodes: readonly string[];
  /** Values of the enumerated keys (sort, type, status ...). */
  choices: readonly string[];
  /** Shaped values for keys only this test's routes read, tried before the general ones. */
  special?: (key: string) => fc.Arbitrary<unknown> | undefined;
  /** How much likelier a shaped value is than a hostile one, times 3 (8 unless told). */
  shapedWeight?: number;
}

/** A value for one key: shaped like what the route expects more often than not, else hostile. */
export function valueFor(key: string, words: Vocabulary): fc.Arbitrary<unknown> {
  const shaped: fc.Arbitrary<unknown>[] = [];
  const special = words.special?.(key);
  if (special) shaped.push(special);
  else if (/email/.test(key))
    shaped.push(
      fc.oneof(
        fc.constantFrom(...words.emails, 'nobody@example.com', 'a@b', '@', 'x@example.com'),
        fc.emailAddress(),
        hostileText,
      ),
    );
  else if (/password/.test(key)) shaped.push(fc.constantFrom(...words.passwords));
  else if (/shop_code/.test(key)) shaped.push(fc.constantFrom(...words.shopCodes, 'NOPE'));
  else if (/(^|_)(id|ids|page|pageSize|quantity|moq|max|min|days|num|count)$|^(id|ids|page|pageSize)$/.test(key))
    shaped.push(
      hostileNumber,
      fc.array(fc.integer({ min: 1, max: 320 }), { maxLength: 4 }).map((ids) => ids.join(',')),
    );
  else if (/sort|type|source|market|unit|country|lang|purpose|status/.test(key))
    shaped.push(fc.constantFrom(...words.choices));
  else if (/date|deadline|until/.test(key)) shaped.push(fc.constantFrom('2026-12-31', '2026-02-30', '31/12/2026'));
  else shaped.push(fc.constantFrom('bolt', 'Hex bolt M8', '螺栓', 'a'));
  return fc.oneof(
    { weight: words.shapedWeight ?? 8, arbitrary: fc.oneof(...shaped) },
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

/**
 * Some of the route's keys (missing fields are part of the test), now and then a stray one. With
 * the keys' schemas, a key holding an object or a list of objects mostly gets one made the same way.
 */
export function fieldsFor(
  keys: string[],
  words: Vocabulary,
  schemas: Record<string, unknown> = {},
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.oneof({ weight: 2, arbitrary: fc.constant(keys) }, fc.subarray(keys)),
      fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, fc.subarray(STRAY_KEYS, { maxLength: 1 })),
    )
    .chain(([chosen, stray]) =>
      fc.record(Object.fromEntries([...chosen, ...stray].map((k) => [k, nestedValueFor(k, schemas[k], words)]))),
    );
}

function nestedValueFor(key: string, schema: unknown, words: Vocabulary): fc.Arbitrary<unknown> {
  const def = unwrapped(schema);
  const element = def?.type === 'array' ? unwrapped(def.element) : undefined;
  const inner = def?.type === 'object' ? def : element?.type === 'object' ? element : undefined;
  if (!inner) return valueFor(key, words);
  const shape = inner.shape as Record<string, unknown>;
  const made = fieldsFor(Object.keys(shape), words, shape);
  return fc.oneof(
    { weight: 4, arbitrary: inner === def ? made : fc.array(made, { minLength: 1, maxLength: 3 }) },
    valueFor(key, words),
  );
}

/** The fields of a route's query and body, nested ones made from their schemas. */
export function routeFieldsFor(def: { query?: unknown; body?: unknown }, words: Vocabulary) {
  const schemas = { ...fieldSchemas(def.query), ...fieldSchemas(def.body) };
  return fieldsFor(Object.keys(schemas), words, schemas);
}

export const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

export function queryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, asText(item));
    else params.append(key, asText(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const BOUNDARY = 'fuzzboundary';
export function multipart(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${asText(value)}\r\n`,
  );
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n`;
  return `${parts.join('')}${file}--${BOUNDARY}--\r\n`;
}

export interface FuzzBody {
  type: string;
  payload: string;
}

/** The body as one of the ways a client may send it, well formed or not; uploads mostly as multipart. */
export function bodyFor(fields: Record<string, unknown>, upload: boolean): fc.Arbitrary<FuzzBody> {
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
    { weight: 1, arbitrary: brokenBody },
  );
}

/** Bodies no route can read: cut JSON, JSON that is no object, types no route takes, broken form encoding. */
export const brokenBody: fc.Arbitrary<FuzzBody> = fc.constantFrom(
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '"text"' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/x-www-form-urlencoded', payload: '%%%&=&a=%E0%A4%A' },
);

export const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
export const LANGS = fc.constantFrom('en_US', 'zh_CN', 'fr_FR', '');
export const ACCEPT_LANGUAGES = fc.constantFrom('', 'zh-CN,zh;q=0.9', 'en', '*;q=x');

export interface FuzzRequest<S extends string = string> {
  route: string;
  method: string;
  url: string;
  session: S;
  /** Spread over many addresses, so the per-address throttles do not answer every call. */
  remoteAddress: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A request's headers: the session's and the language cookie, the language, the site, the body's type. */
export function requestHeaders(r: {
  sessionCookie?: string;
  lang: string;
  acceptLanguage: string;
  sameSite: boolean;
  body: FuzzBody | null;
}): Record<string, string> {
  // No proxy is trusted here: a client's own X-Forwarded-For must change nothing.
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.66' };
  const cookie = [r.lang ? `${LANG_COOKIE}=${r.lang}` : '', r.sessionCookie ?? ''].filter(Boolean).join('; ');
  if (cookie) headers.cookie = cookie;
  if (r.acceptLanguage) headers['accept-language'] = r.acceptLanguage;
  if (r.sameSite) headers['sec-fetch-site'] = 'same-origin';
  if (r.body) headers['content-type'] = r.body.type;
  return headers;
}

/** An address out of a generated number, one of tens of thousands. */
export const remoteAddress = (n: number) => `10.${n >> 8}.${n & 255}.1`;

export function send(app: FastifyInstance, req: FuzzRequest) {
  return app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    remoteAddress: req.remoteAddress,
    ...(req.payload === undefined ? {} : { payload: req.payload }),
  });
}

// ---- what every answer must be ----

/** What a message must never show: stack frames, file names, SQL, the validator's or the framework's own words. */
export const INTERNALS =
  /\bat \S+ \(|\.(ts|js):\d|node_modules|\b(SELECT|INSERT|UPDATE|DELETE FROM)\b|postgres|pglite|drizzle|zod|invalid_(type|format|value|union)|\bregex\b|Expected|Invalid input|undefined|NaN|\[object|FST_|ERR_|Error:|TypeError/;

export interface Envelope {
  status: number;
  data: unknown;
  result: { code: number; message: string };
}

/** The answer's envelope, or what is wrong with it; a message showing internals is wrong too. */
export function envelopeProblems(body: string): { envelope: Envelope | null; found: string[] } {
  let envelope: { status?: unknown; data?: unknown; result?: { code?: unknown; message?: unknown } };
  try {
    envelope = JSON.parse(body);
  } catch {
    return { envelope: null, found: ['the answer is not JSON'] };
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
    return { envelope: null, found: ['the answer is not the envelope'] };
  }
  const checked = envelope as Envelope;
  return {
    envelope: checked,
    found: INTERNALS.test(checked.result.message) ? [`internals in the message: ${checked.result.message}`] : [],
  };
}

/** Fails the property with what was wrong, the request and the answer. */
export function failWith(found: string[], req: FuzzRequest, res: { statusCode: number; body: string }): void {
  if (found.length === 0) return;
  throw new Error(
    `${found.slice(0, 6).join('; ')}${found.length > 6 ? ` (and ${found.length - 6} more)` : ''}\nrequest: ${JSON.stringify(req, null, 1).slice(0, 3000)}\nanswer: HTTP ${res.statusCode} ${res.body.slice(0, 1500)}`,
  );
}
