import { z } from 'zod';
import { ID_MAX, MARKET_CURRENCY } from '../constants.js';
import { PRODUCT_SORTS } from '../sorts.js';
import { pageSchema, paginationQuerySchema } from './common.js';

export const currencySchema = z.enum([MARKET_CURRENCY.en, MARKET_CURRENCY.cn]);

/**
 * A product as every payload carries it. For a visitor the price fields are null and
 * `price_visible` is false: prices never leave the server for someone who is not logged in.
 */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category_id: z.number().int(),
  unit: z.string(),
  /** The unit for more than one ("pieces"); the same as `unit` where the language has no plural. */
  unit_plural: z.string(),
  moq: z.number().int().positive(),
  price: z.number().nullable(),
  original_price: z.number().nullable(),
  currency: currencySchema,
  price_visible: z.boolean(),
  lead_time: z.number().int().nonnegative(),
  sales_volume: z.number().int().nonnegative(),
  sales_60d: z.number().int().nonnegative(),
  score: z.number(),
  shop_code: z.string(),
  code: z.string(),
  image: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productPageSchema = pageSchema(productSchema);

export const productSortSchema = z.enum(PRODUCT_SORTS);

/** `GET /api/:market/shop/product/recommend`: recommended products, optionally of one category. */
export const productRecommendQuerySchema = paginationQuerySchema.extend({
  category_id: z.coerce.number().int().positive().optional(),
  sort: productSortSchema.default('recommended'),
});
export type ProductRecommendQuery = z.infer<typeof productRecommendQuerySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** A storefront path the banner leads to (hash route), or empty. */
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.object({ list: z.array(bannerSchema) });

export const recommendedCategorySchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  image: z.string(),
  product_count: z.number().int().nonnegative(),
});
export type RecommendedCategory = z.infer<typeof recommendedCategorySchema>;
export const recommendedCategoryListSchema = z.object({ list: z.array(recommendedCategorySchema) });

export interface CategoryNode {
  category_id: number;
  category_name: string;
  parent_id: number | null;
  image: string;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    category_id: z.number().int(),
    category_name: z.string(),
    parent_id: z.number().int().nullable(),
    image: z.string(),
    children: z.array(categoryNodeSchema),
  }),
);
export const categoryTreeSchema = z.object({ list: z.array(categoryNodeSchema) });

/** A positive whole id of a database row (PostgreSQL `integer`), as a query string carries it. */
export const idParamSchema = z.coerce.number().int().positive().max(ID_MAX);

/** `GET /api/:market/shop/product/detail?id=` */
export const productDetailQuerySchema = z.object({ id: idParamSchema });
export type ProductDetailQuery = z.infer<typeof productDetailQuerySchema>;

export const categoryPathItemSchema = z.object({ category_id: z.number().int(), category_name: z.string() });
export type CategoryPathItem = z.infer<typeof categoryPathItemSchema>;

/** The store card of SPEC section 3: shop code, score, comprehensive services, time of entry, qualification. */
export const storeCardSchema = z.object({
  shop_code: z.string(),
  name: z.string(),
  /** 0..5, one decimal. */
  score: z.number(),
  /** Comprehensive services score, 0..5, one decimal. */
  services: z.number(),
  /** Time of entry, YYYY-MM-DD. */
  entered_at: z.string(),
  /** Production qualification. */
  qualifications: z.string(),
  /** Related catalog: what the store sells. */
  catalog: z.string(),
  /** The store's logo URL, or empty when it has none. */
  logo: z.string(),
  product_count: z.number().int().nonnegative(),
});
export type StoreCard = z.infer<typeof storeCardSchema>;

export const productVideoSchema = z.object({ url: z.string(), poster: z.string() });
export type ProductVideo = z.infer<typeof productVideoSchema>;

/**
 * A product's page. Like every product payload, a visitor's has null prices and a null sub-total:
 * nothing a price can be worked out from.
 */
export const productDetailSchema = productSchema.extend({
  images: z.array(z.string()),
  /** Sanitised on the server: safe to render as HTML. */
  description_html: z.string(),
  category_path: z.array(categoryPathItemSchema),
  store: storeCardSchema,
  video: productVideoSchema.nullable(),
  /** Price × MOQ for a member; null for a visitor. */
  sub_total: z.number().nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET /api/:market/shop/store?shop_code=`: the store card and its products in the market, paged. */
export const storeQuerySchema = paginationQuerySchema.extend({
  shop_code: z.string().trim().min(1).max(16),
});
export type StoreQuery = z.infer<typeof storeQuerySchema>;
export const storePageSchema = z.object({ store: storeCardSchema, products: productPageSchema });
export type StorePage = z.infer<typeof storePageSchema>;

/** `GET /api/buyer/v1/product/recommend`: a page of products for the logged-in buyer. */
export const buyerRecommendQuerySchema = paginationQuerySchema.extend({
  market: z.enum(['en', 'cn']).default('en'),
});
export type BuyerRecommendQuery = z.infer<typeof buyerRecommendQuerySchema>;
