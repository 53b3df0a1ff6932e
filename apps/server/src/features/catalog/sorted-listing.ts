import type { ProductRecord } from './catalog-memory.js';

export type Order = (a: ProductRecord, b: ProductRecord) => number;

/** Product ids in one order: 4 bytes a product, where an array of records took 8 (decision 044). */
export interface SortedListing {
  all: Int32Array;
  byTop: Map<number, Int32Array>;
  byCategory: Map<number, Int32Array>;
  /** Sub-categories with sub-categories of their own, by id: made when first asked for. */
  within: Map<number, Int32Array>;
}

/**
 * The ids of the products at `positions`, split by their `values` (a category, say), each part in
 * the same order: the positions grouped by value with one stable radix sort, then each run of a
 * value copied out (no lookup of a value for every product).
 */
function splitBy(positions: Uint32Array, ids: Int32Array, values: Int32Array): Map<number, Int32Array> {
  const grouped = radixSorted(positions.slice(), [new Uint32Array(values.buffer, values.byteOffset, values.length)]);
  const parts = new Map<number, Int32Array>();
  let start = 0;
  for (let end = 1; end <= grouped.length; end++) {
    const value = values[grouped[start] as number] as number;
    if (end < grouped.length && values[grouped[end] as number] === value) continue;
    const part = new Int32Array(end - start);
    for (let i = start; i < end; i++) part[i - start] = ids[grouped[i] as number] as number;
    parts.set(value, part);
    start = end;
  }
  return parts;
}

/** A number of a product an order compares, smaller first. */
type SortKey = (record: ProductRecord) => number;

/**
 * An order of products: its keys compared in turn, then the ids, which break every tie (the same
 * orders as `productOrder` in SQL, product-columns.ts).
 */
export interface OrderKeys {
  keys: [SortKey] | [SortKey, SortKey];
  idsDescending: boolean;
}

/** Two records compared by an order's keys, to place a changed product in a listing. */
export function comparing({ keys, idsDescending }: OrderKeys): Order {
  const idSign = idsDescending ? -1 : 1;
  return (a, b) => {
    for (const key of keys) {
      const difference = key(a) - key(b);
      if (difference !== 0) return difference;
    }
    return (a.id - b.id) * idSign;
  };
}

/** A number's bits as two unsigned words, high and low, read off a double in the machine's (little-endian) order. */
const DOUBLE = new Float64Array(1);
const DOUBLE_WORDS = new Uint32Array(DOUBLE.buffer);

/**
 * A key of every product as two unsigned words, high and low, in the numbers' order: a double's
 * bits with the sign bit set when it is positive and every bit flipped when it is negative. The low
 * words are left out when they are all the same (whole numbers below 2^21 have none set).
 */
function orderedWords(listed: readonly ProductRecord[], key: SortKey): [high: Uint32Array, low?: Uint32Array] {
  const n = listed.length;
  const high = new Uint32Array(n);
  const low = new Uint32Array(n);
  let lowVaries = false;
  for (let i = 0; i < n; i++) {
    // `+ 0` makes -0 a 0, as a comparison of the two finds them equal.
    DOUBLE[0] = key(listed[i] as ProductRecord) + 0;
    const upper = DOUBLE_WORDS[1] as number;
    const lower = DOUBLE_WORDS[0] as number;
    const negative = upper >>> 31 === 1;
    high[i] = negative ? ~upper >>> 0 : (upper | 0x80000000) >>> 0;
    low[i] = negative ? ~lower >>> 0 : lower;
    if (low[i] !== low[0]) lowVaries = true;
  }
  return lowVaries ? [high, low] : [high];
}

const DIGIT_BITS = 16;
const DIGIT_MASK = (1 << DIGIT_BITS) - 1;

/**
 * The positions of `listed` in one order, by a least-significant-digit radix sort of 16-bit
 * digits: the ids first, then each key from the last to the first, every pass stable. A digit
 * the same for every product moves nothing and is skipped. A comparison sort of a million
 * products took 1.2-1.3 s of the event loop, each comparison a call back into JavaScript
 * (decision 044); these passes read and write arrays in plain loops.
 */
