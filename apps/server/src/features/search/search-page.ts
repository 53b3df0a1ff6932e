import type { ProductRecord } from '../catalog/catalog-memory.js';
import type { Matches } from './postings.js';
import { type Eligible, eligibleIn } from './scan.js';
import type { IndexState, Ordering } from './search-index.js';
import { VersionCache } from './version-cache.js';

/** Counts a query's hits among the eligible slots and visits the best of them (scan.ts `Scanner.scan`). */
export type Scan = (
  eligible: readonly Eligible[],
  tiered: boolean,
  first: number,
  visit: (slot: number, tier: number) => void,
) => number;

/**
 * A query's hits, named by `key` (its terms) and worked out by `hits` only when a page needs them:
 * a first page kept ranked is read by `scan` instead, which counts the hits and visits only the
 * best of them.
 */
export interface Query {
  key: string;
  hits: () => Matches;
  scan: Scan;
}

/** The filter page's choices as one test, made on the hits only. */
export type Filter = (record: ProductRecord, state: IndexState) => boolean;

/**
 * Scratch shared between pages, which are made without yielding: a max-heap of the best keys seen
 * so far, a key being `tier * n + rank` (exact in a double for any catalogue size).
 */
let heap = new Float64Array(0);

/** Puts `key` in the heap of `size` keys when it is below the largest; answers the heap's size. */
function keep(key: number, size: number, capacity: number): number {
  let at: number;
  if (size < capacity) {
    at = size++;
    // Sift up.
    while (at > 0) {
      const parent = (at - 1) >>> 1;
      if ((heap[parent] as number) >= key) break;
      heap[at] = heap[parent] as number;
      at = parent;
    }
    heap[at] = key;
    return size;
  }
  if (key >= (heap[0] as number)) return size;
  // Replace the largest and sift down.
  at = 0;
  for (;;) {
    const left = 2 * at + 1;
    if (left >= size) break;
    const right = left + 1;
    const larger = right < size && (heap[right] as number) > (heap[left] as number) ? right : left;
    if ((heap[larger] as number) <= key) break;
    heap[at] = heap[larger] as number;
    at = larger;
  }
  heap[at] = key;
  return size;
}

interface Ranked {
  total: number;
  /** The best keys, ascending. */
  keys: Float64Array;
}

/** The best `capacity` passing hits' keys in one pass over the hits, and how many pass. */
function rankHits(
  state: IndexState,
  ordering: Ordering,
  matches: Matches,
  relevance: boolean,
  filter: Filter | null,
  capacity: number,
): Ranked {
  const { rank } = ordering;
  const n = ordering.slots.length;
  const bound = Math.min(capacity, matches.slots.length);
  if (heap.length < bound) heap = new Float64Array(Math.max(bound, heap.length * 2));
  let kept = 0;
  let total = 0;
  for (let i = 0; i < matches.slots.length; i++) {
    const slot = matches.slots[i] as number;
    const at = rank[slot] as number;
    if (at < 0 || (filter !== null && !filter(state.records[slot] as ProductRecord, state))) continue;
    total++;
    kept = keep(relevance ? (matches.tiers[i] as number) * n + at : at, kept, bound);
  }
  return { total, keys: heap.slice(0, kept).sort() };
}

const eligibleOf = new WeakMap<Ordering, Eligible[]>();

/** The slots of each segment a page in this order may show. */
function eligible(state: IndexState, ordering: Ordering): Eligible[] {
  let found = eligibleOf.get(ordering);
  if (!found) {
    found = state.segments.map((segment) => eligibleIn(segment, state.live, ordering.rank));
    eligibleOf.set(ordering, found);
  }
  return found;
}

/** The best `capacity` hits' keys of a query, scanned without its hits, and how many there are. */
function scanHits(state: IndexState, ordering: Ordering, scan: Scan, relevance: boolean, capacity: number): Ranked {
  const { rank } = ordering;
  const n = ordering.slots.length;
  if (heap.length < capacity) heap = new Float64Array(Math.max(capacity, heap.length * 2));
  let kept = 0;
  const total = scan(eligible(state, ordering), relevance, capacity, (slot, tier) => {
    kept = keep(tier * n + (rank[slot] as number), kept, capacity);
  });
  return { total, keys: heap.slice(0, kept).sort() };
}

/** Hits kept ranked per query and order, unfiltered: the first pages a buyer scrolls through. */
const RANKED_KEPT = 100;
/**
 * Memory per ordering for the first hits of recent queries, ranked (about a kilobyte a query): kept
 * apart from the hits themselves, which take megabytes for a broad keyword at a million products
 * and are dropped long before.
 */
const RANKED_BYTES = 4 * 2 ** 20;
const rankedOf = new WeakMap<Ordering, VersionCache<Ranked>>();

/** The first RANKED_KEPT hits of a query in an order, ranked once per state of the index. */
function firstRanked(state: IndexState, ordering: Ordering, query: Query, relevance: boolean): Ranked {
  let kept = rankedOf.get(ordering);
  if (!kept) {
    kept = new VersionCache<Ranked>(RANKED_BYTES, (key, ranked) => key.length * 2 + ranked.keys.byteLength);
    rankedOf.set(ordering, kept);
  }
  return kept.of(state.version, `${relevance ? 'relevance' : 'order'} ${query.key}`, () =>
    scanHits(state, ordering, query.scan, relevance, RANKED_KEPT),
  );
}

/**
 * The total and one page of hits (as slots) in the ordering's order, or by relevance tier first and
 * the ordering (sales) within a tier. One pass over the hits counts them and keeps, in a bounded
 * heap, the best `start + size` of them: a broad keyword's hundreds of thousands of hits are
 * neither sorted nor read twice. The first pages without a filter are ranked once per query and order,
 * and kept for as long as the index does not change.
 */
export function pageOf(
  state: IndexState,
  ordering: Ordering,
  query: Query,
  options: { relevance: boolean; filter: Filter | null; start: number; size: number },
): { slots: number[]; total: number } {
  const { relevance, filter, start, size } = options;
  const end = start + size;
  const { total, keys } =
    filter === null && end <= RANKED_KEPT
      ? firstRanked(state, ordering, query, relevance)
      : rankHits(state, ordering, query.hits(), relevance, filter, end);
  const n = ordering.slots.length;
  return {
    slots: Array.from(keys.subarray(start, end), (key) => ordering.slots[key % n] as number),
    total,
  };
}
