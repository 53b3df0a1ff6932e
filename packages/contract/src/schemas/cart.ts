import { z } from 'zod';
import {
  CART_CONFIRMABLE_SOURCES,
  CART_LINES_MAX,
  CART_SOURCES,
  DEFAULT_MARKET,
  ID_MAX,
  MARKETS,
  PRODUCT_CODE_MAX_LENGTH,
} from '../constants.js';
import { currencySchema, idParamSchema, productSchema } from './catalog.js';
import { marketSchema } from './common.js';
import { campaignOutcomeSchema } from './group-buying.js';

export const cartSourceSchema = z.enum(CART_SOURCES);

/**
 * The buyer's selected market, as the cart calls send it (`market`). A cart line belongs to the
 * market it was added in; every cart call reads, changes, counts and totals one market's lines.
 * The `cn` in `/api/cn/catalog_carts/...` and its siblings is part of the path's name, not a market.
 */
export const cartMarketSchema = marketSchema.default(DEFAULT_MARKET);

/** The query of the group reads whose path names no market (`/api/cn/catalog_carts/shop/cart` and siblings). */
export const cartMarketQuerySchema = z.object({ market: cartMarketSchema });

/**
 * One cart line as the cart shows it: the product's current data and the server's current price in
 * the line's market (the one read). `available` is false when the product (or its campaign) is gone or no longer
 * sold in that market; such a line keeps its quantity but has no price.
 */
export const cartLineSchema = z.object({
  id: z.number().int(),
  source: cartSourceSchema,
  product_id: z.number().int(),
  campaign_id: z.number().int().nullable(),
  name: z.string(),
  image: z.string(),
  unit: z.string(),
  code: z.string(),
  shop_code: z.string(),
  /** For a group buying line, the campaign's group MOQ. */
  moq: z.number().int().positive(),
  lead_time: z.number().int().nonnegative(),
  price: z.number().nullable(),
  currency: currencySchema,
  quantity: z.number().int().positive(),
  sub_total: z.number().nullable(),
  available: z.boolean(),
  /** A group buying line's campaign after it closed: `succeeded` or `failed`; null otherwise. */
  campaign_outcome: campaignOutcomeSchema.nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** One group of the cart in one market (each of the four calls answers one): one currency throughout. */
export const cartGroupSchema = z.object({
  source: cartSourceSchema,
  currency: currencySchema,
  list: z.array(cartLineSchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

/** `POST /api/add/cart/confirm`: the line goes to the cart of `market`, the buyer's selected one, whatever the group. */
export const addToCartBodySchema = z
  .object({
    product_id: idParamSchema,
    quantity: z.unknown(),
    source: cartSourceSchema,
    campaign_id: idParamSchema.optional(),
    market: cartMarketSchema,
  })
  .refine((body) => (body.source === 'group_buying') === (body.campaign_id !== undefined), {
    path: ['campaign_id'],
    error: 'campaign_id goes with group_buying, and only with it',
  });
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const cartLineResultSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  count: z.number().int(),
});

/** `GET /api/update/cart` and `GET /api/skshop/update_quantity`: a line of the `market` cart. */
export const updateCartQuerySchema = z.object({ id: idParamSchema, quantity: z.unknown(), market: cartMarketSchema });
export type UpdateCartQuery = z.infer<typeof updateCartQuerySchema>;

/** Cart line ids as a form or query sends them: `3,5,8`. */
export const lineIdsSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'must be cart line ids separated by commas' })
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.length <= CART_LINES_MAX, { error: `must be at most ${CART_LINES_MAX} ids` })
  .refine((ids) => ids.every((id) => id <= ID_MAX), { error: 'must be cart line ids' });

/** `GET /api/delete/cart?id=3,5&market=en`: one line or several of the `market` cart. */
export const deleteCartQuerySchema = z.object({ id: lineIdsSchema, market: cartMarketSchema });
export const deleteCartResultSchema = z.object({ deleted: z.number().int(), count: z.number().int() });

/** `GET /api/shop/cart/num?market=en`. */
export const cartCountQuerySchema = cartMarketQuerySchema;
/** The lines of the `market` cart (`count`, the tab bar's badge), and of each market's cart. */
export const cartCountSchema = z.object({
  count: z.number().int().nonnegative(),
  markets: z.record(z.enum(MARKETS), z.number().int().nonnegative()),
});

/**
 * `POST /api/skshop/shopcartconfirm`: group buying lines commit to campaigns, mall lines become
 * purchase orders at list prices, one per store; every selected line must be of the `market` cart (CART_MARKET_MISMATCH).
 */
export const confirmCartBodySchema = z.object({
  source: z.enum(CART_CONFIRMABLE_SOURCES),
  /** Empty or missing: the buyer selected nothing (SELECT_PRODUCT). */
  ids: z
    .string()
    .max(CART_LINES_MAX * 11)
    .optional(),
  market: cartMarketSchema,
});
/**
 * What the confirmation did, in the market's currency: the committed or ordered total, and for
 * mall lines the purchase orders placed (one per store, each with its confirmed proforma invoice).
 */
export const confirmCartResultSchema = z.object({
  source: z.enum(CART_CONFIRMABLE_SOURCES),
  lines: z.number().int(),
  purchase_orders: z.array(z.object({ id: z.number().int(), number: z.string() })),
  market: z.enum(MARKETS),
  currency: currencySchema,
  total: z.number(),
});
export type ConfirmCartResult = z.infer<typeof confirmCartResultSchema>;

/** `GET /api/cn/scan_code/product?code=&market=en`: the product a scanned code names, priced in `market`. */
export const scanProductQuerySchema = z.object({
  code: z.string().trim().min(1).max(PRODUCT_CODE_MAX_LENGTH),
  market: cartMarketSchema,
});
export const scanProductSchema = productSchema;
