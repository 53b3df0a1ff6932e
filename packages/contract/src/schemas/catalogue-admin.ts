import { z } from 'zod';
import {
  BANNER_LINK_MAX_LENGTH,
  CAMPAIGN_STATES,
  CAMPAIGN_STATUSES,
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_TEXT_MAX_LENGTH,
  CATEGORY_SLUG_MAX_LENGTH,
  GROUP_PRICE_MAX,
  REORDER_MAX_ITEMS,
  STORE_CODE_MAX_LENGTH,
  STORE_SCORE_MAX,
  UPLOAD_KINDS,
} from '../constants.js';
import { validationKey } from '../validation.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { consoleIdSchema } from './operators.js';
import { quantitySchema } from './quantity.js';

/**
 * The operators' side of the catalogue's structure (decision 026): categories, stores, home
 * banners, group-buying campaigns and the pictures they show. Every change carries the `version`
 * of the item as the operator saw it; a newer one in the database answers CATALOGUE_ITEM_STALE.
 */

/** The version of an item as the operator's page read it. */
export const versionSchema = z.coerce.number().int().min(1);

/** A name or title in one language: trimmed, 1-100 characters. */
const nameSchema = z
  .string()
  .trim()
  .min(1, { error: validationKey('catalogueName') })
  .max(CATALOGUE_NAME_MAX_LENGTH, {
    error: validationKey('catalogueName'),
  });
/** Longer text (a qualification, a subtitle): trimmed, may be empty. */
const textSchema = z
  .string()
  .trim()
  .max(CATALOGUE_TEXT_MAX_LENGTH, { error: validationKey('tooLong') });

/** A parent category, or none (a top category): JSON null, an empty form field, or left out. */
const parentIdSchema = z.preprocess((value) => (value === '' ? null : value), consoleIdSchema.nullable());

/** Ids in an order: a JSON array, or a form field's `3,5,8`. */
const idListSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(consoleIdSchema).min(1).max(REORDER_MAX_ITEMS),
);

/** `true`/`false` from JSON, or the text of a form field. */
const flagSchema = z.union([z.boolean(), z.stringbool()]);

/** A moment with its time zone (ISO 8601), as a Date. */
export const dateTimeInputSchema = z
  .string()
  .trim()
  .refine((text) => z.iso.datetime({ offset: true }).safeParse(text).success, { error: validationKey('dateTime') })
  .transform((text) => new Date(text));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayInputSchema = z
  .string()
  .trim()
  .refine((text) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text, {
    error: validationKey('date'),
  });

// --- pictures ---------------------------------------------------------------------------------

/** `POST /api/console/v1/catalogue_images` (multipart, field `file`): a picture checked like a buyer's upload. */
export const catalogueImageSchema = z.object({
  id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where the storefront loads it (public). */
  url: z.string(),
});
export type CatalogueImage = z.infer<typeof catalogueImageSchema>;

/** An uploaded picture's id, as the upload answered it. */
const imageIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{32}$/, { error: validationKey('picture') });

// --- categories -------------------------------------------------------------------------------

export interface ConsoleCategory {
  id: number;
  parent_id: number | null;
  slug: string;
  name_en: string;
  name_zh: string;
  sort: number;
  recommended: boolean;
  image: string;
  /** Products in the category itself (not below it), whatever their markets. */
  product_count: number;
  version: number;
  children: ConsoleCategory[];
}
export const consoleCategorySchema: z.ZodType<ConsoleCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    slug: z.string(),
    name_en: z.string(),
    name_zh: z.string(),
    sort: z.number().int(),
    recommended: z.boolean(),
    image: z.string(),
    product_count: z.number().int().nonnegative(),
    version: z.number().int(),
    children: z.array(consoleCategorySchema),
  }),
);
/** `GET /api/console/v1/categories`: the whole tree, each level in its order. */
export const consoleCategoryTreeSchema = z.object({ list: z.array(consoleCategorySchema) });

const slugSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[a-z0-9](?:[a-z0-9-]{0,${CATEGORY_SLUG_MAX_LENGTH - 1}})$`), { error: validationKey('slug') });

export const categoryCreateBodySchema = z.strictObject({
  parent_id: parentIdSchema.optional(),
  slug: slugSchema,
  name_en: nameSchema,
  name_zh: nameSchema,
  recommended: flagSchema.optional(),
});
export type CategoryCreateBody = z.infer<typeof categoryCreateBodySchema>;

/** Renames a category (either language), changes its slug or whether the home page recommends it. */
export const categoryUpdateBodySchema = z.strictObject({
  id: consoleIdSchema,
  version: versionSchema,
  slug: slugSchema.optional(),
  name_en: nameSchema.optional(),
  name_zh: nameSchema.optional(),
  recommended: flagSchema.optional(),
});
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>;

/** Moves a category under another (or to the top), last among its new siblings. */
export const categoryMoveBodySchema = z.strictObject({
  id: consoleIdSchema,
  version: versionSchema,
  parent_id: parentIdSchema,
});
export type CategoryMoveBody = z.infer<typeof categoryMoveBodySchema>;

/** The new order of a parent's children (or of the top categories): every one of them, once. */
export const categoryReorderBodySchema = z.strictObject({
  parent_id: parentIdSchema.optional(),
  ids: idListSchema,
});
export type CategoryReorderBody = z.infer<typeof categoryReorderBodySchema>;

export const catalogueDeleteBodySchema = z.strictObject({ id: consoleIdSchema, version: versionSchema });
export type CatalogueDeleteBody = z.infer<typeof catalogueDeleteBodySchema>;

// --- stores -----------------------------------------------------------------------------------

/** A score of 0..5 with one decimal, as text or a JSON number; kept in tenths. */
const scoreSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((text) => /^\d(\.\d)?$/.test(text) && Number(text) <= STORE_SCORE_MAX, {
    error: validationKey('storeScore'),
  });

export const consoleStoreSchema = z.object({
  shop_code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  /** 0..5, one decimal, as text ("4.7"). */
  score: z.string(),
  /** Comprehensive services score, 0..5, one decimal. */
  services_score: z.string(),
  /** Time of entry, YYYY-MM-DD. */
  entered_on: z.string(),
  qualification_en: z.string(),
  qualification_zh: z.string(),
  catalog_en: z.string(),
  catalog_zh: z.string(),
  /** The logo's URL, or empty. */
  logo: z.string(),
  product_count: z.number().int().nonnegative(),
  version: z.number().int(),
});
export type ConsoleStore = z.infer<typeof consoleStoreSchema>;
export const consoleStorePageSchema = pageSchema(consoleStoreSchema);

export const consoleStoreQuerySchema = paginationQuerySchema.extend({
  keyword: z.string().trim().max(CATALOGUE_NAME_MAX_LENGTH).optional(),
});
export const shopCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Z0-9]{1,${STORE_CODE_MAX_LENGTH}}$`), { error: validationKey('shopCode') });
export const consoleStoreDetailQuerySchema = z.object({ shop_code: shopCodeSchema });

const storeFields = {
  name_en: nameSchema,
  name_zh: nameSchema,
  score: scoreSchema,
  services_score: scoreSchema,
  entered_on: dayInputSchema,
  qualification_en: textSchema,
  qualification_zh: textSchema,
  catalog_en: textSchema,
  catalog_zh: textSchema,
};

export const storeCreateBodySchema = z.strictObject({
  shop_code: shopCodeSchema,
  ...storeFields,
  logo_image_id: imageIdSchema.optional(),
});
export type StoreCreateBody = z.infer<typeof storeCreateBodySchema>;

export const storeUpdateBodySchema = z.strictObject({
  shop_code: shopCodeSchema,
  version: versionSchema,
  ...z.object(storeFields).partial().shape,
  logo_image_id: imageIdSchema.optional(),
});
export type StoreUpdateBody = z.infer<typeof storeUpdateBodySchema>;

// --- home banners -----------------------------------------------------------------------------

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_zh: z.string(),
  subtitle_en: z.string(),
  subtitle_zh: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
  /** Shown from / until (ISO 8601); null: no bound. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  version: z.number().int(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;
export const consoleBannerListSchema = z.object({ list: z.array(consoleBannerSchema) });

/** A storefront path (hash route) the banner leads to, or empty for none. */
const bannerLinkSchema = z
  .string()
  .trim()
  .max(BANNER_LINK_MAX_LENGTH, { error: validationKey('bannerLink') })
  .refine((text) => text === '' || /^\/[^\s]*$/.test(text), { error: validationKey('bannerLink') });

/** A bound of the active window: a moment, or null / empty for none. */
const windowBoundSchema = z.preprocess((value) => (value === '' ? null : value), dateTimeInputSchema.nullable());

/** Both bounds given and valid, the end after the start; a bound missing or malformed is judged by its own field. */
function endsAfterStarts(body: { starts_at?: unknown; ends_at?: unknown }): boolean {
  const { starts_at: start, ends_at: end } = body;
  return !(start instanceof Date) || !(end instanceof Date) || end > start;
}

