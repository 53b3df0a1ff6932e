import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-node-fs.js';
import * as schema from './schema/index.js';

/** The one database type features see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A notification reaches `listen` with the result of the statement that committed it (PGlite, in-process). */
  notifiesAtCommit: boolean;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, for `loadDataDir`. */
  dump?: () => Promise<Blob>;
  listen: Listen;
}

/**
 * Calls `onPayload` with each NOTIFY payload of the channel; answers a function that stops
 * listening. After a lost connection it calls `onPayload(LISTEN_GAP)`: notifications may have been
 * missed, so whatever they keep fresh should be reloaded whole.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
export const LISTEN_GAP = '*';

/** A channel followed from `start` until `stop`: how each in-memory copy of the database subscribes. */
export function subscription(listen: Listen, channel: string, onPayload: (payload: string) => void) {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start(): Promise<void> {
      unlisten = await listen(channel, onPayload);
    },
    async stop(): Promise<void> {
      await unlisten?.();
      unlisten = null;
    },
  };
}

/** How long a lost PostgreSQL listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/** Beside this file in the sources (src/db/migrations), beside the bundle once built (dist/migrations). */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any advisory-lock key works as long as every server process uses the same one. */
const MIGRATION_LOCK_KEY = 7_245_001;

export interface PgliteOptions {
  /** A directory to keep the data in; in memory when absent (tests). */
  dataDir?: string;
  /** Start from a dump (`dumpDataDir`) instead of an empty cluster: skips initdb, which takes seconds. */
  loadDataDir?: Blob;
  /** False: open the cluster as it is, for backup and restore, which must not change what they copy. */
  migrate?: boolean;
}

/**
 * A statement without parameters sent as one simple query: PGlite's `query` always takes the
 * extended protocol, six round trips into the engine, each decoded in JavaScript (decision 011).
 */
function withSimpleQueries(client: PGlite): PGlite {
  const extended = client.query.bind(client);
  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (params && params.length > 0) return extended<T>(text, params, options);
    const results = await client.exec(text, options);
    const last = results[results.length - 1];
    if (!last) throw new Error('PGlite answered a statement with no result');
    return last as Results<T>;
  };
  return client;
}

/**
 * Embedded PostgreSQL, migrated on open. On disk, a commit is acknowledged once it is flushed
 * (fsync), as on a PostgreSQL server: PGlite's own defaults never flush (decision 018).
 */
export async function openPglite({ dataDir, loadDataDir, migrate = true }: PgliteOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir,
    ...(dataDir ? { fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS } : {}),
  });
  const db = drizzlePglite({ client: withSimpleQueries(client), schema });
  if (migrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    notifiesAtCommit: true,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    // In-process: a notification arrives with the result of the statement that committed it.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}

/** A PostgreSQL server. Migrated on open under an advisory lock, so several processes may start at once. */
export async function openPostgres(url: string): Promise<Database> {
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: lockClient }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, an administrator) is replaced on the next
  // query; without a listener its error would end the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  return {
    db: drizzleNodePg({ client: pool, schema }),
    kind: 'postgres',
    notifiesAtCommit: false,
    close: () => pool.end(),
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
  };
}

/** A connection of its own that stays in LISTEN, and connects again when it is lost. */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(true).catch(reconnect), RELISTEN_DELAY_MS);
    // A process that has nothing else to do may end while the listener waits to reconnect.
    retry.unref();
  };
  async function connect(afterGap: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      if (stopped) return;
      process.emitWarning(`PostgreSQL closed the ${channel} listener: ${error.message}`);
      void next.end().catch(() => undefined);
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    if (afterGap) onPayload(LISTEN_GAP);
  }
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/pglite. */
export function openDatabase(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openPglite({ dataDir: path.resolve(config.DATA_DIR, 'pglite') });
}
