import { SESSION_COOKIE } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, type TestApp } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/client.js';
import { resolveSessionSecret } from '../../lib/session-secret.js';
import { DATABASE_CHECK_TIMEOUT_MS } from './health.service.js';

const ALL_OK = { database: 'ok', migrations: 'ok', catalogue: 'ok', cart: 'ok', search: 'ok' };

/**
 * The test database behind a switch: `down`, every query fails as with a refused connection;
 * `hung`, none is ever answered. A query builder is chained, then awaited: both fail when awaited.
 */
function switchableDb(real: Db) {
  const state = { mode: 'up' as 'up' | 'down' | 'hung' };
  const broken = (): unknown =>
    new Proxy(() => undefined, {
      get: (_target, property) =>
        property === 'then'
          ? (_resolve: unknown, reject: (error: Error) => void) => {
              if (state.mode === 'down') reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
            }
          : () => broken(),
    });
  const db = new Proxy(real, {
    get: (target, property, receiver) =>
      state.mode !== 'up' &&
      ['select', 'execute', 'insert', 'update', 'delete', 'transaction'].includes(String(property))
        ? () => broken()
        : Reflect.get(target, property, receiver),
  });
  return { db, state };
}

/** Another server process on the test app's database, through the switch. */
function buildSwitchedApp(t: TestApp, db: Db): Promise<FastifyInstance> {
  return buildApp({
    // Jobs start with the app: a database down at start would stop it from starting at all.
    config: { ...t.config, RUN_JOBS: false },
    db,
    listen: t.listen,
    notifiesAtCommit: t.notifiesAtCommit,
    sessionSecret: resolveSessionSecret(t.config),
    pluginTimeout: 0,
  });
}

async function readyz(app: FastifyInstance) {
  const res = await app.inject({ url: '/readyz' });
  return { statusCode: res.statusCode, body: res.json() as { status: string; checks: Record<string, string> } };
}

/** Probes as a load balancer would, until the app says it is ready. */
async function untilReady(app: FastifyInstance, limitMs = 20_000) {
  const started = performance.now();
  for (;;) {
    const answer = await readyz(app);
    if (answer.statusCode === 200 || performance.now() - started > limitMs) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 {status: ok}, uncached, outside the API envelope', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers while the database is down, a session cookie notwithstanding: being alive needs no query', async () => {
    const { db, state } = switchableDb(t.db);
    state.mode = 'down';
    const app = await buildSwitchedApp(t, db);
    try {
      const res = await app.inject({ url: '/healthz', headers: { cookie: `${SESSION_COOKIE}=some-session-token` } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    } finally {
      state.mode = 'up';
      await app.close();
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 ready with every check once the read models are loaded', async () => {
    const answer = await untilReady(t.app);
    expect(answer).toEqual({ statusCode: 200, body: { status: 'ready', checks: ALL_OK } });
  });

  it('answers 503 naming the database when it stops answering, the read models still held', async () => {
    const { db, state } = switchableDb(t.db);
    const app = await buildSwitchedApp(t, db);
    try {
      expect((await untilReady(app)).statusCode).toBe(200);
      state.mode = 'down';
      expect(await readyz(app)).toEqual({
        statusCode: 503,
        body: { status: 'not_ready', checks: { ...ALL_OK, database: 'failed', migrations: 'unknown' } },
      });
      state.mode = 'up';
      expect(await readyz(app)).toEqual({ statusCode: 200, body: { status: 'ready', checks: ALL_OK } });
    } finally {
      state.mode = 'up';
      await app.close();
    }
  });

  it('gives a hung database up within its time limit', async () => {
    const { db, state } = switchableDb(t.db);
    const app = await buildSwitchedApp(t, db);
    try {
      expect((await untilReady(app)).statusCode).toBe(200);
      state.mode = 'hung';
      const started = performance.now();
      const answer = await readyz(app);
      expect(performance.now() - started).toBeLessThan(DATABASE_CHECK_TIMEOUT_MS + 1000);
      expect(answer.statusCode).toBe(503);
      expect(answer.body.checks.database).toBe('failed');
    } finally {
      state.mode = 'up';
      await app.close();
    }
  });

  it('keeps a process that started with the database down not ready, catalogue loading, until the probes load it', async () => {
    const { db, state } = switchableDb(t.db);
    state.mode = 'down';
    const app = await buildSwitchedApp(t, db);
    try {
      expect(await readyz(app)).toEqual({
        statusCode: 503,
        body: {
          status: 'not_ready',
          checks: { ...ALL_OK, database: 'failed', migrations: 'unknown', catalogue: 'loading', search: 'loading' },
        },
      });
      // No buyer reaches a process that is not ready: the probes alone must bring it round.
      state.mode = 'up';
      expect(await untilReady(app)).toEqual({ statusCode: 200, body: { status: 'ready', checks: ALL_OK } });
    } finally {
      state.mode = 'up';
      await app.close();
    }
  });

  it('answers 503 with migrations pending when the database lacks the newest migration this build ships', async () => {
    expect((await untilReady(t.app)).statusCode).toBe(200);
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    try {
      expect(await readyz(t.app)).toEqual({
        statusCode: 503,
        body: { status: 'not_ready', checks: { ...ALL_OK, migrations: 'pending' } },
      });
    } finally {
      if (newest) {
        await t.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
        );
      }
    }
    expect((await readyz(t.app)).statusCode).toBe(200);
  });
});
