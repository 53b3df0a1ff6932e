import { z } from 'zod';
import { MARKET_CURRENCY } from '../constants.js';
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

export const PRODUCT_SORTS = ['recommended', 'sales', 'newest'] as const;
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
