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
 * the same order, in typed arrays counted first.
 */
function splitBy(positions: Uint32Array, ids: Int32Array, values: Int32Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const parts = new Map<number, { ids: Int32Array; filled: number }>();
  for (const [value, count] of counts) parts.set(value, { ids: new Int32Array(count), filled: 0 });
  for (const at of positions) {
    const part = parts.get(values[at] as number) as { ids: Int32Array; filled: number };
    part.ids[part.filled++] = ids[at] as number;
  }
  return new Map(Array.from(parts, ([value, part]) => [value, part.ids]));
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

/**
 * The positions of `listed` in one order. The records' keys are read into arrays once, in plain
 * loops, and the positions sorted by those: sorting the records themselves read two keys through
 * their records at each of the 20 million comparisons of a million products, 2.6-2.9 s on the
 * event loop.
 */
export function sortedPositions(listed: readonly ProductRecord[], order: OrderKeys): Uint32Array {
  const n = listed.length;
  const [firstKey, secondKey] = order.keys;
  const first = new Float64Array(n);
  const second = new Float64Array(secondKey ? n : 0);
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const record = listed[i] as ProductRecord;
    first[i] = firstKey(record);
    if (secondKey) second[i] = secondKey(record);
    ids[i] = record.id;
  }
  const idSign = order.idsDescending ? -1 : 1;
  const positions = new Uint32Array(n);
  for (let i = 0; i < n; i++) positions[i] = i;
  return positions.sort(
    (a, b) =>
      (first[a] as number) - (first[b] as number) ||
      (secondKey ? (second[a] as number) - (second[b] as number) : 0) ||
      ((ids[a] as number) - (ids[b] as number)) * idSign,
  );
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
