import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type Page,
  PRODUCT_IMAGES_MAX,
  type ProductAdminDetail,
  type ProductAdminItem,
  type ProductCreateBody,
  type ProductFilter,
  type ProductUpdateBody,
  UPLOAD_FILE_MAX_BYTES,
  validationKey,
} from '@mall/contract';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productImages, products, productVideos } from '../../db/schema/index.js';
import { AppError, FieldsError, fieldError } from '../../lib/app-error.js';
import { artUrl, type ProductSubject, productArt } from '../../lib/artwork.js';
import { type AuditActor, audited, readAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor, Tx } from '../../lib/db-executor.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { inspectFile } from '../files/file-kind.js';
import {
  type CategoryTree,
  changedFields,
  columnsOf,
  fieldsOf,
  type ProductFields,
  type ProductRow,
  productQuery,
  readCategoryTree,
  toItem,
} from './product-record.js';

/** Changes shown beside a product: its latest audit entries. */
const HISTORY_SIZE = 20;
/** Where uploaded product pictures are served; the id is random and its bytes never change. */
export const PRODUCT_IMAGE_PATH = '/media/products';
const UPLOADED_IMAGE = new RegExp(`^${PRODUCT_IMAGE_PATH}/([0-9a-f]{32})\\.(jpg|png)$`);
/** An uploaded picture's file name under PRODUCT_IMAGE_PATH: its id and kind. */
const PICTURE_FILE = /^([0-9a-f]{32})\.(jpg|png)$/;

/** `%` and `_` of a keyword are meant literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQL filter of the console's list and of the export. */
export function productFilter(filter: ProductFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    const match = or(
      eq(products.code, filter.keyword),
      ilike(products.nameEn, pattern),
      ilike(products.nameZh, pattern),
      ilike(products.brandEn, pattern),
      ilike(products.brandZh, pattern),
    );
    if (match) where.push(match);
  }
  if (filter.category_id !== undefined) {
    const inCategory = or(eq(products.categoryId, filter.category_id), eq(products.topCategoryId, filter.category_id));
    if (inCategory) where.push(inCategory);
  }
  if (filter.shop_code) where.push(eq(products.shopCode, filter.shop_code));
  if (filter.market) where.push(eq(filter.market === 'en' ? products.availableEn : products.availableCn, true));
  if (filter.status) where.push(eq(products.listed, filter.status === 'listed'));
  return where.length ? and(...where) : undefined;
}

const codeTaken = () => fieldError('code', 'productCodeTaken');

/** The references of a product's fields: a sub-category and a store that exist. */
function checkReferences(fields: Pick<ProductFields, 'category_id' | 'shop_code'>, tree: CategoryTree): void {
  const issues = [];
  if (tree.topOf(fields.category_id) === undefined)
    issues.push({
      field: 'category_id',
      code: 'custom',
      params: {},
      message: validationKey('subCategory'),
      missing: false,
    });
  if (!tree.hasStore(fields.shop_code))
    issues.push({ field: 'shop_code', code: 'custom', params: {}, message: validationKey('store'), missing: false });
  if (issues.length) throw new FieldsError(issues);
}

/** A product's pictures in order: the main one, then the gallery. */
function imagesOf(row: ProductRow): string[] {
  return [row.image, ...row.gallery];
}

/** The generated picture a product shows until an operator uploads one. */
export function placeholderImage(id: number, subject: ProductSubject): string {
  return artUrl('product', id, productArt(subject));
}

const GENERATED_PICTURE = /^\/media\/product\/(\d+)(?:-(\d+))?\.svg\?v=/;

/**
 * A generated picture of product `id` drawn again for what the product now is (its name and
 * category choose the object and colour), so the URL's version follows the drawing the media route
 * serves; an uploaded picture is kept as it is.
 */
export function redrawnPicture(url: string, id: number, subject: ProductSubject): string {
  const match = GENERATED_PICTURE.exec(url);
  if (!match || Number(match[1]) !== id) return url;
  const view = Number(match[2] ?? 0);
  return artUrl('product', id, productArt(subject, view), view);
}

/** Writes the video link: an empty one removes the video; the poster is the main picture. */
export async function writeVideo(tx: DbExecutor, productId: number, url: string, poster: string): Promise<void> {
  if (url === '') {
    await tx.delete(productVideos).where(eq(productVideos.productId, productId));
    return;
  }
  await tx
    .insert(productVideos)
    .values({ productId, url, poster })
    .onConflictDoUpdate({ target: productVideos.productId, set: { url, poster } });
}

