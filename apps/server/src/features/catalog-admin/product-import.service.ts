import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ErrorCode,
  type Locale,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_PREVIEW_TTL_MS,
  PRODUCT_IMPORT_REJECTS_LISTED,
  type ProductCsvColumn,
  type ProductFilter,
  type ProductImport,
  type ProductImportState,
  type ValidationKey,
  validationKey,
} from '@mall/contract';
import { CsvError, parse } from 'csv-parse';
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  productImportRows,
  productImports,
  products,
  productVideos,
  stores,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditChange, audited, auditedMany } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Tx } from '../../lib/db-executor.js';
import { type FieldIssue, validationMessage } from '../../lib/validation-message.js';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.js';
import { CSV_HEADER, type CsvProduct, type CsvRowFields, checkRow, productLine, templateCsv } from './product-csv.js';
import {
  type CategoryTree,
  changedFields,
  columnsOf,
  fieldsOf,
  PRODUCT_ROW,
  productQuery,
  readCategoryTree,
} from './product-record.js';
import { placeholderImage, productFilter } from './products.service.js';

/** The kind of the background job that applies a confirmed import. */
export const PRODUCT_IMPORT_JOB = 'products.import';
/** Accepted rows written to the staging table per statement while a preview is read. */
const STAGE_BATCH = 1000;
/**
 * Rows applied per transaction. Small enough that a transaction is short (on PGlite every other
 * query waits for it) and that each batch's change notification names its products, so the
 * storefront reloads those rather than the whole catalogue (decision 011).
 */
const APPLY_BATCH = 10;
/**
 * A pause between batches at least as long as the batch took, so requests queued behind a batch are
 * answered before the next and an import never holds the database more than half the time.
 */
const APPLY_PAUSE_MIN_MS = 10;
/** Products written to an export per query. */
const EXPORT_BATCH = 1000;
/** A CSV record (row) longer than this is not a product row: the file is refused. */
const CSV_RECORD_MAX_CHARS = 1024 * 1024;

type ImportRow = typeof productImports.$inferSelect;
interface StoredReject {
  row: number;
  issue: FieldIssue;
}

const CSV_COLUMNS = new Set<string>(PRODUCT_CSV_COLUMNS);

function rejectView(reject: StoredReject, locale: Locale) {
  return { row: reject.row, column: reject.issue.field, message: validationMessage([reject.issue], locale) };
}

