// `npm run bench:million`: the mall at a million products on PostgreSQL. Seeds them (the seed's own
// progress lines), starts one server process and times its first answer, the searches asked while
// the catalogue and the index load (and whether each gives what it gives once loaded), readiness;
// reads its memory when ready, at its most during the loads and after them; then suggestions and
// searches at 20 connections (English, Chinese, pinyin, typos), product and category pages at 50,
// and category pages again while a product's price changes five times a second. BENCH_PRODUCTS
// changes the size; BENCH_MILLION_URL names a database already seeded with them, which is kept
// (the prices changed are put back).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { categoryIds } from './lib/categories.mjs';
import { onScratchPostgres } from './lib/postgres.mjs';
import { residentMiB, runNode } from './lib/process.mjs';
import { indexBuilt, load, questions } from './lib/search-load.mjs';
import { startServer } from './lib/server.mjs';
import { wrkLoad, wrkMissing } from './lib/wrk.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 15);
/** The targets, printed beside the figures. */
const TARGET = {
  seedMin: 10,
  firstAnswerMs: 3000,
  indexSec: 60,
  memoryMiB: 1024,
  matchP95: 10,
  searchP95: 15,
  pageP99: 20,
};
/** Asked in turn while the server loads: each answer is compared with the same question's once ready. */
const PROBES = ['bolt', '螺丝', 'luoshuan', 'hydralic jak', 'safety gloves', '手套'].map(
  (keyword) => `/api/en/shop/search?keyword=${encodeURIComponent(keyword)}`,
);

/** @param {string} url @param {string} path */
async function answer(url, path) {
  const body = await (await fetch(`${url}${path}`, { headers: { cookie: 'frontend_lang=en_US' } })).json();
  if (body.status !== 200) return `refused ${body.result?.code}`;
  return JSON.stringify({ total: body.data.total, ids: body.data.list.map((/** @type {{ id: number }} */ p) => p.id) });
}

/**
 * Every category's first pages in three orders, and the pages of products sold in the market
 * found on them.
 * @param {string} url
 */
async function pagePaths(url) {
  const categories = await categoryIds(url);
  const lists = categories.flatMap((id) =>
    ['recommended', 'sales', 'newest'].flatMap((sort) =>
      [1, 2].map((page) => `/api/en/shop/product/recommend?category_id=${id}&sort=${sort}&page=${page}&pageSize=20`),
    ),
  );
  /** @type {string[]} */
  const detail = [];
  for (const path of lists.filter((_, i) => i % 6 === 0)) {
    const page = await (await fetch(`${url}${path.replace('pageSize=20', 'pageSize=100')}`)).json();
    for (const product of page.data.list) detail.push(`/api/en/shop/product/detail?id=${product.id}`);
  }
  return { detail, lists };
}

/** A product's price changed in the database every 200 ms, as operators and imports do. */
const CHANGE_EVERY_MS = 200;

/**
 * Runs `during` while products listed on `paths` change price one after another, each change
 * undone at the end; gives how many changes were made.
 * @template T
 * @param {string} databaseUrl
 * @param {number[]} ids
 * @param {() => Promise<T>} during
 * @returns {Promise<{ result: T, changes: number }>}
 */
async function withPriceChanges(databaseUrl, ids, during) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let running = true;
  let changes = 0;
  const changing = (async () => {
    while (running) {
      const id = ids[changes % ids.length];
      await client.query('UPDATE products SET price_usd = price_usd + 1 WHERE id = $1', [id]);
      changes++;
      await new Promise((resolve) => setTimeout(resolve, CHANGE_EVERY_MS));
    }
  })();
  try {
    const result = await during();
    return { result, changes };
  } finally {
    running = false;
    await changing;
    for (let i = 0; i < changes; i++) {
      await client.query('UPDATE products SET price_usd = price_usd - 1 WHERE id = $1', [ids[i % ids.length]]);
    }
    await client.end();
  }
}

/**
 * A process sorts a market's listing in an order when the order is first asked for (1-2 s at a
 * million products): each order's first search and category page are asked and timed here, apart
 * from the loads.
 * @param {string} url
 * @param {string[]} lists
 */
async function firstOfEachOrder(url, lists) {
  /** @type {string[]} */
  const firsts = [];
  const timed = async (/** @type {string} */ name, /** @type {string} */ path) => {
    const sent = performance.now();
    await (await fetch(`${url}${path}`)).json();
    firsts.push(`${name} ${Math.round(performance.now() - sent)} ms`);
  };
  for (const sort of ['relevance', 'sales', 'newest'])
    await timed(`search ${sort}`, `/api/en/shop/search?keyword=bolt&sort=${sort}`);
  for (const sort of ['recommended', 'sales', 'newest']) {
    await timed(`category ${sort}`, lists.find((path) => path.includes(`sort=${sort}`)) ?? '/');
  }
  console.log(`first ask of each order (its listing sorted then): ${firsts.join(', ')}`);
}

