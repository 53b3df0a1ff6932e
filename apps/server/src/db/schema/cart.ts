import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { buyers } from './account.js';
import { groupCampaigns } from './catalog-extra.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A buyer's cart, one row per line of a group in a market: a line belongs to the market it was
 * added in and is priced in that market's currency only (docs/decisions/014). `product_id` and
 * `campaign_id` carry no foreign key on purpose: a line whose product was removed stays, shown as
 * unavailable, until the buyer deletes it.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    market: varchar('market', { length: 2 }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    productId: integer('product_id').notNull(),
    campaignId: integer('campaign_id'),
    /** The purchase plan line this one came from (migration 0023; the reference is in the SQL). */
    planLineId: integer('plan_line_id'),
    quantity: integer('quantity').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One line per product (and campaign) in a group of a market: a second add adds to it (ON CONFLICT).
    uniqueIndex('cart_lines_line_idx').on(
      t.buyerId,
      t.market,
      t.source,
      t.productId,
      sql`coalesce(${t.campaignId}, 0)`,
    ),
    check('cart_lines_market_check', sql`${t.market} in ('en', 'cn')`),
    check('cart_lines_source_check', sql`${t.source} in ('mall', 'catalog', 'group_buying', 'scan_code')`),
    check('cart_lines_quantity_check', sql`${t.quantity} > 0 and ${t.quantity} <= 1000000`),
    check('cart_lines_campaign_check', sql`(${t.source} = 'group_buying') = (${t.campaignId} is not null)`),
  ],
);

/** Named lists of quotation requests; the partial unique index keeps one default per buyer. */
export const quotingGroups = pgTable(
  'quoting_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quoting_groups_name_idx').on(t.buyerId, t.name),
    uniqueIndex('quoting_groups_default_idx').on(t.buyerId).where(sql`${t.isDefault}`),
  ],
);

/** A buyer's request for a quotation on some cart lines, for operators to answer. */
export const quotationRequests = pgTable(
  'quotation_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => quotingGroups.id, { onDelete: 'restrict' }),
    market: varchar('market', { length: 2 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('quotation_requests_buyer_idx').on(t.buyerId, t.id.desc()),
    index('quotation_requests_status_idx').on(t.status, t.id),
    check('quotation_requests_status_check', sql`${t.status} in ('submitted', 'quoted')`),
  ],
);

/** What was asked for, copied from the cart lines so that the request outlives them. */
export const quotationRequestItems = pgTable(
  'quotation_request_items',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => quotationRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    /** The purchase plan line this one came from (migration 0023; the reference is in the SQL). */
    planLineId: integer('plan_line_id'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.position] })],
);

/** Confirmed mall lines at the prices of the moment, waiting in the workstation. */
export const purchaseOrderDrafts = pgTable(
  'purchase_order_drafts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    market: varchar('market', { length: 2 }).notNull(),
    /** Cents (fen for CNY). */
    total: bigint('total', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('purchase_order_drafts_buyer_idx').on(t.buyerId, t.id.desc())],
);

export const purchaseOrderDraftItems = pgTable(
  'purchase_order_draft_items',
  {
    draftId: integer('draft_id')
      .notNull()
      .references(() => purchaseOrderDrafts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Cents (fen for CNY). */
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.position] })],
);

/** Each confirmed group buying line: what moved the campaign's committed quantity, and at what price. */
export const groupCommitments = pgTable(
  'group_commitments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => groupCampaigns.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    market: varchar('market', { length: 2 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('group_commitments_campaign_idx').on(t.campaignId)],
);
