// `npm run bench:workers`: one server process against two (`WORKERS=2`, docs/decisions/042) on a
// scratch PostgreSQL database: a read mix (product pages, list pages, searches) at 50 connections,
// and a write mix (20 members adding to their carts and posting RFQs in turn, at 20 connections)
// whose every accepted add and RFQ is then found in the database exactly once. The ratio of the
// read mix's requests/s is the figure.
// The read mix is generated twice, by autocannon and by wrk (Debian's `wrk`, when installed): the
// generator shares the machine's two cores with the servers, and wrk takes far less of them.
// BENCH_PRODUCTS sets the catalogue (default 20,000), BENCH_DURATION_SEC each read load (default
// 10), BENCH_WRITES the write mix's requests (default 4,000: a count, so every answer is awaited).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchLogin } from './lib/buyers.mjs';
import { load } from './lib/load.mjs';
import {
  catalogueReadPaths,
  mixedLoad,
  prepareWriters,
  reconcile,
  resetWriters,
  untilReady,
} from './lib/mixed-load.mjs';
import { onScratchPostgres } from './lib/postgres.mjs';
import { cpuDuring, runNode } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';
import { wrkLoad, wrkMissing } from './lib/wrk.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
const READ_CONNECTIONS = 50;
const WRITE_CONNECTIONS = 20;
const WRITERS = 20;
/** Products each writer cycles through: each add lands on one of these cart lines. */
const WRITE_PRODUCTS = 20;
const TARGET_RATIO = 1.7;
const WRITES = Number(process.env.BENCH_WRITES ?? 4000);
/**
 * Uploads made ready per member and run, one held by each RFQ (every other write); autocannon
 * builds some requests it never sends, so there are twice as many.
 */
const PICTURES_PER_WRITER = Math.ceil(WRITES / WRITERS) + WRITE_CONNECTIONS;

/**
 * @param {string} databaseUrl
 * @param {string} dataDir
 */
async function measure(databaseUrl, dataDir) {
  const env = { DATABASE_URL: databaseUrl };
  const seedMs = await runNode(['apps/server/dist/seed-cli.js', '--products', String(PRODUCTS), '--reset'], {
    ...env,
    DATA_DIR: dataDir,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const members = await prepareWriters(client, WRITERS);
    const { rows: products } = await client.query(
      `select id, moq from products where available_en order by id limit ${WRITE_PRODUCTS}`,
    );
    const addable = products.map((row) => ({ id: Number(row.id), moq: Number(row.moq) }));
    const buyerIds = members.map((member) => member.buyerId);

    console.log(`# One server process against two on PostgreSQL (Node ${process.version})`);
    console.log(`${PRODUCTS} products seeded in ${(seedMs / 1000).toFixed(1)} s; ${DURATION_SEC} s per load`);
    const noWrk = wrkMissing();
    if (noWrk) console.log(`The read mix from autocannon only: ${noWrk}`);
    console.log(
      '| processes | read mix requests/s (autocannon) | read p99 ms | read failures | read mix requests/s (wrk) | read p99 ms | read failures | writes/s | write p99 ms | adds accepted (units lost, doubled) | RFQs accepted (lost, beyond) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    /** @type {{ autocannon: Record<number, number>, wrk: Record<number, number> }} */
    const readRate = { autocannon: {}, wrk: {} };
    /** @type {Array<{ generator: string, workers: number, serverCores: number, serverCpuSeconds: number, postgresCores: number, otherCores: number, seconds: number, requestsPerSec: number }>} */
    const cpu = [];
    for (const workers of [1, 2]) {
      const pictures = await resetWriters(client, members, PICTURES_PER_WRITER);
      const server = await startServer({ dataDir, env: { ...env, WORKERS: String(workers) } });
      try {
        await untilReady(server.url);
        /** @type {import('./lib/mixed-load.mjs').Writer[]} */
        const writers = [];
        for (const member of members) {
          const cookie = await benchLogin(server.url, member.email);
          writers.push({ ...member, cookie, pictures: pictures.get(member.buyerId) ?? [] });
        }
        const paths = catalogueReadPaths(PRODUCTS);
        await load({ url: server.url, connections: READ_CONNECTIONS, durationSec: 3, paths });
        const options = { url: server.url, connections: READ_CONNECTIONS, durationSec: DURATION_SEC, paths };
        const readCpu = await cpuDuring(server.pid, () => load(options));
        const read = readCpu.result;
        cpu.push({ generator: 'autocannon', workers, ...readCpu, requestsPerSec: read.requestsPerSec });
        const wrkCpu = noWrk ? undefined : await cpuDuring(server.pid, () => wrkLoad(options));
        const readByWrk = wrkCpu?.result;
        if (wrkCpu && readByWrk)
          cpu.push({ generator: 'wrk', workers, ...wrkCpu, requestsPerSec: readByWrk.requestsPerSec });
        const write = await mixedLoad({
          url: server.url,
          connections: WRITE_CONNECTIONS,
          amount: WRITES,
          writers,
          products: addable,
        });
        const found = await reconcile(client, buyerIds, write);
        readRate.autocannon[workers] = read.requestsPerSec;
        if (readByWrk) readRate.wrk[workers] = readByWrk.requestsPerSec;
        const wrkColumns = readByWrk
          ? `${readByWrk.requestsPerSec} | ${readByWrk.p99} | ${readByWrk.failures}`
          : '- | - | -';
        console.log(
          `| ${workers} | ${read.requestsPerSec} | ${read.p99} | ${read.failures} | ${wrkColumns} | ${write.requestsPerSec} | ${write.p99} | ${found.units} units on ${found.lines} lines (${found.lost}, ${found.doubled}) | ${found.rfqs} (${found.rfqsLost}, ${found.rfqsBeyond}) |`,
        );
        if (write.failures || write.refused)
          console.log(`  writes failed: ${write.failures}, refused: ${write.refused}`);
      } finally {
        await server.stop();
      }
    }
    console.log('\nWhere the two cores went during the read mix (cores used on average):');
    console.log(
      '| generator | processes | servers | PostgreSQL | the rest (generator, kernel) | server CPU ms per 1,000 requests |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const row of cpu) {
      const perThousand = (row.serverCpuSeconds * 1e6) / (row.requestsPerSec * row.seconds);
      console.log(
        `| ${row.generator} | ${row.workers} | ${row.serverCores.toFixed(2)} | ${row.postgresCores.toFixed(2)} | ${row.otherCores.toFixed(2)} | ${perThousand.toFixed(0)} |`,
      );
    }
    for (const [generator, rate] of Object.entries(readRate)) {
      if (!rate[1]) continue;
      const ratio = (rate[2] ?? 0) / rate[1];
      console.log(
        `Read mix from ${generator}, 2 processes / 1: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'not met'})`,
      );
    }
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-workers-'));
try {
  await onScratchPostgres('mall_bench_workers', (url) => measure(url, dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
