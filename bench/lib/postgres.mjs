// A database of its own on the machine's PostgreSQL for one benchmark, dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * Runs `measure` with the URL of a fresh database; prints why and skips it when the server does not
 * answer, so the embedded figures still come out on a machine without one.
 * @param {string} prefix
 * @param {(url: string) => Promise<void>} measure
 */
export async function onScratchPostgres(prefix, measure) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    console.log(`\n## PostgreSQL: skipped, ${POSTGRES_URL} does not answer`);
    return;
  }
  const name = `${prefix}_${process.pid}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    await measure(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end().catch(() => undefined);
  }
}

/** @typedef {(sql: string, params?: unknown[]) => Promise<{ rows: any[] }>} Query */

/**
 * Runs `measure` on the embedded PGlite (a fresh data directory), then on a scratch PostgreSQL
 * database, each time with a direct SQL client for the benchmark's own seeding (opened on first use,
 * so after the server's migrations) and its closing.
 * @param {string} prefix
 * @param {(name: string, env: Record<string, string>, dataDir: string, query: Query, done: () => Promise<void>) => Promise<void>} measure
 */
export async function onBothDatabases(prefix, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  try {
    /** @type {PGlite | null} */
    let embedded = null;
    await measure(
      'PGlite',
      {},
      dataDir,
      async (sql, params) => {
        embedded ??= await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
        return embedded.query(sql, params);
      },
      async () => {
        await embedded?.close();
      },
    );

    await onScratchPostgres(prefix.replaceAll('-', '_'), async (url) => {
      const client = new pg.Client({ connectionString: url });
      let connected = false;
      await measure(
        'PostgreSQL',
        { DATABASE_URL: url },
        dataDir,
        async (sql, params) => {
          if (!connected) {
            await client.connect();
            connected = true;
          }
          return client.query(sql, params);
        },
        () => client.end(),
      );
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
