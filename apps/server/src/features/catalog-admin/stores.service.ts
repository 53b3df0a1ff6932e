import { type ConsoleStore, ErrorCode, type Page, type StoreCreateBody, type StoreUpdateBody } from '@mall/contract';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, stores } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import { catalogueImageUrlOf } from './catalogue-images.service.js';

type StoreRow = typeof stores.$inferSelect;

/** "4.7" → 47 tenths, without a float on the way. */
function tenths(score: string): number {
  const [whole = '0', decimal = '0'] = score.split('.');
  return Number(whole) * 10 + Number(decimal);
}

/** 47 tenths → "4.7". */
function points(value: number): string {
  return `${Math.trunc(value / 10)}.${value % 10}`;
}

function auditView(row: StoreRow) {
  return {
    name_en: row.nameEn,
    name_zh: row.nameZh,
    score: points(row.score),
    services_score: points(row.servicesScore),
    entered_on: row.enteredOn,
    qualification_en: row.qualificationEn,
    qualification_zh: row.qualificationZh,
    catalog_en: row.catalogEn,
    catalog_zh: row.catalogZh,
    logo: row.logo,
  };
}

/** `%` and `_` of a keyword are meant literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Stores as operators edit them (decision 026). Every change checks the version the operator saw
 * and is audited in its transaction; the stores' trigger (migration 0007) tells every server's
 * store pages and search filters.
 */
export function createStoresService(db: Db) {
  async function view(rows: StoreRow[]): Promise<ConsoleStore[]> {
    const codes = rows.map((row) => row.shopCode);
    const counts =
      codes.length === 0
        ? []
        : await db
            .select({ shopCode: products.shopCode, n: count() })
            .from(products)
            .where(inArray(products.shopCode, codes))
            .groupBy(products.shopCode);
    const productCount = new Map(counts.map((c) => [c.shopCode, Number(c.n)]));
    return rows.map((row) => ({
      shop_code: row.shopCode,
      name_en: row.nameEn,
      name_zh: row.nameZh,
      score: points(row.score),
      services_score: points(row.servicesScore),
      entered_on: String(row.enteredOn),
      qualification_en: row.qualificationEn,
      qualification_zh: row.qualificationZh,
      catalog_en: row.catalogEn,
      catalog_zh: row.catalogZh,
      logo: row.logo,
      product_count: productCount.get(row.shopCode) ?? 0,
      version: row.version,
    }));
  }

  async function detail(shopCode: string): Promise<ConsoleStore> {
    const [row] = await db.select().from(stores).where(eq(stores.shopCode, shopCode)).limit(1);
    if (!row) throw new AppError(ErrorCode.STORE_NOT_FOUND);
    return (await view([row]))[0] as ConsoleStore;
  }

  return {
    detail,

    async page(query: { page: number; pageSize: number; keyword?: string }): Promise<Page<ConsoleStore>> {
      const pattern = query.keyword ? likePattern(query.keyword) : null;
      const where = pattern
        ? or(ilike(stores.shopCode, pattern), ilike(stores.nameEn, pattern), ilike(stores.nameZh, pattern))
        : undefined;
      const [total] = await db.select({ n: count() }).from(stores).where(where);
      const rows = await db
        .select()
        .from(stores)
        .where(where)
        .orderBy(asc(stores.shopCode))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { list: await view(rows), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async create(actor: AuditActor, body: StoreCreateBody): Promise<ConsoleStore> {
      await db.transaction(async (tx) => {
        const logo = body.logo_image_id ? await catalogueImageUrlOf(tx, body.logo_image_id) : '';
        const [row] = await tx
          .insert(stores)
          .values({
            shopCode: body.shop_code,
            nameEn: body.name_en,
            nameZh: body.name_zh,
            score: tenths(body.score),
            servicesScore: tenths(body.services_score),
            enteredOn: body.entered_on,
            qualificationEn: body.qualification_en,
            qualificationZh: body.qualification_zh,
            catalogEn: body.catalog_en,
            catalogZh: body.catalog_zh,
            logo,
          })
          .onConflictDoNothing({ target: stores.shopCode })
          .returning();
        if (!row) throw new AppError(ErrorCode.STORE_CODE_TAKEN);
        await audited(tx, actor, { action: 'store.create', entity: 'store', id: row.shopCode, after: auditView(row) });
      });
      return detail(body.shop_code);
    },

    async update(actor: AuditActor, body: StoreUpdateBody): Promise<ConsoleStore> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(stores).where(eq(stores.shopCode, body.shop_code)).limit(1);
        if (!row) throw new AppError(ErrorCode.STORE_NOT_FOUND);
        if (row.version !== body.version) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        const logo = body.logo_image_id ? await catalogueImageUrlOf(tx, body.logo_image_id) : undefined;
        const [after] = await tx
          .update(stores)
          .set({
            ...(body.name_en !== undefined ? { nameEn: body.name_en } : {}),
            ...(body.name_zh !== undefined ? { nameZh: body.name_zh } : {}),
            ...(body.score !== undefined ? { score: tenths(body.score) } : {}),
            ...(body.services_score !== undefined ? { servicesScore: tenths(body.services_score) } : {}),
            ...(body.entered_on !== undefined ? { enteredOn: body.entered_on } : {}),
            ...(body.qualification_en !== undefined ? { qualificationEn: body.qualification_en } : {}),
            ...(body.qualification_zh !== undefined ? { qualificationZh: body.qualification_zh } : {}),
            ...(body.catalog_en !== undefined ? { catalogEn: body.catalog_en } : {}),
            ...(body.catalog_zh !== undefined ? { catalogZh: body.catalog_zh } : {}),
            ...(logo !== undefined ? { logo } : {}),
            version: row.version + 1,
          })
          .where(and(eq(stores.shopCode, row.shopCode), eq(stores.version, row.version)))
          .returning();
        if (!after) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        await audited(tx, actor, {
          action: 'store.update',
          entity: 'store',
          id: row.shopCode,
          before: auditView(row),
          after: auditView(after),
        });
      });
      return detail(body.shop_code);
    },
  };
}
