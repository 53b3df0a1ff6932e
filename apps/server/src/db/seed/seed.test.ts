import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, queryRows } from '../../../test/helper.js';
import { isValidEan13 } from '../../lib/ean13.js';
import type { Database } from '../client.js';
import { banners, categories, products, stores } from '../schema/index.js';
import { DEFAULT_SEED, generateBanners, generateCategories, generateProduct, generateStores } from './generate.js';
import { isCatalogueEmpty, seedCatalogue } from './seed.js';
import { CATEGORY_TREE, QUALIFICATIONS } from './vocabulary.js';

const CJK = /[\u4e00-\u9fff]/;
/** Standards, model codes and units that Chinese buyers write in Latin letters too. */
const LATIN_IN_CHINESE = new Set([
  'ABS',
  'ANSI',
  'CBN',
  'Cat',
  'DIN',
  'FFP',
  'HGR',
  'IATF',
  'ISO',
  'LED',
  'MPa',
  'PVC',
  'RVV',
  'RoHS',
  'UCF',
  'UCFL',
  'UCP',
  'VDC',
  'YJV',
  'bar',
]);
/** Runs of three or more Latin letters in a Chinese text that are English words, not codes or units. */
const englishIn = (zh: string) =>
  (zh.replace(/<[^>]*>/g, '').match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !LATIN_IN_CHINESE.has(word));
const { categories: categoryRows, leaves } = generateCategories();
const sample = Array.from({ length: 500 }, (_, i) => generateProduct(i, DEFAULT_SEED, leaves));

