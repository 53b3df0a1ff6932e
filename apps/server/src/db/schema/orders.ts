import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
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
import { offers } from './offers.js';
import { operators } from './operators.js';
import { bytea } from './rfq.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Proforma invoices, one row per version: a re-issue adds a row with the same number and the next
 * version and marks the former `superseded`, so every version the buyer saw stays as it was.
 * Seller, buyer and bank are copies made at issue. Numbers come from a sequence (migration 0014).
 */
export const proformaInvoices = pgTable(
  'proforma_invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: varchar('number', { length: 20 }).notNull(),
    version: integer('version').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** Null for an order placed from the cart at list prices. */
    offerId: integer('offer_id').references(() => offers.id),
    market: varchar('market', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    bank: jsonb('bank').notNull(),
    incoterm: varchar('incoterm', { length: 3 }).notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    depositPercent: smallint('deposit_percent').notNull(),
    balanceTerms: text('balance_terms').notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    depositAmount: numeric('deposit_amount', { precision: 16, scale: 2 }).notNull(),
    notes: text('notes').notNull(),
    amends: text('amends'),
    changeRequest: text('change_request'),
    cancelReason: text('cancel_reason'),
    poNumber: varchar('po_number', { length: 50 }),
    /** The store of an order placed from the cart (one order per store); null for a quotation's. */
    shopCode: varchar('shop_code', { length: 16 }),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamptz('created_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [
    uniqueIndex('proforma_invoices_number_idx').on(t.number, t.version),
    index('proforma_invoices_buyer_idx').on(t.buyerId, t.id.desc()),
    index('proforma_invoices_status_idx').on(t.status, t.validUntil),
    check(
      'proforma_invoices_status_check',
      sql`${t.status} in ('issued', 'change_requested', 'confirmed', 'expired', 'cancelled', 'superseded')`,
    ),
    check('proforma_invoices_total_check', sql`${t.total} >= 0 and ${t.depositAmount} between 0 and ${t.total}`),
  ],
);

export const proformaInvoiceLines = pgTable(
  'proforma_invoice_lines',
  {
    proformaInvoiceId: integer('proforma_invoice_id')
      .notNull()
      .references(() => proformaInvoices.id, { onDelete: 'cascade' }),
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
    primaryKey({ columns: [t.proformaInvoiceId, t.position] }),
    check('proforma_invoice_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** One purchase order per confirmed proforma invoice (the unique index holds it under any race). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: varchar('number', { length: 20 }).notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    proformaInvoiceId: integer('proforma_invoice_id')
      .notNull()
      .references(() => proformaInvoices.id),
    /** The buyer's own reference; empty when they gave none. */
    poNumber: varchar('po_number', { length: 50 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
    depositDue: numeric('deposit_due', { precision: 16, scale: 2 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamptz('created_at').notNull(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_idx').on(t.number),
    uniqueIndex('purchase_orders_proforma_idx').on(t.proformaInvoiceId),
    index('purchase_orders_buyer_idx').on(t.buyerId, t.id.desc()),
    check('purchase_orders_status_check', sql`${t.status} in ('open', 'closed', 'cancelled')`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
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
    uniqueIndex('purchase_order_lines_position_idx').on(t.purchaseOrderId, t.position),
    check('purchase_order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Money received against a purchase order, in its currency, recorded by an operator. */
export const purchaseOrderPayments = pgTable(
  'purchase_order_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('purchase_order_payments_order_idx').on(t.purchaseOrderId),
    check('purchase_order_payments_kind_check', sql`${t.kind} in ('deposit', 'balance')`),
    check('purchase_order_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('planned'),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    index('shipments_order_idx').on(t.purchaseOrderId),
    check('shipments_status_check', sql`${t.status} in ('planned', 'shipped', 'delivered', 'cancelled')`),
  ],
);

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Filled by the shipment's receipt: taken in, refused (with a reason); the rest never arrived. */
    received: integer('received'),
    rejected: integer('rejected'),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.lineId] }),
    index('shipment_lines_line_idx').on(t.lineId),
    check('shipment_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'shipment_lines_receipt_check',
      sql`(${t.received} IS NULL) = (${t.rejected} IS NULL) and coalesce(${t.received}, 0) >= 0 and coalesce(${t.rejected}, 0) >= 0 and coalesce(${t.received}, 0) + coalesce(${t.rejected}, 0) <= ${t.quantity}`,
    ),
  ],
);

/** The buyer's record of what arrived of one shipment (its lines' counters are on shipment_lines). */
export const receipts = pgTable(
  'receipts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('receipts_shipment_idx').on(t.shipmentId)],
);

/** Each proforma invoice version's PDF per language, as first made, with its SHA-256 (immutable). */
export const proformaPdfs = pgTable(
  'proforma_pdfs',
  {
    proformaInvoiceId: integer('proforma_invoice_id')
      .notNull()
      .references(() => proformaInvoices.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.proformaInvoiceId, t.locale] })],
);

/**
 * A counter per buyer, moved by triggers in every transaction that changes the buyer's orders,
 * lines, payments, shipments or receipts (migration 0019): what was read at a revision is still
 * right while the counter stands there.
 */
export const buyerOrderRevisions = pgTable('buyer_order_revisions', {
  buyerId: integer('buyer_id')
    .primaryKey()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
