import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, queryRows, TEST_PRODUCTS } from '../../../test/helper.js';
import { postingsByLexeme, tiersByLexeme } from '../../../test/segments.js';
import type { Database } from '../../db/client.js';
import { seedCatalogue } from '../../db/seed/seed.js';
import { type CatalogMemory, createCatalogMemory } from '../catalog/catalog-memory.js';
import { SegmentBuilder } from './postings.js';
import { type CategoryName, writeDocument } from './product-document.js';
import { eligibleIn } from './scan.js';
import { createSearchIndex, RELEVANCE_ORDER, type SearchIndex } from './search-index.js';
import { buildInThreads, type IndexedRecord } from './threaded-build.js';

const names = new Map<number, CategoryName>([
  [1, { en: 'Fasteners', zh: '紧固件', parentId: null }],
  [2, { en: 'Bolts', zh: '螺栓', parentId: 1 }],
  [3, { en: 'Safety gloves', zh: '安全手套', parentId: null }],
]);

/** Products as different as a catalogue's: codes, both languages, a category chain, descriptions with tags, some without. */
const records: IndexedRecord[] = Array.from({ length: 97 }, (_, i) => ({
  id: 1000 + i,
  code: `P-${String(i).padStart(5, '0')}`,
  shopCode: `S${i % 7}`,
  nameEn: i % 2 ? `Hex bolt M${i} zinc` : `Nitrile gloves size ${i}`,
  nameZh: i % 2 ? `六角螺栓 M${i}` : `丁腈手套 ${i}号`,
  brandEn: i % 3 ? 'Acme' : 'Brightline',
  brandZh: i % 3 ? '艾克米' : '明线',
  categoryId: i % 2 ? 2 : 3,
}));
const descriptionsOf = async (asked: readonly IndexedRecord[]) =>
  new Map(
    asked
      .filter((record) => record.id % 5 !== 0)
      .map((record) => [
        record.id,
        { en: `<p>Rated <b>grade ${record.id % 9}</b> steel</p>`, zh: `<p>强度等级 ${record.id % 9}</p>` },
      ]),
  );

describe('indexing the catalogue in threads', () => {
  it('writes the postings one builder writes, split by range of slots, and the same English words', async () => {
    const one = new SegmentBuilder();
    const descriptions = await descriptionsOf(records);
    records.forEach((record, slot) => {
      writeDocument(one, slot, record, names, descriptions.get(record.id));
    });
    const whole = one.build();

    const threaded = await buildInThreads(records, names, descriptionsOf, { threads: 3, batch: 7 });

    expect(threaded.segments.map((segment) => Array.from(segment.documentSlots))).toEqual([
      Array.from({ length: 32 }, (_, i) => i),
      Array.from({ length: 32 }, (_, i) => 32 + i),
      Array.from({ length: 33 }, (_, i) => 64 + i),
    ]);
    // Each segment keeps as bitsets the lexemes dense in it, which keep a posting's tier alone.
    const expected = tiersByLexeme([whole]);
    const got = tiersByLexeme(threaded.segments);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [lexeme, postings] of expected) expect(got.get(lexeme), lexeme).toEqual(postings);
    expect(expected.get('#00042')).toEqual([[42, 1]]);
    expect([...threaded.words].sort()).toEqual([...one.words].sort());
  });

  it('gives every thread a range even when there are fewer products than threads', async () => {
    const threaded = await buildInThreads(records.slice(0, 2), names, descriptionsOf, { threads: 3, batch: 7 });
    expect(threaded.segments.map((segment) => Array.from(segment.documentSlots))).toEqual([[], [0], [1]]);
    expect(postingsByLexeme(threaded.segments).get('#00001')).toEqual([[1, 1]]);
  });
});

describe('a search index built in threads', () => {
  let database: Database;
  let catalog: CatalogMemory;
  let here: SearchIndex;
  let threaded: SearchIndex;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCatalogue(database.db, { products: TEST_PRODUCTS });
    catalog = createCatalogMemory(database.db, database.listen);
    await catalog.start();
    here = createSearchIndex(database.db, catalog, { threads: 1, threadedFrom: 1 });
    threaded = createSearchIndex(database.db, catalog, { threads: 2, threadedFrom: 1 });
  });

  afterAll(async () => {
    here?.stop();
    threaded?.stop();
    await catalog?.stop();
    await database?.close();
  });

  /** The products a keyword finds, by id, with their relevance tiers. */
  async function found(index: SearchIndex, keyword: string): Promise<Record<number, number>> {
    const state = await index.current();
    const hits = index.query(state, index.groups(state, keyword)).hits();
    return Object.fromEntries(Array.from(hits.slots, (slot, i) => [state.records[slot]?.id, hits.tiers[i]]));
  }

  it('finds what the index built in this thread finds, in English, Chinese, pinyin and with typos', async () => {
    const state = await threaded.current();
    expect(state.baseSegments).toBe(2);
    expect(state.figures.products).toBe(TEST_PRODUCTS);
    for (const keyword of ['bolt', 'gloves', '螺丝', '手套', 'luoshuan', 'shoutao', 'hydralic jak', 'M8']) {
      const expected = await found(here, keyword);
      expect(Object.keys(expected).length, keyword).toBeGreaterThan(0);
      expect(await found(threaded, keyword), keyword).toEqual(expected);
    }
  });

  it('indexes the catalogue in the order relevance ranks by within a tier, so each market’s ranks ascend with the slots', async () => {
    for (const market of ['en', 'cn'] as const) {
      const { state, ordering } = await threaded.view(market, RELEVANCE_ORDER);
      const slotsByRank = Array.from(ordering.slots);
      expect(slotsByRank, market).toEqual([...slotsByRank].sort((a, b) => a - b));
      expect(ordering.slots.length, market).toBeGreaterThan(TEST_PRODUCTS / 2);
      expect(state.segments.map((segment) => eligibleIn(segment, state.live, ordering.rank).ascending)).toEqual([
        true,
        true,
      ]);
    }
  });

  it('follows a renamed product beside its base segments, in both languages', async () => {
    const [row] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM products ORDER BY id DESC LIMIT 1`);
    const id = Number(row?.id);
    await database.db.execute(
      sql`UPDATE products SET name_en = 'Quokkatron Sprocket', name_zh = '袋鼠链轮' WHERE id = ${id}`,
    );
    await expect.poll(async () => Object.keys(await found(threaded, 'quokkatron')).map(Number)).toEqual([id]);
    expect(Object.keys(await found(threaded, '袋鼠')).map(Number)).toEqual([id]);
    const state = await threaded.current();
    expect(state.segments.length).toBe(3);
    expect(state.baseSegments).toBe(2);
  });
});
