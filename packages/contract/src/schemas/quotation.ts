import { z } from 'zod';
import { MARKETS, QUOTING_GROUP_NAME_MAX_LENGTH } from '../constants.js';
import { cartMarketSchema, cartSourceSchema } from './cart.js';
import { idParamSchema } from './catalog.js';

/** A buyer's named list of quotation requests; exactly one of them is the default. */
export const quotingGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  requests: z.number().int().nonnegative(),
});
export type QuotingGroup = z.infer<typeof quotingGroupSchema>;
export const quotingGroupListSchema = z.object({ list: z.array(quotingGroupSchema) });

/** Create (no `id`) or rename a quoting group; `is_default=1` makes it the default. */
export const saveQuotingGroupBodySchema = z.object({
  id: idParamSchema.optional(),
  name: z.string().trim().min(1).max(QUOTING_GROUP_NAME_MAX_LENGTH),
  is_default: z.enum(['0', '1']).optional(),
});

/**
 * `POST /api/add/quotation`: the selected cart lines (`ids`) into a quoting group (the default when
 * missing). Every line must be of the `market` cart (CART_MARKET_MISMATCH): one request, one market.
 */
export const addQuotationBodySchema = z.object({
  ids: z.string().max(6000).optional(),
  group_id: idParamSchema.optional(),
  market: cartMarketSchema,
});

export const quotationItemSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  source: cartSourceSchema,
});

export const quotationRequestSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  market: z.enum(MARKETS),
  status: z.enum(['submitted', 'quoted']),
  created_at: z.string(),
  items: z.array(quotationItemSchema),
});
export type QuotationRequest = z.infer<typeof quotationRequestSchema>;
export const quotationRequestListSchema = z.object({ list: z.array(quotationRequestSchema) });

export const purchaseOrderDraftSchema = z.object({
  id: z.number().int(),
  market: z.enum(MARKETS),
  currency: z.string(),
  total: z.number(),
  created_at: z.string(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      sub_total: z.number(),
    }),
  ),
});
export type PurchaseOrderDraft = z.infer<typeof purchaseOrderDraftSchema>;
export const purchaseOrderDraftListSchema = z.object({ list: z.array(purchaseOrderDraftSchema) });
