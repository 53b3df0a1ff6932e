import { describe, expect, it } from 'vitest';
import type { ProductRecord } from './catalog-memory.js';
import {
  comparing,
  type ListingChange,
  moveInListing,
  type OrderKeys,
  type SortedListing,
  sortedPositions,
  sortListing,
} from './sorted-listing.js';

/** A small deterministic generator, so that a failing case can be run again. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

function record(id: number, random: (below: number) => number): ProductRecord {
  const categoryId = 10 + random(12);
  return {
    id,
    categoryId,
    topCategoryId: categoryId % 3,
    // Few distinct values: many ties, broken by id.
    score: random(5),
    sales60d: random(4),
    salesVolume: random(50),
    priceUsd: 100 + random(20),
    createdMicros: random(1000),
  } as ProductRecord;
}

const ORDERS: Record<string, OrderKeys> = {
  recommended: { keys: [(p) => -p.score, (p) => -p.sales60d], idsDescending: false },
  price_desc: { keys: [(p) => -p.priceUsd], idsDescending: true },
  newest: { keys: [(p) => -p.createdMicros], idsDescending: true },
};

describe('a sorted listing', () => {
  const random = randomFrom(5);
  const records = Array.from({ length: 500 }, (_, i) => record(i + 1, random));
  const expected: Record<string, (a: ProductRecord, b: ProductRecord) => number> = {
    recommended: (a, b) => b.score - a.score || b.sales60d - a.sales60d || a.id - b.id,
    price_desc: (a, b) => b.priceUsd - a.priceUsd || b.id - a.id,
    newest: (a, b) => b.createdMicros - a.createdMicros || b.id - a.id,
  };
  for (const [name, order] of Object.entries(ORDERS)) {
    it(`lists the products as comparing them gives (${name}), ties by id, each category's in the same order`, () => {
      const sorted = [...records].sort(expected[name]);
      expect([...records].sort(comparing(order)).map((p) => p.id)).toEqual(sorted.map((p) => p.id));
      const listing = sortListing(records, order);
      expect(Array.from(listing.all)).toEqual(sorted.map((p) => p.id));
      for (const [categoryId, ids] of listing.byCategory)
        expect(Array.from(ids)).toEqual(sorted.filter((p) => p.categoryId === categoryId).map((p) => p.id));
      for (const [topId, ids] of listing.byTop)
        expect(Array.from(ids)).toEqual(sorted.filter((p) => p.topCategoryId === topId).map((p) => p.id));
      expect([...listing.byCategory.values()].reduce((n, ids) => n + ids.length, 0)).toBe(records.length);
    });
  }
});

describe('the positions of products in one order', () => {
  const random = randomFrom(11);
  // Ids above 65,535 and listed out of order; keys negative, fractional, zero of both signs, and as
  // large as a time in microseconds: every digit of the sort has work to do.
  const KEYS = [0, -0, 1, -1, 0.5, -0.25, 1e-300, -1e-300, 1_795_000_000_000_000, -1_795_000_000_000_123, 42.125];
  const records = Array.from(
    { length: 3000 },
    (_, i) =>
      ({
        id: 70_000 + ((i * 7919) % 3000) * 37,
        score: KEYS[random(KEYS.length)],
        sales60d: KEYS[random(KEYS.length)],
      }) as ProductRecord,
  );
  const orders: Record<string, OrderKeys> = {
    'one key, ids ascending': { keys: [(p) => p.score], idsDescending: false },
    'one key negated, ids descending': { keys: [(p) => -p.score], idsDescending: true },
    'two keys, ids descending': { keys: [(p) => p.score, (p) => -p.sales60d], idsDescending: true },
  };
  it.each(Object.entries(orders))('are those a comparison gives (%s)', (_, order) => {
    const compared = [...records].sort(comparing(order)).map((p) => p.id);
    expect(Array.from(sortedPositions(records, order), (at) => (records[at] as ProductRecord).id)).toEqual(compared);
  });

  it('are none for no products', () => {
    expect(Array.from(sortedPositions([], orders['one key, ids ascending'] as OrderKeys))).toEqual([]);
  });
});

const plain = (listing: SortedListing) => ({
  all: Array.from(listing.all),
  byTop: new Map(Array.from(listing.byTop, ([key, ids]) => [key, Array.from(ids)])),
  byCategory: new Map(Array.from(listing.byCategory, ([key, ids]) => [key, Array.from(ids)])),
});

describe('a sorted listing after a change', () => {
  for (const [name, order] of Object.entries(ORDERS)) {
    it(`is what sorting again gives (${name}): prices, scores and categories changed, products gone and new`, () => {
      for (let seed = 1; seed <= 40; seed++) {
        const random = randomFrom(seed);
        let records = new Map<number, ProductRecord>();
        for (let id = 1; id <= 300; id++) records.set(id, record(id, random));
        const listing = sortListing([...records.values()], order);

        for (let pass = 0; pass < 5; pass++) {
          const before = records;
          records = new Map(before);
          const changes: ListingChange[] = [];
          for (let k = 0; k < 1 + random(30); k++) {
            const id = 1 + random(360);
            if (changes.some((change) => (change.was ?? change.now)?.id === id)) continue;
            const was = before.get(id);
            // One in five goes (deleted or out of the market); the others change or come.
            const now = random(5) === 0 ? undefined : record(id, random);
            if (now) records.set(id, now);
            else records.delete(id);
            if (was || now) changes.push({ was, now });
          }
          const moved = moveInListing(listing, changes, comparing(order), (id) => before.get(id) as ProductRecord);
          expect(moved).toBe(true);
          expect(plain(listing)).toEqual(plain(sortListing([...records.values()], order)));
        }
      }
    });
  }

  for (const [name, order] of Object.entries(ORDERS)) {
    it(`is what sorting again gives (${name}) when one product at a time changes, moving up, down or staying`, () => {
      const random = randomFrom(11);
      const records = new Map<number, ProductRecord>();
      for (let id = 1; id <= 200; id++) records.set(id, record(id, random));
      const listing = sortListing([...records.values()], order);
      const all = listing.all;
      for (let pass = 0; pass < 300; pass++) {
        const id = 1 + random(200);
        const was = records.get(id) as ProductRecord;
        // Half the changes keep the category, so the product moves within the same part lists.
        const now = {
          ...record(id, random),
          ...(pass % 2 === 0 ? { categoryId: was.categoryId, topCategoryId: was.topCategoryId } : {}),
        };
        records.set(id, now);
        expect(
          moveInListing(listing, [{ was, now }], comparing(order), (other) =>
            other === id ? was : (records.get(other) as ProductRecord),
          ),
        ).toBe(true);
        expect(plain(listing)).toEqual(plain(sortListing([...records.values()], order)));
      }
      // Each change moved products within the same list: no new list was made.
      expect(listing.all).toBe(all);
    });
  }

  it('says so when a product that left is not where its record puts it, and changes nothing', () => {
    const random = randomFrom(7);
    const records = new Map<number, ProductRecord>();
    for (let id = 1; id <= 50; id++) records.set(id, record(id, random));
    const order = ORDERS.recommended as OrderKeys;
    const listing = sortListing([...records.values()], order);
    const all = listing.all;
    const stranger = { ...(records.get(3) as ProductRecord), id: 999 };
    const moved = moveInListing(
      listing,
      [{ was: stranger }],
      comparing(order),
      (id) => records.get(id) as ProductRecord,
    );
    expect(moved).toBe(false);
    expect(listing.all).toBe(all);
  });

  it('drops the lists of sub-categories made so far, and a category left empty', () => {
    const random = randomFrom(3);
    const only = record(1, random);
    const listing = sortListing([only], ORDERS.newest as OrderKeys);
    listing.within.set(10, new Int32Array([1]));
    const moved = moveInListing(listing, [{ was: only }], comparing(ORDERS.newest as OrderKeys), () => only);
    expect(moved).toBe(true);
    expect(listing.all).toHaveLength(0);
    expect(listing.byCategory.size).toBe(0);
    expect(listing.byTop.size).toBe(0);
    expect(listing.within.size).toBe(0);
  });
});
