import { z } from 'zod';
import { CAMPAIGN_OUTCOMES, CAMPAIGN_STATUSES } from '../constants.js';
import { currencySchema, idParamSchema, productSchema } from './catalog.js';
import { pageSchema, paginationQuerySchema } from './common.js';

export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export const campaignOutcomeSchema = z.enum(CAMPAIGN_OUTCOMES);

/**
 * A group buying campaign. `group_price` is null for a visitor, like every price; the progress
 * (committed / target) is shown to anyone.
 */
export const campaignSchema = z.object({
  id: z.number().int(),
  product: productSchema,
  group_price: z.number().nullable(),
  currency: currencySchema,
  price_visible: z.boolean(),
  /** The least one buyer may commit. */
  group_moq: z.number().int().positive(),
  target_quantity: z.number().int().positive(),
  committed_quantity: z.number().int().nonnegative(),
  /** committed / target, 0..1 (may pass 1 when over-subscribed). */
  progress: z.number().nonnegative(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: campaignStatusSchema,
  /** How an ended campaign closed: its target reached (`succeeded`) or not (`failed`); null before it closed. */
  outcome: campaignOutcomeSchema.nullable(),
  /** The server's clock when answering, so a countdown does not trust the phone's clock. */
  server_time: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignPageSchema = pageSchema(campaignSchema);

/** `GET /api/:market/shop/group_buying`: active first, then upcoming, then ended. */
export const campaignListQuerySchema = paginationQuerySchema;
/** `GET /api/:market/shop/group_buying/detail?id=` */
export const campaignDetailQuerySchema = z.object({ id: idParamSchema });
