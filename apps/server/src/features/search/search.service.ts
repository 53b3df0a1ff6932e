import {
  ErrorCode,
  type Locale,
  type Market,
  type Product,
  SEARCH_HISTORY_MAX,
  SEARCH_ITEMS_MAX,
  SEARCH_KEYWORD_MAX_LENGTH,
  SEARCH_SUGGESTIONS_MAX,
  type SearchFacets,
  type SearchPage,
  type SearchQuery,
  type SearchRecord,
} from '@mall/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchRecords } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { byCodeUnit } from '../../lib/compare-text.js';
import { PRICE_CENTS, type ProductRecord, recordToProduct } from '../catalog/catalog-memory.js';
import { productOrder } from '../catalog/product-columns.js';
import { refusePriceOrder, refusePriceUse, type ViewerAccount } from '../catalog/viewer.js';
import { createPopularSearches } from './popular-searches.js';
import type { Matches } from './postings.js';
import { type IndexState, type Ordering, RELEVANCE_ORDER, type SearchIndex } from './search-index.js';
import { type Filter, pageOf } from './search-page.js';
import { isPresentable } from './search-text.js';

const FACETS_MAX = 20;

export interface Viewer {
  account: ViewerAccount;
  member: boolean;
  buyerId?: number;
  /** A reviewer approved the buyer's account: their searches count towards the popular searches. */
  approved?: boolean;
}

const collapse = (raw: string) => raw.replace(/\s+/g, ' ').trim();
const tooLong = (keyword: string) => Array.from(keyword).length > SEARCH_KEYWORD_MAX_LENGTH;

/** Spaces collapsed; an empty or over-long keyword is refused with a code the buyer can act on. */
export function cleanKeyword(raw: string): string {
  const keyword = collapse(raw);
  if (keyword === '') throw new AppError(ErrorCode.SEARCH_KEYWORD_EMPTY);
  if (tooLong(keyword)) throw new AppError(ErrorCode.SEARCH_KEYWORD_TOO_LONG);
  return keyword;
}

/** The filter page's choices as one test; price choices are refused to visitors like a price order. */
function filterOf(market: Market, viewer: Viewer, query: SearchQuery): Filter | null {
  const tests: Filter[] = [];
  if (query.category_id !== undefined) {
    const id = query.category_id;
    tests.push((record) => record.categoryId === id || record.topCategoryId === id);
  }
  if (query.brand) {
    const brand = query.brand;
    tests.push((record) => record.brandEn === brand || record.brandZh === brand);
  }
  if (query.price_min !== undefined || query.price_max !== undefined) {
    refusePriceUse(viewer);
    if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
      throw new AppError(ErrorCode.SEARCH_PRICE_RANGE_INVALID);
    }
    const min = query.price_min === undefined ? 0 : Math.round(query.price_min * 100);
    const max = query.price_max === undefined ? Number.POSITIVE_INFINITY : Math.round(query.price_max * 100);
    const price = PRICE_CENTS[market];
    tests.push((record) => price(record) >= min && price(record) <= max);
  }
  if (query.moq_max !== undefined) {
    const moq = query.moq_max;
    tests.push((record) => record.moq <= moq);
  }
  if (query.lead_time_max !== undefined) {
    const days = query.lead_time_max;
    tests.push((record) => record.leadTime <= days);
  }
  if (query.score_min !== undefined) {
    const tenths = Math.round(query.score_min * 10);
    tests.push((record, state) => (state.storeScores.get(record.shopCode) ?? 0) >= tenths);
  }
  if (tests.length === 0) return null;
  return (record, state) => tests.every((test) => test(record, state));
}

/** The categories and brands of the hits sold in the market, most hits first. */
function facetsOf(state: IndexState, ordering: Ordering, matches: Matches, locale: Locale): SearchFacets {
  const byCategory = new Map<number, number>();
  const byBrand = new Map<string, number>();
  for (const slot of matches.slots) {
    if ((ordering.rank[slot] as number) < 0) continue;
    const record = state.records[slot] as ProductRecord;
    const brand = locale === 'en' ? record.brandEn : record.brandZh;
    byCategory.set(record.categoryId, (byCategory.get(record.categoryId) ?? 0) + 1);
    byBrand.set(brand, (byBrand.get(brand) ?? 0) + 1);
  }
  const top = <K>(counts: Map<K, number>, name: (key: K) => string) =>
    Array.from(counts)
      .sort(([a, x], [b, y]) => y - x || byCodeUnit(name(a), name(b)))
      .slice(0, FACETS_MAX);
  const categoryName = (id: number) => {
    const names = state.categoryNames.get(id);
    return (locale === 'en' ? names?.en : names?.zh) ?? '';
  };
  return {
    categories: top(byCategory, categoryName).map(([id, count]) => ({
      category_id: id,
      category_name: categoryName(id),
      count,
    })),
    brands: top(byBrand, (brand) => brand).map(([brand, count]) => ({ brand, count })),
  };
}

