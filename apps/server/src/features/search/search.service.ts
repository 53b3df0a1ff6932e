import {
  ErrorCode,
  type Locale,
  type Market,
  type Product,
  SEARCH_GUIDE_MAX,
  SEARCH_HISTORY_MAX,
  SEARCH_ITEMS_MAX,
  SEARCH_KEYWORD_MAX_LENGTH,
  SEARCH_SUGGESTIONS_MAX,
  type SearchFacets,
  type SearchPage,
  type SearchQuery,
  type SearchRecord,
} from '@mall/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  productSearch,
  products,
  searchKeywords,
  searchRecords,
  searchSuggestions,
  searchWords,
  stores,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { AVAILABLE, PRICE, productColumns, productOrder, toProduct } from '../catalog/product-columns.js';
import { type Dictionary, isPresentable, type QueryGroups, queryGroups, toTsquery } from './search-text.js';

/** Like the catalogue's reads (docs/decisions/004), results may lag a catalogue change by a minute. */
const CACHE_TTL_MS = 60_000;
const CACHED_PAGES = 2000;
const FACETS_MAX = 20;
const COUNT_FLUSH_MS = 5_000;

type Reader = Pick<Db, 'select'>;

export interface Viewer {
  member: boolean;
  buyerId?: number;
}

/** Spaces collapsed; an empty or over-long keyword is refused with a code the buyer can act on. */
export function cleanKeyword(raw: string): string {
  const keyword = raw.replace(/\s+/g, ' ').trim();
  if (keyword === '') throw new AppError(ErrorCode.SEARCH_KEYWORD_EMPTY);
  if (Array.from(keyword).length > SEARCH_KEYWORD_MAX_LENGTH) throw new AppError(ErrorCode.SEARCH_KEYWORD_TOO_LONG);
  return keyword;
}

const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

class SortedDictionary implements Dictionary {
  constructor(readonly words: readonly string[]) {}

  /** The first word not below `text`. */
  private lowerBound(text: string): string | undefined {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.words[mid] ?? '') < text) low = mid + 1;
      else high = mid;
    }
    return this.words[low];
  }

  hasPrefix(prefix: string): boolean {
    return this.lowerBound(prefix)?.startsWith(prefix) ?? false;
  }

  has(word: string): boolean {
    return this.lowerBound(word) === word;
  }
}

