import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helper.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/seed.js';
import { type CatalogMemory, createCatalogMemory } from './catalog-memory.js';

const PRODUCTS = 40;

let database: Database;
let memory: CatalogMemory;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db, { products: PRODUCTS });
  memory = createCatalogMemory(database.db, database.listen);
  await memory.start();
  await memory.sync();
});
afterAll(async () => {
  await memory.stop();
  await database.close();
});

describe('the catalogue read model', () => {
  it('reads changed products again by id, and reloads whole once the rows they left behind reach a quarter', async () => {
    const passes: Array<readonly number[] | null> = [];
    const unfollow = memory.follow((ids) => passes.push(ids));
    const ids = Array.from((await memory.products()).keys()).sort((a, b) => a - b);
    // A quarter of 40 is 10: the eleventh change in a pass of its own makes the table start again.
    for (const [n, id] of ids.slice(0, 11).entries()) {
      await database.db
        .update(products)
        .set({ nameEn: `Changed ${n}`, priceUsd: sql`${products.priceUsd} + 1` })
        .where(eq(products.id, id));
      await expect.poll(async () => (await memory.product(id))?.nameEn).toBe(`Changed ${n}`);
    }
    unfollow();
    expect(passes.slice(0, 10)).toEqual(ids.slice(0, 10).map((id) => [id]));
    expect(passes.slice(10)).toEqual([[ids[10]], null]);

    const held = await memory.products();
    expect(held.size).toBe(PRODUCTS);
    const stored = await database.db
      .select({ id: products.id, nameEn: products.nameEn, priceUsd: products.priceUsd })
      .from(products);
    for (const row of stored) expect(held.get(row.id)).toMatchObject({ nameEn: row.nameEn, priceUsd: row.priceUsd });
  });
});
