// `npm run bench:soak`: the built mall on a scratch PostgreSQL database under a mixed load for ten
// minutes at 200 connections: four reads (product pages, list pages, searches) to one write (cart
// adds and RFQs in turn, 20 members). Printed per minute: requests/s, p50, p99, failures, refused
// writes and the server's resident memory (every process of it, the median of readings every 5 s);
// at the end, the memory's drift (last minute against the second) and every accepted write looked
// for in the database.
// BENCH_SOAK_MINUTES (default 10), BENCH_CONNECTIONS (default 200), BENCH_PRODUCTS (default
// 20,000), WORKERS (default 1) change the run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchLogin } from './lib/buyers.mjs';
import {
  catalogueReadPaths,
  freshPictures,
  mixedLoad,
  prepareWriters,
  reconcile,
  resetWriters,
  untilReady,
} from './lib/mixed-load.mjs';
import { onScratchPostgres } from './lib/postgres.mjs';
import { residentMiB, runNode } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const WORKERS = process.env.WORKERS ?? '1';
const WRITERS = 20;
/** Lines each member's adds land on: below the cart's line limit, each line far below the quantity cap. */
const WRITE_PRODUCTS = 100;
/** Reads per write. */
const READ_EVERY = 4;
/** Pictures each member holds at the start of every minute: more than a minute's RFQs at these rates. */
const PICTURES_PER_MINUTE = 1500;
const MEMORY_DRIFT_LIMIT = 0.1;

/**
 * Resident memory of a process and every process under it (a cluster's workers), in MiB.
 * @returns {number}
 */
function treeMiB(/** @type {number} */ pid) {
  /** @type {string[]} */
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // the process has gone
  }
  return residentMiB(pid) + children.reduce((/** @type {number} */ sum, child) => sum + treeMiB(Number(child)), 0);
}

/**
 * @param {string} databaseUrl
 * @param {string} dataDir
 */
async function soak(databaseUrl, dataDir) {
  const env = { DATABASE_URL: databaseUrl, WORKERS };
  await runNode(['apps/server/dist/seed-cli.js', '--products', String(PRODUCTS), '--reset'], {
    ...env,
    DATA_DIR: dataDir,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const server = await startServer({ dataDir, env });
  try {
    const members = await prepareWriters(client, WRITERS);
    const { rows } = await client.query(
      `select id, moq from products where available_en order by id limit ${WRITE_PRODUCTS}`,
    );
    const products = rows.map((row) => ({ id: Number(row.id), moq: Number(row.moq) }));
    const pictures = await resetWriters(client, members, PICTURES_PER_MINUTE);
    await untilReady(server.url);
    /** @type {import('./lib/mixed-load.mjs').Writer[]} */
    const writers = [];
    for (const member of members) {
      const cookie = await benchLogin(server.url, member.email);
      writers.push({ ...member, cookie, pictures: pictures.get(member.buyerId) ?? [] });
    }
    const readPaths = catalogueReadPaths(PRODUCTS);

    console.log(`# Soak: ${MINUTES} minutes at ${CONNECTIONS} connections on PostgreSQL (Node ${process.version})`);
    console.log(
      `${PRODUCTS} products, WORKERS=${WORKERS}; ${READ_EVERY} reads to 1 write (cart adds and RFQs in turn, ${WRITERS} members)`,
    );
    console.log('| minute | requests/s | p50 ms | p99 ms | failures | writes refused | server MiB (median) |');
    console.log('|---|---|---|---|---|---|---|');
    /** @type {Map<string, number>} */
    const added = new Map();
    /** @type {number[]} */
    const rfqIds = [];
    /** @type {number[]} */
    const memory = [];
    let failures = 0;
    let refused = 0;
    for (let minute = 1; minute <= MINUTES; minute++) {
      for (const writer of writers) {
        const missing = PICTURES_PER_MINUTE - writer.pictures.length;
        if (missing > 0) writer.pictures.push(...(await freshPictures(client, writer.buyerId, missing)));
      }
      // The memory read every 5 s through the minute, its median the minute's figure: one reading
      // would land anywhere in the garbage collector's cycle.
      /** @type {number[]} */
      const readings = [];
      const sampler = setInterval(() => readings.push(treeMiB(server.pid)), 5000);
      const run = await mixedLoad({
        url: server.url,
        connections: CONNECTIONS,
        durationSec: 60,
        writers,
        products,
        readPaths,
        readEvery: READ_EVERY,
      });
      for (const [key, quantity] of run.added) added.set(key, (added.get(key) ?? 0) + quantity);
      rfqIds.push(...run.rfqIds);
      failures += run.failures;
      refused += run.refused;
      clearInterval(sampler);
      readings.sort((a, b) => a - b);
      const mib = readings[Math.floor(readings.length / 2)] ?? treeMiB(server.pid);
      memory.push(mib);
      console.log(
        `| ${minute} | ${run.requestsPerSec} | ${run.p50} | ${run.p99} | ${run.failures} | ${run.refused} | ${mib} |`,
      );
    }
    const second = memory[1] ?? memory[0] ?? 0;
    const last = memory.at(-1) ?? 0;
    const drift = (last - second) / Math.max(second, 1);
    console.log(
      `Failures ${failures}, writes refused ${refused}. Memory: ${second} MiB in minute 2, ${last} MiB in the last (${(drift * 100).toFixed(1)}%; flat within ${MEMORY_DRIFT_LIMIT * 100}%: ${Math.abs(drift) <= MEMORY_DRIFT_LIMIT ? 'yes' : 'no'})`,
    );
    // A minute ends with requests in flight: the server may carry out a write whose answer the load
    // generator no longer reads, so up to a connection's worth per minute can be found beyond.
    const found = await reconcile(
      client,
      members.map((member) => member.buyerId),
      { added, rfqIds },
    );
    console.log(
      `Writes accepted: ${found.units} units on ${found.lines} cart lines (lost ${found.lost}, beyond ${found.doubled}), ${found.rfqs} RFQs (lost ${found.rfqsLost}, beyond ${found.rfqsBeyond}; at most ${MINUTES * CONNECTIONS} writes cut unanswered at the minutes' ends)`,
    );
  } finally {
    await server.stop();
    await client.end();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-soak-'));
try {
  await onScratchPostgres('mall_bench_soak', (url) => soak(url, dataDir));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
