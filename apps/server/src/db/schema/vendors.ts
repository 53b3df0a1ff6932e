import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { buyers } from './account.js';
import { stores } from './catalog.js';

/** A buyer's favourite vendors (migration 0022): shown first in the workstation's Vendors. */
export const buyerFavouriteStores = pgTable(
  'buyer_favourite_stores',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    shopCode: varchar('shop_code', { length: 16 })
      .notNull()
      .references(() => stores.shopCode),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.shopCode] })],
);