export function createSearchService(db: Db, index: SearchIndex) {
  interface SearchArgs {
    market: Market;
    locale: Locale;
    viewer: Viewer;
    query: SearchQuery;
  }

  const emptyPage = (query: SearchQuery): SearchPage => ({
    list: [],
    total: 0,
    page: query.page,
    pageSize: query.pageSize,
    facets: query.facets ? { categories: [], brands: [] } : null,
  });

  const popular = createPopularSearches(db, index.topCategories);

  /**
   * A member's own history, at once. Each search is stamped past the buyer's last one: the embedded
   * database's clock moves a millisecond at a time, and two searches within one keep their order.
   */
  async function remember(buyerId: number, keyword: string): Promise<void> {
    const after = db
      .select({ at: sql`max(${searchRecords.searchedAt}) + interval '1 microsecond'` })
      .from(searchRecords)
      .where(eq(searchRecords.buyerId, buyerId));
    const now = sql<Date>`greatest(clock_timestamp(), (${after}))`;
    await db
      .insert(searchRecords)
      .values({ buyerId, keyword, searchedAt: now })
      .onConflictDoUpdate({
        target: [searchRecords.buyerId, searchRecords.keyword],
        set: { searchedAt: sql`excluded.searched_at` },
      });
  }

  /** One page of the hits in the market, relevance or a catalogue order, and the facets when asked. */
  async function search(args: SearchArgs): Promise<SearchPage> {
    const { market, locale, viewer, query } = args;
    const keyword = cleanKeyword(query.keyword);
    // Refused before anything is read: a price order or filter tells a visitor how prices compare.
    if (query.sort !== 'relevance') {
      refusePriceOrder(query.sort, viewer);
      productOrder(query.sort, market, viewer.member);
    }
    const filter = filterOf(market, viewer, query);
    const relevance = query.sort === 'relevance';
    const { state, ordering } = await index.view(market, query.sort === 'relevance' ? RELEVANCE_ORDER : query.sort);
    const groups = index.groups(state, keyword);
    if (groups.length === 0) return emptyPage(query);
    const asked = index.query(state, groups);
    const { slots, total } = pageOf(state, ordering, asked, {
      relevance,
      filter,
      start: (query.page - 1) * query.pageSize,
      size: query.pageSize,
    });
    const list = slots.map((slot) =>
      recordToProduct(state.records[slot] as ProductRecord, market, locale, viewer.member),
    );
    const result: SearchPage = {
      list,
      total,
      page: query.page,
      pageSize: query.pageSize,
      facets: query.facets ? facetsOf(state, ordering, asked.hits(), locale) : null,
    };
    const { buyerId } = viewer;
    if (query.page === 1 && buyerId !== undefined) {
      await remember(buyerId, keyword);
      // The keyword alone, as the guide would run it; typos and pinyin are not offered to others.
      if (viewer.approved && filter === null && isPresentable(keyword, state.dictionary)) {
        popular.note({ buyerId, locale, keyword: keyword.toLowerCase(), found: total > 0, searchedAt: new Date() });
      }
    }
    return result;
  }

  /** What has been typed, or null when it cannot be a keyword (suggestions then answer nothing). */
  function typed(raw: string): string | null {
    const keyword = collapse(raw);
    return keyword === '' || tooLong(keyword) ? null : keyword;
  }

  /** Suggestions for what has been typed: the caller's language first (the other one still answers), most sold first. */
  async function match(raw: string, locale: Locale): Promise<string[]> {
    const keyword = typed(raw);
    if (keyword === null) return [];
    const groups = index.groups(await index.current(), keyword);
    return groups.length === 0 ? [] : index.suggest(groups, locale, SEARCH_SUGGESTIONS_MAX);
  }

  /** The few best hits for what has been typed, shown under the suggestions. */
  async function items(raw: string, market: Market, locale: Locale, viewer: Viewer): Promise<Product[]> {
    const keyword = typed(raw);
    if (keyword === null) return [];
    const { state, ordering } = await index.view(market, RELEVANCE_ORDER);
    const groups = index.groups(state, keyword);
    if (groups.length === 0) return [];
    const { slots } = pageOf(state, ordering, index.query(state, groups), {
      relevance: true,
      filter: null,
      start: 0,
      size: SEARCH_ITEMS_MAX,
    });
    return slots.map((slot) => recordToProduct(state.records[slot] as ProductRecord, market, locale, viewer.member));
  }

  async function history(buyerId: number): Promise<SearchRecord[]> {
    const rows = await db
      .select({ keyword: searchRecords.keyword, searchedAt: searchRecords.searchedAt })
      .from(searchRecords)
      .where(eq(searchRecords.buyerId, buyerId))
      .orderBy(desc(searchRecords.searchedAt), asc(searchRecords.keyword))
      .limit(SEARCH_HISTORY_MAX);
    return rows.map((row) => ({ keyword: row.keyword, searched_at: row.searchedAt.toISOString() }));
  }

  /** One keyword of the buyer's history, or all of it; answers how many were deleted. */
  async function deleteHistory(buyerId: number, keyword: string | undefined): Promise<number> {
    const deleted = await db
      .delete(searchRecords)
      .where(and(eq(searchRecords.buyerId, buyerId), keyword ? eq(searchRecords.keyword, keyword) : undefined))
      .returning({ keyword: searchRecords.keyword });
    return deleted.length;
  }

  return { search, match, items, guide: popular.guide, history, deleteHistory, close: popular.close };
}
