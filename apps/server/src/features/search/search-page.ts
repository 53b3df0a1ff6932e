import type { ProductRecord } from '../catalog/catalog-memory.js';
import { type Matches, TIERS } from './postings.js';
import type { IndexState, Ordering } from './search-index.js';

/** The filter page's choices as one test, made on the hits only. */
export type Filter = (record: ProductRecord, state: IndexState) => boolean;

/** A tier with fewer hits than this share of the market's products is sorted; a denser one is read by rank. */
const SORT_SHARE = 1 / 16;

/** Scratch shared between pages, which are made without yielding: the ranks and tiers of the hits that pass. */
let passingRanks = new Int32Array(0);
let passingTiers = new Uint8Array(0);
/** By rank: 0, or the tier of a passing hit plus one. Left all 0 after each page. */
let tierAtRank = new Uint8Array(0);

/**
 * The total and one page of hits (as slots) in the ordering's order, or by relevance tier first and
 * the ordering (sales) within a tier. Of each tier the page needs its first few hits: a tier with
 * few hits has them sorted by rank; the dense ones are dropped into a table of ranks and read back
 * in rank order only until the page has what it needs, which takes a few hundred ranks at most.
 */
export function pageOf(
  state: IndexState,
  ordering: Ordering,
  matches: Matches,
  options: { relevance: boolean; filter: Filter | null; start: number; size: number },
): { slots: number[]; total: number } {
  const { relevance, filter, start, size } = options;
  const { rank } = ordering;
  const n = ordering.slots.length;
  if (passingRanks.length < matches.slots.length) {
    passingRanks = new Int32Array(matches.slots.length);
    passingTiers = new Uint8Array(matches.slots.length);
  }
  const counts = new Array<number>(TIERS).fill(0);
  let total = 0;
  for (let i = 0; i < matches.slots.length; i++) {
    const slot = matches.slots[i] as number;
    const at = rank[slot] as number;
    if (at < 0 || (filter !== null && !filter(state.records[slot] as ProductRecord, state))) continue;
    const tier = relevance ? (matches.tiers[i] as number) : 0;
    passingRanks[total] = at;
    passingTiers[total] = tier;
    counts[tier] = (counts[tier] as number) + 1;
    total++;
  }
  const end = Math.min(start + size, total);
  if (start >= end) return { slots: [], total };

  // What each tier gives the page: its hits that come before `end` in tier order.
  const needs: number[] = [];
  for (let tier = 0, before = 0; tier < TIERS; tier++) {
    needs.push(Math.max(0, Math.min(counts[tier] as number, end - before)));
    before += counts[tier] as number;
  }
  const dense = (tier: number) => (counts[tier] as number) >= n * SORT_SHARE;
  const ranksByTier: number[][] = needs.map((need, tier) => {
    if (need === 0 || dense(tier)) return [];
    const ranks: number[] = [];
    for (let k = 0; k < total; k++) if (passingTiers[k] === tier) ranks.push(passingRanks[k] as number);
    return Array.from(Int32Array.from(ranks).sort().subarray(0, need));
  });

  let wanted = 0;
  if (tierAtRank.length < n) tierAtRank = new Uint8Array(n);
  for (let k = 0; k < total; k++) {
    const tier = passingTiers[k] as number;
    if ((needs[tier] as number) > 0 && dense(tier)) tierAtRank[passingRanks[k] as number] = tier + 1;
  }
  needs.forEach((need, tier) => {
    if (dense(tier)) wanted += need;
  });
  if (wanted > 0) {
    for (let r = 0; r < n && wanted > 0; r++) {
      const mark = tierAtRank[r] as number;
      if (mark === 0) continue;
      const bucket = ranksByTier[mark - 1] as number[];
      if (bucket.length < (needs[mark - 1] as number)) {
        bucket.push(r);
        wanted--;
      }
    }
    tierAtRank.fill(0, 0, n);
  }
  const ranks = ranksByTier.flat().slice(start, end);
  return { slots: ranks.map((r) => ordering.slots[r] as number), total };
}
