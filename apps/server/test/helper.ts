import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCRYPT_PARAMS, SESSION_COOKIE } from '@mall/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, onTestFinished } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { buyers } from '../src/db/schema/index.js';
import { seedCatalogue } from '../src/db/seed/seed.js';
import { type CatalogMemory, createCatalogMemory } from '../src/features/catalog/catalog-memory.js';
import { type PasswordHasher, scryptHasherAt } from '../src/lib/password.js';
import { resolveSessionSecret } from '../src/lib/session-secret.js';

/**
 * scrypt at a test's cost. The mall's own cost takes over half a second of a core per hash or
 * login; a test of that cost passes `scryptHasher` itself.
 */
export const TEST_HASHER: PasswordHasher = scryptHasherAt({ ...SCRYPT_PARAMS, N: 2 ** 10 });

/** Small enough to seed in a blink, large enough for several pages in every category. */
export const TEST_PRODUCTS = 300;

/**
 * For a test that starts PostgreSQL from an empty cluster (initdb and every migration, some on disk
 * with fsync): seconds alone, tens of seconds while the other test files share the machine, and
 * past two minutes on a slow machine's two cores under the journeys' browsers and servers.
 */
export const FRESH_CLUSTER_TIMEOUT_MS = 300_000;

/**
 * Makes scratch directories named `prefix…` (a PGlite cluster, a lock file), each removed once the
 * calling file's tests are done. Call it at the top of a test file.
 */
export function scratchDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database['db'];
  listen: Database['listen'];
  notifiesAtCommit: boolean;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings on top of the test defaults (no storefront build, silent logs). */
  env?: Record<string, string>;
  logger?: AppOptions['logger'];
  clock?: AppOptions['clock'];
  /** `TEST_HASHER` unless given. */
  passwords?: AppOptions['passwords'];
  /** Skip the demo catalogue (tests of accounts do not need it). */
  noCatalogue?: boolean;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** The migrations' fingerprint: a template made from other migrations is never used. */
function migrationsHash(): string {
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite cluster as a tarball, made once per set of migrations and shared by the
 * test files through the temp directory: loading it takes half a second, a fresh initdb several.
 */
async function migratedTemplate(): Promise<Blob> {
  const templateFile = path.join(tmpdir(), `mall-test-pglite-${migrationsHash()}.tar`);
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

/** Runs statements on the server's maintenance connection (TEST_DATABASE_URL). */
async function onTestServer<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('MALL_TEST_DB=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_PREFIX = 'mall_test_template_';

/**
 * The name of a migrated, empty database on the tests' server, made once per set of migrations:
 * a copy of it takes a fraction of running every migration in each test file's database. Made
 * under a name of its own and renamed when complete, so a file never copies half a template; of
 * two made at once, the second is dropped.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  const exists = await onTestServer((admin) => admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]));
  if (exists.rowCount) return name;
  const scratch = await scratchPostgresDatabase('mall_test_making');
  const database = await openPostgres(scratch.url);
  await database.close();
  await onTestServer(async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${new URL(scratch.url).pathname.slice(1)} RENAME TO ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error;
      await scratch.drop();
      return;
    }
    // Templates of earlier migrations are of no more use.
    const stale = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2',
      [`${TEMPLATE_PREFIX}%`, name],
    );
    for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  });
  return name;
}

/** A fresh database on TEST_DATABASE_URL's server (empty, or a copy of `template`): its URL, and how to drop it. */
export async function scratchPostgresDatabase(
  prefix = 'mall_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onTestServer((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: databaseUrl(name),
    drop: () => onTestServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * A database of its own: in-memory PGlite, or, in the `server-postgres` project, a fresh copy of the
 * migrated template on TEST_DATABASE_URL's server, dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.MALL_TEST_DB !== 'postgres') return openPglite({ loadDataDir: await migratedTemplate() });
  const scratch = await scratchPostgresDatabase('mall_test', await migratedPostgresTemplate());
  const database = await openPostgres(scratch.url);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** The real application over a migrated database seeded with the deterministic test catalogue. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    CONSOLE_DIST_DIR: '/nonexistent/console-dist',
    DESKTOP_DIST_DIR: '/nonexistent/desktop-dist',
    SESSION_SECRET: 'test-secret-test-secret-test-secret',
    ...options.env,
  });
  const database = await openTestDatabase();
  if (!options.noCatalogue) await seedCatalogue(database.db, { products: TEST_PRODUCTS });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    notifiesAtCommit: database.notifiesAtCommit,
    sessionSecret: resolveSessionSecret(config),
    logger: options.logger,
    clock: options.clock,
    passwords: options.passwords ?? TEST_HASHER,
    pluginTimeout: 0,
  });
  return {
    app,
    db: database.db,
    listen: database.listen,
    notifiesAtCommit: database.notifiesAtCommit,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Another server on the test app's database, as a second process of a deployment would be. */
export function buildTwinApp(
  t: TestApp,
  options: Partial<Pick<AppOptions, 'clock' | 'listen' | 'passwords'>> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: t.config,
    db: t.db,
    listen: options.listen ?? t.listen,
    // A listener other than the database's own may hold notifications back.
    notifiesAtCommit: options.listen ? false : t.notifiesAtCommit,
    sessionSecret: resolveSessionSecret(t.config),
    clock: options.clock,
    passwords: options.passwords ?? TEST_HASHER,
    pluginTimeout: 0,
  });
}

/** Raw SQL rows; both drivers answer `{ rows }`, which the shared Db type leaves untyped. */
export async function queryRows<T>(db: Database['db'], query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The password of buyers made by `createBuyer` (hashed once per test file). */
/** A promise a test resolves by calling `fire`: a step of a handler or job it waits for, or lets go on. */
export function latch(): { fired: Promise<void>; fire: () => void } {
  let fire: () => void = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}

export const TEST_PASSWORD = 'Secret123';
let testPasswordHash: Promise<string> | null = null;

export type NewBuyer = Partial<typeof buyers.$inferInsert> & { email: string };

/** A buyer straight into the database (no code, no mail), by default pending. */
export async function createBuyer(db: Database['db'], fields: NewBuyer) {
  testPasswordHash ??= TEST_HASHER.hash(TEST_PASSWORD);
  const [row] = await db
    .insert(buyers)
    .values({
      passwordHash: await testPasswordHash,
      companyName: 'Acme Trading',
      country: 'CN',
      city: 'Shanghai',
      contactName: 'Li Lei',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no buyer inserted');
  return row;
}

/** The `name=value` of a Set-Cookie answer, for a following request's Cookie header. */
export function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie set');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Logs a buyer in through the API and answers the Cookie header of the session. */
export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD, ip = '10.9.9.9') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/purchase/v1/h5/customer/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (res.json().status !== 200) throw new Error(`login failed: ${res.body}`);
  return sessionCookie(res);
}

/** The catalogue's read model on the test app's database, started, and stopped when the test ends (passed or not). */
export async function startedCatalogMemory(t: TestApp): Promise<CatalogMemory> {
  const memory = createCatalogMemory(t.db, t.listen);
  await memory.start();
  onTestFinished(() => memory.stop());
  return memory;
}