/** The product row, locked for the change, checked against the version the operator saw. */
async function lockedAt(tx: Tx, id: number, version: number) {
  const [found] = await productQuery(tx).where(eq(products.id, id)).for('update', { of: products });
  if (!found) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
  if (found.product.version !== version) throw new AppError(ErrorCode.PRODUCT_CHANGED);
  return found;
}

export function createProductsService({ db, clock }: { db: Db; clock: Clock }) {
  async function detail(id: number): Promise<ProductAdminDetail> {
    const [found] = await productQuery(db).where(eq(products.id, id)).limit(1);
    if (!found) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    const history = await readAudit(db, { entity: 'product', entity_id: String(id), page: 1, pageSize: HISTORY_SIZE });
    const row = found.product;
    return {
      ...toItem(row),
      ...fieldsOf(row, found.videoUrl),
      top_category_id: row.topCategoryId,
      images: imagesOf(row),
      created_at: row.createdAt.toISOString(),
      history: history.list,
    };
  }

  /** Runs a change; a product code another product has is the code field's error. */
  async function change<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  async function checkCodeFree(tx: Tx, code: string, exceptId?: number) {
    const [other] = await tx
      .select({ id: products.id })
      .from(products)
      .where(exceptId === undefined ? eq(products.code, code) : and(eq(products.code, code), ne(products.id, exceptId)))
      .limit(1);
    if (other) throw codeTaken();
  }

  return {
    detail,

    async page(query: ProductFilter & { page: number; pageSize: number }): Promise<Page<ProductAdminItem>> {
      const where = productFilter(query);
      const [total] = await db.select({ n: count() }).from(products).where(where);
      const rows = await db
        .select()
        .from(products)
        .where(where)
        .orderBy(desc(products.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { list: rows.map(toItem), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async create(actor: AuditActor, body: ProductCreateBody): Promise<ProductAdminDetail> {
      const { listed, ...fields } = body;
      const id = await change(async (tx) => {
        const tree = await readCategoryTree(tx);
        checkReferences(fields, tree);
        await checkCodeFree(tx, fields.code);
        const now = clock();
        const [row] = await tx
          .insert(products)
          .values({
            ...(columnsOf(fields, tree) as typeof products.$inferInsert),
            listed,
            salesVolume: 0,
            sales60d: 0,
            score: 0,
            image: '',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: products.id });
        if (!row) throw new Error('no product inserted');
        const image = placeholderImage(row.id, { ...tree.slugsOf(fields.category_id), name: fields.name_en });
        await tx.update(products).set({ image }).where(eq(products.id, row.id));
        await writeVideo(tx, row.id, fields.video_url, image);
        await audited(tx, actor, {
          action: 'product.create',
          entity: 'product',
          id: row.id,
          after: { ...fields, listed },
        });
        return row.id;
      });
      return detail(id);
    },

    async update(actor: AuditActor, body: ProductUpdateBody): Promise<ProductAdminDetail> {
      const { id, version, ...fields } = body;
      await change(async (tx) => {
        const found = await lockedAt(tx, id, version);
        const tree = await readCategoryTree(tx);
        checkReferences(fields, tree);
        await checkCodeFree(tx, fields.code, id);
        const subject = { ...tree.slugsOf(fields.category_id), name: fields.name_en };
        const image = redrawnPicture(found.product.image, id, subject);
        const gallery = found.product.gallery.map((url) => redrawnPicture(url, id, subject));
        await tx
          .update(products)
          .set({ ...columnsOf(fields, tree), image, gallery, version: version + 1, updatedAt: clock() })
          .where(eq(products.id, id));
        await writeVideo(tx, id, fields.video_url, image);
        const diff = changedFields(fieldsOf(found.product, found.videoUrl), fields);
        await audited(tx, actor, {
          action: 'product.update',
          entity: 'product',
          id,
          before: diff.before,
          after: diff.after,
        });
      });
      return detail(id);
    },

    /** Takes a product off the storefront, or lists it again; it is never deleted (documents name it). */
    async setListed(actor: AuditActor, input: { id: number; version: number; listed: boolean }) {
      await db.transaction(async (tx) => {
        const found = await lockedAt(tx, input.id, input.version);
        if (found.product.listed === input.listed) return;
        await tx
          .update(products)
          .set({ listed: input.listed, version: input.version + 1, updatedAt: clock() })
          .where(eq(products.id, input.id));
        await audited(tx, actor, {
          action: input.listed ? 'product.list' : 'product.unlist',
          entity: 'product',
          id: input.id,
          before: { listed: found.product.listed },
          after: { listed: input.listed },
        });
      });
      return detail(input.id);
    },

    /**
     * Adds an uploaded picture after the gallery: a jpg or png told from its bytes, of sane pixel
     * size, within the upload limit (the buyers' checks, features/files). Pictures are added, never
     * overwritten, so this needs no version: the answer carries the new one.
     */
    async addImage(actor: AuditActor, id: number, bytes: Buffer): Promise<ProductAdminDetail> {
      if (bytes.length === 0) throw new AppError(ErrorCode.FILE_EMPTY);
      if (bytes.length > UPLOAD_FILE_MAX_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE);
      const inspection = await inspectFile(bytes);
      if (!inspection.ok) {
        throw new AppError(
          inspection.reason === 'pixels' ? ErrorCode.IMAGE_SIZE_INVALID : ErrorCode.MAIN_PICTURE_NOT_IMAGE,
        );
      }
      const { kind, mime, width, height } = inspection.file;
      if ((kind !== 'jpg' && kind !== 'png') || width === null || height === null)
        throw new AppError(ErrorCode.MAIN_PICTURE_NOT_IMAGE);
      await db.transaction(async (tx) => {
        const [found] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!found) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
        if (imagesOf(found).length >= PRODUCT_IMAGES_MAX) throw new AppError(ErrorCode.PRODUCT_IMAGES_FULL);
        const imageId = randomBytes(16).toString('hex');
        const url = `${PRODUCT_IMAGE_PATH}/${imageId}.${kind}`;
        await tx.insert(productImages).values({
          id: imageId,
          productId: id,
          kind,
          mime,
          size: bytes.length,
          width,
          height,
          // Sent as base64 text for the database to decode: the drivers' bytea encoding of 10 MB costs seconds.
          data: sql`decode(${bytes.toString('base64')}, 'base64')`,
          operatorId: actor?.id ?? null,
          createdAt: clock(),
        });
        await tx
          .update(products)
          .set({ gallery: [...found.gallery, url], version: found.version + 1, updatedAt: clock() })
          .where(eq(products.id, id));
        await audited(tx, actor, {
          action: 'product.image.add',
          entity: 'product',
          id,
          before: { images: imagesOf(found) },
          after: {
            images: [...imagesOf(found), url],
          },
        });
      });
      return detail(id);
    },

    /** Orders the pictures (the first is the main one); pictures left out are removed, uploads deleted. */
    async arrangeImages(actor: AuditActor, input: { id: number; version: number; images: string[] }) {
      await db.transaction(async (tx) => {
        const found = await lockedAt(tx, input.id, input.version);
        const current = imagesOf(found.product);
        const wanted = input.images;
        const valid =
          wanted.length >= 1 &&
          wanted.length <= PRODUCT_IMAGES_MAX &&
          new Set(wanted).size === wanted.length &&
          wanted.every((url) => current.includes(url));
        if (!valid) throw fieldError('images', 'productImages');
        const [main = found.product.image, ...gallery] = wanted;
        await tx
          .update(products)
          .set({ image: main, gallery, version: input.version + 1, updatedAt: clock() })
          .where(eq(products.id, input.id));
        const removed = current
          .filter((url) => !wanted.includes(url))
          .map((url) => UPLOADED_IMAGE.exec(url)?.[1])
          .filter((imageId): imageId is string => imageId !== undefined);
        if (removed.length)
          await tx
            .delete(productImages)
            .where(and(eq(productImages.productId, input.id), inArray(productImages.id, removed)));
        if (found.videoUrl !== null) await writeVideo(tx, input.id, found.videoUrl, main);
        await audited(tx, actor, {
          action: 'product.image.arrange',
          entity: 'product',
          id: input.id,
          before: { images: current },
          after: { images: wanted },
        });
      });
      return detail(input.id);
    },

    /** Whether an uploaded picture is still one of its product's, without reading its bytes. */
    async hasImage(file: string): Promise<boolean> {
      const match = PICTURE_FILE.exec(file);
      if (!match) return false;
      const [row] = await db
        .select({ kind: productImages.kind })
        .from(productImages)
        .where(eq(productImages.id, match[1] ?? ''))
        .limit(1);
      return row?.kind === match[2];
    },

    /** An uploaded picture's bytes, for the storefront and the console. */
    async image(file: string): Promise<{ mime: string; data: Buffer } | null> {
      const match = PICTURE_FILE.exec(file);
      if (!match) return null;
      const [row] = await db
        .select({
          mime: productImages.mime,
          kind: productImages.kind,
          hex: sql<string>`encode(${productImages.data}, 'hex')`,
        })
        .from(productImages)
        .where(eq(productImages.id, match[1] ?? ''))
        .limit(1);
      if (!row || row.kind !== match[2]) return null;
      // Hex text decoded natively: the drivers' bytea parsing of 10 MB costs seconds.
      return { mime: row.mime, data: Buffer.from(row.hex, 'hex') };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