export function createSearchService(db: Db) {
  const dictionary = new TtlCache<SortedDictionary>(1, CACHE_TTL_MS);
  const pages = new TtlCache<SearchPage>(CACHED_PAGES, CACHE_TTL_MS);
  const facetCache = new TtlCache<SearchFacets>(CACHED_PAGES, CACHE_TTL_MS);
  const lists = new TtlCache<string[]>(CACHED_PAGES, CACHE_TTL_MS);
  const itemLists = new TtlCache<Product[]>(CACHED_PAGES, CACHE_TTL_MS);

  function words(): Promise<SortedDictionary> {
    return dictionary.get('words', async () => {
      const rows = await db.select({ word: searchWords.word }).from(searchWords);
      // Sorted by code point, as the binary search compares.
      return new SortedDictionary(rows.map((row) => row.word).sort());
    });
  }

  async function groupsOf(keyword: string): Promise<QueryGroups> {
    return queryGroups(keyword, await words());
  }

  /**
   * The products matching the query, from the GIN index. Without weights, so the index answers
   * exactly and no document is read to check it; the OFFSET keeps the planner from folding it into
   * the outer query, where it prefers testing every document to reading the index.
   */
  function hitsOf(tx: Reader, groups: QueryGroups) {
    return tx
      .select({ productId: productSearch.productId, ranking: productSearch.ranking })
      .from(productSearch)
      .where(sql`${productSearch.document} @@ ${toTsquery(groups)}::tsquery`)
      .offset(0)
      .as('hits');
  }
  type Hits = ReturnType<typeof hitsOf>;

  /**
   * Reads of the search index as index walks: `@@` is priced as a cheap operator, so the planner
   * would otherwise scan and hash the whole catalogue instead of looking the hits up one by one.
   */
  function indexed<T>(read: (tx: Reader) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_hashjoin = off`);
      await tx.execute(sql`SET LOCAL enable_mergejoin = off`);
      return read(tx);
    });
  }

  /** Exact code first, then name, then brand and category, then description; sales break ties. */
  function relevanceOrder(groups: QueryGroups, hits: Hits): SQL[] {
    const ranks = (weights: string) => sql`${hits.ranking} @@ ${toTsquery(groups, weights)}::tsquery`;
    const tier = sql`CASE WHEN ${ranks('A')} THEN 0 WHEN ${ranks('AB')} THEN 1 WHEN ${ranks('ABC')} THEN 2 ELSE 3 END`;
    return [tier, sql`${products.salesVolume} desc nulls last`, asc(products.id)];
  }

  function filters(market: Market, viewer: Viewer, query: SearchQuery): SQL[] {
    const where: SQL[] = [];
    if (query.category_id !== undefined) {
      const parent = query.category_id;
      where.push(
        inArray(
          products.categoryId,
          db
            .select({ id: categories.id })
            .from(categories)
            .where(or(eq(categories.id, parent), eq(categories.parentId, parent))),
        ),
      );
    }
    if (query.brand) where.push(or(eq(products.brandEn, query.brand), eq(products.brandZh, query.brand)) as SQL);
    if (query.price_min !== undefined || query.price_max !== undefined) {
      // A price filter tells how prices compare, like a price sort: members only.
      if (!viewer.member) throw new AppError(ErrorCode.LOGIN_REQUIRED);
      if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
        throw new AppError(ErrorCode.SEARCH_PRICE_RANGE_INVALID);
      }
      if (query.price_min !== undefined) where.push(gte(PRICE[market].price, Math.round(query.price_min * 100)));
      if (query.price_max !== undefined) where.push(lte(PRICE[market].price, Math.round(query.price_max * 100)));
    }
    if (query.moq_max !== undefined) where.push(lte(products.moq, query.moq_max));
    if (query.lead_time_max !== undefined) where.push(lte(products.leadTime, query.lead_time_max));
    if (query.score_min !== undefined) {
      const tenths = Math.round(query.score_min * 10);
      where.push(
        inArray(products.shopCode, db.select({ code: stores.shopCode }).from(stores).where(gte(stores.score, tenths))),
      );
    }
    return where;
  }

  async function facets(keyword: string, groups: QueryGroups, market: Market, locale: Locale): Promise<SearchFacets> {
    return facetCache.get(`${market}:${locale}:${keyword}`, async () => {
      const where = eq(AVAILABLE[market] as typeof products.availableEn, true);
      const brand = locale === 'en' ? products.brandEn : products.brandZh;
      const hits = count();
      const [categoryRows, brandRows] = await indexed((tx) => {
        const found = hitsOf(tx, groups);
        return Promise.all([
          tx
            .select({ id: products.categoryId, n: hits })
            .from(products)
            .innerJoin(found, eq(found.productId, products.id))
            .where(where)
            .groupBy(products.categoryId)
            .orderBy(desc(hits))
            .limit(FACETS_MAX),
          tx
            .select({ brand, n: hits })
            .from(products)
            .innerJoin(found, eq(found.productId, products.id))
            .where(where)
            .groupBy(brand)
            .orderBy(desc(hits), asc(brand))
            .limit(FACETS_MAX),
        ]);
      });
      const ids = categoryRows.map((row) => row.id);
      const names =
        ids.length === 0
          ? []
          : await db
              .select({ id: categories.id, en: categories.nameEn, zh: categories.nameZh })
              .from(categories)
              .where(inArray(categories.id, ids));
      const nameOf = new Map(names.map((row) => [row.id, locale === 'en' ? row.en : row.zh]));
      return {
        categories: categoryRows.map((row) => ({
          category_id: row.id,
          category_name: nameOf.get(row.id) ?? '',
          count: row.n,
        })),
        brands: brandRows.map((row) => ({ brand: row.brand, count: row.n })),
      };
    });
  }

  interface SearchArgs {
    market: Market;
    locale: Locale;
    viewer: Viewer;
    query: SearchQuery;
  }

  async function loadPage(keyword: string, groups: QueryGroups, args: SearchArgs): Promise<SearchPage> {
    const { market, locale, viewer, query } = args;
    const page = { page: query.page, pageSize: query.pageSize };
    const where = and(eq(AVAILABLE[market] as typeof products.availableEn, true), ...filters(market, viewer, query));
    const [[rows, totals], facetList] = await Promise.all([
      indexed((tx) => {
        const hits = hitsOf(tx, groups);
        const order =
          query.sort === 'relevance' ? relevanceOrder(groups, hits) : productOrder(query.sort, market, viewer.member);
        return Promise.all([
          tx
            .select(productColumns(market, locale, viewer.member))
            .from(products)
            .innerJoin(hits, eq(hits.productId, products.id))
            .where(where)
            .orderBy(...order)
            .limit(query.pageSize)
            .offset((query.page - 1) * query.pageSize),
          tx.select({ n: count() }).from(products).innerJoin(hits, eq(hits.productId, products.id)).where(where),
        ]);
      }),
      query.facets ? facets(keyword, groups, market, locale) : null,
    ]);
    return { list: rows.map((row) => toProduct(row, market)), total: totals[0]?.n ?? 0, ...page, facets: facetList };
  }

  const emptyPage = (query: SearchQuery): SearchPage => ({
    list: [],
    total: 0,
    page: query.page,
    pageSize: query.pageSize,
    facets: query.facets ? { categories: [], brands: [] } : null,
  });

  /**
   * Searches that found something, counted in memory and added to the table every few seconds (and
   * before the guide is read), so a search costs no write; a crash loses at most those seconds.
   */
  const pendingCounts = new Map<string, { locale: Locale; searches: number; at: Date }>();

  async function flushCounts(): Promise<void> {
    if (pendingCounts.size === 0) return;
    const rows = Array.from(pendingCounts, ([keyword, count]) => ({
      keyword,
      locale: count.locale,
      searches: count.searches,
      lastSearchedAt: count.at,
    }));
    pendingCounts.clear();
    await db
      .insert(searchKeywords)
      .values(rows)
      .onConflictDoUpdate({
        target: searchKeywords.keyword,
        set: {
          searches: sql`${searchKeywords.searches} + excluded.searches`,
          lastSearchedAt: sql`excluded.last_searched_at`,
        },
      });
  }
  const flushTimer = setInterval(() => void flushCounts().catch(() => undefined), COUNT_FLUSH_MS);
  flushTimer.unref();

  /** What buyers searched and found, for the hot keywords; a member's own history at once. */
  async function record(keyword: string, found: boolean, buyerId: number | undefined): Promise<void> {
    const now = new Date();
    if (buyerId !== undefined) {
      await db
        .insert(searchRecords)
        .values({ buyerId, keyword, searchedAt: now })
        .onConflictDoUpdate({ target: [searchRecords.buyerId, searchRecords.keyword], set: { searchedAt: now } });
    }
    if (!found || !isPresentable(keyword, await words())) return;
    const key = keyword.toLowerCase();
    const count = pendingCounts.get(key);
    if (count) {
      count.searches += 1;
      count.at = now;
    } else pendingCounts.set(key, { locale: hasHan(key) ? 'zh-Hans' : 'en', searches: 1, at: now });
  }

  async function search(args: SearchArgs): Promise<SearchPage> {
    const { market, locale, viewer, query } = args;
    const keyword = cleanKeyword(query.keyword);
    // Checked before the cache, so a visitor never gets a price-ordered page that a member cached.
    if (query.sort !== 'relevance') productOrder(query.sort, market, viewer.member);
    filters(market, viewer, query);
    const groups = await groupsOf(keyword);
    const key = [
      market,
      locale,
      viewer.member,
      keyword.toLowerCase(),
      query.sort,
      query.page,
      query.pageSize,
      query.category_id,
      query.brand,
      query.price_min,
      query.price_max,
      query.moq_max,
      query.lead_time_max,
      query.score_min,
      query.facets,
    ].join('\u0000');
    const result = groups.length === 0 ? emptyPage(query) : await pages.get(key, () => loadPage(keyword, groups, args));
    if (query.page === 1) await record(keyword, result.total > 0, viewer.buyerId);
    return result;
  }

  /** Suggestions for what has been typed, most sold first. */
  async function match(raw: string, locale: Locale): Promise<string[]> {
    const keyword = raw.replace(/\s+/g, ' ').trim();
    if (keyword === '' || Array.from(keyword).length > SEARCH_KEYWORD_MAX_LENGTH) return [];
    const groups = await groupsOf(keyword);
    if (groups.length === 0) return [];
    return lists.get(`match:${locale}:${keyword.toLowerCase()}`, async () => {
      const rows = await indexed((tx) =>
        tx
          .select({ phrase: searchSuggestions.phrase })
          .from(searchSuggestions)
          .where(sql`${searchSuggestions.document} @@ ${toTsquery(groups)}::tsquery`)
          // The caller's language first; the other one still answers Chinese typed in English, and back.
          .orderBy(
            sql`${searchSuggestions.locale} = ${locale} desc`,
            desc(searchSuggestions.weight),
            asc(searchSuggestions.phrase),
          )
          .limit(SEARCH_SUGGESTIONS_MAX),
      );
      return rows.map((row) => row.phrase);
    });
  }

  /** The few best hits for what has been typed, shown under the suggestions. */
  async function items(raw: string, market: Market, locale: Locale, viewer: Viewer): Promise<Product[]> {
    const keyword = raw.replace(/\s+/g, ' ').trim();
    if (keyword === '' || Array.from(keyword).length > SEARCH_KEYWORD_MAX_LENGTH) return [];
    const groups = await groupsOf(keyword);
    if (groups.length === 0) return [];
    return itemLists.get([market, locale, viewer.member, keyword.toLowerCase()].join('\u0000'), async () => {
      const rows = await indexed((tx) => {
        const hits = hitsOf(tx, groups);
        return tx
          .select(productColumns(market, locale, viewer.member))
          .from(products)
          .innerJoin(hits, eq(hits.productId, products.id))
          .where(eq(AVAILABLE[market] as typeof products.availableEn, true))
          .orderBy(...relevanceOrder(groups, hits))
          .limit(SEARCH_ITEMS_MAX);
      });
      return rows.map((row) => toProduct(row, market));
    });
  }

  /**
   * Hot keywords: the caller's language's most searched keywords that found products, topped up
   * with the categories that sold most in the last 60 days, so a fresh mall has a guide too.
   * Not cached, and the counts in memory are written first: a search shows up in it at once.
   */
  async function guide(locale: Locale): Promise<string[]> {
    await flushCounts();
    const [searched, sold] = await Promise.all([
      db
        .select({ keyword: searchKeywords.keyword })
        .from(searchKeywords)
        .where(eq(searchKeywords.locale, locale))
        .orderBy(desc(searchKeywords.searches), desc(searchKeywords.lastSearchedAt))
        .limit(SEARCH_GUIDE_MAX),
      db
        .select({ phrase: searchSuggestions.phrase })
        .from(searchSuggestions)
        .where(and(eq(searchSuggestions.locale, locale), eq(searchSuggestions.kind, 'category')))
        .orderBy(desc(searchSuggestions.weight))
        .limit(SEARCH_GUIDE_MAX),
    ]);
    const seen = new Set<string>();
    const list: string[] = [];
    for (const phrase of [...searched.map((row) => row.keyword), ...sold.map((row) => row.phrase)]) {
      if (seen.has(phrase.toLowerCase()) || list.length >= SEARCH_GUIDE_MAX) continue;
      seen.add(phrase.toLowerCase());
      list.push(phrase);
    }
    return list;
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

  /** Stops the timer and writes the counts still in memory. */
  async function close(): Promise<void> {
    clearInterval(flushTimer);
    await flushCounts();
  }

  return { search, match, items, guide, history, deleteHistory, close };
}
