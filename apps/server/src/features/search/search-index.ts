import { availableParallelism } from 'node:os';
import { LOCALES, type Locale, MARKETS, type Market, type ProductSort } from '@mall/contract';
import type { Db } from '../../db/client.js';
import { categories, stores } from '../../db/schema/index.js';
import { byCodeUnit } from '../../lib/compare-text.js';
import { type CatalogMemory, inOrder, type ProductRecord } from '../catalog/catalog-memory.js';
import { FIELD_TIERS, Matcher, type Matches, type Segment, SegmentBuilder } from './postings.js';
import { type CategoryName, writeDocument } from './product-document.js';
import { Scanner } from './scan.js';
import { pageOf, type Query } from './search-page.js';
import {
  type Dictionary,
  DocumentBuilder,
  forgetRememberedTexts,
  PENALTIES,
  type QueryGroups,
  queryGroups,
} from './search-text.js';
import { SlotMap } from './slot-map.js';
import { buildInThreads } from './threaded-build.js';
import { VersionCache } from './version-cache.js';
import { WordList } from './word-list.js';

/**
 * The search index of the catalogue, held in memory beside the catalogue's read model and kept in
 * step with it (docs/decisions/012-search-in-memory.md): a product's document is its codes, names,
 * brands and categories in both languages (with pinyin) and its descriptions.
 */

/** Products indexed between two turns of the event loop while the whole catalogue is indexed. */
const BUILD_BATCH = 2000;
/** From this many products, a whole catalogue is indexed in threads (threaded-build.ts)… */
const THREADED_FROM = 50_000;
/** …in as many as the machine has cores, up to this. */
const THREADS_MAX = 4;
/** Segments of changed products kept beside the base before they are merged into one. */
const SMALL_SEGMENTS_MAX = 8;
/** Once changed or removed products reach this share of the base, the catalogue is indexed again whole. */
const REBUILD_SHARE = 0.25;
/** Memory for the hits of recent queries (5 bytes a hit): a broad keyword at a million products takes a few MiB. */
const MATCH_CACHE_BYTES = 24 * 2 ** 20;
/** Keywords whose terms are kept: a typo's near words, a synonym's or a Chinese word's terms take milliseconds to work out. */
const GROUPS_CACHE_KEYWORDS = 5000;

/**
 * The order relevance ranks products in within a tier. The catalogue is indexed in this order (it
 * is the same in both markets), so that slots ascend as ranks do (scan.ts).
 */
export const RELEVANCE_ORDER = 'sales' satisfies ProductSort;
/** The best-selling categories' names of each language that warming searches each market for. */
const WARMING_PHRASES = 3;

export interface Suggestion {
  locale: Locale;
  kind: 'product' | 'brand' | 'category';
  phrase: string;
  weight: number;
}

/** The dictionary of one state of the index: its segments' lexemes and the catalogue's English words. */
function dictionaryOf(words: WordList, segments: readonly Segment[]): Dictionary {
  return {
    holds: (term) => segments.some((segment) => segment.holds(term)),
    near: (word, edits) => words.near(word, edits),
    has: (word) => words.has(word),
  };
}

/** A market's products in one order: slots by rank, and each slot's rank (-1: not sold there). */
export interface Ordering {
  slots: Int32Array;
  rank: Int32Array;
}

interface Suggestions {
  list: Suggestion[];
  segment: Segment;
  live: Uint8Array;
  /** Slots in answer order for a caller of each language: theirs first, then by weight and phrase. */
  order: Record<Locale, Int32Array>;
}

/** One consistent state of the index: what a query reads from start to end. */
export interface IndexState {
  version: number;
  /** The base segments first (the catalogue as indexed whole, by range of slots), then those of products changed since. */
  segments: Segment[];
  baseSegments: number;
  /** The product of each slot; a changed product gets a new slot and its old one is tombstoned. */
  records: ProductRecord[];
  live: Uint8Array;
  slotOf: SlotMap;
  categoryNames: Map<number, CategoryName>;
  /** A store's score in tenths, by shop code. */
  storeScores: Map<string, number>;
  /** The English words of the documents, for typos and the hot keywords. */
  words: WordList;
  dictionary: Dictionary;
  figures: IndexFigures;
}

