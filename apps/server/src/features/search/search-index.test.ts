import { MARKETS, QUANTITY_MAX, type SearchPage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, openTestDatabase, queryRows, TEST_PRODUCTS, type TestApp } from '../../../test/helper.js';
import { seedCatalogue } from '../../db/seed/seed.js';
import { createCatalogMemory } from '../catalog/catalog-memory.js';
import { createSearchIndex, RELEVANCE_ORDER } from './search-index.js';

/**
 * The search index lives in the server's memory; these tests change the catalogue in SQL, behind
 * the server's back, and expect searches to follow (at once on PGlite, within moments on PostgreSQL).
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function hits(keyword: string, market: 'en' | 'cn' = 'en'): Promise<number[]> {
  const res = await t.app.inject({
    url: `/api/${market}/shop/search?keyword=${encodeURIComponent(keyword)}&pageSize=100`,
    headers: { cookie: 'frontend_lang=en_US' },
  });
  const body = res.json() as { status: number; data: SearchPage };
  expect(body.status).toBe(200);
  return body.data.list.map((product) => product.id);
}

async function suggestions(keyword: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/shop/search/keyword/match?keyword=${encodeURIComponent(keyword)}`,
    headers: { cookie: 'frontend_lang=en_US' },
  });
  return (res.json() as { data: { list: string[] } }).data.list;
}

const ids = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(t.db, query)).map((row) => row.id);

describe('the search index follows the catalogue', () => {
  it('finds a renamed product by its new name, in both languages and in pinyin, and no longer by the old one', async () => {
    const [id] = await ids(sql`SELECT id FROM products WHERE available_en AND available_cn ORDER BY id LIMIT 1`);
    await t.db.execute(sql`UPDATE products SET name_en = 'Quokkatron Sprocket', name_zh = '袋鼠链轮' WHERE id = ${id}`);

    await expect.poll(() => hits('quokkatron')).toEqual([id]);
    expect(await hits('quokkatrons')).toEqual([id]);
    expect(await hits('quokatron')).toEqual([id]);
    expect(await hits('袋鼠', 'cn')).toEqual([id]);
    expect(await hits('daishu', 'cn')).toEqual([id]);
    expect(await suggestions('quokka')).toEqual(['Quokkatron Sprocket']);

    await t.db.execute(sql`UPDATE products SET name_en = 'Bilbyform Sprocket' WHERE id = ${id}`);
    await expect.poll(() => hits('bilbyform')).toEqual([id]);
    expect(await hits('quokkatron')).toEqual([]);
    expect(await suggestions('quokka')).toEqual([]);
  });

  it('drops a deleted product and finds a new one', async () => {
    const [gone] = await ids(sql`SELECT id FROM products WHERE available_en ORDER BY id DESC LIMIT 1`);
    const [code] = await queryRows<{ code: string }>(t.db, sql`SELECT code FROM products WHERE id = ${gone}`);
    expect(await hits(code?.code ?? '')).toEqual([gone]);

    await t.db.execute(sql`DELETE FROM products WHERE id = ${gone}`);
    await expect.poll(() => hits(code?.code ?? '')).toEqual([]);

    const [added] = await ids(sql`
      INSERT INTO products (name_en, name_zh, brand_en, brand_zh, unit_en, unit_zh, description_en, description_zh,
        category_id, top_category_id, moq, lead_time, sales_volume, sales_60d, score, shop_code, code, image, gallery,
        price_usd, original_price_usd, price_cny, original_price_cny, available_en, available_cn, created_at)
      SELECT 'Wombatic Gear Puller', '袋熊拉马', brand_en, brand_zh, unit_en, unit_zh, description_en, description_zh,
        category_id, top_category_id, moq, lead_time, sales_volume, sales_60d, score, shop_code, '6999999999994', image,
        gallery, price_usd, original_price_usd, price_cny, original_price_cny, true, true, created_at
      FROM products WHERE available_en ORDER BY id LIMIT 1
      RETURNING id`);
    await expect.poll(() => hits('wombatic')).toEqual([added]);
    expect(await hits('6999999999994')).toEqual([added]);
    expect(await hits('袋熊', 'cn')).toEqual([added]);
  });

  it('follows a product leaving a market', async () => {
    const [id] = await ids(
      sql`SELECT id FROM products WHERE available_en AND available_cn ORDER BY id LIMIT 1 OFFSET 5`,
    );
    await t.db.execute(sql`UPDATE products SET name_en = 'Platypoid Clamp' WHERE id = ${id}`);
    await expect.poll(() => hits('platypoid')).toEqual([id]);
    await t.db.execute(sql`UPDATE products SET available_en = false WHERE id = ${id}`);
    await expect.poll(() => hits('platypoid')).toEqual([]);
    expect(await hits('platypoid', 'cn')).toEqual([id]);
  });

  it("filters by a store's score as it is now, after the score changed behind the server", async () => {
    const [store] = await queryRows<{ shop_code: string }>(
      t.db,
      sql`SELECT shop_code FROM products WHERE available_en GROUP BY shop_code ORDER BY shop_code LIMIT 1`,
    );
    const shop = store?.shop_code ?? '';
    const withScore = async () => {
      const res = await t.app.inject({ url: `/api/en/shop/search?keyword=${shop}&score_min=4.9&pageSize=100` });
      return (res.json() as { data: SearchPage }).data.total;
    };
    await t.db.execute(sql`UPDATE stores SET score = 50 WHERE shop_code = ${shop}`);
    await expect.poll(withScore).toBeGreaterThan(0);
    await t.db.execute(sql`UPDATE stores SET score = 30 WHERE shop_code = ${shop}`);
    await expect.poll(withScore).toBe(0);
  });

  it('finds products under a renamed category, indexing the catalogue again', async () => {
    const [category] = await queryRows<{ id: number; n: number }>(
      t.db,
      sql`SELECT category_id AS id, count(*)::int AS n FROM products WHERE available_en
          GROUP BY category_id ORDER BY count(*) DESC, category_id LIMIT 1`,
    );
    await t.db.execute(sql`UPDATE categories SET name_en = 'Echidnaware' WHERE id = ${category?.id}`);
    await expect.poll(async () => (await hits('echidnaware')).length).toBe(category?.n);
  });

  it('stays right through many separate changes, each indexed on its own and then merged', async () => {
    const renamed = await ids(sql`SELECT id FROM products WHERE available_en ORDER BY id LIMIT 12 OFFSET 20`);
    for (const [i, id] of renamed.entries()) {
      await t.db.execute(
        sql`UPDATE products SET name_en = ${`Numbat Fixture ${String.fromCharCode(97 + i)}x`} WHERE id = ${id}`,
      );
      // A search between changes, so each change is taken on its own.
      await expect.poll(async () => (await hits('numbat')).length).toBe(i + 1);
    }
    expect((await hits('numbat')).sort((a, b) => a - b)).toEqual([...renamed].sort((a, b) => a - b));
    expect(await hits('numbat fixture cx')).toEqual([renamed[2]]);
  });

  it('finds a product by its description, read from the database as it indexes, through merges and a change', async () => {
    const [id, ...others] = await ids(sql`SELECT id FROM products WHERE available_en ORDER BY id LIMIT 10 OFFSET 60`);
    await t.db.execute(
      sql`UPDATE products SET description_en = '<p>Rated for <b>dugongite</b> service</p>' WHERE id = ${id}`,
    );
    await expect.poll(() => hits('dugongite')).toEqual([id]);
    // Nine more changes, each on its own: the small segments are merged, re-reading their descriptions.
    for (const [i, other] of others.entries()) {
      await t.db.execute(sql`UPDATE products SET name_en = ${`Dibbler Part ${i}`} WHERE id = ${other}`);
      await expect.poll(async () => (await hits('dibbler')).length).toBe(i + 1);
    }
    expect(await hits('dugongite')).toEqual([id]);
    await t.db.execute(sql`UPDATE products SET description_en = '<p>Rated for marine service</p>' WHERE id = ${id}`);
    await expect.poll(() => hits('dugongite')).toEqual([]);
  });

  it('gives first pages counted and ranked without their hits as the hits ranked whole give them, also after sales change', async () => {
    /** A page and the total, by relevance; a filter every product passes has the hits read and ranked whole. */
    const page = async (keyword: string, whole: boolean, pageNo = 1) => {
      const filter = whole ? `&moq_max=${QUANTITY_MAX}` : '';
      const res = await t.app.inject({
        url: `/api/en/shop/search?keyword=${encodeURIComponent(keyword)}&page=${pageNo}&pageSize=20${filter}`,
        headers: { cookie: 'frontend_lang=en_US' },
      });
      const body = res.json() as { data: SearchPage };
      return { ids: body.data.list.map((product) => product.id), total: body.data.total };
    };
    // Broad words (kept as bitsets, read a word at a time), middling ones, Chinese, pinyin, a typo, two groups.
    const keywords = [
      'for',
      'and',
      'with industrial',
      'pack',
      'bolt',
      '螺丝',
      'luosi',
      'hydralic',
      'stainless steel',
      '手套',
    ];
    const agree = async () => {
      for (const keyword of keywords) {
        for (const pageNo of [1, 2, 5])
          expect(await page(keyword, false, pageNo), keyword).toEqual(await page(keyword, true, pageNo));
      }
    };
    await agree();
    expect((await page('for', false)).total).toBeGreaterThan(200);
    // Products selling more move up the sales order: their changed documents are indexed apart, out of it.
    const movers = await ids(sql`SELECT id FROM products WHERE available_en ORDER BY sales_volume, id LIMIT 15`);
    await t.db.execute(
      sql`UPDATE products SET sales_volume = sales_volume + 1000000 WHERE id IN ${sql.raw(`(${movers.join(',')})`)}`,
    );
    await expect
      .poll(async () => (await page('for', true)).ids.filter((id) => movers.includes(id)).length)
      .toBeGreaterThan(5);
    await agree();
  });
});

describe('warming the index', () => {
  it("makes each market's relevance order before it says it is built, so the first searches read no listing", async () => {
    const database = await openTestDatabase();
    await seedCatalogue(database.db, { products: TEST_PRODUCTS });
    const catalog = createCatalogMemory(database.db, database.listen);
    await catalog.start();
    const index = createSearchIndex(database.db, catalog, { threads: 1, threadedFrom: 1 });
    try {
      // The markets' listings are held back until the index itself is built: warming is then under way.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const listed = catalog.orderedIds;
      const listings = vi.spyOn(catalog, 'orderedIds').mockImplementation(async (market, sort) => {
        await held;
        return listed(market, sort);
      });
      const warming = index.warm();
      expect(index.built()).toBe(false);
      await index.current();
      expect(index.built()).toBe(false);
      release();
      await warming;
      expect(index.built()).toBe(true);
      expect(listings.mock.calls).toEqual(MARKETS.map((market) => [market, RELEVANCE_ORDER]));

      for (const market of MARKETS) await index.view(market, RELEVANCE_ORDER);
      expect(listings).toHaveBeenCalledTimes(MARKETS.length);
    } finally {
      index.stop();
      await catalog.stop();
      await database.close();
    }
  });
});
