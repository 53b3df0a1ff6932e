// `npm run bench:cart`: a cart of 200 lines across the four groups read at 20 connections, and
// lines added at 20 connections, on PGlite and (when it answers) PostgreSQL.
import { benchLogin, benchPasswordHash } from './lib/buyers.mjs';
import { load } from './lib/load.mjs';
import { onBothDatabases } from './lib/postgres.mjs';
import { runNode } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const CONNECTIONS = 20;
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
const CART_LINES = 200;
/** Products the adding buyer cycles through: each add lands on one of these lines. */
const ADD_PRODUCTS = 400;
const READ_TARGET_P99_MS = 30;
const ADD_TARGET_P99_MS = 40;

/** The international market's cart: the mall call by its path segment, the others (a `/cn/` name) by `market`. */
const GROUP_PATHS = {
  mall: '/api/en/product_carts/shop/cart',
  catalog: '/api/cn/catalog_carts/shop/cart?market=en',
  group_buying: '/api/cn/sk_product_carts/shop/cart?market=en',
  scan_code: '/api/cn/scan_code/shop/cart?market=en',
};

/**
 * Two members: `reader` with 200 lines (every active campaign in the group buying group, the rest
 * shared by the other three groups), `adder` with an empty cart.
 * @param {(sql: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 */
async function prepare(query) {
  const hash = benchPasswordHash();
  for (const email of ['reader@bench.example', 'adder@bench.example']) {
    await query(
      `insert into buyers (email, password_hash, company_name, country, city, contact_name, status, member_until)
       values ($1, $2, 'Bench Trading', 'CN', 'Shanghai', 'Bench', 'member', '2099-12-31')`,
      [email, hash],
    );
  }
  const { rows: buyerRows } = await query(`select id from buyers where email = 'reader@bench.example'`);
  const readerId = buyerRows[0].id;
  const { rows: campaigns } = await query(
    `select id, product_id, group_moq from group_campaigns where starts_at <= now() and ends_at > now()`,
  );
  for (const c of campaigns) {
    await query(
      `insert into cart_lines (buyer_id, market, source, product_id, campaign_id, quantity)
       values ($1, 'en', 'group_buying', $2, $3, $4)`,
      [readerId, c.product_id, c.id, c.group_moq],
    );
  }
  const others = Object.keys(GROUP_PATHS).filter((source) => source !== 'group_buying');
  const perGroup = Math.ceil((CART_LINES - campaigns.length) / others.length);
  const { rows: products } = await query(
    `select id, moq from products where available_en and available_cn order by id limit ${Math.max(perGroup, ADD_PRODUCTS)}`,
  );
  let lines = campaigns.length;
  for (const source of others) {
    for (const product of products.slice(0, perGroup)) {
      if (lines >= CART_LINES) break;
      await query(
        `insert into cart_lines (buyer_id, market, source, product_id, quantity) values ($1, 'en', $2, $3, $4)`,
        [readerId, source, product.id, product.moq],
      );
      lines += 1;
    }
  }
  return { lines, addProducts: products.slice(0, ADD_PRODUCTS) };
}

/**
 * @param {string} name
 * @param {Record<string, string>} env
 * @param {string} dataDir
 * @param {(sql: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 * @param {() => Promise<void>} done
 */
async function measure(name, env, dataDir, query, done) {
  await runNode(['apps/server/dist/seed-cli.js', '--products', String(PRODUCTS), '--reset'], {
    ...env,
    DATA_DIR: dataDir,
  });
  const { lines, addProducts } = await prepare(query);
  await done();
  const server = await startServer({ dataDir, env });
  try {
    const reader = await benchLogin(server.url, 'reader@bench.example');
    const adder = await benchLogin(server.url, 'adder@bench.example');
    const counted = await (
      await fetch(`${server.url}/api/shop/cart/num?market=en`, { headers: { cookie: reader } })
    ).json();
    if (counted.data.count !== lines)
      throw new Error(`the reader's cart holds ${counted.data.count} lines, not ${lines}`);
    const base = { url: server.url, connections: CONNECTIONS, durationSec: DURATION_SEC };
    const trivial = await load({ ...base, paths: ['/api/ping'] });
    const read = await load({ ...base, headers: { cookie: reader }, paths: Object.values(GROUP_PATHS) });
    const mall = await load({ ...base, headers: { cookie: reader }, paths: [GROUP_PATHS.mall] });
    const add = await load({
      ...base,
      headers: { cookie: adder },
      paths: ['/api/add/cart/confirm'],
      bodies: addProducts.map((p) =>
        new URLSearchParams({ product_id: String(p.id), quantity: String(p.moq), source: 'mall' }).toString(),
      ),
    });
    console.log(`\n## ${name}: ${PRODUCTS} products, a cart of ${lines} lines in four groups`);
    console.log(`${CONNECTIONS} connections, ${DURATION_SEC} s each`);
    console.log('| route | requests/s | p50 ms | p99 ms | failures | target p99 |');
    console.log('|---|---|---|---|---|---|');
    /** @type {Array<[string, typeof trivial, string]>} */
    const rows = [
      ['GET /api/ping (trivial)', trivial, ''],
      ['GET the four cart groups in turn (200 lines in all)', read, `≤ ${READ_TARGET_P99_MS} ms`],
      ['GET the shopping mall group alone', mall, ''],
      [`POST add to cart (${addProducts.length} products in turn)`, add, `≤ ${ADD_TARGET_P99_MS} ms`],
    ];
    for (const [route, r, target] of rows) {
      console.log(`| ${route} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.failures} | ${target} |`);
    }
  } finally {
    await server.stop();
  }
}

await onBothDatabases('mall-bench-cart', measure);