/** @param {string} databaseUrl @param {boolean} seed */
async function measure(databaseUrl, seed) {
  if (seed) {
    const seedMs = await runNode(['apps/server/dist/seed-cli.js', '--products', String(PRODUCTS), '--reset'], {
      DATABASE_URL: databaseUrl,
    });
    console.log(`seeded ${PRODUCTS} products in ${(seedMs / 60_000).toFixed(1)} min (target ${TARGET.seedMin})`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-million-'));
  const server = await startServer({
    dataDir,
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', REQUEST_LOG_LEVEL: 'debug' },
  });
  try {
    console.log(
      `first answer (/healthz) ${Math.round(server.startupMs)} ms after start (target ${TARGET.firstAnswerMs})`,
    );
    const started = performance.now() - server.startupMs;
    /** @type {Array<{ path: string, at: number, ms: number, answer: string }>} */
    const during = [];
    let ready = false;
    const probing = (async () => {
      for (let i = 0; !ready; i++) {
        const path = PROBES[i % PROBES.length] ?? '/';
        const sent = performance.now();
        const given = await answer(server.url, path);
        during.push({ path, at: sent - started, ms: performance.now() - sent, answer: given });
      }
    })();
    const figures = await indexBuilt(server);
    while ((await fetch(`${server.url}/readyz`)).status !== 200) await new Promise((r) => setTimeout(r, 100));
    ready = true;
    await probing;
    const readyMs = performance.now() - started;
    console.log(
      `ready (catalogue loaded, index built) ${(readyMs / 1000).toFixed(1)} s after start (target ${TARGET.indexSec}); ` +
        `index ${figures.products} products, ${figures.lexemes} lexemes, ${figures.postings} postings, ` +
        `${(figures.bytes / 2 ** 20).toFixed(1)} MiB, built in ${(figures.buildMs / 1000).toFixed(1)} s`,
    );
    let wrong = 0;
    for (const probe of during) if (probe.answer !== (await answer(server.url, probe.path))) wrong++;
    const slowest = Math.max(0, ...during.map((probe) => probe.ms));
    console.log(
      `searches asked while loading: ${during.length}, ${wrong} different from the answer once ready; ` +
        `the longest waited ${(slowest / 1000).toFixed(1)} s for the index`,
    );
    console.log(`server memory when ready: ${residentMiB(server.pid)} MiB (target ${TARGET.memoryMiB})`);

    // Sampled through the loads: what is resident at the end depends on when the collector last ran.
    let peakMiB = 0;
    const sampling = setInterval(() => {
      peakMiB = Math.max(peakMiB, residentMiB(server.pid));
    }, 250).unref();
    const asked = await questions(server.url);
    const pages = await pagePaths(server.url);
    await firstOfEachOrder(server.url, pages.lists);
    /** @type {Array<[name: string, paths: string[], connections: number, figure: 'p95' | 'p99', target: number]>} */
    const runs = [
      ['suggestions, typed letter by letter', asked.match, 20, 'p95', TARGET.matchP95],
      ['search, 3 orders x 2 pages', asked.search, 20, 'p95', TARGET.searchP95],
      [`product pages (${pages.detail.length})`, pages.detail, 50, 'p99', TARGET.pageP99],
      ['category pages, 3 orders x 2 pages', pages.lists, 50, 'p99', TARGET.pageP99],
    ];
    console.log(`\n| load | connections | requests/s | p50 ms | p95 ms | p99 ms | target | failures |`);
    console.log('|---|---|---|---|---|---|---|---|');
    /** @param {string} name @param {{ requestsPerSec: number, p50: number, p95: number, p99: number, failures: number }} r @param {number} connections @param {string} target */
    const row = (name, r, connections, target) =>
      console.log(
        `| ${name} | ${connections} | ${r.requestsPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${target} | ${r.failures} |`,
      );
    const firstPages = asked.search.filter((path) => path.includes('sort=relevance&page=1'));
    // Asked once each, before anything of them is kept: the loads after ask them over and over. From
    // wrk where it is installed: the Node client parsing every answer took a share of the two cores
    // the server answers on, and its cached answers' p95 was already above 15 ms.
    const noWrk = wrkMissing();
    if (noWrk) console.log(`each keyword's first page asked from the Node client: ${noWrk}`);
    row(
      `search, each keyword's first page once (${firstPages.length}), from ${noWrk ? 'Node' : 'wrk'}`,
      noWrk
        ? await load(server.url, firstPages, 20, null)
        : await wrkLoad({
            url: server.url,
            connections: 20,
            durationSec: 600,
            paths: firstPages,
            once: true,
            headers: { cookie: 'frontend_lang=en_US' },
          }),
      20,
      `p95 ≤ ${TARGET.searchP95}`,
    );
    for (const [name, paths, connections, figure, target] of runs) {
      row(name, await load(server.url, paths, connections, DURATION_SEC), connections, `${figure} ≤ ${target}`);
    }
    const changed = pages.detail.map((path) => Number(new URL(path, server.url).searchParams.get('id')));
    const { result, changes } = await withPriceChanges(databaseUrl, changed, () =>
      load(server.url, pages.lists, 50, DURATION_SEC),
    );
    row(`category pages, ${changes} price changes meanwhile`, result, 50, `p99 ≤ ${TARGET.pageP99}`);
    clearInterval(sampling);
    console.log(
      `\nserver memory after the loads: ${residentMiB(server.pid)} MiB, at most ${peakMiB} MiB during them ` +
        `(target ${TARGET.memoryMiB})`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const given = process.env.BENCH_MILLION_URL;
console.log(`# ${PRODUCTS} products on PostgreSQL, one server process`);
if (given) await measure(given, false);
else await onScratchPostgres('mall_bench_million', (url) => measure(url, true));
