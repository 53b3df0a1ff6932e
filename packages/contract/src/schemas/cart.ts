import { z } from 'zod';
import { CART_LINES_MAX, CART_SOURCES, PRODUCT_CODE_MAX_LENGTH } from '../constants.js';
import { currencySchema, idParamSchema, productSchema } from './catalog.js';
import { marketSchema } from './common.js';

export const cartSourceSchema = z.enum(CART_SOURCES);

/**
 * One cart line as the cart shows it: the product's current data and the server's current price in
 * the group's market. `available` is false when the product (or its campaign) is gone or no longer
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
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** One group of the cart (each of the four calls answers one). */
export const cartGroupSchema = z.object({
  source: cartSourceSchema,
  currency: currencySchema,
  list: z.array(cartLineSchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

/** `POST /api/add/cart/confirm`. `market` is the buyer's market for mall lines; the other groups have theirs fixed. */
export const addToCartBodySchema = z
  .object({
    product_id: idParamSchema,
    quantity: z.unknown(),
    source: cartSourceSchema,
    campaign_id: idParamSchema.optional(),
    market: marketSchema.default('en'),
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

/** `GET /api/update/cart` and `GET /api/skshop/update_quantity`. */
export const updateCartQuerySchema = z.object({ id: idParamSchema, quantity: z.unknown() });
export type UpdateCartQuery = z.infer<typeof updateCartQuerySchema>;

/** Cart line ids as a form or query sends them: `3,5,8`. */
export const lineIdsSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'must be cart line ids separated by commas' })
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .refine((ids) => ids.length <= CART_LINES_MAX, { error: `must be at most ${CART_LINES_MAX} ids` });

/** `GET /api/delete/cart?id=3,5`: one line or several. */
export const deleteCartQuerySchema = z.object({ id: lineIdsSchema });
export const deleteCartResultSchema = z.object({ deleted: z.number().int(), count: z.number().int() });

export const cartCountSchema = z.object({ count: z.number().int().nonnegative() });

/** `POST /api/skshop/shopcartconfirm`: group buying lines commit to campaigns, mall lines become a purchase order draft. */
export const confirmCartBodySchema = z.object({
  source: z.enum(['group_buying', 'mall']),
  /** Empty or missing: the buyer selected nothing (SELECT_PRODUCT). */
  ids: z
    .string()
    .max(CART_LINES_MAX * 11)
    .optional(),
  market: marketSchema.default('en'),
});
export const confirmCartResultSchema = z.object({
  source: z.enum(['group_buying', 'mall']),
  lines: z.number().int(),
  purchase_order_draft_id: z.number().int().nullable(),
});

/** `GET /api/:market/scan_code/product?code=`: the product a scanned code names. */
export const scanProductQuerySchema = z.object({ code: z.string().trim().min(1).max(PRODUCT_CODE_MAX_LENGTH) });
export const scanProductSchema = productSchema;
