import { date, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { buyers } from './account.js';
import { projects } from './rfq.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A buyer's purchase plan (migration 0023): `draft` → `submitted` → `approved`, or `cancelled`.
 * Numbers come from `purchase_plan_number_seq`. Progress is not stored: it is read from the
 * purchase order lines that name the plan's lines.
 */
export const purchasePlans = pgTable('purchase_plans', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  number: varchar('number', { length: 20 }).notNull().unique(),
  buyerId: integer('buyer_id')
    .notNull()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  name: varchar('name', { length: 100 }).notNull(),
  neededBy: date('needed_by', { mode: 'string' }).notNull(),
  notes: text('notes').notNull().default(''),
  market: varchar('market', { length: 2 }).notNull(),
  status: varchar('status', { length: 16 }).notNull().default('draft'),
  submittedAt: timestamptz('submitted_at'),
  approvedAt: timestamptz('approved_at'),
  approvedBy: integer('approved_by').references(() => buyers.id, { onDelete: 'set null' }),
  cancelledAt: timestamptz('cancelled_at'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** A planned line: a catalogue product or free text; `picture` is an uploaded file's id (an RFQ's main picture). */
export const purchasePlanLines = pgTable('purchase_plan_lines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  planId: integer('plan_id')
    .notNull()
    .references(() => purchasePlans.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  productId: integer('product_id'),
  name: varchar('name', { length: 100 }).notNull(),
  quantity: integer('quantity').notNull(),
  unit: varchar('unit', { length: 16 }).notNull(),
  /** Per unit, in the plan's currency. */
  targetPrice: numeric('target_price', { precision: 12, scale: 2 }),
  picture: varchar('picture', { length: 32 }),
});
