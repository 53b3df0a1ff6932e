import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { buyers } from './account.js';
import { quotationRequests } from './cart.js';
import { operators } from './operators.js';
import { rfqs } from './rfq.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Operators' quotations (offers) to an RFQ or a cart quotation request, versioned per request: a
 * new version supersedes the open one; at most one per request is open or accepted (the partial
 * unique indexes). Money is numeric in the request's market currency (docs/decisions/020).
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    rfqId: integer('rfq_id').references(() => rfqs.id, { onDelete: 'cascade' }),
    quotationRequestId: integer('quotation_request_id').references(() => quotationRequests.id, {
      onDelete: 'cascade',
    }),
    version: integer('version').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    market: varchar('market', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    incoterm: varchar('incoterm', { length: 3 }).notNull(),
    depositPercent: smallint('deposit_percent').notNull(),
    balanceTerms: text('balance_terms').notNull(),
    note: text('note').notNull(),
    declineReason: text('decline_reason'),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('offers_buyer_idx').on(t.buyerId, t.id.desc()),
    uniqueIndex('offers_rfq_version_idx').on(t.rfqId, t.version).where(sql`${t.rfqId} IS NOT NULL`),
    uniqueIndex('offers_request_version_idx')
      .on(t.quotationRequestId, t.version)
      .where(sql`${t.quotationRequestId} IS NOT NULL`),
    uniqueIndex('offers_rfq_live_idx').on(t.rfqId).where(sql`${t.status} in ('quoted', 'accepted')`),
    uniqueIndex('offers_request_live_idx').on(t.quotationRequestId).where(sql`${t.status} in ('quoted', 'accepted')`),
    check('offers_request_check', sql`(${t.rfqId} IS NULL) <> (${t.quotationRequestId} IS NULL)`),
    check('offers_status_check', sql`${t.status} in ('quoted', 'accepted', 'declined', 'expired', 'superseded')`),
    check('offers_deposit_check', sql`${t.depositPercent} between 0 and 100`),
    check('offers_total_check', sql`${t.total} >= 0`),
  ],
);

export const offerLines = pgTable(
  'offer_lines',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    specification: text('specification').notNull(),
    quantity: integer('quantity').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    /** The purchase plan line this one came from (migration 0023; the reference is in the SQL). */
    planLineId: integer('plan_line_id'),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.position] }),
    check('offer_lines_quantity_check', sql`${t.quantity} > 0`),
    check('offer_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);
