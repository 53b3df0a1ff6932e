import { describe, expect, it } from 'vitest';
import { FIELD_TIERS, Matcher, type Segment, SegmentBuilder } from './postings.js';
import { eligibleIn, mergesBetter, Scanner } from './scan.js';
import { PENALTY, type QueryGroups } from './search-text.js';

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Lexemes and the share of documents holding each: dense, middling and rare, a prefix family and a term's parts. */
const SHARES: Record<string, number> = {
  common: 0.6,
  half: 0.5,
  mid: 0.08,
  rare: 0.01,
  bolt: 0.02,
  bolts: 0.01,
  bolted: 0.01,
  pair: 0.3,
  part: 0.4,
  ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`w${i}`, 0.02])),
};

/**
 * Two segments of the whole catalogue (slots 0-2999 and 3000-5999) and one of products changed
 * since (6000-6199), 2% of the first tombstoned; a market listing 90% of them, ranked by slot in
 * the whole catalogue's segments and at random among them for the changed ones.
 */
function catalogue(seed: number) {
  const next = random(seed);
  const segmentOf = (from: number, to: number) => {
    const builder = new SegmentBuilder();
    for (let slot = from; slot < to; slot++) {
      builder.begin(slot);
      for (const [lexeme, share] of Object.entries(SHARES)) {
        if (next() >= share) continue;
        for (let bits = 1 + Math.floor(next() * 15), bit = 1; bit <= 8; bit *= 2) {
          if ((bits & bit) !== 0) builder.lexeme(lexeme, bit);
        }
      }
    }
    return builder.build();
  };
  const segments = [segmentOf(0, 3000), segmentOf(3000, 6000), segmentOf(6000, 6200)];
  const live = new Uint8Array(6200).fill(1);
  for (let slot = 0; slot < 6000; slot++) if (next() < 0.02) live[slot] = 0;
  const listed = Array.from({ length: 6200 }, (_, slot) => slot).filter(() => next() < 0.9);
  const keyOf = new Map(listed.map((slot) => [slot, slot < 6000 ? slot * 2 : Math.floor(next() * 6000) * 2 + 1]));
  const slots = Int32Array.from(listed.sort((a, b) => (keyOf.get(a) as number) - (keyOf.get(b) as number)));
  const rank = new Int32Array(6200).fill(-1);
  slots.forEach((slot, at) => {
    rank[slot] = at;
  });
  return { segments, live, rank };
}

const word = (lexeme: string, prefix = false, penalty = 0) => ({ lexeme, prefix, penalty });

/** Queries of every shape: dense and rare, prefixes of several lexemes, penalties, terms of several lexemes, several groups. */
const QUERIES: Record<string, QueryGroups> = {
  dense: [[word('common')]],
  'dense and dense': [[word('common')], [word('half')]],
  'dense and rare': [[word('common')], [word('rare')]],
  middling: [[word('mid')]],
  'middling and a prefix': [[word('mid')], [word('bolt', true)]],
  'middling, a prefix and a rare word': [[word('mid')], [word('bolt', true)], [word('rare')]],
  rare: [[word('rare')]],
  'a prefix of three lexemes': [[word('bolt', true)]],
  'a prefix of twenty lexemes': [[word('w', true)]],
  'terms naming the same lexemes at other penalties': [
    [word('bolted', false, PENALTY.synonym), word('bolts'), word('bolt', true), word('mid', false, PENALTY.oneTypo)],
  ],
  'the same lexemes read over bitsets': [[word('common', false, PENALTY.synonym), word('comm', true), word('half')]],
  'a synonym and a typo': [[word('rare'), word('mid', false, PENALTY.synonym), word('half', false, PENALTY.twoTypos)]],
  'a term of two lexemes': [[{ lexeme: 'pair', prefix: false, also: ['part'] }]],
  'a term of two lexemes or a rare word': [
    [{ lexeme: 'pair', prefix: false, also: ['part'], penalty: PENALTY.synonym }, word('rare')],
    [word('common')],
  ],
  'a word it lacks': [[word('missing')], [word('common')]],
};

/** What a scan must find: every live, listed hit the matcher finds, with its tier, and the best by (tier, rank). */
function expected(
  c: ReturnType<typeof catalogue>,
  groups: QueryGroups,
  tiered: boolean,
): { total: number; best: Array<[slot: number, tier: number]> } {
  const matches = new Matcher().match(c.segments, groups, c.live);
  const hits = Array.from(matches.slots, (slot, i): [number, number] => [
    slot,
    tiered ? (matches.tiers[i] as number) : 0,
  ])
    .filter(([slot]) => (c.rank[slot] as number) >= 0)
    .sort((a, b) => a[1] - b[1] || (c.rank[a[0]] as number) - (c.rank[b[0]] as number));
  return { total: hits.length, best: hits };
}

