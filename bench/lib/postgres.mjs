// A database of its own on the machine's PostgreSQL for one benchmark, dropped afterwards.
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
