import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Two levels: top categories (parent null) and their sub-categories; products sit in sub-categories. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Shown among the home page's recommended categories. */
    recommended: boolean('recommended').notNull().default(false),
    image: text('image').notNull(),
    /** Raised by every console change: an operator's edit names the version it was made on. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export const stores = pgTable('stores', {
  shopCode: varchar('shop_code', { length: 16 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  /** Tenths of a point, 0..50 (4.7 is 47): exact, and cheap to sort. */
  score: smallint('score').notNull(),
  servicesScore: smallint('services_score').notNull(),
  enteredOn: date('entered_on').notNull(),
  qualificationEn: text('qualification_en').notNull(),
  qualificationZh: text('qualification_zh').notNull(),
  catalogEn: text('catalog_en').notNull(),
  catalogZh: text('catalog_zh').notNull(),
  /** The logo's URL (an operator's upload), or empty. */
  logo: text('logo').notNull().default(''),
  version: integer('version').notNull().default(1),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** EAN-13 digits with a valid check digit: what the storefront's scanner reads. */
    code: varchar('code', { length: 13 }).notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    brandEn: text('brand_en').notNull(),
    brandZh: text('brand_zh').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The top category above `category_id` (the tree has two levels), so a top category's list is one index walk. */
    topCategoryId: integer('top_category_id')
      .notNull()
      .references(() => categories.id),
    shopCode: varchar('shop_code', { length: 16 })
      .notNull()
      .references(() => stores.shopCode),
    unitEn: text('unit_en').notNull(),
    unitZh: text('unit_zh').notNull(),
    moq: integer('moq').notNull(),
    /** Prices in cents (fen for CNY): integers, no rounding surprises. Original ≥ discounted. */
    priceUsd: integer('price_usd').notNull(),
    originalPriceUsd: integer('original_price_usd').notNull(),
    priceCny: integer('price_cny').notNull(),
    originalPriceCny: integer('original_price_cny').notNull(),
    availableEn: boolean('available_en').notNull().default(true),
    availableCn: boolean('available_cn').notNull().default(true),
    leadTime: integer('lead_time').notNull(),
    salesVolume: integer('sales_volume').notNull(),
    sales60d: integer('sales_60d').notNull(),
    /** Tenths of a point, 0..50. */
    score: smallint('score').notNull(),
    image: text('image').notNull(),
    /** Further pictures after `image`, in gallery order. */
    gallery: text('gallery').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** False: taken off the storefront by an operator, kept for the documents that name it. */
    listed: boolean('listed').notNull().default(true),
    /** Raised by every change, so an operator's edit of an older version is refused (docs/decisions/024). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_shop_idx').on(t.shopCode),
    // One index per listing order, so a page is an index walk rather than a sort of the catalogue.
    index('products_recommended_idx').on(t.score.desc(), t.sales60d.desc(), t.id),
    index('products_sales_idx').on(t.salesVolume.desc(), t.id),
    index('products_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_usd_idx').on(t.priceUsd, t.id),
    index('products_price_cny_idx').on(t.priceCny, t.id),
    // The same orders within a sub-category and within a top category.
    index('products_category_recommended_idx').on(t.categoryId, t.score.desc(), t.sales60d.desc(), t.id),
    index('products_category_sales_idx').on(t.categoryId, t.salesVolume.desc(), t.id),
    index('products_category_newest_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('products_category_price_usd_idx').on(t.categoryId, t.priceUsd, t.id),
    index('products_category_price_cny_idx').on(t.categoryId, t.priceCny, t.id),
    index('products_top_recommended_idx').on(t.topCategoryId, t.score.desc(), t.sales60d.desc(), t.id),
    index('products_top_sales_idx').on(t.topCategoryId, t.salesVolume.desc(), t.id),
    index('products_top_newest_idx').on(t.topCategoryId, t.createdAt.desc(), t.id.desc()),
    index('products_top_price_usd_idx').on(t.topCategoryId, t.priceUsd, t.id),
    index('products_top_price_cny_idx').on(t.topCategoryId, t.priceCny, t.id),
    index('products_name_en_trgm_idx').using('gin', sql`${t.nameEn} gin_trgm_ops`),
    index('products_name_zh_trgm_idx').using('gin', sql`${t.nameZh} gin_trgm_ops`),
  ],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  subtitleEn: text('subtitle_en').notNull(),
  subtitleZh: text('subtitle_zh').notNull(),
  /** Hue (0..359) of the generated artwork. */
  hue: smallint('hue').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
  image: text('image').notNull(),
  /** Shown from / until; null: no bound. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});