describe('the catalogue generator', () => {
  it('is deterministic: the same seed gives the same catalogue, another seed another one', () => {
    expect(Array.from({ length: 500 }, (_, i) => generateProduct(i, DEFAULT_SEED, leaves))).toEqual(sample);
    expect(generateStores(DEFAULT_SEED)).toEqual(generateStores(DEFAULT_SEED));
    expect(generateCategories()).toEqual(generateCategories());
    expect(generateProduct(0, DEFAULT_SEED + 1, leaves)).not.toEqual(sample[0]);
  });

  it('pins the first product, so a change to the generator is a visible decision', () => {
    expect(sample[0]).toMatchObject({ id: 1, code: '6900000000007' });
    expect(sample[0]?.nameEn).toMatch(/^[A-Z][\w -]+ [\w./x"-]+/);
  });

  it('has about 20 bilingual top categories, each with sub-categories', () => {
    const tops = categoryRows.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(20);
    for (const top of tops) expect(categoryRows.filter((c) => c.parentId === top.id).length).toBeGreaterThanOrEqual(3);
    for (const c of categoryRows) {
      expect(c.nameEn).not.toMatch(CJK);
      expect(c.nameZh).toMatch(CJK);
    }
    expect(tops.map((c) => c.nameZh)).toEqual(
      expect.arrayContaining(['紧固件', '轴承', '电气', '包装', '安全防护', '实验室用品', '办公用品', '工具']),
    );
    expect(new Set(categoryRows.map((c) => c.slug)).size).toBe(categoryRows.length);
  });

  it('makes bilingual, plausible products with scannable codes and consistent prices', () => {
    expect(new Set(sample.map((p) => p.code)).size).toBe(sample.length);
    for (const p of sample) {
      expect(isValidEan13(p.code)).toBe(true);
      expect(p.nameEn).not.toMatch(CJK);
      expect(p.nameZh).toMatch(CJK);
      expect(p.descriptionZh).toMatch(CJK);
      expect(p.unitZh).toMatch(CJK);
      expect(p.originalPriceUsd).toBeGreaterThanOrEqual(p.priceUsd);
      expect(p.originalPriceCny).toBeGreaterThanOrEqual(p.priceCny);
      expect(p.priceUsd).toBeGreaterThan(0);
      // CNY prices follow USD ones at a plausible exchange rate.
      expect(p.priceCny / p.priceUsd).toBeGreaterThan(6);
      expect(p.priceCny / p.priceUsd).toBeLessThan(8.5);
      expect(p.availableEn || p.availableCn).toBe(true);
      expect(p.sales60d).toBeLessThanOrEqual(p.salesVolume);
      expect(p.score).toBeGreaterThanOrEqual(30);
      expect(p.score).toBeLessThanOrEqual(50);
      expect(p.moq).toBeGreaterThanOrEqual(1);
    }
    expect(sample.some((p) => p.priceUsd < p.originalPriceUsd)).toBe(true);
    expect(sample.some((p) => p.priceUsd === p.originalPriceUsd)).toBe(true);
  });
});

describe('the catalogue in each language', () => {
  const products = Array.from({ length: 5000 }, (_, i) => generateProduct(i, DEFAULT_SEED, leaves));
  const stores = generateStores(DEFAULT_SEED);
  const banners = generateBanners(new Map());

  it('writes Chinese texts with no English words, only the codes and units written so in China', () => {
    const chinese = [
      ...products.flatMap((p) => [p.nameZh, p.descriptionZh]),
      ...categoryRows.map((c) => c.nameZh),
      ...stores.flatMap((s) => [s.nameZh, s.qualificationZh, s.catalogZh]),
      ...banners.flatMap((b) => [b.titleZh, b.subtitleZh]),
      ...QUALIFICATIONS.map((q) => q.zh),
      // Every word of the vocabulary, also those the sample above did not pick.
      ...CATEGORY_TREE.flatMap((top) =>
        [...top.qualifiers, ...top.subs.flatMap((sub) => [...sub.nouns, ...sub.specs, sub.unit])].map((text) =>
          typeof text === 'string' ? text : text.zh,
        ),
      ),
    ];
    expect(chinese.filter((zh) => englishIn(zh).length > 0)).toEqual([]);
    expect(englishIn('防割丁腈涂层手套 Size XL')).toEqual(['Size']);
    expect(englishIn('<p><strong>不锈钢六角螺栓 M8x30</strong></p> ANSI Z87.1')).toEqual([]);
  });

  it('writes English texts with no Chinese characters', () => {
    const english = [
      ...products.flatMap((p) => [p.nameEn, p.descriptionEn, p.brandEn, p.unitEn]),
      ...categoryRows.map((c) => c.nameEn),
      ...stores.flatMap((s) => [s.nameEn, s.qualificationEn, s.catalogEn]),
      ...banners.flatMap((b) => [b.titleEn, b.subtitleEn]),
    ];
    expect(english.filter((en) => CJK.test(en))).toEqual([]);
  });
});

describe('seedCatalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const counts = async () => {
    const [c] = await database.db.select({ n: count() }).from(categories);
    const [s] = await database.db.select({ n: count() }).from(stores);
    const [p] = await database.db.select({ n: count() }).from(products);
    const [b] = await database.db.select({ n: count() }).from(banners);
    return { categories: c?.n, stores: s?.n, products: p?.n, banners: b?.n };
  };

  it('fills an empty database in batches, reporting progress', async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    const progress: number[] = [];
    await seedCatalogue(database.db, { products: 2500, onProgress: (done) => progress.push(done) });
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    expect(await counts()).toEqual({
      categories: categoryRows.length,
      stores: generateStores(DEFAULT_SEED).length,
      products: 2500,
      banners: 5,
    });
    const stored = await database.db.select().from(products).orderBy(products.id).limit(500);
    expect(stored.map((p) => p.code)).toEqual(sample.map((p) => p.code));
    expect(stored.map((p) => p.nameZh)).toEqual(sample.map((p) => p.nameZh));
  });

  it('refuses to seed twice into the same catalogue, and replaces it with reset', async () => {
    await expect(seedCatalogue(database.db, { products: 10 })).rejects.toThrow();
    expect((await counts()).products).toBe(2500);
    await seedCatalogue(database.db, { products: 10, reset: true });
    expect(await counts()).toMatchObject({ products: 10, banners: 5 });
  });

  it('leaves the id sequences past the seeded rows', async () => {
    const [row] = await database.db
      .insert(banners)
      .values({ titleEn: 'a', titleZh: '甲', subtitleEn: '', subtitleZh: '', hue: 1, link: '', image: '' })
      .returning({ id: banners.id });
    expect(row?.id).toBe(6);
    const [next] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id`,
    );
    expect(next?.id).toBe(11);
  });
});

describe('seedCatalogue with ifEmpty, as the server starts', () => {
  it('seeds once when two processes start together, and leaves a full catalogue alone', async () => {
    const database = await openTestDatabase();
    try {
      const results = await Promise.all([
        seedCatalogue(database.db, { products: 50, ifEmpty: true }),
        seedCatalogue(database.db, { products: 50, ifEmpty: true }),
      ]);
      expect(results.sort()).toEqual([false, true]);
      expect(await seedCatalogue(database.db, { products: 70, ifEmpty: true })).toBe(false);
      const [p] = await database.db.select({ n: count() }).from(products);
      expect(p?.n).toBe(50);
    } finally {
      await database.close();
    }
  });
});
