// What the multi-process and soak benchmarks share: members who write (carts and RFQs) made
// straight in the database, a mixed load of reads and writes whose every accepted write is
// counted, and the reconciliation of those counts with what the database holds.
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPasswordHash } from './buyers.mjs';

/** A 1x1 PNG: the RFQ's main picture (the bytes are never read back here). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const KEYWORDS = ['bolt', 'glove', 'hydraulic jack', 'drill', 'safety', '螺丝', '手套', 'luosi', 'shoutao', 'hydralic'];

/**
 * Product pages, list pages and searches (English, Chinese, pinyin, a typo) in turn, the same
 * questions on every run.
 * @param {number} products the catalogue's size
 */
export function catalogueReadPaths(products) {
  const detail = Array.from({ length: 300 }, (_, i) => `/api/en/shop/product/detail?id=${((i * 7919) % products) + 1}`);
  const list = ['recommended', 'sales', 'newest'].flatMap((sort) =>
    Array.from({ length: 30 }, (_, i) => `/api/en/shop/product/recommend?page=${i + 1}&pageSize=20&sort=${sort}`),
  );
  const search = KEYWORDS.flatMap((keyword) =>
    [1, 2, 3].map((page) => `/api/en/shop/search?keyword=${encodeURIComponent(keyword)}&page=${page}`),
  );
  return detail.flatMap((path, i) => [path, list[i % list.length] ?? path, search[i % search.length] ?? path]);
}

