import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECTS_MAX_PER_BUYER, SESSION_COOKIE } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { createBuyer, scratchPostgresDatabase, TEST_PASSWORD } from './helper.js';

/**
 * A server process taking writes is killed with SIGKILL in the middle of them and started again on
 * the same data, three times: every write it acknowledged is still there. On PGlite by default, on
 * PostgreSQL in the `server-postgres` project (TEST_DATABASE_URL), once: there the data's
 * durability is the server's own, and one round shows the process acknowledges only what committed.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const EMAIL = 'durable@example.com';
/** Acknowledged writes per round before the kill; the other writers still have theirs in flight. */
const ACKS_BEFORE_KILL = 20;
const WRITERS = 4;
const START_TIMEOUT_MS = 120_000;

const onPostgres = process.env.MALL_TEST_DB === 'postgres';
const ROUNDS = onPostgres ? 1 : 3;
let env: Record<string, string>;
let cleanUp: () => Promise<void>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The database the server will use, with one member buyer in it. */
async function prepare(): Promise<void> {
  let database: Database;
  if (onPostgres) {
    const scratch = await scratchPostgresDatabase('mall_durable');
    database = await openPostgres(scratch.url);
    env = { DATABASE_URL: scratch.url };
    cleanUp = scratch.drop;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-durable-'));
    database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    env = { DATA_DIR: dataDir };
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  await createBuyer(database.db, { email: EMAIL, status: 'member', memberUntil: '2099-12-31' });
  await database.close();
}

interface Server {
  child: ChildProcess;
  url: string;
}

/** The server from its sources, as `npm start` runs it once built. */
async function start(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '0',
      WEB_DIST_DIR: '/nonexistent/web-dist',
      CONSOLE_DIST_DIR: '/nonexistent/console-dist',
      SESSION_SECRET: 'durable-secret-durable-secret-durable',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-5000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server was not healthy in time:\n${output}`);
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/purchase/v1/h5/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: TEST_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`login failed: ${await res.text()}`);
  return cookie.split(';')[0] ?? '';
}

/**
 * Writers adding projects at once; each acknowledged name is recorded, and at the
 * ACKS_BEFORE_KILL-th the server is killed while the others wait for their answers.
 */
async function writeUntilKilled(server: Server, round: number, acknowledged: string[]): Promise<void> {
  const cookie = await login(server.url);
  let acks = 0;
  const exited = once(server.child, 'exit');
  const writer = async (writerId: number) => {
    for (let i = 0; !server.child.killed; i++) {
      const name = `round ${round} writer ${writerId} #${i}`;
      const answer = await fetch(`${server.url}/api/buyer/v1/projects/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name }),
      }).then(
        (res) => res.json() as Promise<{ result: { code: number } }>,
        () => null,
      );
      if (answer?.result.code !== 0) return;
      acknowledged.push(name);
      if (++acks === ACKS_BEFORE_KILL) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
  await exited;
}

beforeAll(prepare, START_TIMEOUT_MS);
afterAll(() => cleanUp?.());

describe(`acknowledged writes after SIGKILL (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    `keeps every acknowledged write through ${ROUNDS === 1 ? 'a kill' : `${ROUNDS} kills`} mid-stream`,
    async () => {
      const acknowledged: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        await writeUntilKilled(await start(), round, acknowledged);
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * ACKS_BEFORE_KILL);

      const server = await start();
      try {
        const cookie = await login(server.url);
        const res = await fetch(`${server.url}/api/buyer/v1/projects?page=1&pageSize=${PROJECTS_MAX_PER_BUYER}`, {
          headers: { cookie },
        });
        const page = (await res.json()) as { data: { list: Array<{ name: string }> } };
        const stored = new Set(page.data.list.map((project) => project.name));
        expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      } finally {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
      }
    },
    ROUNDS * START_TIMEOUT_MS,
  );
});
