import { integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { buyers } from './account.js';
import { operators } from './operators.js';
import { purchaseOrderLines, purchaseOrders, shipments } from './orders.js';
import { uploadedFiles } from './rfq.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * After-sales cases (migration 0024): a buyer's claim about goods of one shipment line a receipt
 * checked. The checks (states, a reason exactly when rejected, a refund amount or a replacement
 * shipment exactly as the resolution says) and the reference to the shipment line are in the SQL.
 * Numbers come from `after_sales_number_seq`.
 */
export const afterSalesCases = pgTable('after_sales_cases', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  number: varchar('number', { length: 20 }).notNull().unique(),
  buyerId: integer('buyer_id')
    .notNull()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  purchaseOrderId: integer('purchase_order_id')
    .notNull()
    .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
  shipmentId: integer('shipment_id').notNull(),
  /** The purchase order line, as the shipment and its receipt name it. */
  lineId: integer('line_id')
    .notNull()
    .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
  type: varchar('type', { length: 16 }).notNull(),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull(),
  requestedResolution: text('requested_resolution').notNull().default(''),
  status: varchar('status', { length: 16 }).notNull().default('submitted'),
  rejectReason: text('reject_reason'),
  resolution: varchar('resolution', { length: 16 }),
  /** In the purchase order's currency. */
  refundAmount: numeric('refund_amount', { precision: 16, scale: 2 }),
  replacementShipmentId: integer('replacement_shipment_id')
    .unique()
    .references(() => shipments.id),
  /** The first operator step or message. */
  answeredAt: timestamptz('answered_at'),
  /** When the overdue job found it unanswered past AFTER_SALES_ANSWER_DAYS. */
  overdueAt: timestamptz('overdue_at'),
  acceptedAt: timestamptz('accepted_at'),
  rejectedAt: timestamptz('rejected_at'),
  escalatedAt: timestamptz('escalated_at'),
  resolvedAt: timestamptz('resolved_at'),
  closedAt: timestamptz('closed_at'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** The photos and files the buyer opened the case with, in their order; a file serves one case. */
export const afterSalesCaseFiles = pgTable(
  'after_sales_case_files',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 32 })
      .notNull()
      .unique()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.position] })],
);

/** The case's thread: the buyer's messages (buyer_id set) and the operators'. */
export const afterSalesMessages = pgTable('after_sales_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .references(() => afterSalesCases.id, { onDelete: 'cascade' }),
  author: varchar('author', { length: 8 }).notNull(),
  buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
  operatorId: integer('operator_id').references(() => operators.id),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const afterSalesMessageFiles = pgTable(
  'after_sales_message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => afterSalesMessages.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 32 })
      .notNull()
      .unique()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] })],
);
