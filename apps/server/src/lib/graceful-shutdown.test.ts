import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, latch, queryRows, scratchPostgresDatabase } from '../../test/helper.js';
import { closeApp, drainOnClose } from './graceful-shutdown.js';
import { createLogger } from './logger.js';

/**
 * The server from its sources (`node --import tsx src/main.ts`, as `npm start` runs it once built)
 * takes SIGTERM in the middle of a steady load: whatever it had accepted is answered in full, an
 * idle kept-alive connection does not hold it up, and it exits 0 saying so, in JSON lines only.
 * On PGlite by default, on PostgreSQL in the `server-postgres` project.
 */

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const LOOPS = 50;
/** Answers received before the signal: the load is under way, however slow the machine is today. */
const ANSWERS_BEFORE_SIGNAL = 2 * LOOPS;
/** The slow request's body arrives over this long, most of it after the signal. */
const TRICKLE_MS = 1500;
/** Seconds alone; most of a minute on two cores shared with the browser journeys. A guard against a hang. */
const START_TIMEOUT_MS = 180_000;

const onPostgres = process.env.MALL_TEST_DB === 'postgres';
let env: Record<string, string>;
let cleanUp: () => Promise<void>;
/** The server started, killed after the tests if a failure left it running. */
let child: ChildProcess | undefined;

beforeAll(async () => {
  if (onPostgres) {
    const scratch = await scratchPostgresDatabase('mall_shutdown');
    env = { DATABASE_URL: scratch.url };
    cleanUp = scratch.drop;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-shutdown-'));
    env = { DATA_DIR: dataDir };
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  await cleanUp?.();
});

interface Server {
  child: ChildProcess;
  port: number;
  /** Every line the process wrote, standard output and error together. */
  lines: string[];
}

async function start(): Promise<Server> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_PRODUCTS: '40',
      WEB_DIST_DIR: '/nonexistent/web-dist',
      CONSOLE_DIST_DIR: '/nonexistent/console-dist',
      DESKTOP_DIST_DIR: '/nonexistent/desktop-dist',
      SESSION_SECRET: 'shutdown-secret-shutdown-secret-shutdown',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  const lines: string[] = [];
  let started = false;
  let ready: (port: number) => void = () => {};
  const readyPort = new Promise<number>((resolve) => {
    ready = (port) => {
      started = true;
      resolve(port);
    };
  });
  for (const output of [server.stdout, server.stderr]) {
    let rest = '';
    output?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line.includes('"mall is ready"')) ready(JSON.parse(line).port);
      }
    });
  }
  const exited = once(server, 'exit').then(() => {
    if (!started) throw new Error(`The server exited while starting:\n${lines.join('\n')}`);
    return 0;
  });
  const port = await Promise.race([readyPort, exited]);
  return { child: server, port, lines };
}

/**
 * A request whose body takes TRICKLE_MS to arrive: in flight when the signal comes. It asks for a
 * `100 Continue` (RFC 9110), which Node sends once it has read the request's head: `accepted` is
 * called then, and the body starts.
 */
function slowRequest(port: number, accepted: () => void): Promise<{ status: number; requestId: string }> {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }).padEnd(400, ' ');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/purchase/v1/h5/customer/login',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const pieces = 10;
    let piece = 0;
    const next = () => {
      req.write(body.slice((piece * body.length) / pieces, ((piece + 1) * body.length) / pieces));
      if (++piece === pieces) req.end();
      else setTimeout(next, TRICKLE_MS / pieces);
    };
    req.on('continue', () => {
      accepted();
      next();
    });
    req.flushHeaders();
  });
}

