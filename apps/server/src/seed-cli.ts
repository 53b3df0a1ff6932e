import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isCatalogueEmpty, seedCatalogue } from './db/seed/seed.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';

const USAGE = `Usage: seed-cli [--products N] [--reset]
  Seeds the demo catalogue into the database of the configuration (DATA_DIR, or DATABASE_URL).
  --products N  how many products (default: SEED_PRODUCTS, 2000)
  --reset       wipe the catalogue first (needed when it is not empty)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig(process.env);
  const products = values.products === undefined ? config.SEED_PRODUCTS : Number(values.products);
  if (!Number.isInteger(products) || products < 0)
    throw new ConfigError(`--products must be a whole number, got ${values.products}\n${USAGE}`);

  // PGlite is single-process: refuse a data directory that a running server holds.
  const release = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  process.once('exit', () => release?.());
  const database = await openDatabase(config);
  try {
    if (!values.reset && !(await isCatalogueEmpty(database.db))) {
      throw new ConfigError('The catalogue is not empty; pass --reset to replace it.');
    }
    const started = performance.now();
    let lastReport = 0;
    await seedCatalogue(database.db, {
      products,
      reset: values.reset,
      onProgress: (done, total) => {
        if (done === total || performance.now() - lastReport > 1000) {
          lastReport = performance.now();
          console.log(`  ${done}/${total} products`);
        }
      },
    });
    console.log(`Seeded ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
    release?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
