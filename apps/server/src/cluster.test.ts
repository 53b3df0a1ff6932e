import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase } from '../test/helper.js';

/**
 * `WORKERS=3` on PostgreSQL, from the sources (`node --import tsx src/main.ts`): three server
 * processes answer on one port, a product renamed in the database reaches every one of them within
 * a second (each follows the change notifications), a process that dies is started again, and
 * SIGTERM stops them all. Which process answered is read from the request lines of the log (each
 * carries its pid), never from the answer. Runs in the `server-postgres` project only.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const WORKERS = 3;
/**
 * Three processes compiling the sources as they load: seconds alone, over a minute on two cores
 * shared with the browser journeys. A guard against a hang, not a measure of speed.
 */
const START_TIMEOUT_MS = 240_000;
/** How soon every process must serve a change made in the database. */
const FOLLOW_LIMIT_MS = 1000;

const onPostgres = process.env.MALL_TEST_DB === 'postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const skipReason = !onPostgres
  ? 'it runs in the server-postgres project (set TEST_DATABASE_URL)'
  : !(await postgresReachable())
    ? `PostgreSQL at ${new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432').host} does not answer`
    : null;
if (skipReason) console.log(`cluster test skipped: ${skipReason}`);

interface LogEntry {
  pid: number;
  msg: string;
  [field: string]: unknown;
}

let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let primary: ChildProcess;
const entries: LogEntry[] = [];
/** Which process answered each request, by request id. */
const pidOfRequest = new Map<string, number>();
let port = 0;

/** Resolves with what `probe` finds, looking again every 50 ms; fails when the mall exits or time is up. */
function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const look = () => {
      const found = probe();
      if (found !== undefined) resolve(found);
      else if (primary.exitCode !== null) reject(new Error(`the mall exited:\n${JSON.stringify(entries.slice(-30))}`));
      else if (Date.now() > deadline) reject(new Error(`not in time:\n${JSON.stringify(entries.slice(-30))}`));
      else setTimeout(look, 50);
    };
    look();
  });
}

const logged = (match: (entry: LogEntry) => boolean, timeoutMs: number) =>
  waitFor(() => entries.find(match), timeoutMs);

function readyPids(): number[] {
  return entries.filter((entry) => entry.msg === 'mall is ready').map((entry) => entry.pid);
}

interface Answer {
  name: string;
  requestId: string;
  /** When it was sent and answered, in ms after the change (negative before it). */
  sentAt: number;
  answeredAt: number;
}