export function sortedPositions(listed: readonly ProductRecord[], order: OrderKeys): Uint32Array {
  const n = listed.length;
  const ties = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const id = (listed[i] as ProductRecord).id;
    ties[i] = order.idsDescending ? ~id >>> 0 : id;
  }
  const words: Uint32Array[] = [ties];
  for (const key of [...order.keys].reverse()) {
    const [high, low] = orderedWords(listed, key);
    if (low) words.push(low);
    words.push(high);
  }
  const positions = new Uint32Array(n);
  for (let i = 0; i < n; i++) positions[i] = i;
  return radixSorted(positions, words);
}

/**
 * `positions` sorted by the numbers `words` hold at each position, stably, the first word the least
 * significant: a least-significant-digit radix sort of 16-bit digits, a digit the same for every
 * position skipped. May sort in `positions` itself.
 */
function radixSorted(unsorted: Uint32Array, words: readonly Uint32Array[]): Uint32Array {
  const n = unsorted.length;
  let positions: Uint32Array = unsorted;
  let spare: Uint32Array = new Uint32Array(n);
  // A word's values in the positions' current order, moved along with them: each pass reads them
  // in turn rather than at a million scattered places.
  let values = new Uint32Array(n);
  let spareValues = new Uint32Array(n);
  const starts = new Uint32Array(1 << DIGIT_BITS);
  for (const word of words) {
    for (let i = 0; i < n; i++) values[i] = word[positions[i] as number] as number;
    for (let shift = 0; shift < 32; shift += DIGIT_BITS) {
      starts.fill(0);
      for (let i = 0; i < n; i++) (starts[((values[i] as number) >>> shift) & DIGIT_MASK] as number)++;
      if (n === 0 || starts[((values[0] as number) >>> shift) & DIGIT_MASK] === n) continue;
      let sum = 0;
      for (let digit = 0; digit <= DIGIT_MASK; digit++) {
        const count = starts[digit] as number;
        starts[digit] = sum;
        sum += count;
      }
      for (let i = 0; i < n; i++) {
        const value = values[i] as number;
        const to = (starts[(value >>> shift) & DIGIT_MASK] as number)++;
        spare[to] = positions[i] as number;
        spareValues[to] = value;
      }
      [positions, spare] = [spare, positions];
      [values, spareValues] = [spareValues, values];
    }
  }
  return positions;
}

/** The products of `listed` in one order, split by top category and by category. */
export function sortListing(listed: readonly ProductRecord[], order: OrderKeys): SortedListing {
  const n = listed.length;
  const ids = new Int32Array(n);
  const tops = new Int32Array(n);
  const categories = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const record = listed[i] as ProductRecord;
    ids[i] = record.id;
    tops[i] = record.topCategoryId;
    categories[i] = record.categoryId;
  }
  const positions = sortedPositions(listed, order);
  const all = new Int32Array(n);
  for (let i = 0; i < n; i++) all[i] = ids[positions[i] as number] as number;
  return {
    all,
    byTop: splitBy(positions, ids, tops),
    byCategory: splitBy(positions, ids, categories),
    within: new Map(),
  };
}

/** The first place in `ids` whose product, as `recordOf` gives it, does not come before `record`. */
function placeOf(
  ids: Int32Array,
  record: ProductRecord,
  order: Order,
  recordOf: (id: number) => ProductRecord,
): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(recordOf(ids[middle] as number), record) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `ids` without the products that left (found by their records as they were) and with those that
 * came (placed by their records as they are): one new list, written once, and a binary search a
 * product. `ids` is in the order of the records it was sorted by, so a product that came is placed
 * among them by comparing it with those. Null when a product that left is not where its record
 * says: the caller sorts again.
 */
