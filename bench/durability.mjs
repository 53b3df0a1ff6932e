// `node bench/durability.mjs`: what flushing each commit costs. Single-row commits, one after the
// other, on PGlite with its own defaults (fsync off, never reaching the disk), on PGlite as the
// server opens it (fsync on each commit, decision 018), and on the machine's PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { onScratchPostgres } from './lib/postgres.mjs';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 1000);
const ROW = 'x'.repeat(200);

/** The server's own durable file system, from its sources. */
const { DurableNodeFS, DURABLE_START_PARAMS } = await tsImport(
  '../apps/server/src/db/durable-node-fs.ts',
  import.meta.url,
);

/**
 * Commits per second of single-row inserts, each its own transaction.
 * @param {(text: string, params?: unknown[]) => Promise<unknown>} query
 */
async function commitsPerSecond(query) {
  await query('CREATE TABLE IF NOT EXISTS bench_writes (id serial PRIMARY KEY, body text NOT NULL)');
  const started = performance.now();
  for (let i = 0; i < COMMITS; i++) await query('INSERT INTO bench_writes (body) VALUES ($1)', [ROW]);
  return Math.round(COMMITS / ((performance.now() - started) / 1000));
}

/** @param {(dataDir: string) => Promise<PGlite>} open */
async function onPglite(open) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-fsync-'));
  try {
    const client = await open(dataDir);
    const rate = await commitsPerSecond((text, params) => client.query(text, params));
    await client.close();
    return rate;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`# Durability: ${COMMITS} single-row commits, one after the other, data directory in ${tmpdir()}\n`);
console.log('| database | commits/s |');
console.log('|---|---|');
const relaxed = await onPglite((dataDir) => PGlite.create(dataDir));
console.log(`| PGlite, its defaults (fsync off) | ${relaxed} |`);
const durable = await onPglite((dataDir) =>
  PGlite.create({ dataDir, fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS }),
);
console.log(`| PGlite, as the mall opens it (fsync on each commit) | ${durable} |`);
await onScratchPostgres('mall_bench_fsync', async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const settings = await client.query('SELECT current_setting($1) AS fsync, current_setting($2) AS sync', [
    'fsync',
    'synchronous_commit',
  ]);
  const rate = await commitsPerSecond((text, params) => client.query(text, params));
  await client.end();
  const { fsync, sync } = settings.rows[0];
  console.log(`| PostgreSQL server (fsync ${fsync}, synchronous_commit ${sync}) | ${rate} |`);
});
console.log(`\nCost of flushing on PGlite: ${(relaxed / durable).toFixed(1)}x fewer commits per second.`);
