import {
  centsText,
  MARKETS,
  type Market,
  type ProductAdminItem,
  type ProductCreateBody,
  priceCents,
} from '@mall/contract';
import { eq } from 'drizzle-orm';
import { categories, products, productVideos, stores } from '../../db/schema/index.js';
import type { DbExecutor } from '../../lib/db-executor.js';

export type ProductRow = typeof products.$inferSelect;

/** The fields an operator edits, as the console's form sends them (also what the audit log keeps). */
export type ProductFields = Omit<ProductCreateBody, 'listed'>;

/** A product row with its video link, as the console reads it. */
export const PRODUCT_ROW = { product: products, videoUrl: productVideos.url };

export function productQuery(executor: DbExecutor) {
  return executor
    .select(PRODUCT_ROW)
    .from(products)
    .leftJoin(productVideos, eq(productVideos.productId, products.id))
    .$dynamic();
}

export function marketsOf(row: Pick<ProductRow, 'availableEn' | 'availableCn'>): Market[] {
  return MARKETS.filter((market) => (market === 'en' ? row.availableEn : row.availableCn));
}

/** A product's editable fields in the form's shape: prices as decimal text, markets as a list. */
export function fieldsOf(row: ProductRow, videoUrl: string | null): ProductFields {
  return {
    code: row.code,
    name_en: row.nameEn,
    name_zh: row.nameZh,
    description_en: row.descriptionEn,
    description_zh: row.descriptionZh,
    brand_en: row.brandEn,
    brand_zh: row.brandZh,
    category_id: row.categoryId,
    shop_code: row.shopCode,
    unit_en: row.unitEn,
    unit_zh: row.unitZh,
    moq: row.moq,
    lead_time: row.leadTime,
    price_usd: centsText(row.priceUsd),
    original_price_usd: centsText(row.originalPriceUsd),
    price_cny: centsText(row.priceCny),
    original_price_cny: centsText(row.originalPriceCny),
    markets: marketsOf(row),
    video_url: videoUrl ?? '',
  };
}

/** The columns a set of fields writes; `topCategoryId` is the category's top (see `CategoryTree`). */
export function columnsOf(fields: Partial<ProductFields>, tree: CategoryTree) {
  const columns: Partial<typeof products.$inferInsert> = {};
  if (fields.code !== undefined) columns.code = fields.code;
  if (fields.name_en !== undefined) columns.nameEn = fields.name_en;
  if (fields.name_zh !== undefined) columns.nameZh = fields.name_zh;
  if (fields.description_en !== undefined) columns.descriptionEn = fields.description_en;
  if (fields.description_zh !== undefined) columns.descriptionZh = fields.description_zh;
  if (fields.brand_en !== undefined) columns.brandEn = fields.brand_en;
  if (fields.brand_zh !== undefined) columns.brandZh = fields.brand_zh;
  if (fields.category_id !== undefined) {
    columns.categoryId = fields.category_id;
    columns.topCategoryId = tree.topOf(fields.category_id) ?? fields.category_id;
  }
  if (fields.shop_code !== undefined) columns.shopCode = fields.shop_code;
  if (fields.unit_en !== undefined) columns.unitEn = fields.unit_en;
  if (fields.unit_zh !== undefined) columns.unitZh = fields.unit_zh;
  if (fields.moq !== undefined) columns.moq = fields.moq;
  if (fields.lead_time !== undefined) columns.leadTime = fields.lead_time;
  if (fields.price_usd !== undefined) columns.priceUsd = priceCents(fields.price_usd);
  if (fields.original_price_usd !== undefined) columns.originalPriceUsd = priceCents(fields.original_price_usd);
  if (fields.price_cny !== undefined) columns.priceCny = priceCents(fields.price_cny);
  if (fields.original_price_cny !== undefined) columns.originalPriceCny = priceCents(fields.original_price_cny);
  if (fields.markets !== undefined) {
    columns.availableEn = fields.markets.includes('en');
    columns.availableCn = fields.markets.includes('cn');
  }
  return columns;
}

/** Only the fields that differ, before and after: what an audit entry of an edit shows. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

export function toItem(row: ProductRow): ProductAdminItem {
  return {
    id: row.id,
    code: row.code,
    name_en: row.nameEn,
    name_zh: row.nameZh,
    brand_en: row.brandEn,
    brand_zh: row.brandZh,
    category_id: row.categoryId,
    shop_code: row.shopCode,
    moq: row.moq,
    price_usd: centsText(row.priceUsd),
    original_price_usd: centsText(row.originalPriceUsd),
    price_cny: centsText(row.priceCny),
    original_price_cny: centsText(row.originalPriceCny),
    markets: marketsOf(row),
    listed: row.listed,
    image: row.image,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The categories (a small table) and stores, to check the references of many products at once. */
export interface CategoryTree {
  /** The top category above a sub-category; undefined for a top category or an unknown id. */
  topOf(categoryId: number): number | undefined;
  /** Slugs of a sub-category and of its top category, for a product's generated picture; empty when unknown. */
  slugsOf(categoryId: number): { topSlug: string; slug: string };
  hasStore(shopCode: string): boolean;
}

export async function readCategoryTree(executor: DbExecutor): Promise<CategoryTree> {
  const rows = await executor
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug })
    .from(categories);
  const shops = await executor.select({ code: stores.shopCode }).from(stores);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const shopCodes = new Set(shops.map((shop) => shop.code));
  function top(categoryId: number) {
    let node = byId.get(categoryId);
    if (!node || node.parentId === null) return undefined;
    for (let depth = 0; node.parentId !== null && depth < rows.length; depth++) {
      const parent = byId.get(node.parentId);
      if (!parent) return undefined;
      node = parent;
    }
    return node;
  }
  return {
    topOf: (categoryId) => top(categoryId)?.id,
    slugsOf: (categoryId) => ({ topSlug: top(categoryId)?.slug ?? '', slug: byId.get(categoryId)?.slug ?? '' }),
    hasStore: (shopCode) => shopCodes.has(shopCode),
  };
}
