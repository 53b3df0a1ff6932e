import type { ProductRecord } from '../catalog/catalog-memory.js';
import type { Matches } from './postings.js';
import type { IndexState, Ordering } from './search-index.js';

/** The filter page's choices as one test, made on the hits only. */
export type Filter = (record: ProductRecord, state: IndexState) => boolean;

/** Hits fewer than this share of the market's products are sorted; more are placed by rank. */
const SORT_SHARE = 1 / 16;
const TIERS = 4;

/** Scratch shared between pages, which are made without yielding: the ranks and tiers of the hits that pass. */
let passingRanks = new Int32Array(0);
let passingTiers = new Uint8Array(0);
/** By rank: 0, or the tier of a passing hit plus one. Left all 0 after each page. */
let tierAtRank = new Uint8Array(0);

/**
 * The total and one page of hits (as slots) in the ordering's order, or by relevance tier first and
 * the ordering (sales) within a tier. Few hits are sorted by rank; many are dropped into a table
 * of ranks and read back in rank order until the page is complete.
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

  if (total < n * SORT_SHARE) {
    // Tier above rank in one number: ranks stay below 2^32, and the key below 2^53.
    const keys = new Float64Array(total);
    for (let k = 0; k < total; k++) keys[k] = (passingTiers[k] as number) * 2 ** 32 + (passingRanks[k] as number);
    keys.sort();
    return { slots: Array.from(keys.subarray(start, end), (key) => ordering.slots[key % 2 ** 32] as number), total };
  }

  if (tierAtRank.length < n) tierAtRank = new Uint8Array(n);
  for (let k = 0; k < total; k++) tierAtRank[passingRanks[k] as number] = (passingTiers[k] as number) + 1;
  // Each tier gives the page its first few hits in rank order: those before `end` in tier order.
  const buckets: number[][] = [];
  let wanted = 0;
  for (let tier = 0, before = 0; tier < TIERS; tier++) {
    const need = Math.max(0, Math.min(counts[tier] as number, end - before));
    buckets.push(new Array<number>(need));
    wanted += need;
    before += counts[tier] as number;
  }
  const filled = new Array<number>(TIERS).fill(0);
  for (let r = 0; r < n && wanted > 0; r++) {
    const mark = tierAtRank[r] as number;
    if (mark === 0) continue;
    const tier = mark - 1;
    const bucket = buckets[tier] as number[];
    const at = filled[tier] as number;
    if (at < bucket.length) {
      bucket[at] = ordering.slots[r] as number;
      filled[tier] = at + 1;
      wanted--;
    }
  }
  tierAtRank.fill(0, 0, n);
  return { slots: buckets.flat().slice(start, end), total };
}
