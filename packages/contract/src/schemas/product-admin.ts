import { z } from 'zod';
import {
  ID_MAX,
  LEAD_TIME_DAYS_MAX,
  MARKETS,
  PRODUCT_BRAND_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMPORT_STATES,
  PRODUCT_LISTING_STATES,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_PRICE_MAX,
  PRODUCT_UNIT_MAX_LENGTH,
  PRODUCT_VIDEO_URL_MAX_LENGTH,
  QUANTITY_MAX,
} from '../constants.js';
import { type ValidationKey, validationKey } from '../validation.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { auditEntrySchema, consoleIdSchema } from './operators.js';

const PRICE = /^\d{1,8}(\.\d{1,2})?$/;
const EAN13 = /^\d{13}$/;
const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s]+$/;

/** The EAN-13 check: 13 digits whose last is the check digit of the first 12 (weights 1,3,1,3,...). */
export function isEan13(code: string): boolean {
  if (!EAN13.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(code[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

/** Price text in cents: "12.5" → 1250; exact, never through a float. */
export function priceCents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as price text: 1250 → "12.50". */
export function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function text(key: ValidationKey, max: number, min = 0) {
  return z
    .string({ error: validationKey(key) })
    .trim()
    .min(min, { error: validationKey(key) })
    .max(max, { error: validationKey(key) });
}

/** A price as decimal text with at most 2 decimals, from 0.01 up to PRODUCT_PRICE_MAX; never a JSON number (a float). */
export const productPriceSchema = z
  .string({ error: validationKey('productPrice') })
  .trim()
  .refine((value) => PRICE.test(value) && priceCents(value) >= 1 && priceCents(value) <= PRODUCT_PRICE_MAX * 100, {
    error: validationKey('productPrice'),
  })
  .transform((value) => centsText(priceCents(value)));

export const productCodeSchema = z
  .string({ error: validationKey('productCode') })
  .trim()
  .refine(isEan13, { error: validationKey('productCode') });

/** Markets as a list (JSON, repeated form fields) or comma-separated text (`en,cn`). */
export const productMarketsSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.enum(MARKETS, { error: validationKey('markets') }), { error: validationKey('markets') })
    .min(1, { error: validationKey('markets') })
    .transform((list) => MARKETS.filter((market) => list.includes(market))),
);

/** `true`/`false` from JSON, or the text of a form field or CSV cell (`true`, `1`, `yes`, `false`, ...). */
export const listedFlagSchema = z.union([z.boolean(), z.stringbool({ error: validationKey('listed') })], {
  error: validationKey('listed'),
});

export const videoUrlSchema = z
  .string({ error: validationKey('videoUrl') })
  .trim()
  .max(PRODUCT_VIDEO_URL_MAX_LENGTH, { error: validationKey('videoUrl') })
  .refine((value) => value === '' || HTTPS_URL.test(value), { error: validationKey('videoUrl') });

/** Every field an operator edits on a product (the console's form, a CSV row). */
export const productFieldsShape = {
  code: productCodeSchema,
  name_en: text('productName', PRODUCT_NAME_MAX_LENGTH, 1),
  name_zh: text('productName', PRODUCT_NAME_MAX_LENGTH, 1),
  description_en: text('tooLong', PRODUCT_DESCRIPTION_MAX_LENGTH).default(''),
  description_zh: text('tooLong', PRODUCT_DESCRIPTION_MAX_LENGTH).default(''),
  brand_en: text('tooLong', PRODUCT_BRAND_MAX_LENGTH).default(''),
  brand_zh: text('tooLong', PRODUCT_BRAND_MAX_LENGTH).default(''),
  category_id: z.coerce
    .number({ error: validationKey('subCategory') })
    .int({ error: validationKey('subCategory') })
    .min(1, { error: validationKey('subCategory') })
    .max(ID_MAX, { error: validationKey('subCategory') }),
  shop_code: text('store', 16, 1),
  unit_en: text('tooLong', PRODUCT_UNIT_MAX_LENGTH).default(''),
  unit_zh: text('tooLong', PRODUCT_UNIT_MAX_LENGTH).default(''),
  moq: z.coerce
    .number({ error: validationKey('quantity') })
    .int({ error: validationKey('quantity') })
    .min(1, { error: validationKey('quantity') })
    .max(QUANTITY_MAX, { error: validationKey('quantity') }),
  lead_time: z.coerce
    .number({ error: validationKey('leadTime') })
    .int({ error: validationKey('leadTime') })
    .min(0, { error: validationKey('leadTime') })
    .max(LEAD_TIME_DAYS_MAX, { error: validationKey('leadTime') })
    .default(0),
  /** The price paid (discounted) and the original price, per currency; never mixed. */
  price_usd: productPriceSchema,
  original_price_usd: productPriceSchema,
  price_cny: productPriceSchema,
  original_price_cny: productPriceSchema,
  markets: productMarketsSchema,
  video_url: videoUrlSchema.default(''),
};

type PricedFields = { price_usd: string; original_price_usd: string; price_cny: string; original_price_cny: string };

/** Within each currency the discounted price is at most the original; the message sits on the discounted price. */
export function checkPriceOrder(fields: PricedFields, addIssue: (path: string) => void): void {
  if (priceCents(fields.price_usd) > priceCents(fields.original_price_usd)) addIssue('price_usd');
  if (priceCents(fields.price_cny) > priceCents(fields.original_price_cny)) addIssue('price_cny');
}

function withPriceOrder<T extends z.ZodType<PricedFields>>(schema: T) {
  return schema.superRefine((fields, ctx) =>
    checkPriceOrder(fields, (path) =>
      ctx.addIssue({ code: 'custom', path: [path], message: validationKey('discountAboveOriginal') }),
    ),
  );
}

/** `POST /api/console/v1/products/create`; a product may start unlisted (a draft). */
export const productCreateBodySchema = withPriceOrder(
  z.object({ ...productFieldsShape, listed: listedFlagSchema.default(true) }),
);
export type ProductCreateBody = z.infer<typeof productCreateBodySchema>;

/** `POST /api/console/v1/products/update`: every field, and the version the operator saw. */
export const productUpdateBodySchema = withPriceOrder(
  z.object({ id: consoleIdSchema, version: z.coerce.number().int().min(1).max(ID_MAX), ...productFieldsShape }),
);
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

/** `POST /api/console/v1/products/listing`: takes a product off the storefront, or puts it back. */
export const productListingBodySchema = z.object({
  id: consoleIdSchema,
  version: z.coerce.number().int().min(1).max(ID_MAX),
  listed: listedFlagSchema,
});

/** `POST /api/console/v1/products/images/arrange`: the pictures to keep, in order; the first is the main picture. */
export const productImagesBodySchema = z.object({
  id: consoleIdSchema,
  version: z.coerce.number().int().min(1).max(ID_MAX),
  images: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(z.string().max(PRODUCT_VIDEO_URL_MAX_LENGTH), { error: validationKey('productImages') }),
  ),
});

/** Filters of the console's product list and of the export. */
export const productFilterSchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  category_id: consoleIdSchema.optional(),
  shop_code: z.string().trim().max(16).optional(),
  market: z.enum(MARKETS).optional(),
  status: z.enum(PRODUCT_LISTING_STATES).optional(),
});
export type ProductFilter = z.infer<typeof productFilterSchema>;
export const productListQuerySchema = paginationQuerySchema.extend(productFilterSchema.shape);

