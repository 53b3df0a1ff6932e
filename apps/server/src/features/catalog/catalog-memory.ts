import { randomUUID } from 'node:crypto';
import type { Locale, Market, Product, ProductSort } from '@mall/contract';
import { asc, gt, inArray, sql } from 'drizzle-orm';
import { type Db, type Listen, subscription } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { jsonRow } from '../../lib/json-row.js';
import { toProduct } from './product-columns.js';
import { type ProductRecord, RecordTable } from './record-table.js';
import {
  comparing,
  type ListingChange,
  moveInListing,
  type Order,
  type OrderKeys,
  type SortedListing,
  sortedPositions,
  sortListing,
} from './sorted-listing.js';

/** The channel the catalogue's triggers announce changes on (migration 0007_change_notifications). */
export const CATALOG_CHANGE_CHANNEL = 'catalog_change';
/** Products read per statement when the whole catalogue loads; more changed ones than this reload it all. */
const LOAD_BATCH = 5000;
/** The payload's table part of a catch-up mark (`caughtUp`): it names no change. */
const CATCH_UP_MARK = 'mark';
/** How long a writer waits for its own mark; a listener that lost its connection reloads all anyway. */
const CATCH_UP_LIMIT_MS = 2000;
/** Once the rows changed products left behind reach this share of those in use, the next pass reloads all (a fresh table). */
const LEFT_BEHIND_SHARE = 0.25;

/**
 * What product cards, listings and search show, in both languages and both currencies. A product
 * page's own parts (descriptions, gallery, video) are read with the page (catalog-detail.service.ts):
 * held for every product they were most of the model's memory.
 */