/** An import as the console shows it, its rejected rows worded in the reader's language. */
export function importView(row: ImportRow, locale: Locale): ProductImport {
  return {
    id: row.id,
    state: row.state as ProductImportState,
    file_name: row.fileName,
    total_rows: row.totalRows,
    create_count: row.createCount,
    update_count: row.updateCount,
    reject_count: row.rejectCount,
    rejects: (row.rejects as StoredReject[]).map((reject) => rejectView(reject, locale)),
    rows_done: row.rowsDone,
    created: row.created,
    updated: row.updated,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The records of a CSV byte stream, read as it arrives: bytes that are not UTF-8 refuse the file
 * (a byte order mark is dropped), and so does broken CSV. Nothing is held beyond the record being
 * read; stopping early leaves the rest of the source unread.
 */
export async function* csvRecords(source: AsyncIterable<Buffer>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parser = parse({ skip_empty_lines: true, relax_column_count: true, max_record_size: CSV_RECORD_MAX_CHARS });
  const stop = new AbortController();
  const pump = (async () => {
    try {
      for await (const chunk of source) {
        let text: string;
        try {
          text = decoder.decode(chunk, { stream: true });
        } catch {
          throw new AppError(ErrorCode.IMPORT_NOT_UTF8);
        }
        if (!parser.write(text)) await once(parser, 'drain', { signal: stop.signal });
      }
      try {
        parser.write(decoder.decode());
      } catch {
        throw new AppError(ErrorCode.IMPORT_NOT_UTF8);
      }
      parser.end();
    } catch (error) {
      if (!stop.signal.aborted) parser.destroy(error as Error);
    }
  })();
  try {
    for await (const record of parser) yield record as string[];
  } catch (error) {
    if (error instanceof CsvError)
      throw new AppError(ErrorCode.IMPORT_NOT_CSV, { row: (error as CsvError & { lines?: number }).lines ?? null });
    throw error;
  } finally {
    stop.abort();
    parser.destroy();
    await pump;
  }
}

/** The defaults of the optional columns for a product a file creates. */
function newProductDefaults(): Omit<
  CsvProduct,
  | 'code'
  | 'name_en'
  | 'name_zh'
  | 'category_id'
  | 'shop_code'
  | 'moq'
  | 'price_usd'
  | 'original_price_usd'
  | 'price_cny'
  | 'original_price_cny'
> {
  return {
    description_en: '',
    description_zh: '',
    brand_en: '',
    brand_zh: '',
    unit_en: '',
    unit_zh: '',
    lead_time: 0,
    markets: ['en', 'cn'],
    listed: true,
    images: [],
    video_url: '',
  };
}

export function createProductImportService({ db, clock }: { db: Db; clock: Clock }) {
  async function load(id: number): Promise<ImportRow> {
    const [row] = await db.select().from(productImports).where(eq(productImports.id, id)).limit(1);
    if (!row || row.state === 'staging') throw new AppError(ErrorCode.IMPORT_NOT_FOUND);
    return row;
  }

  /** Whether a preview waited longer than it may (it is pruned soon after). */
  const expired = (row: ImportRow) => row.createdAt.getTime() < clock().getTime() - PRODUCT_IMPORT_PREVIEW_TTL_MS;

  /** One batch of a confirmed import, in one transaction with its progress and audit entries. */
  async function applyBatch(
    tx: Tx,
    imported: ImportRow,
    rows: Array<{ line: number; fields: CsvRowFields }>,
    tree: CategoryTree,
  ): Promise<void> {
    const now = clock();
    const codes = rows.map((row) => row.fields.code as string);
    const current = await productQuery(tx).where(inArray(products.code, codes)).for('update', { of: products });
    const byCode = new Map(current.map((found) => [found.product.code, found]));
    const merged = rows.map(({ fields }) => {
      const found = byCode.get(fields.code as string);
      const base: CsvProduct = found
        ? {
            ...fieldsOf(found.product, found.videoUrl),
            listed: found.product.listed,
            images: [found.product.image, ...found.product.gallery],
          }
        : ({ ...newProductDefaults() } as CsvProduct);
      return { ...base, ...fields } as CsvProduct;
    });
    const written = await tx
      .insert(products)
      .values(
        merged.map((product) => {
          const [image = '', ...gallery] = product.images;
          return {
            ...(columnsOf(product, tree) as typeof products.$inferInsert),
            listed: product.listed,
            image,
            gallery,
            salesVolume: 0,
            sales60d: 0,
            score: 0,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: products.code,
        set: {
          nameEn: sql`excluded.name_en`,
          nameZh: sql`excluded.name_zh`,
          descriptionEn: sql`excluded.description_en`,
          descriptionZh: sql`excluded.description_zh`,
          brandEn: sql`excluded.brand_en`,
          brandZh: sql`excluded.brand_zh`,
          categoryId: sql`excluded.category_id`,
          topCategoryId: sql`excluded.top_category_id`,
          shopCode: sql`excluded.shop_code`,
          unitEn: sql`excluded.unit_en`,
          unitZh: sql`excluded.unit_zh`,
          moq: sql`excluded.moq`,
          leadTime: sql`excluded.lead_time`,
          priceUsd: sql`excluded.price_usd`,
          originalPriceUsd: sql`excluded.original_price_usd`,
          priceCny: sql`excluded.price_cny`,
          originalPriceCny: sql`excluded.original_price_cny`,
          availableEn: sql`excluded.available_en`,
          availableCn: sql`excluded.available_cn`,
          listed: sql`excluded.listed`,
          image: sql`excluded.image`,
          gallery: sql`excluded.gallery`,
          version: sql`${products.version} + 1`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning({ id: products.id, code: products.code, image: products.image });
    const idOf = new Map(written.map((row) => [row.code, row]));
    // New products without pictures show their generated one, which is drawn from the id.
    const placeholders = merged.flatMap((product) => {
      const row = idOf.get(product.code);
      return row && row.image === ''
        ? [
            {
              id: row.id,
              image: placeholderImage(row.id, { ...tree.slugsOf(product.category_id), name: product.name_en }),
            },
          ]
        : [];
    });
    if (placeholders.length) {
      await tx.execute(
        sql`UPDATE products AS p SET image = v.image FROM (VALUES ${sql.join(
          placeholders.map((row) => sql`(${row.id}::integer, ${row.image}::text)`),
          sql`, `,
        )}) AS v(id, image) WHERE p.id = v.id`,
      );
    }
    const posterOf = new Map(placeholders.map((row) => [row.id, row.image]));
    const videos = merged.flatMap((product) => {
      const row = idOf.get(product.code);
      if (!row || product.video_url === '') return [];
      return [{ productId: row.id, url: product.video_url, poster: posterOf.get(row.id) ?? row.image }];
    });
    if (videos.length) {
      await tx
        .insert(productVideos)
        .values(videos)
        .onConflictDoUpdate({
          target: productVideos.productId,
          set: { url: sql`excluded.url`, poster: sql`excluded.poster` },
        });
    }
    let created = 0;
    const changes: AuditChange[] = merged.map((product, index) => {
      const row = idOf.get(product.code);
      const found = byCode.get(product.code);
      const given = rows[index]?.fields ?? {};
      if (!found) {
        created += 1;
        return {
          action: 'product.import.create',
          entity: 'product',
          id: row?.id ?? 0,
          after: product,
        };
      }
      const before = {
        ...fieldsOf(found.product, found.videoUrl),
        listed: found.product.listed,
        images: [found.product.image, ...found.product.gallery],
      };
      const diff = changedFields(before, given);
      return { action: 'product.import.update', entity: 'product', id: found.product.id, ...diff };
    });
    await auditedMany(tx, { id: imported.operatorId }, changes);
    const lastLine = rows[rows.length - 1]?.line ?? imported.lastLine;
    await tx
      .delete(productImportRows)
      .where(and(eq(productImportRows.importId, imported.id), lte(productImportRows.line, lastLine)));
    await tx
      .update(productImports)
      .set({
        rowsDone: sql`${productImports.rowsDone} + ${rows.length}`,
        lastLine,
        created: sql`${productImports.created} + ${created}`,
        updated: sql`${productImports.updated} + ${rows.length - created}`,
      })
      .where(eq(productImports.id, imported.id));
  }

  return {
    /** The template, its example row naming a sub-category and a store of this mall. */
    async template(): Promise<string> {
      const [category] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(isNotNull(categories.parentId))
        .orderBy(asc(categories.id))
        .limit(1);
      const [store] = await db.select({ code: stores.shopCode }).from(stores).orderBy(asc(stores.shopCode)).limit(1);
      return templateCsv({ category_id: category?.id ?? 0, shop_code: store?.code ?? '' });
    },

    /**
     * Reads an uploaded CSV as it arrives and counts rows to create (a new product code), update
     * (a known code) and reject (with the first reasons); accepted rows are staged for the confirm.
     * Changes no product. A file that is not UTF-8, lacks required columns, breaks CSV or has more
     * than PRODUCT_IMPORT_MAX_ROWS rows is refused while it is read, and nothing of it is kept.
     */
    async preview(actor: { id: number }, fileName: string, source: AsyncIterable<Buffer>, locale: Locale) {
      const [staged] = await db
        .insert(productImports)
        .values({
          operatorId: actor.id,
          fileName,
          columns: [],
          state: 'staging',
          totalRows: 0,
          createCount: 0,
          updateCount: 0,
          rejectCount: 0,
          rejects: [],
          createdAt: clock(),
        })
        .returning({ id: productImports.id });
      if (!staged) throw new Error('no import inserted');
      const importId = staged.id;
      try {
        const tree = await readCategoryTree(db);
        let header: Array<ProductCsvColumn | null> | null = null;
        let total = 0;
        let creates = 0;
        let updates = 0;
        let rejectCount = 0;
        const rejects: StoredReject[] = [];
        const firstLineOf = new Map<string, number>();
        let batch: Array<{ line: number; fields: CsvRowFields }> = [];
        const reject = (row: number, issue: FieldIssue) => {
          rejectCount += 1;
          if (rejects.length < PRODUCT_IMPORT_REJECTS_LISTED) rejects.push({ row, issue });
        };
        const flush = async () => {
          if (batch.length === 0) return;
          const codes = batch.map((row) => row.fields.code as string);
          const known = await db.select({ code: products.code }).from(products).where(inArray(products.code, codes));
          updates += known.length;
          creates += batch.length - known.length;
          await db
            .insert(productImportRows)
            .values(batch.map((row) => ({ importId, line: row.line, fields: row.fields })));
          batch = [];
        };
        for await (const record of csvRecords(source)) {
          if (!header) {
            header = record.map((name) => {
              const column = name.trim().toLowerCase();
              return CSV_COLUMNS.has(column) ? (column as ProductCsvColumn) : null;
            });
            const missing = PRODUCT_CSV_REQUIRED_COLUMNS.filter((column) => !header?.includes(column));
            if (missing.length) throw new AppError(ErrorCode.IMPORT_COLUMNS_MISSING, { columns: missing });
            continue;
          }
          total += 1;
          if (total > PRODUCT_IMPORT_MAX_ROWS) throw new AppError(ErrorCode.IMPORT_TOO_MANY_ROWS);
          const row = total + 1;
          const checked = checkRow(header, record);
          if (!checked.ok) {
            reject(row, checked.issue);
            continue;
          }
          const { fields } = checked;
          const issue = (field: string, key: ValidationKey): FieldIssue => ({
            field,
            code: 'custom',
            params: {},
            message: validationKey(key),
            missing: false,
          });
          if (fields.category_id !== undefined && tree.topOf(fields.category_id) === undefined) {
            reject(row, issue('category_id', 'subCategory'));
            continue;
          }
          if (fields.shop_code !== undefined && !tree.hasStore(fields.shop_code)) {
            reject(row, issue('shop_code', 'store'));
            continue;
          }
          const code = fields.code as string;
          if (firstLineOf.has(code)) {
            reject(row, issue('code', 'csvDuplicateCode'));
            continue;
          }
          firstLineOf.set(code, row);
          batch.push({ line: row, fields });
          if (batch.length >= STAGE_BATCH) await flush();
        }
        if (!header || total === 0) throw new AppError(ErrorCode.IMPORT_EMPTY);
        await flush();
        const [row] = await db
          .update(productImports)
          .set({
            state: 'previewed',
            columns: header.filter((column): column is ProductCsvColumn => column !== null),
            totalRows: total,
            createCount: creates,
            updateCount: updates,
            rejectCount,
            rejects,
          })
          .where(eq(productImports.id, importId))
          .returning();
        if (!row) throw new Error('import vanished');
        return importView(row, locale);
      } catch (error) {
        // A refused file leaves nothing behind.
        await db.delete(productImports).where(eq(productImports.id, importId));
        throw error;
      }
    },

    /** Queues a previewed import for the background job; a second confirm is told it was confirmed. */
    async confirm(actor: { id: number }, id: number, locale: Locale): Promise<ProductImport> {
      const row = await load(id);
      if (row.state !== 'previewed') throw new AppError(ErrorCode.IMPORT_ALREADY_CONFIRMED);
      if (expired(row)) throw new AppError(ErrorCode.IMPORT_NOT_FOUND);
      if (row.createCount + row.updateCount === 0) throw new AppError(ErrorCode.IMPORT_NOTHING_TO_APPLY);
      const confirmed = await db.transaction(async (tx) => {
        const now = clock();
        const [updated] = await tx
          .update(productImports)
          .set({ state: 'queued', confirmedAt: now })
          .where(and(eq(productImports.id, id), eq(productImports.state, 'previewed')))
          .returning();
        if (!updated) throw new AppError(ErrorCode.IMPORT_ALREADY_CONFIRMED);
        await enqueueJob(
          tx,
          { kind: PRODUCT_IMPORT_JOB, payload: { importId: id }, maxAttempts: 3, key: `import:${id}` },
          now,
        );
        await audited(tx, actor, {
          action: 'product.import.confirm',
          entity: 'product_import',
          id,
          after: {
            file_name: updated.fileName,
            create_count: updated.createCount,
            update_count: updated.updateCount,
            reject_count: updated.rejectCount,
          },
        });
        return updated;
      });
      return importView(confirmed, locale);
    },

    async status(id: number, locale: Locale): Promise<ProductImport> {
      return importView(await load(id), locale);
    },

    /**
     * The job: applies the staged rows in file order, batch by batch, pausing between batches so
     * other requests are answered. Each batch commits with its progress, so a second run (after a
     * crash) goes on after the last batch applied.
     */
    applyHandler(): JobHandler {
      return async (payload, ctx) => {
        const importId = Number(payload.importId);
        const [started] = await db
          .update(productImports)
          .set({ state: 'running' })
          .where(and(eq(productImports.id, importId), inArray(productImports.state, ['queued', 'running'])))
          .returning();
        if (!started) return;
        try {
          const tree = await readCategoryTree(db);
          let lastLine = started.lastLine;
          for (;;) {
            const rows = await db
              .select({ line: productImportRows.line, fields: productImportRows.fields })
              .from(productImportRows)
              .where(and(eq(productImportRows.importId, importId), gt(productImportRows.line, lastLine)))
              .orderBy(asc(productImportRows.line))
              .limit(APPLY_BATCH);
            if (rows.length === 0) break;
            const batchStart = performance.now();
            await db.transaction(async (tx) => {
              const [current] = await tx
                .select()
                .from(productImports)
                .where(eq(productImports.id, importId))
                .for('update');
              if (!current) throw new Error(`import ${importId} vanished`);
              await applyBatch(tx, current, rows as Array<{ line: number; fields: CsvRowFields }>, tree);
            });
            lastLine = rows[rows.length - 1]?.line ?? lastLine;
            await sleep(Math.max(APPLY_PAUSE_MIN_MS, performance.now() - batchStart));
          }
          await db
            .update(productImports)
            .set({ state: 'done', finishedAt: clock() })
            .where(eq(productImports.id, importId));
        } catch (error) {
          if (ctx.final) {
            await db
              .update(productImports)
              .set({
                state: 'failed',
                error: error instanceof Error ? error.message.slice(0, 500) : String(error),
                finishedAt: clock(),
              })
              .where(eq(productImports.id, importId));
          }
          throw error;
        }
      };
    },

    /** The filtered products as CSV text in the template's columns, read and written batch by batch. */
    async *exportCsv(filter: ProductFilter): AsyncGenerator<string> {
      yield CSV_HEADER;
      const where = productFilter(filter);
      for (let lastId = 0; ; ) {
        const rows = await db
          .select(PRODUCT_ROW)
          .from(products)
          .leftJoin(productVideos, eq(productVideos.productId, products.id))
          .where(and(gt(products.id, lastId), where))
          .orderBy(asc(products.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        let text = '';
        for (const { product, videoUrl } of rows) {
          text += productLine({
            ...fieldsOf(product, videoUrl),
            listed: product.listed,
            images: [product.image, ...product.gallery],
          });
        }
        yield text;
        lastId = rows[rows.length - 1]?.product.id ?? lastId;
      }
    },

    /** Drops previews never confirmed (and files whose reading was cut off) once they expire. */
    async pruneExpired(): Promise<void> {
      const before = new Date(clock().getTime() - PRODUCT_IMPORT_PREVIEW_TTL_MS);
      await db
        .delete(productImports)
        .where(and(inArray(productImports.state, ['staging', 'previewed']), lt(productImports.createdAt, before)));
    },
  };
}

export type ProductImportService = ReturnType<typeof createProductImportService>;
