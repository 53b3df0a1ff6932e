import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { seedCatalogue } from '../src/db/seed/seed.js';
import { resolveSessionSecret } from '../src/lib/session-secret.js';

/** Small enough to seed in a blink, large enough for several pages in every category. */
export const TEST_PRODUCTS = 300;

export interface TestApp {
  app: FastifyInstance;
  db: Database['db'];
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings on top of the test defaults (no storefront build, silent logs). */
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/**
 * A migrated, empty PGlite cluster as a tarball, made once per set of migrations and shared by the
 * test files through the temp directory: loading it takes half a second, a fresh initdb several.
 */
async function migratedTemplate(): Promise<Blob> {
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(file));
  const templateFile = path.join(tmpdir(), `mall-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(templateFile)) return new Blob([readFileSync(templateFile)]);
  const fresh = await openPglite();
  const dump = await fresh.dump?.();
  await fresh.close();
  if (!dump) throw new Error('PGlite gave no dump');
  // Written aside then renamed, so a test file running in parallel never reads half a template.
  const partial = `${templateFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, templateFile);
  return dump;
}

/**
 * A database of its own: in-memory PGlite, or, in the `server-postgres` project, a fresh database
 * created on TEST_DATABASE_URL's server and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.MALL_TEST_DB !== 'postgres') return openPglite({ loadDataDir: await migratedTemplate() });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('MALL_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The real application over a migrated database seeded with the deterministic test catalogue. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    ...options.env,
  });
  const database = await openTestDatabase();
  await seedCatalogue(database.db, { products: TEST_PRODUCTS });
  const app = await buildApp({
    config,
    db: database.db,
    sessionSecret: resolveSessionSecret(config),
    logger: options.logger,
  });
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Raw SQL rows; both drivers answer `{ rows }`, which the shared Db type leaves untyped. */
export async function queryRows<T>(db: Database['db'], query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
