import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { runCluster } from './cluster.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { operators } from './db/schema/index.js';
import { isCatalogueEmpty, seedCatalogue } from './db/seed/seed.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { closeApp, stopOnSignals } from './lib/graceful-shutdown.js';
import { listenedBaseUrl } from './lib/link-base.js';
import { createLogger, logProcessEvents } from './lib/logger.js';
import { resolveSessionSecret } from './lib/session-secret.js';
import { endsTls } from './lib/tls.js';

/** The process's one logger: everything it prints is a JSON line (LOG_LEVEL is set once read). */
const log = createLogger();
logProcessEvents(log);

const since = (start: number) => Math.round(performance.now() - start);

/** Opens the database (migrating it) and, when `seed` is set, fills an empty catalogue with demo products. */
async function openMigrated(config: Config, seed: boolean): Promise<Database> {
  const started = performance.now();
  const database = await openDatabase(config);
  log.info(
    {
      database: database.kind,
      ...(database.kind === 'pglite' ? { dataDir: config.DATA_DIR } : {}),
      ms: since(started),
    },
    'database ready, migrations applied',
  );
  if (!seed || !(await isCatalogueEmpty(database.db))) return database;
  log.info({ products: config.SEED_PRODUCTS }, 'empty catalogue: seeding demo products');
  const seedStart = performance.now();
  const seeded = await seedCatalogue(database.db, {
    products: config.SEED_PRODUCTS,
    ifEmpty: true,
    onProgress: (done, total) => log.info({ done, total }, 'seeding'),
  });
  if (seeded) log.info({ products: config.SEED_PRODUCTS, ms: since(seedStart) }, 'seeded');
  else log.info('another server process seeded the catalogue meanwhile');
  return database;
}

/** One server: the whole mall on PORT until SIGTERM or SIGINT. A cluster's worker finds the database prepared. */
async function serve(config: Config, seed: boolean): Promise<void> {
  const started = performance.now();
  // PGlite is single-process: one server (or CLI) per data directory; PostgreSQL needs no lock.
  if (!config.DATABASE_URL) {
    const release = lockDataDir(config.DATA_DIR);
    process.once('exit', release);
  }
  const database = await openMigrated(config, seed);
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    notifiesAtCommit: database.notifiesAtCommit,
    sessionSecret: resolveSessionSecret(config),
    logger: log,
  });
  stopOnSignals(log, async () => {
    await closeApp(app, log);
    // Closing PGlite flushes and releases its data directory, so the next start opens it cleanly.
    await database.close();
  });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // A taken port, say: release the data directory before exiting, as a shutdown would.
    await app.close();
    await database.close();
    throw error;
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
  const base = listenedBaseUrl('localhost', port, endsTls(config));
  log.info({ url: `${base}/`, port, ms: since(started) }, 'mall is ready');
  const [operator] = await database.db.select({ id: operators.id }).from(operators).limit(1);
  const consoleUrl = `${base}/console/`;
  if (operator) log.info({ url: consoleUrl }, "operators' console");
  else
    log.warn(
      { url: consoleUrl },
      "operators' console has no operator yet: start the mall with ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator",
    );
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  log.level = config.LOG_LEVEL;
  if (config.WORKERS === 1) return serve(config, true);
  if (cluster.isWorker) return serve(config, false);
  // The primary migrates and seeds once, before any server process starts.
  return runCluster(config, log, async () => {
    const database = await openMigrated(config, true);
    await database.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) log.fatal(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    log.fatal(`Port ${(error as { port?: number }).port} is already in use: stop what runs there or set PORT.`);
  else log.fatal({ err: error }, 'the mall could not start');
  process.exit(1);
});