const RECORD_COLUMNS = {
  id: products.id,
  nameEn: products.nameEn,
  nameZh: products.nameZh,
  brandEn: products.brandEn,
  brandZh: products.brandZh,
  unitEn: products.unitEn,
  unitZh: products.unitZh,
  categoryId: products.categoryId,
  topCategoryId: products.topCategoryId,
  moq: products.moq,
  leadTime: products.leadTime,
  salesVolume: products.salesVolume,
  sales60d: products.sales60d,
  score: products.score,
  shopCode: products.shopCode,
  code: products.code,
  image: products.image,
  priceUsd: products.priceUsd,
  originalPriceUsd: products.originalPriceUsd,
  priceCny: products.priceCny,
  originalPriceCny: products.originalPriceCny,
  // An unlisted product is sold in no market: every read of the model sees it so.
  availableEn: sql<boolean>`(${products.availableEn} and ${products.listed})`,
  availableCn: sql<boolean>`(${products.availableCn} and ${products.listed})`,
  // Microseconds, as the database orders them; still exact in a JavaScript number.
  createdMicros: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint`,
};

export type { ProductRecord } from './record-table.js';

const AVAILABLE_IN: Record<Market, (p: ProductRecord) => boolean> = {
  en: (p) => p.availableEn,
  cn: (p) => p.availableCn,
};
export const PRICE_CENTS: Record<Market, (p: ProductRecord) => number> = {
  en: (p) => p.priceUsd,
  cn: (p) => p.priceCny,
};

/** The same orders as `productOrder` in SQL (product-columns.ts): every key is NOT NULL, ties by id. */
function orderOf(sort: ProductSort, market: Market): OrderKeys {
  const price = PRICE_CENTS[market];
  switch (sort) {
    case 'recommended':
      return { keys: [(p) => -p.score, (p) => -p.sales60d], idsDescending: false };
    case 'sales':
      return { keys: [(p) => -p.salesVolume], idsDescending: false };
    case 'price_asc':
      return { keys: [price], idsDescending: false };
    case 'price_desc':
      return { keys: [(p) => -price(p)], idsDescending: true };
    case 'newest':
      return { keys: [(p) => -p.createdMicros], idsDescending: true };
  }
}

/** `records` in the order a market lists them by `sort`. */
export function inOrder(records: readonly ProductRecord[], sort: ProductSort, market: Market): ProductRecord[] {
  return Array.from(sortedPositions(records, orderOf(sort, market)), (at) => records[at] as ProductRecord);
}

/** A record as the product payload of a market and language; prices only for a member. */
export function recordToProduct(record: ProductRecord, market: Market, locale: Locale, member: boolean): Product {
  const en = locale === 'en';
  return toProduct(
    {
      id: record.id,
      name: en ? record.nameEn : record.nameZh,
      brand: en ? record.brandEn : record.brandZh,
      categoryId: record.categoryId,
      unit: en ? record.unitEn : record.unitZh,
      moq: record.moq,
      leadTime: record.leadTime,
      salesVolume: record.salesVolume,
      sales60d: record.sales60d,
      score: record.score,
      shopCode: record.shopCode,
      code: record.code,
      image: record.image,
      price: member ? PRICE_CENTS[market](record) : null,
      originalPrice: member ? (market === 'en' ? record.originalPriceUsd : record.originalPriceCny) : null,
    },
    market,
  );
}

/** All products, a top category's, or those of a sub-category (`ids`: it and those below it). */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'top'; id: number }
  | { kind: 'within'; id: number; ids: number[] };

export type CategoryCount = Record<'any' | Market, number>;

/** Products' descriptions by id, as stored. */
export type Descriptions = ReadonlyMap<number, { en: string; zh: string }>;

/** A page of a listing, and how many products the whole listing has. */
export interface ListingPage {
  total: number;
  records: ProductRecord[];
}

/**
 * The catalogue's products held in memory, so a product page or a category page is answered
 * without a query (docs/decisions/011). It loads whole when first synced and follows the database's
 * change notifications: the products a change names are read again, anything broader reloads it
 * all. A read waits for the changes announced before it, so a page never shows an older product
 * than the database had when the change was announced.
 */
export function createCatalogMemory(db: Db, listen: Listen) {
  const records = new Map<number, ProductRecord>();
  /**
   * Sorted listings, made on first request: a change by id moves its products within them, a whole
   * reload drops them. Store counts: made on first request, adjusted by id, dropped by a reload.
   */
  const listings = new Map<string, { market: Market; order: Order; listing: SortedListing }>();
  const storeCounts = new Map<Market, Map<string, number>>();
  let categoryCounts: Map<number, CategoryCount> | null = null;
  /** Passes applied so far: what is derived from the catalogue elsewhere is keyed by it. */
  let revision = 0;
  /** Whole reloads so far: stores and categories change only with one (their notifications ask for it). */
  let wholeRevision = 0;
  let reloadAll = true;
  const changedIds = new Set<number>();
  /** When the oldest change not applied yet was heard (performance.now()); null when every one is. */
  let pendingSince: number | null = performance.now();
  let syncing: Promise<void> | null = null;
  /** Told of each pass applied: the ids of the products it read again, or null when it reloaded all. */
  const followers = new Set<(ids: readonly number[] | null) => void>();
  /** Catch-up marks sent by this process and not heard back yet, by token. */
  const marks = new Map<string, () => void>();

  let table = new RecordTable();

  function query() {
    return db.select({ row: jsonRow(RECORD_COLUMNS) }).from(products);
  }

  async function loadAll(): Promise<void> {
    const fresh = new Map<number, ProductRecord>();
    const freshTable = new RecordTable();
    const batchAfter = (lastId: number) =>
      query().where(gt(products.id, lastId)).orderBy(asc(products.id)).limit(LOAD_BATCH).execute();
    // The database prepares the next batch while this one is taken in.
    for (let next = batchAfter(0); ; ) {
      const rows = await next;
      const last = rows[rows.length - 1];
      if (!last) break;
      next = batchAfter(last.row.id);
      for (const { row } of rows) fresh.set(row.id, freshTable.append(row));
    }
    records.clear();
    for (const [id, record] of fresh) records.set(id, record);
    table = freshTable;
  }

  /** Keeps the store counts made so far in step with one product coming (+1) or going (-1). */
  function countInStores(record: ProductRecord, delta: number): void {
    for (const [market, counts] of storeCounts) {
      if (AVAILABLE_IN[market](record)) counts.set(record.shopCode, (counts.get(record.shopCode) ?? 0) + delta);
    }
  }

  /** Keeps the category counts, once made, in step with one product coming (+1) or going (-1). */
  function countInCategories(record: ProductRecord, delta: number): void {
    if (!categoryCounts) return;
    let count = categoryCounts.get(record.categoryId);
    if (!count) {
      count = { any: 0, en: 0, cn: 0 };
      categoryCounts.set(record.categoryId, count);
    }
    count.any += delta;
    if (record.availableEn) count.en += delta;
    if (record.availableCn) count.cn += delta;
  }

  /** Reads the products again by id; gives the records they replaced. */
  async function loadSome(ids: number[]): Promise<Map<number, ProductRecord>> {
    const rows = await query().where(inArray(products.id, ids));
    const replaced = new Map<number, ProductRecord>();
    for (const id of ids) {
      const before = records.get(id);
      if (!before) continue;
      countInStores(before, -1);
      countInCategories(before, -1);
      replaced.set(id, before);
      records.delete(id);
      table.leftBehind += 1;
    }
    for (const { row } of rows) {
      records.set(row.id, table.append(row));
      countInStores(row, 1);
      countInCategories(row, 1);
    }
    return replaced;
  }

  /** Moves the products read again within each listing made so far; one found out of order is dropped. */
  function moveInListings(ids: readonly number[], replaced: ReadonlyMap<number, ProductRecord>): void {
    const was = (id: number) => (replaced.get(id) ?? records.get(id)) as ProductRecord;
    for (const [key, { market, order, listing }] of listings) {
      const available = AVAILABLE_IN[market];
      const changes: ListingChange[] = [];
      for (const id of ids) {
        const before = replaced.get(id);
        const after = records.get(id);
        const change: ListingChange = {};
        if (before && available(before)) change.was = before;
        if (after && available(after)) change.now = after;
        if (change.was || change.now) changes.push(change);
      }
      if (changes.length > 0 && !moveInListing(listing, changes, order, was)) listings.delete(key);
    }
  }

  /** Applies the changes announced so far; concurrent readers share one pass. */
  function sync(): Promise<void> {
    syncing ??= (async () => {
      try {
        while (reloadAll || changedIds.size > 0) {
          const all = reloadAll;
          const ids = Array.from(changedIds);
          reloadAll = false;
          changedIds.clear();
          const passStarted = performance.now();
          try {
            if (all) {
              await loadAll();
              listings.clear();
            } else {
              moveInListings(ids, await loadSome(ids));
              if (table.leftBehind > LEFT_BEHIND_SHARE * records.size) reloadAll = true;
            }
          } catch (error) {
            // Nothing is lost: the same changes are applied by the next read.
            if (all) reloadAll = true;
            for (const id of ids) changedIds.add(id);
            throw error;
          }
          // Counted again from scratch after a whole reload only: a pass by id adjusted them (loadSome).
          if (all) {
            storeCounts.clear();
            categoryCounts = null;
          }
          revision += 1;
          if (all) wholeRevision += 1;
          // Changes heard during the pass wait for the next one: no older than the pass's start.
          pendingSince = reloadAll || changedIds.size > 0 ? passStarted : null;
          for (const follower of followers) follower(all ? null : ids);
        }
      } finally {
        syncing = null;
      }
    })();
    return syncing;
  }

  function onChange(payload: string): void {
    const [table, list = '*'] = payload.split(':');
    if (table === CATCH_UP_MARK) {
      marks.get(list)?.();
      return;
    }
    pendingSince ??= performance.now();
    // A product's own row or its video, by product id (a video is read with the page, but the
    // followers are told of it); stores and categories reload it all.
    if ((table !== 'products' && table !== 'product_videos') || list === '*') {
      reloadAll = true;
      return;
    }
    for (const id of list.split(',')) {
      const n = Number(id);
      if (Number.isInteger(n)) changedIds.add(n);
      else reloadAll = true;
    }
    // Many changes at once (a bulk import in batches) are read faster whole than by id.
    if (changedIds.size > LOAD_BATCH) reloadAll = true;
  }

  async function fresh(): Promise<void> {
    // A pass under way may be applying changes announced before this read: wait for it too.
    if (syncing || reloadAll || changedIds.size > 0) await sync();
  }

  /**
   * Resolves once every change committed before the call has been heard here. A PostgreSQL server
   * announces on another connection, a moment after the commit; notifications arrive in commit
   * order, so the return of a mark sent now tells that the earlier ones have arrived. A writer waits
   * for it before answering, and the page its user opens next shows the change.
   */
  async function caughtUp(): Promise<void> {
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      marks.set(token, resolve);
      timer = setTimeout(resolve, CATCH_UP_LIMIT_MS);
    });
    try {
      await db.execute(sql`select pg_notify(${CATALOG_CHANGE_CHANNEL}, ${`${CATCH_UP_MARK}:${token}`})`);
      await heard;
    } finally {
      clearTimeout(timer);
      marks.delete(token);
    }
  }

  /** Follows the change notifications; they are subscribed before the first load, so none falls between. */
  const { start, stop } = subscription(listen, CATALOG_CHANGE_CHANNEL, onChange);

  /**
   * Calls `follower` after each pass with what it changed, before the readers waiting for that pass
   * go on; what is derived from the catalogue (the search index) keeps itself in step this way.
   */
  function follow(follower: (ids: readonly number[] | null) => void): () => void {
    followers.add(follower);
    return () => followers.delete(follower);
  }

  /** Every product by id, whatever its markets, as of the changes announced so far. */
  async function all(): Promise<ReadonlyMap<number, ProductRecord>> {
    await fresh();
    return records;
  }

  /** A product by id, whatever its markets; undefined when there is none. */
  async function product(id: number): Promise<ProductRecord | undefined> {
    await fresh();
    return records.get(id);
  }

  /** The market's products in one order, split by top category and by category. */
  function sortedCatalogue(market: Market, sort: ProductSort): SortedListing {
    const key = `${market}:${sort}`;
    let sorted = listings.get(key);
    if (!sorted) {
      const available = AVAILABLE_IN[market];
      const listed: ProductRecord[] = [];
      for (const record of records.values()) if (available(record)) listed.push(record);
      const order = orderOf(sort, market);
      sorted = { market, order: comparing(order), listing: sortListing(listed, order) };
      listings.set(key, sorted);
    }
    return sorted.listing;
  }

  const NONE = new Int32Array(0);

  function scoped(sorted: SortedListing, scope: ListingScope): Int32Array {
    if (scope.kind === 'all') return sorted.all;
    if (scope.kind === 'top') return sorted.byTop.get(scope.id) ?? NONE;
    if (scope.ids.length === 1) return sorted.byCategory.get(scope.id) ?? NONE;
    let list = sorted.within.get(scope.id);
    if (!list) {
      const categories = new Set(scope.ids);
      list = sorted.all.filter((id) => categories.has((records.get(id) as ProductRecord).categoryId));
      sorted.within.set(scope.id, list);
    }
    return list;
  }

  /** `count` products of a market from `from` in `sort` order, within the scope, and the scope's total. */
  async function listing(
    market: Market,
    sort: ProductSort,
    scope: ListingScope,
    from: number,
    count: number,
  ): Promise<ListingPage> {
    await fresh();
    // Read in one turn after the wait: no pass can change the records between the ids and their records.
    const ids = scoped(sortedCatalogue(market, sort), scope);
    const page = Array.from(ids.subarray(from, from + count), (id) => records.get(id) as ProductRecord);
    return { total: ids.length, records: page };
  }

  /** The descriptions of products by id, read from the table: the model does not hold them (the search index writes them). */
  async function descriptions(ids: readonly number[]): Promise<Descriptions> {
    const found = new Map<number, { en: string; zh: string }>();
    for (let start = 0; start < ids.length; start += LOAD_BATCH) {
      const rows = await db
        .select({ id: products.id, en: products.descriptionEn, zh: products.descriptionZh })
        .from(products)
        .where(inArray(products.id, ids.slice(start, start + LOAD_BATCH)));
      for (const row of rows) found.set(row.id, row);
    }
    return found;
  }

  /** A market's product ids in `sort` order (the search index's orders). */
  async function orderedIds(market: Market, sort: ProductSort): Promise<Int32Array> {
    await fresh();
    return sortedCatalogue(market, sort).all;
  }

  /** The catalogue's revision once the changes announced so far are applied. */
  async function currentRevision(): Promise<number> {
    await fresh();
    return revision;
  }

  /**
   * The revision of what only a whole reload changes (stores, categories): what is read from those
   * tables stays valid while products change one by one, as in an import.
   */
  async function currentWholeRevision(): Promise<number> {
    await fresh();
    return wholeRevision;
  }

  /** Products of each category (not counting those below it): in any market, and in each. */
  async function countsByCategory(): Promise<ReadonlyMap<number, CategoryCount>> {
    await fresh();
    if (!categoryCounts) {
      categoryCounts = new Map();
      for (const record of records.values()) countInCategories(record, 1);
    }
    return categoryCounts;
  }

  /** How many products a store offers in a market, for its card. */
  async function storeProductCount(shopCode: string, market: Market): Promise<number> {
    await fresh();
    let counts = storeCounts.get(market);
    if (!counts) {
      counts = new Map();
      const available = AVAILABLE_IN[market];
      for (const record of records.values()) {
        if (available(record)) counts.set(record.shopCode, (counts.get(record.shopCode) ?? 0) + 1);
      }
      storeCounts.set(market, counts);
    }
    return counts.get(shopCode) ?? 0;
  }

  /**
   * Where the model stands, without waiting for anything (the operators' readiness and metrics):
   * whether the first whole load is done, the products held, and how long the oldest change heard
   * has waited to be applied. A read applies what is pending first, so that wait grows only while
   * nothing reads or while applying fails.
   */
  function status(): { loaded: boolean; products: number; lagSeconds: number } {
    const lagMs = pendingSince === null ? 0 : performance.now() - pendingSince;
    return { loaded: wholeRevision > 0, products: records.size, lagSeconds: lagMs / 1000 };
  }

  return {
    start,
    stop,
    sync,
    status,
    caughtUp,
    follow,
    revision: currentRevision,
    wholeRevision: currentWholeRevision,
    products: all,
    product,
    listing,
    orderedIds,
    descriptions,
    storeProductCount,
    countsByCategory,
  };
}

export type CatalogMemory = ReturnType<typeof createCatalogMemory>;
