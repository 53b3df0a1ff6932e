import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { buyers } from './account.js';
import { products } from './catalog.js';
import { operators } from './operators.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A product's video on the external video site (embedded only when the site is reachable). */
export const productVideos = pgTable('product_videos', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  poster: text('poster').notNull(),
});

/**
 * What a member looked at: one row per buyer and product, counted. Feeds the buyer's
 * recommendations (most viewed categories) and, later, the workstation's History.
 */
export const productViews = pgTable(
  'product_views',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's category when last viewed, so recommendations need no join. */
    categoryId: integer('category_id').notNull(),
    views: integer('views').notNull().default(1),
    lastViewedAt: timestamptz('last_viewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.productId] }),
    index('product_views_buyer_recent_idx').on(t.buyerId, t.lastViewedAt.desc()),
  ],
);

/** Group buying campaigns: a group price per market, a per-buyer MOQ, a target and what is committed. */
export const groupCampaigns = pgTable(
  'group_campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Cents (fen for CNY), like product prices; null in a market the campaign is not offered in. */
    groupPriceUsd: integer('group_price_usd'),
    groupPriceCny: integer('group_price_cny'),
    /** The least one buyer may commit. */
    groupMoq: integer('group_moq').notNull(),
    targetQuantity: integer('target_quantity').notNull(),
    /** Committed by all buyers so far (the group-buying cart adds to it). */
    committedQuantity: integer('committed_quantity').notNull().default(0),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** open, cancelled (before its start), succeeded or failed (closed at its end): decision 026. */
    state: varchar('state', { length: 16 }).notNull().default('open'),
    closedAt: timestamptz('closed_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('group_campaigns_ends_idx').on(t.endsAt),
    index('group_campaigns_open_ends_idx').on(t.endsAt).where(sql`${t.state} = 'open'`),
    check('group_campaigns_price_check', sql`${t.groupPriceUsd} is not null or ${t.groupPriceCny} is not null`),
    check('group_campaigns_state_check', sql`${t.state} in ('open', 'cancelled', 'succeeded', 'failed')`),
    check('group_campaigns_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'group_campaigns_quantities_check',
      sql`${t.groupMoq} > 0 and ${t.targetQuantity} > 0 and ${t.committedQuantity} >= 0`,
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({ dataType: () => 'bytea' });

/** Pictures operators upload for store logos and banners, checked like buyers' uploads; read by anyone. */
export const catalogueImages = pgTable('catalogue_images', {
  id: varchar('id', { length: 32 }).primaryKey(),
  operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
  kind: varchar('kind', { length: 8 }).notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  width: integer('width'),
  height: integer('height'),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