function moved(
  ids: Int32Array,
  left: readonly ProductRecord[],
  came: readonly ProductRecord[],
  order: Order,
  was: (id: number) => ProductRecord,
): Int32Array | null {
  if (left.length === 1 && came.length === 1)
    return movedInPlace(ids, left[0] as ProductRecord, came[0] as ProductRecord, order, was);
  const dropped: number[] = [];
  for (const record of left) {
    const at = placeOf(ids, record, order, was);
    if (ids[at] !== record.id) return null;
    dropped.push(at);
  }
  dropped.sort((a, b) => a - b);
  const placed = [...came].sort(order).map((record) => ({ id: record.id, at: placeOf(ids, record, order, was) }));
  const result = new Int32Array(ids.length - dropped.length + placed.length);
  let written = 0;
  let read = 0;
  let next = 0;
  /** Copies `ids` up to `end`, leaving out those that left. */
  const copyTo = (end: number) => {
    while (read < end) {
      const stop = next < dropped.length && (dropped[next] as number) < end ? (dropped[next] as number) : end;
      result.set(ids.subarray(read, stop), written);
      written += stop - read;
      read = stop;
      if (read < end) {
        read++;
        next++;
      }
    }
  };
  for (const { id, at } of placed) {
    copyTo(at);
    result[written++] = id;
  }
  copyTo(ids.length);
  return result;
}

/**
 * One product out and one in (a product changed within the list, the commonest change): the
 * products between the two places shift by one within `ids` itself, where a new list of a million
 * ids (4 MB) a change kept the collector busy. Readers take a list's ids in the turn they get it.
 */
function movedInPlace(
  ids: Int32Array,
  left: ProductRecord,
  came: ProductRecord,
  order: Order,
  was: (id: number) => ProductRecord,
): Int32Array | null {
  const from = placeOf(ids, left, order, was);
  if (ids[from] !== left.id) return null;
  const to = placeOf(ids, came, order, was);
  if (to > from) {
    ids.copyWithin(from, from + 1, to);
    ids[to - 1] = came.id;
  } else {
    ids.copyWithin(to + 1, to, from);
    ids[to] = came.id;
  }
  return ids;
}

/** A product's change as one listing sees it: its record before (if it was listed) and now (if it is). */
export interface ListingChange {
  was?: ProductRecord;
  now?: ProductRecord;
}

/** The changes that touch one part of a listing (a top category, a category), by the part's key. */
function partsOf(changes: readonly ListingChange[], key: (record: ProductRecord) => number) {
  const parts = new Map<number, { left: ProductRecord[]; came: ProductRecord[] }>();
  const part = (value: number) => {
    const found = parts.get(value) ?? { left: [], came: [] };
    parts.set(value, found);
    return found;
  };
  for (const { was, now } of changes) {
    if (was) part(key(was)).left.push(was);
    if (now) part(key(now)).came.push(now);
  }
  return parts;
}

const NONE = new Int32Array(0);

/**
 * Moves the changed products of a listing where they now belong, in place of sorting the whole
 * catalogue again (1.3 s a listing at a million products, decision 044). `was` gives any listed
 * product's record before the change. False when the listing was not as its
 * records say; it should then be sorted again.
 */
export function moveInListing(
  listing: SortedListing,
  changes: readonly ListingChange[],
  order: Order,
  was: (id: number) => ProductRecord,
): boolean {
  const left = changes.flatMap((change) => (change.was ? [change.was] : []));
  const came = changes.flatMap((change) => (change.now ? [change.now] : []));
  const all = moved(listing.all, left, came, order, was);
  if (!all) return false;
  const splits: Array<[Map<number, Int32Array>, (record: ProductRecord) => number]> = [
    [listing.byTop, (record) => record.topCategoryId],
    [listing.byCategory, (record) => record.categoryId],
  ];
  const updates: Array<[Map<number, Int32Array>, number, Int32Array]> = [];
  for (const [split, key] of splits) {
    for (const [value, part] of partsOf(changes, key)) {
      const ids = moved(split.get(value) ?? NONE, part.left, part.came, order, was);
      if (!ids) return false;
      updates.push([split, value, ids]);
    }
  }
  listing.all = all;
  for (const [split, value, ids] of updates) {
    if (ids.length === 0) split.delete(value);
    else split.set(value, ids);
  }
  // Made again from `all` when next asked for: a product moving between categories changes them.
  listing.within.clear();
  return true;
}
