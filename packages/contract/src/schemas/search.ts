import { z } from 'zod';
import { QUANTITY_MAX, SEARCH_LEAD_TIME_MAX_DAYS, SEARCH_PRICE_MAX } from '../constants.js';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '../sorts.js';
import { idParamSchema, productPageSchema, productSchema } from './catalog.js';
import { marketSchema, paginationQuerySchema } from './common.js';

export const searchSortSchema = z.enum(SEARCH_SORTS);

/**
 * The keyword as typed. Emptiness and length are checked by the server with their own codes
 * (SEARCH_KEYWORD_EMPTY, SEARCH_KEYWORD_TOO_LONG), so the buyer reads what to fix.
 */
const keywordSchema = z.string().default('');

/** `GET /api/:market/shop/search`: one page of products matching a keyword, with the filters of the filter page. */
export const searchQuerySchema = paginationQuerySchema.extend({
  keyword: keywordSchema,
  sort: searchSortSchema.default(DEFAULT_SEARCH_SORT),
  category_id: idParamSchema.optional(),
  brand: z.string().trim().max(100).optional(),
  /** In the market's currency; members only (a visitor gets 401). */
  price_min: z.coerce.number().min(0).max(SEARCH_PRICE_MAX).optional(),
  price_max: z.coerce.number().min(0).max(SEARCH_PRICE_MAX).optional(),
  moq_max: z.coerce.number().int().min(1).max(QUANTITY_MAX).optional(),
  lead_time_max: z.coerce.number().int().min(1).max(SEARCH_LEAD_TIME_MAX_DAYS).optional(),
  /** The store's score, 0..5. */
  score_min: z.coerce.number().min(0).max(5).optional(),
  /** `1`: also answer the categories and brands of all hits (the filter page asks; the list does not). */
  facets: z
    .enum(['0', '1'])
    .optional()
    .transform((value) => value === '1'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchCategoryFacetSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  count: z.number().int().nonnegative(),
});
export const searchBrandFacetSchema = z.object({ brand: z.string(), count: z.number().int().nonnegative() });
/** What the filter page offers for a keyword: the categories and brands of its hits, most hits first. */
export const searchFacetsSchema = z.object({
  categories: z.array(searchCategoryFacetSchema),
  brands: z.array(searchBrandFacetSchema),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/** A page of hits; `facets` only when asked for (null otherwise). */
export const searchPageSchema = productPageSchema.extend({ facets: searchFacetsSchema.nullable() });
export type SearchPage = z.infer<typeof searchPageSchema>;

/** `GET /api/shop/search/keyword/match` and `/keyword/items`: what the buyer has typed so far. */
export const keywordQuerySchema = z.object({ keyword: keywordSchema });
export const keywordItemsQuerySchema = keywordQuerySchema.extend({ market: marketSchema.default('en') });
export type KeywordItemsQuery = z.infer<typeof keywordItemsQuerySchema>;

/** Suggestions as the buyer types, most bought first. */
export const keywordListSchema = z.object({ list: z.array(z.string()) });
export type KeywordList = z.infer<typeof keywordListSchema>;
export const keywordItemsSchema = z.object({ list: z.array(productSchema) });

export const searchRecordSchema = z.object({ keyword: z.string(), searched_at: z.string() });
export type SearchRecord = z.infer<typeof searchRecordSchema>;
/** A member's history, newest first; a visitor's lives in the browser, so the server answers an empty list. */
export const searchRecordListSchema = z.object({ list: z.array(searchRecordSchema) });

/** `POST /api/shop/delete_search_record`: one keyword, or the whole history when none is given. */
export const deleteSearchRecordBodySchema = z
  .object({ keyword: z.string().trim().max(1000).optional() })
  // An empty form body arrives as no body at all: it means the whole history.
  .default({});
export type DeleteSearchRecordBody = z.infer<typeof deleteSearchRecordBodySchema>;
export const deleteSearchRecordResultSchema = z.object({ deleted: z.number().int().nonnegative() });
