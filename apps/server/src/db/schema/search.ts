import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/**
 * What approved buyers searched, one row per buyer, interface language and keyword (so a buyer
 * counts once however often they search), and whether the latest such search found products:
 * the source of the popular searches (docs/decisions/016).
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).notNull(),
    keyword: text('keyword').notNull(),
    found: boolean('found').notNull(),
    searchedAt: timestamptz('searched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.locale, t.keyword] }),
    index('search_queries_guide_idx').on(t.locale, t.searchedAt),
  ],
);