describe('counting and visiting the best hits', () => {
  const c = catalogue(5);
  const eligible = c.segments.map((segment) => eligibleIn(segment, c.live, c.rank));

  it('knows which segments rank as their slots go', () => {
    expect(eligible.map((e) => e.ascending)).toEqual([true, true, false]);
    // A slot tombstoned or not listed is not eligible.
    const bits = eligible[0]?.bits as Uint32Array;
    for (const slot of [0, 1, 2, 3, 500, 2999]) {
      const on = ((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0;
      expect(on, `slot ${slot}`).toBe(c.live[slot] === 1 && (c.rank[slot] as number) >= 0);
    }
  });

  it('reads a broad query over bitsets and a narrow one by merging, each segment its own way', () => {
    const [whole, , changed] = c.segments as [Segment, Segment, Segment];
    expect(mergesBetter(whole, QUERIES.dense as QueryGroups, true)).toBe(false);
    expect(mergesBetter(whole, QUERIES['dense and dense'] as QueryGroups, true)).toBe(false);
    expect(mergesBetter(whole, QUERIES['a prefix of twenty lexemes'] as QueryGroups, true)).toBe(false);
    expect(mergesBetter(whole, QUERIES.rare as QueryGroups, true)).toBe(true);
    expect(mergesBetter(whole, QUERIES['middling and a prefix'] as QueryGroups, true)).toBe(true);
    expect(mergesBetter(whole, QUERIES['a prefix of three lexemes'] as QueryGroups, true)).toBe(true);
    expect(mergesBetter(whole, QUERIES['a term of two lexemes'] as QueryGroups, true)).toBe(false);
    expect(mergesBetter(changed, QUERIES.rare as QueryGroups, true)).toBe(true);
    // The most common lexeme is kept as bitsets, a middling one as varints: the scan reads both.
    expect(whole.denseOf(whole.range(word('common'))[0])).toBeGreaterThanOrEqual(0);
    expect(whole.denseOf(whole.range(word('mid'))[0])).toBe(-1);
  });

  for (const [name, groups] of Object.entries(QUERIES)) {
    for (const tiered of [true, false]) {
      it(`counts every hit and visits the best first of each tier: ${name}${tiered ? '' : ', one tier'}`, () => {
        const want = expected(c, groups, tiered);
        const first = 5;
        const visited: Array<[slot: number, tier: number]> = [];
        const total = new Scanner().scan(c.segments, groups, eligible, tiered, first, (slot, tier) => {
          visited.push([slot, tier]);
        });
        expect(total).toBe(want.total);
        // Every visit is a hit at its tier, once.
        const tierOf = new Map(want.best);
        for (const [slot, tier] of visited) expect(tierOf.get(slot), `slot ${slot}`).toBe(tier);
        expect(new Set(visited.map(([slot]) => slot)).size).toBe(visited.length);
        // The best `first` hits are among those visited, whatever segment they are in.
        const seen = new Set(visited.map(([slot]) => slot));
        for (const [slot] of want.best.slice(0, first)) expect(seen.has(slot), `slot ${slot}`).toBe(true);
        // In the segments that rank as they go, a tier's visits stop at `first`; the changed segment's are all visited.
        for (const [index, segment] of c.segments.entries()) {
          const inSegment = visited.filter(([slot]) => segment.documentSlots.includes(slot));
          for (let tier = 0; tier < 4 * FIELD_TIERS; tier++) {
            const count = inSegment.filter(([, t]) => t === tier).length;
            const hits = want.best.filter(([slot, t]) => t === tier && segment.documentSlots.includes(slot)).length;
            expect(count).toBe(eligible[index]?.ascending ? Math.min(first, hits) : hits);
          }
        }
      });
    }
  }

  it('answers the same on a fresh scanner and on one reused for a larger query before', () => {
    const scanner = new Scanner();
    const visits = (groups: QueryGroups) => {
      const visited: number[] = [];
      const total = scanner.scan(c.segments, groups, eligible, true, 3, (slot) => visited.push(slot));
      return { total, visited };
    };
    const before = visits(QUERIES.middling as QueryGroups);
    visits(QUERIES['a synonym and a typo'] as QueryGroups);
    expect(visits(QUERIES.middling as QueryGroups)).toEqual(before);
  });
});
