import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { buyers } from './account.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** File bytes kept in the database, so every server process serves them and backups carry them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A buyer's projects; exactly one is the default ("General"), made on first use. */
export const projects = pgTable(
  'projects',
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
    uniqueIndex('projects_buyer_name_idx').on(t.buyerId, t.name),
    uniqueIndex('projects_buyer_default_idx').on(t.buyerId).where(sql`${t.isDefault}`),
  ],
);

/** Requests for quotation (SPEC sections 3 and 4): submitted, quoted once a quotation exists, cancelled. */
export const rfqs = pgTable(
  'rfqs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: varchar('name', { length: 100 }).notNull(),
    quantity: integer('quantity').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    useFor: text('use_for').notNull().default(''),
    /** In the currency of `market`, to the cent. */
    budget: numeric('budget', { precision: 12, scale: 2 }),
    market: varchar('market', { length: 2 }).notNull(),
    description: text('description').notNull().default(''),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    requester: varchar('requester', { length: 50 }).notNull(),
    /** The purchase plan line this one came from (migration 0023; the reference is in the SQL). */
    planLineId: integer('plan_line_id'),
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('rfqs_buyer_idx').on(t.buyerId, t.status, t.id),
    check('rfqs_status_check', sql`${t.status} in ('submitted', 'quoted', 'cancelled')`),
    check('rfqs_market_check', sql`${t.market} in ('en', 'cn')`),
    check('rfqs_quantity_check', sql`${t.quantity} > 0`),
    check('rfqs_budget_check', sql`${t.budget} IS NULL OR ${t.budget} >= 0`),
  ],
);

/**
 * Uploaded files under server-made ids. Not yet attached (rfq_id null) they belong to their
 * uploader only and are deleted after a day; attached, they go with their RFQ.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    rfqId: integer('rfq_id').references(() => rfqs.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** Order of the attachments in their RFQ, as the buyer listed them. */
    position: integer('position').notNull().default(0),
    /** Told from the bytes: jpg, png, xls, xlsx, doc, docx. */
    kind: varchar('kind', { length: 8 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    /** The client's file name without any directory part, for display and downloads only. */
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    data: bytea('data').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('uploaded_files_rfq_idx').on(t.rfqId),
    index('uploaded_files_orphan_idx').on(t.createdAt).where(sql`${t.rfqId} IS NULL`),
    index('uploaded_files_buyer_orphan_idx').on(t.buyerId, t.createdAt).where(sql`${t.rfqId} IS NULL`),
    check('uploaded_files_purpose_check', sql`${t.purpose} in ('main_picture', 'attachment')`),
    check('uploaded_files_size_check', sql`${t.size} > 0`),
  ],
);

/** The thread of an RFQ between the buyer and the operators. */
export const rfqMessages = pgTable(
  'rfq_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 8 }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('rfq_messages_rfq_idx').on(t.rfqId, t.id),
    check('rfq_messages_author_check', sql`${t.author} in ('buyer', 'operator')`),
  ],
);
