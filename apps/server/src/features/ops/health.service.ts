import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
// The journal this build ships (bundled in, so it is the one beside the migrations it was built with).
import journal from '../../db/migrations/meta/_journal.json' with { type: 'json' };
import { integerLiteral } from '../../lib/sql-literal.js';
import type { CartMemory } from '../cart/cart-memory.js';
import type { CatalogMemory } from '../catalog/catalog-memory.js';
import type { SearchIndex } from '../search/search-index.js';

/**
 * A database slower than this to answer counts as unreachable: below the 2 s probe timeout that
 * docs/decisions/040 asks of load balancers, so the probe hears "not ready" rather than nothing.
 */
export const DATABASE_CHECK_TIMEOUT_MS = 1000;
/**
 * Probes arriving while a check is unanswered share it, so a hung database does not collect a
 * query per probe; one still unanswered after this is given up and the next probe sends another.
 */
const DATABASE_CHECK_ABANDON_MS = 10_000;

/**
 * The newest migration's time: drizzle's migrator records it (`created_at`) when it applies it, and
 * applies every migration newer than the newest recorded.
 */
const SHIPPED_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

export interface ReadinessChecks {
  database: 'ok' | 'failed';
  /** `unknown` when the database could not be asked. */
  migrations: 'ok' | 'pending' | 'unknown';
  catalogue: 'ok' | 'loading';
  cart: 'ok' | 'loading';
  search: 'ok' | 'loading';
}

export interface ReadinessDeps {
  db: Db;
  catalogue: Pick<CatalogMemory, 'status' | 'sync'>;
  cart: Pick<CartMemory, 'following'>;
  search: Pick<SearchIndex, 'built' | 'current'>;
  log: FastifyBaseLogger;
}

/** The value of `promise`, or `fallback` when it takes longer than `ms`. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

type DatabaseChecks = Pick<ReadinessChecks, 'database' | 'migrations'>;
const UNREACHABLE: DatabaseChecks = { database: 'failed', migrations: 'unknown' };

/** What `/readyz` checks: the database, its migrations, and the read models this process serves from. */
export function createReadiness({ db, catalogue, cart, search, log }: ReadinessDeps) {
  let pending: { sentAt: number; result: Promise<DatabaseChecks> } | null = null;

  async function askDatabase(): Promise<DatabaseChecks> {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      log.warn({ err: error }, 'readiness: the database did not answer');
      return UNREACHABLE;
    }
    try {
      const result = await db.execute(
        sql`select exists (select 1 from drizzle.__drizzle_migrations where created_at >= ${integerLiteral(SHIPPED_MIGRATION)}) as applied`,
      );
      const [row] = (result as unknown as { rows: Array<{ applied: boolean }> }).rows;
      return { database: 'ok', migrations: row?.applied ? 'ok' : 'pending' };
    } catch (error) {
      log.warn({ err: error }, 'readiness: the applied migrations could not be read');
      return { database: 'ok', migrations: 'unknown' };
    }
  }

  function databaseChecks(): Promise<DatabaseChecks> {
    const now = performance.now();
    if (!pending || now - pending.sentAt > DATABASE_CHECK_ABANDON_MS) {
      const check = { sentAt: now, result: askDatabase() };
      void check.result.finally(() => {
        if (pending === check) pending = null;
      });
      pending = check;
    }
    return within(pending.result, DATABASE_CHECK_TIMEOUT_MS, UNREACHABLE);
  }

  /**
   * A read model whose first load failed (the database was down at start) loads again here: a
   * process that is not ready gets no traffic, so no read of a buyer would ever retry it.
   */
  function readModels(): Pick<ReadinessChecks, 'catalogue' | 'cart' | 'search'> {
    const catalogueLoaded = catalogue.status().loaded;
    if (!catalogueLoaded) {
      catalogue.sync().catch((error: unknown) => log.warn({ err: error }, 'readiness: the catalogue did not load'));
    } else if (!search.built()) {
      search.current().catch((error: unknown) => log.warn({ err: error }, 'readiness: the search index did not build'));
    }
    return {
      catalogue: catalogueLoaded ? 'ok' : 'loading',
      cart: cart.following() ? 'ok' : 'loading',
      search: search.built() ? 'ok' : 'loading',
    };
  }

  return {
    /** Every check; ready when each is `ok`. */
    async check(): Promise<{ ready: boolean; checks: ReadinessChecks }> {
      const models = readModels();
      const checks: ReadinessChecks = { ...(await databaseChecks()), ...models };
      return { ready: Object.values(checks).every((state) => state === 'ok'), checks };
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
