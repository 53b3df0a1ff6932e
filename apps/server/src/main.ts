import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { operators } from './db/schema/index.js';
import { isCatalogueEmpty, seedCatalogue } from './db/seed/seed.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { resolveSessionSecret } from './lib/session-secret.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const started = performance.now();
  // PGlite is single-process: one server (or CLI) per data directory; PostgreSQL needs no lock.
  if (!config.DATABASE_URL) {
    const release = lockDataDir(config.DATA_DIR);
    process.once('exit', release);
  }
  const database = await openDatabase(config);
  console.log(
    `Database ready (${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}/pglite` : 'PostgreSQL'}), migrations applied.`,
  );

  if (await isCatalogueEmpty(database.db)) {
    console.log(`Empty catalogue: seeding ${config.SEED_PRODUCTS} demo products...`);
    const seedStart = performance.now();
    const seeded = await seedCatalogue(database.db, {
      products: config.SEED_PRODUCTS,
      ifEmpty: true,
      onProgress: (done, total) => console.log(`  ${done}/${total} products`),
    });
    console.log(
      seeded
        ? `Seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`
        : 'Another server process seeded it meanwhile.',
    );
  }

  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    notifiesAtCommit: database.notifiesAtCommit,
    sessionSecret: resolveSessionSecret(config),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      // Closing PGlite flushes and releases its data directory, so the next start opens it cleanly.
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // A taken port, say: release the data directory before exiting, as a shutdown would.
    await app.close();
    await database.close();
    throw error;
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
  console.log(`Mall is ready at http://localhost:${port}/ (started in ${Math.round(performance.now() - started)} ms)`);
  const [operator] = await database.db.select({ id: operators.id }).from(operators).limit(1);
  console.log(
    operator
      ? `Operators' console at http://localhost:${port}/console/`
      : `Operators' console at http://localhost:${port}/console/ has no operator yet: start the mall with ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator.`,
  );
}

function startupFailure(error: unknown): unknown {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `Port ${(error as { port?: number }).port} is already in use: stop what runs there or set PORT.`;
  }
  return error;
}

main().catch((error: unknown) => {
  console.error(startupFailure(error));
  process.exit(1);
});