/** Until `/readyz` has said ready 20 times in a row: every process has loaded its read models. */
export async function untilReady(/** @type {string} */ url) {
  let inARow = 0;
  const started = performance.now();
  while (inARow < 20) {
    const response = await fetch(`${url}/readyz`);
    inARow = response.status === 200 ? inARow + 1 : 0;
    if (performance.now() - started > 600_000) throw new Error('the server was not ready within 10 minutes');
    if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * @typedef {{ cookie: string, buyerId: number, projectId: number, pictures: string[] }} Writer
 */

/**
 * Requests at `connections` for `durationSec` or `amount` in all: of every `readEvery + 1` turns,
 * `readEvery` read the next of `readPaths` and one writes: each member in turn, an add to their cart
 * in one round and an RFQ (holding one of their pictures) in the next; an RFQ with no picture
 * left is an add. Each
 * write answered with code 0 is counted: an add against its member and product, an RFQ by its id.
 * @param {{ url: string, connections: number, durationSec?: number, amount?: number, writers: Writer[],
 *   products: Array<{ id: number, moq: number }>, readPaths?: string[], readEvery?: number }} options
 */
export async function mixedLoad({
  url,
  connections,
  durationSec,
  amount,
  writers,
  products,
  readPaths = [],
  readEvery = 0,
}) {
  /** @type {Map<string, number>} buyer id and product id → quantity the server accepted */
  const added = new Map();
  /** @type {number[]} */
  const rfqIds = [];
  let next = 0;
  let writes = 0;
  let refused = 0;
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const result = await autocannon({
    url,
    connections,
    // autocannon refuses a duration given as undefined: a count alone is passed as one.
    ...(durationSec === undefined ? { amount } : { duration: durationSec }),
    requests: [
      {
        setupRequest: (/** @type {any} */ request, /** @type {any} */ context) => {
          const turn = next++;
          if (turn % (readEvery + 1) !== readEvery) {
            context.kind = 'read';
            return {
              ...request,
              method: 'GET',
              path: readPaths[turn % readPaths.length],
              headers: {},
              body: undefined,
            };
          }
          const write = writes++;
          const writer = writers[write % writers.length];
          // Each member adds in one round and posts an RFQ in the next, on the next product each time.
          const round = Math.floor(write / writers.length);
          const product = products[Math.floor(round / 2) % products.length];
          if (!writer || !product) throw new Error('no writer or product');
          const headers = { cookie: writer.cookie, 'content-type': 'application/x-www-form-urlencoded' };
          const picture = round % 2 === 1 ? writer.pictures.pop() : undefined;
          if (!picture) {
            context.kind = 'add';
            context.key = `${writer.buyerId}:${product.id}`;
            context.quantity = product.moq;
            const body = { product_id: String(product.id), quantity: String(product.moq), source: 'mall' };
            return {
              ...request,
              method: 'POST',
              path: '/api/add/cart/confirm',
              headers,
              body: new URLSearchParams(body).toString(),
            };
          }
          context.kind = 'rfq';
          const body = {
            name: `Bench RFQ ${write}`,
            main_picture: picture,
            quantity: '100',
            unit: 'pcs',
            deadline,
            project_id: String(writer.projectId),
          };
          return {
            ...request,
            method: 'POST',
            path: '/api/buyer/v1/rfq/upload',
            headers,
            body: new URLSearchParams(body).toString(),
          };
        },
        onResponse: (/** @type {number} */ status, /** @type {string} */ body, /** @type {any} */ context) => {
          if (context.kind === 'read') return;
          const answer = status === 200 ? JSON.parse(body) : null;
          if (answer?.result.code !== 0) refused += 1;
          else if (context.kind === 'add') added.set(context.key, (added.get(context.key) ?? 0) + context.quantity);
          else rfqIds.push(Number(answer.data.id));
        },
      },
    ],
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    refused,
    added,
    rfqIds,
  };
}

/**
 * What the database holds against what the server accepted: units of adds and RFQs missing, and
 * units or RFQs beyond them.
 * @param {pg.Client} client
 * @param {number[]} buyerIds
 * @param {{ added: Map<string, number>, rfqIds: number[] }} write
 */
export async function reconcile(client, buyerIds, write) {
  const { rows: lines } = await client.query(
    `select buyer_id, product_id, sum(quantity)::int as quantity from cart_lines
     where buyer_id = any($1) and source = 'mall' group by buyer_id, product_id`,
    [buyerIds],
  );
  const stored = new Map(lines.map((row) => [`${row.buyer_id}:${row.product_id}`, Number(row.quantity)]));
  let lost = 0;
  let doubled = 0;
  let units = 0;
  for (const [key, quantity] of write.added) {
    const found = stored.get(key) ?? 0;
    units += quantity;
    lost += Math.max(quantity - found, 0);
    doubled += Math.max(found - quantity, 0);
  }
  for (const [key, found] of stored) if (!write.added.has(key)) doubled += found;
  const { rows: rfqs } = await client.query('select id from rfqs where buyer_id = any($1)', [buyerIds]);
  const storedRfqs = new Set(rfqs.map((row) => Number(row.id)));
  const acceptedRfqs = new Set(write.rfqIds);
  const rfqsLost = [...acceptedRfqs].filter((id) => !storedRfqs.has(id)).length;
  // Rows no answer named, and ids named by two answers.
  const rfqsBeyond =
    [...storedRfqs].filter((id) => !acceptedRfqs.has(id)).length + (write.rfqIds.length - acceptedRfqs.size);
  return { units, lines: write.added.size, lost, doubled, rfqs: write.rfqIds.length, rfqsLost, rfqsBeyond };
}

/**
 * `count` members with a project each.
 * @param {pg.Client} client
 * @param {number} count
 */
export async function prepareWriters(client, count) {
  const hash = benchPasswordHash();
  const emails = Array.from({ length: count }, (_, i) => `writer${i}@bench.example`);
  /** @type {Array<{ email: string, buyerId: number, projectId: number }>} */
  const writers = [];
  for (const email of emails) {
    const { rows } = await client.query(
      `insert into buyers (email, password_hash, company_name, country, city, contact_name, status, member_until)
       values ($1, $2, 'Bench Trading', 'CN', 'Shanghai', 'Bench', 'member', '2099-12-31') returning id`,
      [email, hash],
    );
    const buyerId = Number(rows[0].id);
    const { rows: project } = await client.query(
      `insert into projects (buyer_id, name, is_default) values ($1, 'General', true) returning id`,
      [buyerId],
    );
    writers.push({ email, buyerId, projectId: Number(project[0].id) });
  }
  return writers;
}

/**
 * Empties the members' carts and RFQs and gives each `pictures` fresh uploads.
 * @param {pg.Client} client
 * @param {Array<{ buyerId: number }>} writers
 * @param {number} pictures
 */
export async function resetWriters(client, writers, pictures) {
  const ids = writers.map((writer) => writer.buyerId);
  await client.query('delete from cart_lines where buyer_id = any($1)', [ids]);
  await client.query('delete from rfqs where buyer_id = any($1)', [ids]);
  await client.query('delete from uploaded_files where buyer_id = any($1)', [ids]);
  /** @type {Map<number, string[]>} */
  const made = new Map();
  for (const buyerId of ids) made.set(buyerId, await freshPictures(client, buyerId, pictures));
  return made;
}

/**
 * `count` uploaded pictures of a member that no document holds yet, by id.
 * @param {pg.Client} client
 * @param {number} buyerId
 * @param {number} count
 * @returns {Promise<string[]>}
 */
export async function freshPictures(client, buyerId, count) {
  const { rows } = await client.query(
    `insert into uploaded_files (id, buyer_id, purpose, kind, mime, name, size, width, height, data, created_at)
     select md5(random()::text || n::text), $1, 'main_picture', 'png', 'image/png', 'part.png', $2, 1, 1, $3, now()
     from generate_series(1, $4) as n returning id`,
    [buyerId, PIXEL.length, PIXEL, count],
  );
  return rows.map((row) => row.id);
}
