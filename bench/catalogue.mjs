// `npm run bench:catalogue`: product detail and category pages on a 100,000-product catalogue,
// on PGlite and (when it answers) PostgreSQL, each beside a trivial route of the same server.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { categoryIds } from './lib/categories.mjs';
import { load } from './lib/load.mjs';
import { onScratchPostgres } from './lib/postgres.mjs';
import { residentMiB, runNode } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONNECTIONS = 50;
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);

/**
 * Deterministic spread of ids and category pages, so every run asks the same questions.
 * @param {string} baseUrl
 */
async function paths(baseUrl) {
  const detail = Array.from(
    { length: 20_000 },
    (_, i) => `/api/en/shop/product/detail?id=${((i * 7919) % PRODUCTS) + 1}`,
  );
  const ids = await categoryIds(baseUrl);
  const category = ids.flatMap((id) =>
    [1, 2, 3, 4, 5].map(
      (page) => `/api/en/shop/product/recommend?category_id=${id}&page=${page}&pageSize=20&sort=sales`,
    ),
  );
  return { detail, category, categories: ids.length };
}

/**
 * @param {string} name
 * @param {Record<string, string>} env
 * @param {string} dataDir
 */
async function measure(name, env, dataDir) {
  const seedMs = await runNode(['apps/server/dist/seed-cli.js', '--products', String(PRODUCTS), '--reset'], {
    ...env,
    DATA_DIR: dataDir,
  });
  console.log(`\n## ${name}: ${PRODUCTS} products seeded in ${(seedMs / 1000).toFixed(1)} s`);
  const server = await startServer({ dataDir, env });
  try {
    // The first catalogue read waits for the read model to load (docs/decisions/011).
    const loadStarted = performance.now();
    await fetch(`${server.url}/api/en/shop/product/detail?id=1`);
    const loadMs = performance.now() - loadStarted;
    const idleMiB = residentMiB(server.pid);
    const { detail, category, categories } = await paths(server.url);
    const base = { url: server.url, connections: CONNECTIONS, durationSec: DURATION_SEC };
    const trivial = await load({ ...base, paths: ['/api/ping'] });
    const detailRun = await load({ ...base, paths: detail });
    const categoryRun = await load({ ...base, paths: category });
    const loadedMiB = residentMiB(server.pid);
    console.log(
      `server answered /healthz ${Math.round(server.startupMs)} ms after start, its first product page ${Math.round(loadMs)} ms later (catalogue loaded into memory)`,
    );
    console.log(
      `${CONNECTIONS} connections, ${DURATION_SEC} s each; server memory ${idleMiB} MiB idle, ${loadedMiB} MiB after load`,
    );
    console.log('| route | requests/s | p50 ms | p99 ms | failures | p99 / trivial p99 |');
    console.log('|---|---|---|---|---|---|');
    /** @type {Array<[string, typeof trivial]>} */
    const rows = [
      ['GET /api/ping (trivial)', trivial],
      ['GET product detail (20,000 ids)', detailRun],
      [`GET category page (${categories} categories x 5 pages)`, categoryRun],
    ];
    for (const [route, r] of rows) {
      const ratio = (r.p99 / Math.max(trivial.p99, 1)).toFixed(2);
      console.log(`| ${route} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.failures} | ${ratio} |`);
    }
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-catalogue-'));
try {
  await measure('PGlite', {}, dataDir);

  await onScratchPostgres('mall_bench', (url) => measure('PostgreSQL', { DATABASE_URL: url }, dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
