import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { banners, categories, groupCampaigns, products, productVideos, stores } from '../schema/index.js';
import {
  DEFAULT_SEED,
  generateBanners,
  generateCampaigns,
  generateCategories,
  generateProduct,
  generateStores,
  generateVideos,
} from './generate.js';

/** Rows per multi-row INSERT: ~26 parameters each, well under PostgreSQL's 65,535 per statement. */
const BATCH_SIZE = 1000;

export interface SeedOptions {
  products: number;
  seed?: number;
  /** Wipe the catalogue first. */
  reset?: boolean;
  /** Do nothing when the catalogue already has data (another server process may have just seeded it). */
  ifEmpty?: boolean;
  onProgress?: (inserted: number, total: number) => void;
  /** Group buying periods are placed around this instant (default: now). */
  now?: Date;
}

export async function isCatalogueEmpty(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}

/** Any key works as long as every process seeding uses the same one. */
const SEED_LOCK_KEY = 7_245_002;

/**
 * Writes the demo catalogue in one transaction: all of it or, on failure, none. Seeders queue on an
 * advisory lock, so servers starting together on one PostgreSQL seed it once. Says whether it wrote.
 */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<boolean> {
  const seed = options.seed ?? DEFAULT_SEED;
  const { categories: categoryRows, leaves, topIds } = generateCategories();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (options.ifEmpty && !(await isCatalogueEmpty(tx))) return false;
    if (options.reset) {
      await tx.execute(sql`TRUNCATE ${products}, ${banners}, ${stores}, ${categories} RESTART IDENTITY CASCADE`);
    }
    await tx.insert(categories).values(categoryRows);
    await tx.insert(stores).values(generateStores(seed));
    await tx.insert(banners).values(generateBanners(topIds));
    for (let start = 0; start < options.products; start += BATCH_SIZE) {
      const end = Math.min(start + BATCH_SIZE, options.products);
      const batch = [];
      for (let i = start; i < end; i++) batch.push(generateProduct(i, seed, leaves));
      await tx.insert(products).values(batch);
      options.onProgress?.(end, options.products);
    }
    const videos = generateVideos(options.products, seed, leaves);
    for (let start = 0; start < videos.length; start += BATCH_SIZE) {
      await tx.insert(productVideos).values(videos.slice(start, start + BATCH_SIZE));
    }
    const campaigns = generateCampaigns(options.products, seed, leaves, options.now ?? new Date());
    if (campaigns.length > 0) await tx.insert(groupCampaigns).values(campaigns);
    // Rows came with explicit ids; move the identity sequences past them for later inserts.
    for (const table of ['categories', 'banners', 'products', 'group_campaigns']) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.identifier(table)}), 1))`,
      );
    }
    return true;
  });
}