/** The product's English name, on a connection of its own, so that each request may go to any process. */
function productName(id: number, since: number): Promise<Answer> {
  const sentAt = performance.now() - since;
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/en/shop/product/detail?id=${id}`,
          agent: false,
          headers: { cookie: 'frontend_lang=en_US' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () =>
            resolve({
              name: JSON.parse(body).data.name,
              requestId: String(res.headers['x-request-id']),
              sentAt,
              answeredAt: performance.now() - since,
            }),
          );
        },
      )
      .on('error', reject);
  });
}

/** Waits for the request lines of these answers, then names the process of each. */
async function withPids(answers: Answer[]): Promise<Array<Answer & { pid: number }>> {
  return waitFor(() => {
    const pids = answers.map((answer) => pidOfRequest.get(answer.requestId));
    if (pids.every((pid) => pid !== undefined)) return answers.map((answer, i) => ({ ...answer, pid: pids[i] ?? 0 }));
  }, 5000);
}

beforeAll(async () => {
  if (skipReason) return;
  scratch = await scratchPostgresDatabase('mall_cluster');
  primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      WORKERS: String(WORKERS),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      REQUEST_LOG_LEVEL: 'info',
      SEED_PRODUCTS: '40',
      WEB_DIST_DIR: '/nonexistent/web-dist',
      CONSOLE_DIST_DIR: '/nonexistent/console-dist',
      DESKTOP_DIST_DIR: '/nonexistent/desktop-dist',
      SESSION_SECRET: 'cluster-secret-cluster-secret-cluster',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const output of [primary.stdout, primary.stderr]) {
    let rest = '';
    output?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        // Every line is JSON: a plain one fails the test here.
        const entry = JSON.parse(line) as LogEntry;
        entries.push(entry);
        if (entry.msg === 'request') pidOfRequest.set(String(entry.reqId), entry.pid);
      }
    });
  }
  await waitFor(() => readyPids().length === WORKERS || undefined, START_TIMEOUT_MS);
  port = Number(entries.find((entry) => entry.msg === 'mall is ready')?.port);
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  if (skipReason) return;
  if (primary.exitCode === null) {
    primary.kill('SIGKILL');
    await once(primary, 'exit');
  }
  await scratch.drop();
});

describe.skipIf(skipReason !== null)(`WORKERS=${WORKERS} on PostgreSQL`, () => {
  it('runs the servers on one port and migrates and seeds once, in the primary', () => {
    const ready = entries.filter((entry) => entry.msg === 'mall is ready');
    expect(new Set(ready.map((entry) => entry.pid)).size).toBe(WORKERS);
    expect(new Set(ready.map((entry) => entry.port))).toEqual(new Set([port]));
    const seeding = entries.filter((entry) => entry.msg === 'empty catalogue: seeding demo products');
    expect(seeding.map((entry) => entry.pid)).toEqual([primary.pid]);
  });

  it(`shows a product renamed in the database from every process within ${FOLLOW_LIMIT_MS} ms`, async () => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number; name_en: string }>(
        'SELECT id, name_en FROM products ORDER BY id LIMIT 1',
      );
      const product = rows[0];
      if (!product) throw new Error('no product seeded');
      // Before: every process answers, with the old name.
      const before = await withPids(
        await Promise.all(Array.from({ length: 4 * WORKERS }, () => productName(product.id, performance.now()))),
      );
      expect(new Set(before.map((answer) => answer.pid)).size).toBe(WORKERS);
      expect(new Set(before.map((answer) => answer.name))).toEqual(new Set([product.name_en]));

      const renamed = `${product.name_en} (renamed)`;
      await client.query('UPDATE products SET name_en = $1 WHERE id = $2', [renamed, product.id]);
      const changedAt = performance.now();
      const answers: Answer[] = [];
      const newNameFrom = new Set<number>();
      while (newNameFrom.size < WORKERS && performance.now() - changedAt < 3 * FOLLOW_LIMIT_MS) {
        const round = await withPids(
          await Promise.all(Array.from({ length: 2 * WORKERS }, () => productName(product.id, changedAt))),
        );
        answers.push(...round);
        for (const answer of round) if (answer.name === renamed) newNameFrom.add(answer.pid);
      }
      const all = await withPids(answers);
      const firstNew = [...newNameFrom].map((pid) =>
        Math.min(...all.filter((a) => a.pid === pid && a.name === renamed).map((a) => a.answeredAt)),
      );
      const stale = all.filter((a) => a.name !== renamed);
      const lastOld = Math.max(0, ...stale.map((a) => a.sentAt));
      console.log(
        `cluster: ${all.length} reads after the rename; each process's first new name at ${firstNew
          .map((ms) => `${Math.round(ms)} ms`)
          .join(', ')}; ${stale.length} old names (the last on a read sent at ${Math.round(lastOld)} ms)`,
      );
      expect(newNameFrom.size).toBe(WORKERS);
      expect(Math.max(...firstNew)).toBeLessThanOrEqual(FOLLOW_LIMIT_MS);
      expect(lastOld).toBeLessThanOrEqual(FOLLOW_LIMIT_MS);
    } finally {
      await client.end();
    }
  });

  it(
    'starts another server process when one dies',
    async () => {
      const [victim] = readyPids();
      process.kill(victim ?? 0, 'SIGKILL');
      const died = await logged((entry) => entry.msg === 'server process died: starting another', 10_000);
      expect(died).toMatchObject({ pid: primary.pid, workerPid: victim, signal: 'SIGKILL', restartInMs: 1000 });
      await waitFor(() => readyPids().length === WORKERS + 1 || undefined, START_TIMEOUT_MS);
    },
    START_TIMEOUT_MS + 30_000,
  );

  it('stops every process on SIGTERM and exits 0', async () => {
    const exit = once(primary, 'exit');
    primary.kill('SIGTERM');
    const [code] = await exit;
    expect(code).toBe(0);
    const live = new Set(
      readyPids()
        .slice(-WORKERS)
        .concat(primary.pid ?? 0),
    );
    const shutDown = entries.filter((entry) => entry.msg === 'shut down').map((entry) => entry.pid);
    expect(new Set(shutDown)).toEqual(live);
  });
});
