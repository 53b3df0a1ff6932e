// `npm run bench:import`: a 100,000-row product CSV imported through the console API while buyers
// read product pages; product detail latency before and during the import, and how long it took.

import { once } from 'node:events';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from './lib/load.mjs';
import { onScratchPostgres } from './lib/postgres.mjs';
import { runNode } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
// BENCH_POSTGRES=0 measures PGlite only.
const ADMIN = { email: 'bench-admin@mall.example', password: 'bench-admin-password' };

/** @param {string} first12 */
function ean(first12) {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/**
 * The import file: new products, half of them updating existing codes of the seed (690...).
 * @param {string} file
 * @param {{ categoryId: number, shopCode: string, header: string }} template
 */
async function writeCsv(file, { categoryId, shopCode, header }) {
  const out = createWriteStream(file);
  out.write(`\uFEFF${header}\r\n`);
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const code = i % 2 === 0 ? ean(`490${String(i).padStart(9, '0')}`) : ean(`690${String(i).padStart(9, '0')}`);
    const line = `${code},Bench Imported Part ${i},基准导入零件 ${i},Benchco,基准牌,${categoryId},${shopCode},pcs,件,10,7,1.20,1.50,8.00,9.90,"en,cn",true,<p>Imported part ${i}</p>,<p>导入零件 ${i}</p>,,\r\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** @param {string} baseUrl */
async function login(baseUrl) {
  const res = await fetch(`${baseUrl}/api/console/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`console login failed: ${await res.text()}`);
  return cookie;
}

/**
 * @param {string} name
 * @param {Record<string, string>} env
 * @param {string} dataDir
 */
async function measure(name, env, dataDir) {
  await runNode(['apps/server/dist/seed-cli.js', '--products', String(PRODUCTS), '--reset'], {
    ...env,
    DATA_DIR: dataDir,
  });
  const server = await startServer({
    dataDir,
    env: { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    await fetch(`${server.url}/api/en/shop/product/detail?id=1`);
    const cookie = await login(server.url);
    const headers = { cookie, origin: server.url };
    const template = await (await fetch(`${server.url}/api/console/v1/products/import/template`, { headers })).text();
    const [header = '', example = ''] = template.replace(/^\uFEFF/, '').split('\r\n');
    const cells = example.split(',');
    const columns = header.split(',');
    const categoryId = Number(cells[columns.indexOf('category_id')]);
    const shopCode = cells[columns.indexOf('shop_code')] ?? '';
    const file = join(dataDir, 'import.csv');
    await writeCsv(file, { categoryId, shopCode, header });

    const detail = Array.from(
      { length: 20_000 },
      (_, i) => `/api/en/shop/product/detail?id=${((i * 7919) % PRODUCTS) + 1}`,
    );
    const base = { url: server.url, connections: CONNECTIONS, durationSec: DURATION_SEC, paths: detail };
    // The first window after a start waits for the catalogue to load: a warm-up, not counted.
    await load(base);
    const before = await load(base);

    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'import.csv');
    const previewStarted = performance.now();
    const preview = await (
      await fetch(`${server.url}/api/console/v1/products/import/preview`, { method: 'POST', headers, body: form })
    ).json();
    const previewMs = performance.now() - previewStarted;
    if (preview.status !== 200) throw new Error(`preview failed: ${JSON.stringify(preview.result)}`);
    const { id, create_count: creates, update_count: updates, reject_count: rejects } = preview.data;

    const started = performance.now();
    const confirmed = await (
      await fetch(`${server.url}/api/console/v1/products/import/confirm`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      })
    ).json();
    if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.result)}`);
    /** @type {Array<Awaited<ReturnType<typeof load>>>} */
    const during = [];
    let state = 'queued';
    let doneMs = 0;
    const watch = (async () => {
      while (state !== 'done' && state !== 'failed') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const status = await (
          await fetch(`${server.url}/api/console/v1/products/import/status?id=${id}`, { headers })
        ).json();
        state = status.data.state;
      }
      doneMs = performance.now() - started;
    })();
    // Windows of load while the import runs; the last may end after it.
    while (state !== 'done' && state !== 'failed') during.push(await load(base));
    await watch;
    const worstP99 = Math.max(...during.map((run) => run.p99));
    const p50s = during.map((run) => run.p50).sort((a, b) => a - b);

    console.log(
      `\n## ${name}: ${PRODUCTS} products; import of ${IMPORT_ROWS} rows (${creates} new, ${updates} updates, ${rejects} rejected)`,
    );
    console.log(
      `preview (upload, check, stage) ${(previewMs / 1000).toFixed(1)} s; import ${state} in ${(doneMs / 1000).toFixed(1)} s after confirm`,
    );
    console.log(`product detail at ${CONNECTIONS} connections, windows of ${DURATION_SEC} s:`);
    console.log('| when | requests/s | p50 ms | p99 ms | failures |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| before the import | ${before.requestsPerSec} | ${before.p50} | ${before.p99} | ${before.failures} |`,
    );
    for (const [index, run] of during.entries()) {
      console.log(
        `| during, window ${index + 1} | ${run.requestsPerSec} | ${run.p50} | ${run.p99} | ${run.failures} |`,
      );
    }
    console.log(
      `during the import: median window p50 ${p50s[Math.floor(p50s.length / 2)]} ms, worst window p99 ${worstP99} ms (target < 50 ms)`,
    );
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-import-'));
try {
  await measure('PGlite', {}, dataDir);
  if (process.env.BENCH_POSTGRES !== '0') {
    await onScratchPostgres('mall_bench', (url) => measure('PostgreSQL', { DATABASE_URL: url }, dataDir));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