/** A kept-alive connection that asked once and then stays idle; `closed` resolves when the server closes it. */
async function idleKeptAlive(port: number): Promise<{ closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  await once(socket, 'data');
  socket.resume();
  return { closed: once(socket, 'close').then(() => undefined) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`SIGTERM under load (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'answers every request it accepted in full, closes idle connections, and exits 0',
    async () => {
      const server = await start();
      const base = `http://127.0.0.1:${server.port}`;
      const statuses: number[] = [];
      /** The request ids of every answer the clients received whole. */
      const received = new Set<string>();
      /** Answers cut after the server had begun sending them: must stay empty. */
      const cut: string[] = [];
      /** Loops ended by a refused connection, or one reset before the server read the request. */
      let refused = 0;
      let answeredAfterSignal = 0;
      let signalled = false;

      const loop = async () => {
        for (;;) {
          let res: Response;
          try {
            res = await fetch(`${base}/api/en/shop/product/recommend?page=1&pageSize=20`);
          } catch {
            refused++;
            return;
          }
          try {
            await res.json();
          } catch (error) {
            cut.push(String(error));
            return;
          }
          statuses.push(res.status);
          received.add(res.headers.get('x-request-id') ?? 'missing');
          if (signalled) answeredAfterSignal++;
        }
      };
      const loops = Array.from({ length: LOOPS }, loop);
      const idle = await idleKeptAlive(server.port);
      await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(ANSWERS_BEFORE_SIGNAL), {
        timeout: START_TIMEOUT_MS,
        interval: 50,
      });
      const answeredBeforeSignal = statuses.length;

      const exit = once(server.child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      const slowAccepted = latch();
      const slow = slowRequest(server.port, slowAccepted.fire);
      // The server has read the slow request's head; most of its body comes after the signal.
      await slowAccepted.fired;
      const signalledAt = performance.now();
      signalled = true;
      server.child.kill('SIGTERM');

      const slowAnswer = await slow;
      received.add(slowAnswer.requestId);
      const slowAnsweredAfterMs = performance.now() - signalledAt;
      await Promise.all(loops);
      await idle.closed;
      const [code, signal] = await exit;

      expect(answeredAfterSignal).toBeGreaterThan(0);
      expect(cut).toEqual([]);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(slowAnswer.status).toBe(200);
      expect(slowAnsweredAfterMs).toBeGreaterThan(TRICKLE_MS / 2);
      expect({ code, signal }).toEqual({ code: 0, signal: null });

      // Only JSON lines; each request answered (but /healthz, logged at warn) is one line with its id, and reached its client.
      const entries = server.lines.filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
      const requestLines = entries.filter((entry) => entry.msg === 'request');
      expect(requestLines.filter((entry) => entry.statusCode !== 200)).toEqual([]);
      expect(requestLines.map((entry) => entry.reqId).filter((id) => !received.has(String(id)))).toEqual([]);
      const logged = new Set(requestLines.map((entry) => String(entry.reqId)));
      expect([...received].filter((id) => !logged.has(id))).toEqual([]);
      expect(entries.find((entry) => entry.msg === 'shutting down')).toMatchObject({ signal: 'SIGTERM' });
      // Drained, not cut: every connection ended by itself before the drain limit.
      expect(entries.filter((entry) => String(entry.msg).startsWith('connections still open'))).toEqual([]);
      const shutDown = entries.find((entry) => entry.msg === 'shut down');
      expect(shutDown).toBeDefined();
      console.log(
        `shutdown under load: ${statuses.length} answers (${answeredBeforeSignal} before SIGTERM, ${answeredAfterSignal} after), ` +
          `${refused} loops refused after close, 0 cut, slow request 200 after ${Math.round(slowAnsweredAfterMs)} ms, ` +
          `shut down in ${shutDown?.ms} ms, exit ${code}`,
      );
    },
    START_TIMEOUT_MS + 30_000,
  );
});

describe('closeApp', () => {
  it('lets the running job finish before the app closes, and starts no other', async () => {
    const t = await buildTestApp({ noCatalogue: true });
    try {
      const gate = latch();
      const running = latch();
      t.app.jobs.register('test.slow', async () => {
        running.fire();
        await gate.fired;
      });
      t.app.jobs.register('test.after', async () => {});
      await t.app.ready();
      await t.app.jobs.enqueue(t.db, { kind: 'test.slow', maxAttempts: 1 });
      await running.fired;
      await t.app.jobs.enqueue(t.db, { kind: 'test.after', maxAttempts: 1 });

      let closed = false;
      const closing = closeApp(t.app, createLogger('silent')).then(() => {
        closed = true;
      });
      await sleep(200);
      expect(closed).toBe(false);
      gate.fire();
      await closing;
      const jobs = await queryRows<{ kind: string; status: string }>(
        t.db,
        sql`SELECT kind, status FROM jobs WHERE kind LIKE 'test.%' ORDER BY id`,
      );
      expect(jobs).toEqual([
        { kind: 'test.slow', status: 'done' },
        { kind: 'test.after', status: 'queued' },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('closeApp: the drain limit', () => {
  /**
   * A listening app whose closing takes `closingMs` in an onClose hook, what its logger wrote, and
   * a promise kept once its slow route has begun answering.
   */
  async function listening(closingMs: number) {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => lines.push(line) });
    const app = Fastify({ loggerInstance: log as FastifyBaseLogger });
    drainOnClose(app);
    let begun: () => void = () => undefined;
    const slowBegun = new Promise<void>((resolve) => {
      begun = resolve;
    });
    app.get('/slow', async () => {
      begun();
      await sleep(1000);
      return { ok: true };
    });
    app.addHook('onClose', () => sleep(closingMs));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const warnings = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg.startsWith('connections'));
    return { app, log, port, warnings, slowBegun };
  }

  it('bounds the connections alone: a slow hook after the last connection closed cuts nothing', async () => {
    const { app, log, warnings } = await listening(400);
    await closeApp(app, log, 100);
    expect(warnings()).toEqual([]);
  });

  it('cuts a connection still open at the limit, and says so', async () => {
    const { app, log, port, warnings, slowBegun } = await listening(0);
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then(
      (res) => res.status,
      () => 'cut',
    );
    // Closed once the request is being answered: a request arriving after the close began is refused (503).
    await slowBegun;
    await closeApp(app, log, 100);
    expect(await answer).toBe('cut');
    expect(warnings()).toMatchObject([{ level: 40, limitMs: 100 }]);
  });
});