export const bannerCreateBodySchema = z
  .strictObject({
    title_en: nameSchema,
    title_zh: nameSchema,
    subtitle_en: textSchema.default(''),
    subtitle_zh: textSchema.default(''),
    image_id: imageIdSchema,
    link: bannerLinkSchema.default(''),
    starts_at: windowBoundSchema.optional(),
    ends_at: windowBoundSchema.optional(),
  })
  .refine(endsAfterStarts, { path: ['ends_at'], error: validationKey('endsAfterStart') });
export type BannerCreateBody = z.infer<typeof bannerCreateBodySchema>;

export const bannerUpdateBodySchema = z
  .strictObject({
    id: consoleIdSchema,
    version: versionSchema,
    title_en: nameSchema.optional(),
    title_zh: nameSchema.optional(),
    subtitle_en: textSchema.optional(),
    subtitle_zh: textSchema.optional(),
    image_id: imageIdSchema.optional(),
    link: bannerLinkSchema.optional(),
    starts_at: windowBoundSchema.optional(),
    ends_at: windowBoundSchema.optional(),
  })
  .refine(endsAfterStarts, { path: ['ends_at'], error: validationKey('endsAfterStart') });
export type BannerUpdateBody = z.infer<typeof bannerUpdateBodySchema>;

/** Every banner, in the new order. */
export const bannerReorderBodySchema = z.strictObject({ ids: idListSchema });
export type BannerReorderBody = z.infer<typeof bannerReorderBodySchema>;

// --- group-buying campaigns -------------------------------------------------------------------

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
/** A group price in one market's currency: decimal text (or a JSON number), above 0, 2 decimals at most. */
const groupPriceSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((text) => AMOUNT.test(text) && Number(text) > 0 && Number(text) <= GROUP_PRICE_MAX, {
    error: validationKey('groupPrice'),
  });
/** A price for a market the campaign is not offered in: null, an empty form field, or left out. */
const optionalPriceSchema = z.preprocess((value) => (value === '' ? null : value), groupPriceSchema.nullable());

export const campaignStateSchema = z.enum(CAMPAIGN_STATES);

export const consoleCampaignSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  /** Decimal text in USD (market en) and CNY (market cn); null where the campaign is not offered. */
  group_price_usd: z.string().nullable(),
  group_price_cny: z.string().nullable(),
  group_moq: z.number().int(),
  target_quantity: z.number().int(),
  committed_quantity: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Stored: open, cancelled, succeeded, failed. */
  state: campaignStateSchema,
  /** By the server's clock: upcoming, active, ended. */
  status: z.enum(CAMPAIGN_STATUSES),
  closed_at: z.string().nullable(),
  version: z.number().int(),
});
export type ConsoleCampaign = z.infer<typeof consoleCampaignSchema>;
export const consoleCampaignPageSchema = pageSchema(consoleCampaignSchema);

export const consoleCampaignQuerySchema = paginationQuerySchema.extend({
  state: campaignStateSchema.optional(),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
});
export type ConsoleCampaignQuery = z.infer<typeof consoleCampaignQuerySchema>;

export const campaignCreateBodySchema = z
  .strictObject({
    product_id: consoleIdSchema,
    group_price_usd: optionalPriceSchema.optional(),
    group_price_cny: optionalPriceSchema.optional(),
    group_moq: quantitySchema,
    target_quantity: quantitySchema,
    starts_at: dateTimeInputSchema,
    ends_at: dateTimeInputSchema,
  })
  .refine((body) => Boolean(body.group_price_usd || body.group_price_cny), {
    path: ['group_price_usd'],
    error: validationKey('groupPriceMissing'),
  })
  .refine(endsAfterStarts, { path: ['ends_at'], error: validationKey('endsAfterStart') });
export type CampaignCreateBody = z.infer<typeof campaignCreateBodySchema>;

export const campaignUpdateBodySchema = z
  .strictObject({
    id: consoleIdSchema,
    version: versionSchema,
    group_price_usd: optionalPriceSchema.optional(),
    group_price_cny: optionalPriceSchema.optional(),
    group_moq: quantitySchema.optional(),
    target_quantity: quantitySchema.optional(),
    starts_at: dateTimeInputSchema.optional(),
    ends_at: dateTimeInputSchema.optional(),
  })
  .refine(endsAfterStarts, { path: ['ends_at'], error: validationKey('endsAfterStart') });
export type CampaignUpdateBody = z.infer<typeof campaignUpdateBodySchema>;

export const campaignCancelBodySchema = z.strictObject({ id: consoleIdSchema, version: versionSchema });
