import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { operators } from './operators.js';
import { bytea } from './rfq.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Pictures operators upload for products' galleries, served at `/media/products/<id>.<kind>`. */
export const productImages = pgTable(
  'product_images',
  {
    /** Random, made by the server: the URL names it, and the bytes never change under it. */
    id: varchar('id', { length: 32 }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** jpg or png, told from the bytes. */
    kind: varchar('kind', { length: 8 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

/**
 * A CSV import: what its preview counted (so the confirm applies exactly that) and, once confirmed,
 * the background job's progress (docs/decisions/025).
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    fileName: text('file_name').notNull(),
    /** Columns the file has: on an update, the others are left as they are. */
    columns: text('columns').array().notNull(),
    /** `staging` while its preview is read, then PRODUCT_IMPORT_STATES. */
    state: varchar('state', { length: 16 }).notNull(),
    totalRows: integer('total_rows').notNull(),
    createCount: integer('create_count').notNull(),
    updateCount: integer('update_count').notNull(),
    rejectCount: integer('reject_count').notNull(),
    /** The first rejected rows: `{ row, column, key }`, the key worded in the reader's language. */
    rejects: jsonb('rejects').notNull(),
    /** Staged rows applied so far, in file order: the job resumes after the last of them. */
    rowsDone: integer('rows_done').notNull().default(0),
    lastLine: integer('last_line').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('product_imports_state_idx').on(t.state, t.createdAt),
    check(
      'product_imports_state_check',
      sql`${t.state} in ('staging', 'previewed', 'queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** The accepted rows of an import's file, as the preview validated them, until the import is applied. */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** The row's number in the file (the header is row 1). */
    line: integer('line').notNull(),
    /** The validated fields of the columns the file has, as the console's form would send them. */
    fields: jsonb('fields').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);
