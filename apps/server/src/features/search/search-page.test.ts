import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../catalog/catalog-memory.js';
import type { Matches } from './postings.js';
import type { IndexState } from './search-index.js';
import { pageOf, type Scan } from './search-page.js';

/** Hits as the index's scan reads them: those sold in the market counted, and all of them visited. */
const scanOf =
  (matches: Matches, rank: Int32Array): Scan =>
  (_eligible, tiered, _first, visit) => {
    let total = 0;
    matches.slots.forEach((slot, i) => {
      if ((rank[slot] as number) < 0) return;
      total++;
      visit(slot, tiered ? (matches.tiers[i] as number) : 0);
    });
    return total;
  };

/** A market of `n` products whose slot is their rank reversed, and hits with tiers, from a fixed seed. */
function fixture(n: number, hits: number, seed: number, skewed: boolean) {
  let x = seed;
  const next = () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
  const slots = Int32Array.from({ length: n }, (_, r) => n - 1 - r);
  const rank = new Int32Array(n + 10).fill(-1);
  slots.forEach((slot, r) => {
    rank[slot] = r;
  });
  const chosen = new Set<number>();
  // Some hits are not sold in the market (slots n and above have no rank).
  while (chosen.size < hits) chosen.add(Math.floor(next() * (n + 10)));
  const matchSlots = Int32Array.from(chosen);
  // Skewed: most hits only in descriptions (a dense tier), a few in names and codes (sparse ones).
  const tiers = Uint8Array.from(matchSlots, () =>
    skewed && next() < 0.85 ? 3 : Math.floor(next() * (skewed ? 3 : 4)),
  );
  const records = Array.from(
    { length: n + 10 },
    (_, slot) => ({ id: slot, moq: slot % 7 }) as unknown as ProductRecord,
  );
  const matches = { slots: matchSlots, tiers };
  return {
    ordering: { slots, rank },
    matches,
    query: { key: `fixture ${seed}`, hits: () => matches, scan: scanOf(matches, rank) },
    state: { records, version: 1, segments: [] } as unknown as IndexState,
  };
}

/** What a page must be: every passing hit sorted by (tier, rank), then sliced. */
function expected(
  f: ReturnType<typeof fixture>,
  relevance: boolean,
  keep: (slot: number) => boolean,
  start: number,
  size: number,
) {
  const passing = Array.from(f.matches.slots, (slot, i) => ({
    slot,
    tier: relevance ? (f.matches.tiers[i] as number) : 0,
  }))
    .filter(({ slot }) => (f.ordering.rank[slot] as number) >= 0 && keep(slot))
    .sort((a, b) => a.tier - b.tier || (f.ordering.rank[a.slot] as number) - (f.ordering.rank[b.slot] as number));
  return { slots: passing.slice(start, start + size).map((hit) => hit.slot), total: passing.length };
}

describe('a page of hits', () => {
  // Hits sparse and dense, in few tiers or skewed to one: every mix must agree with a plain sort.
  it.each([
    [30, true, false],
    [30, false, false],
    [600, true, false],
    [600, false, false],
    [300, true, true],
  ])(
    'of %i hits (relevance %s, skewed %s) is the plain sort, page by page, with and without a filter',
    (hits, relevance, skewed) => {
      const f = fixture(1000, hits, hits + Number(relevance), skewed);
      for (const filter of [null, (record: ProductRecord) => record.moq < 4]) {
        const keep = (slot: number) => filter === null || filter(f.state.records[slot] as ProductRecord);
        for (const [start, size] of [
          [0, 20],
          [20, 20],
          [40, 7],
          [hits - 5, 20],
          [hits + 100, 20],
        ] as const) {
          const page = pageOf(f.state, f.ordering, f.query, { relevance, filter, start, size });
          expect(page).toEqual(expected(f, relevance, keep, start, size));
        }
      }
    },
  );

  it('ranks the same hits by relevance and by the order alone, each its own way, when asked in turn', () => {
    const f = fixture(1000, 300, 7, true);
    for (const relevance of [true, false, true]) {
      for (const [start, size] of [
        [0, 20],
        [20, 20],
      ] as const) {
        const page = pageOf(f.state, f.ordering, f.query, { relevance, filter: null, start, size });
        expect(page).toEqual(expected(f, relevance, () => true, start, size));
      }
    }
  });
});

describe('first pages kept ranked', () => {
  it('answers a query’s pages within its first hundred hits from one scan, until the index changes', () => {
    const f = fixture(1000, 300, 11, true);
    let scans = 0;
    let found = 0;
    const scan = scanOf(f.matches, f.ordering.rank);
    const query = {
      key: 'kept',
      hits: () => {
        found++;
        return f.matches;
      },
      scan: ((...args) => {
        scans++;
        return scan(...args);
      }) satisfies Scan,
    };
    const page = (state: IndexState, start: number, filter: ((record: ProductRecord) => boolean) | null = null) =>
      pageOf(state, f.ordering, query, { relevance: true, filter, start, size: 20 });
    expect(page(f.state, 0)).toEqual(expected(f, true, () => true, 0, 20));
    expect(page(f.state, 20)).toEqual(expected(f, true, () => true, 20, 20));
    expect(page(f.state, 80)).toEqual(expected(f, true, () => true, 80, 20));
    expect([scans, found]).toEqual([1, 0]);
    // The order alone is ranked apart, once.
    expect(pageOf(f.state, f.ordering, query, { relevance: false, filter: null, start: 0, size: 20 })).toEqual(
      expected(f, false, () => true, 0, 20),
    );
    expect([scans, found]).toEqual([2, 0]);
    // Past the hundredth hit, or filtered, the hits are read.
    expect(page(f.state, 100)).toEqual(expected(f, true, () => true, 100, 20));
    const cheap = (record: ProductRecord) => record.moq < 4;
    expect(page(f.state, 0, cheap)).toEqual(
      expected(f, true, (slot) => cheap(f.state.records[slot] as ProductRecord), 0, 20),
    );
    expect([scans, found]).toEqual([2, 2]);
    // A new state of the index scans afresh.
    const changed = { ...f.state, version: f.state.version + 1 } as IndexState;
    expect(page(changed, 0)).toEqual(expected(f, true, () => true, 0, 20));
    expect([scans, found]).toEqual([3, 2]);
  });
});
