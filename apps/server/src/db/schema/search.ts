import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { buyers } from './account.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