export interface IndexFigures {
  products: number;
  lexemes: number;
  postings: number;
  bytes: number;
  buildMs: number;
}

function segmentBytes(segments: readonly Segment[]): { lexemes: number; postings: number; bytes: number } {
  let lexemes = 0;
  let postings = 0;
  let bytes = 0;
  for (const segment of segments) {
    lexemes += segment.lexemeCount;
    postings += segment.size;
    bytes += segment.bytes;
  }
  return { lexemes, postings, bytes };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SearchIndexOptions {
  /** Threads a whole catalogue is indexed in; 1 indexes it in this thread. */
  threads: number;
  /** The fewest products indexed in threads: a smaller catalogue is indexed sooner than threads start. */
  threadedFrom: number;
}

export function createSearchIndex(
  db: Pick<Db, 'select'>,
  catalog: CatalogMemory,
  options: SearchIndexOptions = {
    threads: Math.min(availableParallelism(), THREADS_MAX),
    threadedFrom: THREADED_FROM,
  },
) {
  const matcher = new Matcher();
  const scanner = new Scanner();
  const recentHits = new VersionCache<Matches>(
    MATCH_CACHE_BYTES,
    (key, matches) => key.length * 2 + matches.slots.byteLength + matches.tiers.byteLength,
  );
  const recentGroups = new VersionCache<QueryGroups>(GROUPS_CACHE_KEYWORDS, () => 1);
  let state: IndexState | null = null;
  let version = 0;
  let rebuild = true;
  const changed = new Set<number>();
  let syncing: Promise<IndexState> | null = null;
  const orderings = new Map<string, Ordering>();
  let suggestions: { version: number; value: Suggestions } | null = null;
  let warming: Promise<void> | null = null;

  const unfollow = catalog.follow((ids) => {
    if (ids === null) rebuild = true;
    else for (const id of ids) changed.add(id);
  });

  // The read model does not hold descriptions: they are read as the documents are written.
  const descriptionsOf = (records: readonly Pick<ProductRecord, 'id'>[]) =>
    catalog.descriptions(records.map((record) => record.id));

  async function loadNames(): Promise<Pick<IndexState, 'categoryNames' | 'storeScores'>> {
    const [categoryRows, storeRows] = await Promise.all([
      db
        .select({ id: categories.id, en: categories.nameEn, zh: categories.nameZh, parentId: categories.parentId })
        .from(categories),
      db.select({ shopCode: stores.shopCode, score: stores.score }).from(stores),
    ]);
    return {
      categoryNames: new Map(categoryRows.map((row) => [row.id, { en: row.en, zh: row.zh, parentId: row.parentId }])),
      storeScores: new Map(storeRows.map((row) => [row.shopCode, row.score])),
    };
  }

  /** Indexes `snapshot` at slots 0 to n - 1 in this thread, a batch at a time so the server keeps answering other calls. */
  async function buildHere(
    snapshot: readonly ProductRecord[],
    names: ReadonlyMap<number, CategoryName>,
  ): Promise<{ segments: Segment[]; words: Set<string> }> {
    const builder = new SegmentBuilder();
    const batchAt = (start: number) => descriptionsOf(snapshot.slice(start, start + BUILD_BATCH));
    // The next batch's descriptions are read while this one is indexed.
    let reading = batchAt(0);
    for (let start = 0; start < snapshot.length; start += BUILD_BATCH) {
      if (start > 0) await nextTurn();
      const descriptions = await reading;
      if (start + BUILD_BATCH < snapshot.length) reading = batchAt(start + BUILD_BATCH);
      for (let slot = start; slot < Math.min(start + BUILD_BATCH, snapshot.length); slot++) {
        const record = snapshot[slot] as ProductRecord;
        writeDocument(builder, slot, record, names, descriptions.get(record.id));
      }
    }
    const segments = [builder.build()];
    forgetRememberedTexts();
    return { segments, words: builder.words };
  }

  /** Indexes the whole catalogue, in threads when it is large. */
  async function buildAll(): Promise<IndexState> {
    rebuild = false;
    changed.clear();
    const snapshot = inOrder(Array.from((await catalog.products()).values()), RELEVANCE_ORDER, 'en');
    const started = performance.now();
    const names = await loadNames();
    const threaded = options.threads > 1 && snapshot.length >= options.threadedFrom;
    const { segments, words } = threaded
      ? await buildInThreads(snapshot, names.categoryNames, descriptionsOf, {
          threads: options.threads,
          batch: BUILD_BATCH,
        })
      : await buildHere(snapshot, names.categoryNames);
    const slotOf = new SlotMap();
    snapshot.forEach((record, slot) => {
      slotOf.set(record.id, slot);
    });
    const size = segmentBytes(segments);
    const wordList = new WordList(words);
    return {
      version: ++version,
      segments,
      baseSegments: segments.length,
      records: snapshot,
      live: new Uint8Array(snapshot.length).fill(1),
      slotOf,
      ...names,
      words: wordList,
      dictionary: dictionaryOf(wordList, segments),
      figures: { products: snapshot.length, ...size, buildMs: Math.round(performance.now() - started) },
    };
  }

  /** Re-indexes the live documents of `segments` as one segment, at the slots they have. */
  async function reindex(from: IndexState, segments: readonly Segment[]): Promise<Segment> {
    const slots = segments
      .flatMap((segment) => Array.from(segment.documentSlots))
      .filter((slot) => from.live[slot] === 1);
    const descriptions = await descriptionsOf(slots.map((slot) => from.records[slot] as ProductRecord));
    const builder = new SegmentBuilder();
    for (const slot of slots) {
      const record = from.records[slot] as ProductRecord;
      writeDocument(builder, slot, record, from.categoryNames, descriptions.get(record.id));
    }
    return builder.build();
  }

  /**
   * The products of `ids` as they are now: their old slots tombstoned, their current documents
   * indexed in a new small segment. Answers null when so much has changed that a whole build is due.
   */
  async function applyChanges(from: IndexState, ids: readonly number[]): Promise<IndexState | null> {
    const held = await catalog.products();
    const changedRecords = ids.flatMap((id) => held.get(id) ?? []);
    const descriptions = await descriptionsOf(changedRecords);
    const records = [...from.records];
    const live = new Uint8Array(from.records.length + ids.length);
    live.set(from.live);
    const slotOf = new SlotMap(from.slotOf);
    const builder = new SegmentBuilder();
    for (const id of ids) {
      const old = slotOf.get(id);
      if (old !== undefined) live[old] = 0;
      slotOf.delete(id);
      const record = held.get(id);
      if (!record) continue;
      const slot = records.push(record) - 1;
      live[slot] = 1;
      slotOf.set(id, slot);
      writeDocument(builder, slot, record, from.categoryNames, descriptions.get(id));
    }
    const base = from.segments.slice(0, from.baseSegments);
    let small = [...from.segments.slice(from.baseSegments), builder.build()];
    const next: IndexState = { ...from, version: ++version, records, live, slotOf, segments: [...base, ...small] };
    const documents = (segments: readonly Segment[]) =>
      segments.reduce((n, segment) => n + segment.documentSlots.length, 0);
    if (documents(small) > documents(base) * REBUILD_SHARE) return null;
    if (small.length > SMALL_SEGMENTS_MAX) {
      small = [await reindex(next, small)];
      next.segments = [...base, ...small];
    }
    const words = new Set([...from.words.words, ...builder.words]);
    next.words = words.size === from.words.words.length ? from.words : new WordList(words);
    next.dictionary = dictionaryOf(next.words, next.segments);
    next.figures = { ...from.figures, products: slotOf.size, ...segmentBytes(next.segments) };
    return next;
  }

  /** The index as of the catalogue changes announced so far; concurrent readers share one pass. */
  async function current(): Promise<IndexState> {
    await catalog.products();
    if (state && !rebuild && changed.size === 0 && !syncing) return state;
    syncing ??= (async () => {
      try {
        while (!state || rebuild || changed.size > 0) {
          if (!state || rebuild) {
            state = await buildAll();
          } else {
            const ids = Array.from(changed);
            changed.clear();
            const next = await applyChanges(state, ids);
            if (next) state = next;
            else rebuild = true;
          }
          orderings.clear();
          // Changes the catalogue applied while this pass ran are taken in the next turn of the loop.
          await catalog.products();
        }
        return state;
      } finally {
        syncing = null;
      }
    })();
    return syncing;
  }

  /**
   * Indexes the catalogue, makes the suggestions and searches each market for its best-selling
   * categories' names now rather than at the first searches: each market's order, the scan's
   * structures over it and the scan's compiled code are made by those. At a million products the
   * first twenty first pages after a start took 271 ms, in the market asked second 90 ms, and twenty
   * buyers searching at once all waited for them. The index says it is built once they are done.
   */
  async function warm(): Promise<IndexState> {
    warming ??= (async () => {
      await suggestionsNow();
      await searchEachMarket();
    })().finally(() => {
      warming = null;
    });
    await warming;
    return current();
  }

  async function searchEachMarket(): Promise<void> {
    for (const market of MARKETS) {
      const { state: now, ordering } = await view(market, RELEVANCE_ORDER);
      for (const locale of LOCALES) {
        for (const phrase of await topCategories(locale, WARMING_PHRASES)) {
          const terms = groups(now, phrase);
          if (terms.length > 0)
            pageOf(now, ordering, query(now, terms), { relevance: true, filter: null, start: 0, size: 1 });
        }
      }
    }
  }

  function orderingOf(now: IndexState, listed: Int32Array): Ordering {
    const slots = new Int32Array(listed.length);
    const rank = new Int32Array(now.records.length).fill(-1);
    listed.forEach((id, i) => {
      const slot = now.slotOf.get(id) ?? -1;
      slots[i] = slot;
      if (slot >= 0) rank[slot] = i;
    });
    return { slots, rank };
  }

  /**
   * The index and a market's products in `sort` order, both as of the same catalogue changes: the
   * order is taken from the catalogue's sorted listing, once per change.
   */
  async function view(market: Market, sort: ProductSort): Promise<{ state: IndexState; ordering: Ordering }> {
    for (;;) {
      const now = await current();
      const key = `${market}:${sort}`;
      let ordering = orderings.get(key);
      if (!ordering) {
        const listed = await catalog.orderedIds(market, sort);
        // Read in the turn it is given (the catalogue moves products within it), and only while
        // the index has every change the listing has: none waiting, none being applied.
        if (now !== state || rebuild || changed.size > 0 || syncing) continue;
        ordering = orderingOf(now, listed);
        orderings.set(key, ordering);
      }
      return { state: now, ordering };
    }
  }

  /** The terms of a keyword as the index's dictionary reads them (search-text.ts queryGroups). */
  function groups(now: IndexState, keyword: string): QueryGroups {
    return recentGroups.of(now.version, keyword, () => queryGroups(keyword, now.dictionary));
  }

  /** A query of these terms; its hits are found, or read from those of recent queries, when asked for. */
  function query(now: IndexState, groups: QueryGroups): Query {
    const key = JSON.stringify(groups);
    return {
      key,
      hits: () => recentHits.of(now.version, key, () => matcher.match(now.segments, groups, now.live)),
      scan: (eligible, tiered, first, visit) => scanner.scan(now.segments, groups, eligible, tiered, first, visit),
    };
  }

  /** Names, brands and categories in both languages, weighted by what sold in the last 60 days. */
  function buildSuggestions(now: IndexState): Suggestions {
    const byPhrase: Record<Locale, Map<string, Suggestion>> = { en: new Map(), 'zh-Hans': new Map() };
    const suggest = (locale: Locale, kind: Suggestion['kind'], phrase: string, weight: number) => {
      const known = byPhrase[locale].get(phrase);
      if (known) known.weight += weight;
      else byPhrase[locale].set(phrase, { locale, kind, phrase, weight });
    };
    for (const slot of now.slotOf.values()) {
      const record = now.records[slot] as ProductRecord;
      suggest('en', 'product', record.nameEn, record.sales60d);
      suggest('zh-Hans', 'product', record.nameZh, record.sales60d);
      suggest('en', 'brand', record.brandEn, record.sales60d);
      suggest('zh-Hans', 'brand', record.brandZh, record.sales60d);
      const category = now.categoryNames.get(record.categoryId);
      if (category) {
        suggest('en', 'category', category.en, record.sales60d);
        suggest('zh-Hans', 'category', category.zh, record.sales60d);
      }
    }
    const list = [...byPhrase.en.values(), ...byPhrase['zh-Hans'].values()];
    const builder = new SegmentBuilder();
    list.forEach((s, slot) => {
      builder.begin(slot);
      new DocumentBuilder(builder).text(s.phrase, 'B', { pinyin: true });
    });
    const orderFor = (locale: Locale) =>
      Int32Array.from(
        list
          .map((_, slot) => slot)
          .sort((a, b) => {
            const x = list[a] as Suggestion;
            const y = list[b] as Suggestion;
            const own = Number(y.locale === locale) - Number(x.locale === locale);
            return own || y.weight - x.weight || byCodeUnit(x.phrase, y.phrase);
          }),
      );
    return {
      list,
      segment: builder.build(),
      live: new Uint8Array(list.length).fill(1),
      order: { en: orderFor('en'), 'zh-Hans': orderFor('zh-Hans') },
    };
  }

  async function suggestionsNow(): Promise<Suggestions> {
    const now = await current();
    if (suggestions?.version !== now.version) suggestions = { version: now.version, value: buildSuggestions(now) };
    return suggestions.value;
  }

  /**
   * Up to `limit` suggestions matching the query: the caller's language first; within a language
   * what was typed before synonyms and typos, then the most sold.
   */
  async function suggest(groups: QueryGroups, locale: Locale, limit: number): Promise<string[]> {
    const { list, segment, live, order } = await suggestionsNow();
    const matches = matcher.match([segment], groups, live);
    /** By slot: 0, or the penalty of a match plus one. */
    const found = new Uint8Array(list.length);
    matches.slots.forEach((slot, i) => {
      found[slot] = Math.floor((matches.tiers[i] as number) / FIELD_TIERS) + 1;
    });
    const buckets: string[][] = Array.from({ length: 2 * PENALTIES }, () => []);
    const ordered = order[locale];
    for (let i = 0; i < ordered.length && (buckets[0] as string[]).length < limit; i++) {
      const slot = ordered[i] as number;
      if (found[slot] === 0) continue;
      const suggestion = list[slot] as Suggestion;
      const bucket = buckets[(suggestion.locale === locale ? 0 : PENALTIES) + (found[slot] as number) - 1] as string[];
      if (bucket.length < limit) bucket.push(suggestion.phrase);
    }
    return buckets.flat().slice(0, limit);
  }

  /** The categories of a language that sold most in the last 60 days. */
  async function topCategories(locale: Locale, limit: number): Promise<string[]> {
    const { list, order } = await suggestionsNow();
    const phrases: string[] = [];
    for (const slot of order[locale]) {
      const s = list[slot] as Suggestion;
      if (phrases.length >= limit || s.locale !== locale) break;
      if (s.kind === 'category') phrases.push(s.phrase);
    }
    return phrases;
  }

  /** Whether a first index is built, and warmed when asked, without waiting (features/ops readiness). */
  const built = () => state !== null && warming === null;

  return { current, warm, built, view, groups, query, suggest, topCategories, stop: unfollow };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
