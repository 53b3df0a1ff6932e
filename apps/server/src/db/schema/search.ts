import { customType, index, integer, pgTable, primaryKey, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { buyers } from './account.js';
import { products } from './catalog.js';

/** A PostgreSQL `tsvector`, written as its text form (`'lexeme':1B ...`) and matched with `@@`. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The search document of a product (see features/search/search-text.ts for its lexemes). */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    /** Codes, name, brand and category only: what relevance is decided on. */
    ranking: tsvector('ranking').notNull(),
  },
  (t) => [index('product_search_document_idx').using('gin', t.document)],
);

export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locale: varchar('locale', { length: 8 }).notNull(),
    /** `product` (a product name), `brand` or `category`. */
    kind: varchar('kind', { length: 12 }).notNull(),
    phrase: text('phrase').notNull(),
    weight: integer('weight').notNull(),
    document: tsvector('document').notNull(),
  },
  (t) => [
    unique('search_suggestions_locale_phrase_unique').on(t.locale, t.phrase),
    index('search_suggestions_document_idx').using('gin', t.document),
    index('search_suggestions_kind_idx').on(t.locale, t.kind, t.weight.desc()),
  ],
);

export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });

export const searchRecords = pgTable(
  'search_records',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    searchedAt: timestamptz('searched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.keyword] }),
    index('search_records_buyer_recent_idx').on(t.buyerId, t.searchedAt.desc()),
  ],
);

export const searchKeywords = pgTable(
  'search_keywords',
  {
    keyword: text('keyword').primaryKey(),
    locale: varchar('locale', { length: 8 }).notNull(),
    searches: integer('searches').notNull().default(0),
    lastSearchedAt: timestamptz('last_searched_at').notNull().defaultNow(),
  },
  (t) => [index('search_keywords_popular_idx').on(t.locale, t.searches.desc())],
);
