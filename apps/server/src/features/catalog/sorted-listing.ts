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

/** The ids of `sorted` split by a key, each part in the same order, in typed arrays counted first. */
function splitBy(sorted: readonly ProductRecord[], key: (record: ProductRecord) => number): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const record of sorted) counts.set(key(record), (counts.get(key(record)) ?? 0) + 1);
  const parts = new Map<number, { ids: Int32Array; filled: number }>();
  for (const [value, count] of counts) parts.set(value, { ids: new Int32Array(count), filled: 0 });
  for (const record of sorted) {
    const part = parts.get(key(record)) as { ids: Int32Array; filled: number };
    part.ids[part.filled++] = record.id;
  }
  return new Map(Array.from(parts, ([value, part]) => [value, part.ids]));
}

/** The products in one order (the array given is sorted), split by top category and by category. */
export function sortListing(sorted: ProductRecord[], order: Order): SortedListing {
  sorted.sort(order);
  return {
    all: Int32Array.from(sorted, (record) => record.id),
    byTop: splitBy(sorted, (record) => record.topCategoryId),
    byCategory: splitBy(sorted, (record) => record.categoryId),
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