/** A product in the console's list; prices are decimal text in their own currency. */
export const productAdminItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  brand_en: z.string(),
  brand_zh: z.string(),
  category_id: z.number().int(),
  shop_code: z.string(),
  moq: z.number().int(),
  price_usd: z.string(),
  original_price_usd: z.string(),
  price_cny: z.string(),
  original_price_cny: z.string(),
  markets: z.array(z.enum(MARKETS)),
  listed: z.boolean(),
  image: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type ProductAdminItem = z.infer<typeof productAdminItemSchema>;
export const productAdminPageSchema = pageSchema(productAdminItemSchema);

export const productAdminDetailQuerySchema = z.object({ id: consoleIdSchema });

/** A product with every editable field, its pictures in order, and the latest changes made to it. */
export const productAdminDetailSchema = productAdminItemSchema.extend({
  description_en: z.string(),
  description_zh: z.string(),
  top_category_id: z.number().int(),
  unit_en: z.string(),
  unit_zh: z.string(),
  lead_time: z.number().int(),
  images: z.array(z.string()),
  video_url: z.string(),
  created_at: z.string(),
  history: z.array(auditEntrySchema),
});
export type ProductAdminDetail = z.infer<typeof productAdminDetailSchema>;

/** One rejected row of an import: its number in the file (the header is row 1), the column and why. */
export const productImportRejectSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ProductImportReject = z.infer<typeof productImportRejectSchema>;

/** An import as its preview and its progress show it. */
export const productImportSchema = z.object({
  id: z.number().int(),
  state: z.enum(PRODUCT_IMPORT_STATES),
  file_name: z.string(),
  /** Data rows in the file (the header not counted). */
  total_rows: z.number().int(),
  create_count: z.number().int(),
  update_count: z.number().int(),
  reject_count: z.number().int(),
  /** The first rejected rows with their reasons, in file order (all are counted in reject_count). */
  rejects: z.array(productImportRejectSchema),
  /** Rows applied so far, of create_count + update_count. */
  rows_done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

export const productImportIdBodySchema = z.object({ id: consoleIdSchema });
export const productImportIdQuerySchema = z.object({ id: consoleIdSchema });
