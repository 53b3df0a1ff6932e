// One engine of `npm run bench:search-libraries`, in a process of its own so that its memory is its
// own: `node --expose-gc --import tsx bench/lib/search-engines.mjs ENGINE`, the catalogue's size in
// BENCH_PRODUCTS. It builds the engine over the seed generator's catalogue, reads its memory after
// a full collection, times the query list, then builds it again over the relevance set's catalogue
// (the test's 300 products) and runs the set; the figures go back to the parent over IPC.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { Charset as FlexCharset, Encoder as FlexEncoder, Index as FlexIndex } from 'flexsearch';
import MiniSearch from 'minisearch';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  DEFAULT_SEED,
  generateCategories,
  generateProduct,
  generateStores,
} from '../../apps/server/src/db/seed/generate.js';
import {
  RELEVANCE_GROUPS,
  RELEVANCE_PRODUCTS,
  RELEVANCE_TOP,
} from '../../apps/server/src/features/search/relevance-set.js';
import { createSearchIndex } from '../../apps/server/src/features/search/search-index.js';
import { pageOf } from '../../apps/server/src/features/search/search-page.js';
import { pinyinLexemes, queryGroups, singular, tokenize } from '../../apps/server/src/features/search/search-text.js';
import { onScratchPostgres } from './postgres.mjs';
import { EXTRA_KEYWORDS } from './search-keywords.mjs';

/** @typedef {import('../../apps/server/src/features/catalog/catalog-memory.js').ProductRecord & { descriptionEn: string, descriptionZh: string }} ProductRecord */
/** @typedef {{ en: string, zh: string, pinyin: string }} CategoryPath */
/** @typedef {{ records: ProductRecord[], categories: Array<{ id: number, en: string, zh: string, parentId: number | null }>, stores: Array<{ shopCode: string, score: number }>, paths: Map<number, CategoryPath> }} Catalogue */
/** @typedef {{ ids: number[], total: number }} Page */
/** @typedef {{ search: (keyword: string, size: number) => Page | Promise<Page>, figures?: () => Promise<Record<string, number>>, close?: () => Promise<void> }} Engine */

/** A page of hits as the storefront asks for it: the first 20 and the total. */
export const PAGE_SIZE = 20;

// ---------------------------------------------------------------------------------------------
// The catalogue, as the seed writes it and the catalogue's read model holds it.

/**
 * A record with its strings made anew from JSON, as the read model gets them from the database. The
 * generator's strings are concatenations (V8 keeps them as trees of their parts) which an engine's
 * first reading flattens, freeing the parts: measured that way, the memory an engine adds would be
 * offset by what its tokenizer freed in the catalogue.
 * @template T
 * @param {T} record
 * @returns {T}
 */
const flat = (record) => JSON.parse(JSON.stringify(record));

/**
 * The product rows of the seed generator as the read model's records (catalog-memory.ts
 * RECORD_COLUMNS) with their descriptions, which the index reads from the products table: every
 * product listed.
 * @param {number} count
 * @returns {Catalogue}
 */
export function catalogue(count) {
  const { categories, leaves } = generateCategories();
  const stores = generateStores(DEFAULT_SEED).map((store) => ({ shopCode: store.shopCode, score: store.score ?? 0 }));
  /** @type {ProductRecord[]} */
  const records = [];
  for (let index = 0; index < count; index++) {
    const row = generateProduct(index, DEFAULT_SEED, leaves);
    records.push(
      flat({
        id: row.id,
        nameEn: row.nameEn,
        nameZh: row.nameZh,
        brandEn: row.brandEn,
        brandZh: row.brandZh,
        unitEn: row.unitEn,
        unitZh: row.unitZh,
        descriptionEn: row.descriptionEn,
        descriptionZh: row.descriptionZh,
        categoryId: row.categoryId,
        topCategoryId: row.topCategoryId,
        moq: row.moq ?? 1,
        leadTime: row.leadTime ?? 0,
        salesVolume: row.salesVolume ?? 0,
        sales60d: row.sales60d ?? 0,
        score: row.score ?? 0,
        shopCode: row.shopCode,
        code: row.code,
        image: row.image,
        priceUsd: row.priceUsd,
        originalPriceUsd: row.originalPriceUsd,
        priceCny: row.priceCny,
        originalPriceCny: row.originalPriceCny,
        availableEn: row.availableEn ?? true,
        availableCn: row.availableCn ?? true,
        createdMicros: (row.createdAt instanceof Date ? row.createdAt.getTime() : 0) * 1000,
      }),
    );
  }
  const rows = categories.map((c) => ({ id: c.id, en: c.nameEn, zh: c.nameZh, parentId: c.parentId ?? null }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  /** @type {Map<number, CategoryPath>} */
  const paths = new Map();
  for (const row of rows) {
    const en = [];
    const zh = [];
    for (
      let at = /** @type {typeof row | undefined} */ (row);
      at;
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    ) {
      en.push(at.en);
      zh.push(at.zh);
    }
    paths.set(row.id, { en: en.join(' '), zh: zh.join(' '), pinyin: '' });
  }
  return { records, categories: rows, stores, paths };
}

// ---------------------------------------------------------------------------------------------
// The home-made index's lexemes, given to the libraries as their tokenizer.

const TAGS = /<[^>]*>/g;

/**
 * A document's terms as the home-made index makes them (search-text.ts DocumentBuilder.text):
 * Latin words lower-cased without accents, as written and in the singular; every Chinese character
 * and every pair of neighbours (here as the characters themselves rather than code points).
 * @param {string} text
 * @returns {string[]}
 */
export function documentTerms(text) {
  /** @type {string[]} */
  const terms = [];
  for (const token of tokenize(text.includes('<') ? text.replace(TAGS, ' ') : text)) {
    if (token.kind === 'latin') {
      terms.push(token.text);
      const one = singular(token.text);
      if (one !== token.text) terms.push(one);
    } else {
      const chars = Array.from(token.text);
      terms.push(...chars);
      for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return terms;
}

/**
 * A query's terms as the home-made index reads them (search-text.ts queryGroups, without the
 * synonyms and its own typo rule): a Latin word in the singular, matched as a prefix, so it also
 * meets the plural; a lone Chinese character, or every pair of a longer run.
 * @param {string} text
 * @returns {string[]}
 */
export function queryTerms(text) {
  /** @type {string[]} */
  const terms = [];
  for (const token of tokenize(text)) {
    if (token.kind === 'latin') {
      terms.push(singular(token.text));
    } else {
      const chars = Array.from(token.text);
      if (chars.length === 1) terms.push(token.text);
      for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return terms;
}

/**
 * Pinyin of the Chinese runs of a text, with the same library and lexemes as the home-made index
 * (pinyin-pro through search-text.ts pinyinLexemes: full and initials from each syllable onwards).
 * @param {string} text
 */
export function pinyinText(text) {
  /** @type {string[]} */
  const lexemes = [];
  for (const token of tokenize(text)) if (token.kind === 'han') lexemes.push(...pinyinLexemes(token.text));
  return lexemes.join(' ');
}

/** The fields every library indexes: what the home-made index's document holds, in its four tiers. */
export const FIELDS = /** @type {const} */ ([
  'code',
  'name_en',
  'name_zh',
  'name_pinyin',
  'brand_category_en',
  'brand_category_zh',
  'brand_category_pinyin',
  'description_en',
  'description_zh',
]);
/** @typedef {Record<typeof FIELDS[number], string>} Fields */

/** Boosts standing for the home-made index's tiers: codes, names, brand and categories, descriptions. */
export const BOOST = {
  code: 8,
  name_en: 4,
  name_zh: 4,
  name_pinyin: 4,
  brand_category_en: 2,
  brand_category_zh: 2,
  brand_category_pinyin: 2,
  description_en: 1,
  description_zh: 1,
};

/**
 * A product's fields for a library (the descriptions as stored, tags and all: the tokenizer skips
 * the tags, so the library keeps no copy of its own when it stores the document).
 * @param {ProductRecord} record
 * @param {Catalogue} cat
 * @returns {Fields}
 */
export function fieldsOf(record, cat) {
  const path = cat.paths.get(record.categoryId) ?? { en: '', zh: '', pinyin: '' };
  if (path.pinyin === '' && path.zh !== '') path.pinyin = pinyinText(path.zh);
  return {
    code: `${record.code} ${record.shopCode}`,
    name_en: record.nameEn,
    name_zh: record.nameZh,
    name_pinyin: pinyinText(record.nameZh),
    brand_category_en: `${record.brandEn} ${path.en}`,
    brand_category_zh: `${record.brandZh} ${path.zh}`,
    brand_category_pinyin: `${pinyinText(record.brandZh)} ${path.pinyin}`,
    description_en: record.descriptionEn,
    description_zh: record.descriptionZh,
  };
}

/** @param {Catalogue} cat */
function soldInEn(cat) {
  const maxId = cat.records.reduce((max, record) => Math.max(max, record.id), 0);
  const sold = new Uint8Array(maxId + 1);
  for (const record of cat.records) if (record.availableEn) sold[record.id] = 1;
  return sold;
}

// ---------------------------------------------------------------------------------------------
// The engines. Each answers the storefront's question: the first page of the international market's
// hits in relevance order, and their total.

/**
 * (a) The home-made index, built by the server's own createSearchIndex over a read model holding
 * the same records; a query runs the search service's path (queryGroups, match, pageOf by relevance).
 * @param {Catalogue} cat
 * @returns {Promise<Engine>}
 */
export async function homeMade(cat) {
  const byId = new Map(cat.records.map((record) => [record.id, record]));
  /** @type {Map<string, Int32Array>} */
  const listings = new Map();
  // The read model's part the index reads: its records, a market's products by sales, its changes.
  const catalog = {
    products: async () => byId,
    /** @param {'en' | 'cn'} market @param {string} sort */
    orderedIds: async (market, sort) => {
      if (sort !== 'sales') throw new Error(`no ${sort} listing in the benchmark`);
      let list = listings.get(market);
      if (!list) {
        const sorted = cat.records
          .filter((record) => (market === 'en' ? record.availableEn : record.availableCn))
          .sort((a, b) => b.salesVolume - a.salesVolume || a.id - b.id);
        list = Int32Array.from(sorted, (record) => record.id);
        listings.set(market, list);
      }
      return list;
    },
    /** @param {number[]} ids */
    descriptions: async (ids) =>
      new Map(
        ids.flatMap((id) => {
          const record = byId.get(id);
          return record ? [[id, { en: record.descriptionEn, zh: record.descriptionZh }]] : [];
        }),
      ),
    follow: () => () => undefined,
  };
  // The two tables the index reads besides the read model: category names and store scores.
  const db = {
    /** @param {Record<string, unknown>} fields */
    select: (fields) => ({ from: async () => ('shopCode' in fields ? cat.stores : cat.categories) }),
  };
  const index = createSearchIndex(/** @type {any} */ (db), /** @type {any} */ (catalog));
  const first = await index.view('en', 'sales');
  let calls = 0;
  return {
    async search(keyword, size) {
      const { state, ordering } = await index.view('en', 'sales');
      const groups = queryGroups(keyword, state.dictionary);
      if (groups.length === 0) return { ids: [], total: 0 };
      // A key of its own per call: the page is ranked afresh, as the libraries rank theirs.
      const asked = index.query(state, groups);
      const query = { ...asked, key: `${asked.key} ${++calls}` };
      const { slots, total } = pageOf(state, ordering, query, { relevance: true, filter: null, start: 0, size });
      return { ids: slots.map((slot) => /** @type {ProductRecord} */ (state.records[slot]).id), total };
    },
    figures: async () => ({ ...first.state.figures }),
    close: async () => index.stop(),
  };
}

/**
 * (b) MiniSearch: BM25 with the tiers as field boosts, every query term required, prefix search,
 * fuzzy 0.2 (a fifth of the term's letters, rounded, at most 2 edits; none for a term with a digit).
 * With `sales`, a document's score is also multiplied by 1 to 2 with the log of its sales (its
 * `boostDocument`): the mall ranks the best sellers first among equally good matches.
 * @param {Catalogue} cat
 * @param {{ sales?: boolean }} [options]
 * @returns {Promise<Engine>}
 */
export async function miniSearch(cat, { sales = false } = {}) {
  const sold = soldInEn(cat);
  const salesOf = new Map(cat.records.map((record) => [record.id, record.salesVolume]));
  const most = Math.log1p(cat.records.reduce((max, record) => Math.max(max, record.salesVolume), 1));
  /** @param {number} id */
  const boostDocument = (id) => 1 + Math.log1p(salesOf.get(id) ?? 0) / most;
  /** @type {MiniSearch<Fields & { id: number }>} */
  const index = new MiniSearch({
    fields: [...FIELDS],
    tokenize: documentTerms,
    processTerm: (term) => term,
    searchOptions: {
      tokenize: queryTerms,
      processTerm: (term) => term,
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (/\d/.test(term) ? false : 0.2),
      maxFuzzy: 2,
      boost: BOOST,
      ...(sales ? { boostDocument } : {}),
    },
  });
  for (const record of cat.records) index.add({ id: record.id, ...fieldsOf(record, cat) });
  return {
    search(keyword, size) {
      const results = index.search(keyword, { filter: (result) => sold[result.id] === 1 });
      return { ids: results.slice(0, size).map((result) => result.id), total: results.length };
    },
  };
}

const FLEX_DOCUMENT = '\u0001';
/**
 * FlexSearch's encoder for Latin words: its way of forgiving typos is phonetic. LatinExtra (soundex-like)
 * is the one that forgives the set's typos; LatinBalance and LatinAdvanced pass as many cases (39 of 59)
 * but forgive few typos, LatinSoundex and Normalize one fewer.
 */
const FLEX_CHARSET = /** @type {keyof typeof FlexCharset} */ (process.env.BENCH_FLEXSEARCH_CHARSET ?? 'LatinExtra');

/**
 * (c) FlexSearch: one index over a product's fields in tier order (FlexSearch scores a term by
 * where it stands in the content, so the name ranks above the description; a Document index would
 * need every query term in one field, and "不锈钢 bolt" has its words in two), forward tokenizer
 * (prefixes), the terms of documentTerms/queryTerms with its phonetic Latin encoder on pure words
 * for typos, every query term required.
 * @param {Catalogue} cat
 * @returns {Promise<Engine>}
 */
export async function flexSearch(cat) {
  const sold = soldInEn(cat);
  const latin = new FlexEncoder(FlexCharset[FLEX_CHARSET]);
  /** @param {string} term */
  const phonetic = (term) => (/^[a-z]+$/.test(term) ? (latin.encode(term)[0] ?? term) : term);
  /** @param {string} text */
  const encode = (text) =>
    (text.startsWith(FLEX_DOCUMENT) ? documentTerms(text.slice(1)) : queryTerms(text)).map(phonetic);
  const index = new FlexIndex({ tokenize: 'forward', encode, cache: false });
  for (const record of cat.records) {
    const fields = fieldsOf(record, cat);
    index.add(record.id, FLEX_DOCUMENT + FIELDS.map((field) => fields[field]).join(' '));
  }
  const everything = cat.records.length;
  return {
    search(keyword, size) {
      const found = /** @type {number[]} */ (index.search(keyword, { limit: everything }));
      const ids = found.filter((id) => sold[id] === 1);
      return { ids: ids.slice(0, size), total: ids.length };
    },
  };
}

/**
 * (d) Orama: BM25 with the tiers as field boosts, its prefix search and Levenshtein tolerance (one
 * for the whole query: 2 edits, or with `byLength` 0, 1 or 2 by the longest term as the home-made
 * index forgives), filtered by a boolean field; a custom tokenizer (documents: documentTerms,
 * queries: queryTerms); its default threshold (a hit needs any of the terms, those with all first).
 * @param {Catalogue} cat
 * @param {{ byLength?: boolean }} [options]
 * @returns {Promise<Engine>}
 */
export async function orama(cat, { byLength = false } = {}) {
  const { create, insertMultiple, search } = await import('@orama/orama');
  const schema = /** @type {const} */ ({
    code: 'string',
    name_en: 'string',
    name_zh: 'string',
    name_pinyin: 'string',
    brand_category_en: 'string',
    brand_category_zh: 'string',
    brand_category_pinyin: 'string',
    description_en: 'string',
    description_zh: 'string',
    available_en: 'boolean',
  });
  const db = create({
    schema,
    components: {
      tokenizer: {
        language: 'english',
        normalizationCache: new Map(),
        // Orama names the property when it indexes a document, none when it reads a query.
        tokenize: (raw, _language, prop) => (prop === undefined ? queryTerms(raw) : documentTerms(raw)),
      },
    },
  });
  const BATCH = 2000;
  for (let start = 0; start < cat.records.length; start += BATCH) {
    const docs = cat.records
      .slice(start, start + BATCH)
      .map((record) => ({ id: String(record.id), ...fieldsOf(record, cat), available_en: record.availableEn }));
    await insertMultiple(db, docs, BATCH);
  }
  /** @param {string} keyword */
  const tolerance = (keyword) => {
    if (!byLength) return 2;
    const longest = Math.max(0, ...queryTerms(keyword).map((term) => term.length));
    return longest >= 8 ? 2 : longest >= 3 ? 1 : 0;
  };
  return {
    async search(keyword, size) {
      if (queryTerms(keyword).length === 0) return { ids: [], total: 0 };
      const result = await search(db, {
        term: keyword,
        properties: [...FIELDS],
        tolerance: tolerance(keyword),
        boost: BOOST,
        where: { available_en: true },
        limit: size,
      });
      return { ids: result.hits.map((hit) => Number(hit.id)), total: result.count };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// (e) PostgreSQL's pg_trgm on the machine's server.

/** pg_trgm's word similarity a typo must reach: lowered from its default 0.6, or it forgives none of the set's. */
const PG_WORD_SIMILARITY = 0.5;

/** `%`, `_` and `\` taken literally. */
const likePattern = (/** @type {string} */ term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** @param {string} value */
const copyText = (value) =>
  value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? c);

/**
 * A table of the same fields: a lower-cased `doc` column with them all (descriptions without tags)
 * and a `names` column (the names in both languages and the name's pinyin), each under a GIN trigram
 * index. A query needs each of its words in `doc` as a substring (LIKE) or, for a word of three
 * letters or more without digits, as a word of the names within pg_trgm's word similarity (`<%`,
 * threshold 0.5: on `doc`, descriptions and all, that test alone took 2.2 s for "bering" at 100,000
 * products); hits ranked by the word similarity of the keyword to the names, then sales.
 * @param {pg.Client} client
 * @param {string} table
 * @param {Catalogue} cat
 * @returns {Promise<Engine>}
 */
export async function postgresTrgm(client, table, cat) {
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  // 0.6 by default: "bering" is 0.5 from "bearing", "jak" 0.5 from "jack".
  await client.query(`SET pg_trgm.word_similarity_threshold = ${PG_WORD_SIMILARITY}`);
  await client.query(`CREATE TABLE ${table} (
    id integer PRIMARY KEY, available_en boolean NOT NULL, sales_volume integer NOT NULL,
    names text NOT NULL, doc text NOT NULL)`);
  const copyStarted = performance.now();
  function* lines() {
    let chunk = '';
    for (const record of cat.records) {
      const fields = fieldsOf(record, cat);
      const names = `${fields.name_en} ${fields.name_zh} ${fields.name_pinyin}`.toLowerCase();
      const doc = FIELDS.map((field) => fields[field])
        .join(' ')
        .replace(TAGS, ' ')
        .toLowerCase();
      chunk += `${record.id}\t${record.availableEn ? 't' : 'f'}\t${record.salesVolume}\t${copyText(names)}\t${copyText(doc)}\n`;
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(
    Readable.from(lines()),
    client.query(copyFrom(`COPY ${table} (id, available_en, sales_volume, names, doc) FROM STDIN`)),
  );
  const copyMs = performance.now() - copyStarted;
  const indexStarted = performance.now();
  await client.query(`CREATE INDEX ${table}_doc_trgm ON ${table} USING gin (doc gin_trgm_ops)`);
  await client.query(`CREATE INDEX ${table}_names_trgm ON ${table} USING gin (names gin_trgm_ops)`);
  await client.query(`ANALYZE ${table}`);
  const indexMs = performance.now() - indexStarted;
  return {
    async search(keyword, size) {
      /** @type {unknown[]} */
      const params = [keyword.toLowerCase(), size];
      const conditions = [];
      for (const token of tokenize(keyword)) {
        params.push(likePattern(token.text));
        const like = `doc LIKE $${params.length}`;
        if (token.kind === 'latin' && token.text.length >= 3 && !/\d/.test(token.text)) {
          params.push(token.text);
          conditions.push(`(${like} OR $${params.length} <% names)`);
        } else {
          conditions.push(like);
        }
      }
      if (conditions.length === 0) return { ids: [], total: 0 };
      const { rows } = await client.query(
        `SELECT id, count(*) OVER () AS total FROM ${table}
         WHERE available_en AND ${conditions.join(' AND ')}
         ORDER BY word_similarity($1, names) DESC, sales_volume DESC, id LIMIT $2`,
        params,
      );
      return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) };
    },
    figures: async () => {
      const { rows } = await client.query(
        `SELECT pg_relation_size('${table}_doc_trgm') + pg_relation_size('${table}_names_trgm') AS index_bytes,
           pg_table_size('${table}') AS table_bytes`,
      );
      return {
        copyMs: Math.round(copyMs),
        indexMs: Math.round(indexMs),
        indexBytes: Number(rows[0]?.index_bytes ?? 0),
        tableBytes: Number(rows[0]?.table_bytes ?? 0),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

/** @type {Record<string, (cat: Catalogue) => Promise<Engine>>} */
const IN_PROCESS = {
  'home-made': homeMade,
  minisearch: (cat) => miniSearch(cat),
  'minisearch-sales': (cat) => miniSearch(cat, { sales: true }),
  flexsearch: flexSearch,
  orama: (cat) => orama(cat),
  'orama-by-length': (cat) => orama(cat, { byLength: true }),
};

/**
 * The query list: the extra keywords of `bench/search.mjs`, the category names of both languages
 * and their words (as `bench/search.mjs` reads them from the category tree), the relevance set's
 * keywords and 30 product codes spread over the catalogue.
 * @param {Catalogue} cat
 */
export function queryList(cat) {
  /** @type {Set<string>} */
  const keywords = new Set(EXTRA_KEYWORDS);
  for (const category of cat.categories) {
    for (const name of [category.en, category.zh]) {
      keywords.add(name);
      for (const word of name.split(/[\s&,]+/)) if (word.length > 2) keywords.add(word.toLowerCase());
    }
  }
  for (const cases of Object.values(RELEVANCE_GROUPS)) for (const [keyword] of cases) keywords.add(keyword);
  const step = Math.max(1, Math.floor(cat.records.length / 30));
  for (let i = 0; i < cat.records.length && i / step < 30; i += step) keywords.add(cat.records[i]?.code ?? '');
  keywords.delete('');
  return [...keywords];
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function memory() {
  const gc = /** @type {(() => void) | undefined} */ (globalThis.gc);
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external, rss: m.rss };
}

/** Keywords whose totals are printed side by side: broad, Chinese, pinyin, typos, mixed. */
export const SAMPLE_KEYWORDS = [
  'bolt',
  'stainless steel hex bolt',
  '螺栓',
  '螺',
  'luoshuan',
  'bering',
  'hydralic jak',
  'jak',
  '不锈钢 bolt',
];

/** A fixed shuffle, so that the queries timed within the time budget are a fair sample of the list. */
function shuffled(/** @type {string[]} */ list) {
  const out = [...list];
  let state = 20_261_124;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [/** @type {string} */ (out[j]), /** @type {string} */ (out[i])];
  }
  return out;
}

/** Queries run untimed first, to warm the engine up (the shuffled list's first). */
const WARM_UP = 20;

/**
 * @param {(cat: Catalogue) => Promise<Engine>} build
 * @param {number} products
 */
async function measure(build, products) {
  const cat = catalogue(products);
  const before = memory();
  const started = performance.now();
  const engine = await build(cat);
  const buildMs = performance.now() - started;
  const after = memory();
  const queries = shuffled(queryList(cat));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const budgetMs = Number(process.env.BENCH_QUERY_BUDGET_SEC ?? 180) * 1000;
  // The warm-up gets a quarter of the budget: a query of Orama's with tolerance 2 can take a minute.
  const warming = performance.now();
  for (const keyword of queries.slice(0, WARM_UP)) {
    if (performance.now() - warming > budgetMs / 4) break;
    await engine.search(keyword, PAGE_SIZE);
  }
  /** @type {number[]} */
  const latencies = [];
  /** @type {Map<string, number>} */
  const slowest = new Map();
  timed: for (let round = 0; round < rounds; round++) {
    for (const keyword of queries) {
      if (performance.now() - warming > budgetMs) break timed;
      const sent = performance.now();
      await engine.search(keyword, PAGE_SIZE);
      const ms = performance.now() - sent;
      latencies.push(ms);
      slowest.set(keyword, Math.max(ms, slowest.get(keyword) ?? 0));
    }
  }
  latencies.sort((a, b) => a - b);
  /** @type {Record<string, number | null>} */
  const samples = {};
  for (const keyword of SAMPLE_KEYWORDS) {
    // Within twice the budget; past it, left out (null).
    samples[keyword] =
      performance.now() - warming > 2 * budgetMs ? null : (await engine.search(keyword, PAGE_SIZE)).total;
  }
  const figures = (await engine.figures?.()) ?? {};
  await engine.close?.();
  return {
    products,
    buildMs,
    heapBytes: after.heap - before.heap,
    rssBytes: after.rss - before.rss,
    queries: queries.length,
    timed: latencies.length,
    rounds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1] ?? 0,
    slowest: [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 5),
    samples,
    figures,
  };
}

/**
 * The relevance set, each case as its test asks: its products among the first RELEVANCE_TOP hits
 * on the international market, over the catalogue the test seeds.
 * @param {(cat: Catalogue) => Promise<Engine>} build
 */
async function relevance(build) {
  const engine = await build(catalogue(RELEVANCE_PRODUCTS));
  /** @type {Record<string, { passed: number, found: number, total: number }>} */
  const groups = {};
  /** @type {string[]} */
  const failed = [];
  for (const [group, cases] of Object.entries(RELEVANCE_GROUPS)) {
    const tally = { passed: 0, found: 0, total: 0 };
    for (const [keyword, ids] of cases) {
      const top = (await engine.search(keyword, RELEVANCE_TOP)).ids;
      tally.total++;
      if (ids.every((id) => top.includes(id))) {
        tally.passed++;
        tally.found++;
        continue;
      }
      // Missed: ranked below the first hits, or not found at all?
      const all = (await engine.search(keyword, RELEVANCE_PRODUCTS)).ids;
      const found = ids.every((id) => all.includes(id));
      if (found) tally.found++;
      failed.push(`${keyword} (${found ? 'ranked lower' : 'not found'})`);
    }
    groups[group] = tally;
  }
  await engine.close?.();
  return { groups, failed };
}

/**
 * @param {string} name
 * @param {number} products
 */
async function run(name, products) {
  const inProcess = IN_PROCESS[name];
  if (inProcess) {
    const measured = await measure(inProcess, products);
    return { ...measured, relevance: await relevance(inProcess) };
  }
  if (name !== 'postgres') throw new Error(`no engine ${name}`);
  /** @type {any} */
  let result = { skipped: 'PostgreSQL did not answer' };
  await onScratchPostgres('mall_bench_search_libraries', async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const measured = await measure((cat) => postgresTrgm(client, 'search_products', cat), products);
      const checked = await relevance((cat) => postgresTrgm(client, 'search_relevance', cat));
      // The database's memory is its own process's: the index's size on disk stands for it.
      const { rows } = await client.query('SHOW server_version');
      const serverVersion = String(rows[0]?.server_version ?? '').split(' ')[0];
      result = {
        ...measured,
        heapBytes: measured.figures.indexBytes ?? 0,
        rssBytes: 0,
        relevance: checked,
        serverVersion,
      };
    } finally {
      await client.end();
    }
  });
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [name = ''] = process.argv.slice(2);
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const result = await run(name, products);
  if (process.send) process.send({ engine: name, ...result });
  else console.log(JSON.stringify({ engine: name, ...result }));
}
