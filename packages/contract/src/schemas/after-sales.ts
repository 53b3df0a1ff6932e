import { z } from 'zod';
import {
  AFTER_SALES_MESSAGE_MAX_LENGTH,
  AFTER_SALES_REASON_MAX_LENGTH,
  AFTER_SALES_STATUSES,
  AFTER_SALES_TYPES,
  ID_MAX,
  MAX_UPLOAD_FILES,
  ORDER_UNITS,
  QUANTITY_MAX,
} from '../constants.js';
import { validationKey } from '../validation.js';
import { currencySchema } from './catalog.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { fileIdSchema, uploadedFileSchema } from './files.js';
import { amountInputSchema, dayInputSchema, documentText, reasonSchema } from './offers.js';
import { buyerPartySchema } from './orders.js';

export const afterSalesStatusSchema = z.enum(AFTER_SALES_STATUSES);
export type AfterSalesStatus = z.infer<typeof afterSalesStatusSchema>;
export const afterSalesTypeSchema = z.enum(AFTER_SALES_TYPES);
export type AfterSalesType = z.infer<typeof afterSalesTypeSchema>;

const idSchema = z.coerce.number().int().min(1).max(ID_MAX);
const fileIdsSchema = z.array(fileIdSchema).max(MAX_UPLOAD_FILES).default([]);

/**
 * `POST /api/buyer/v1/after_sales` (JSON): a case about goods of one shipment line that a receipt
 * checked — refused there, or taken in and found wrong later — within AFTER_SALES_WINDOW_DAYS of
 * that receipt. The quantity is at most what the receipt checked, less the quantity of the line's
 * other cases that were not rejected.
 */
export const afterSalesCreateBodySchema = z.object({
  shipment_id: idSchema,
  /** The purchase order line's id, as the shipment and the receipt name it. */
  line_id: idSchema,
  type: afterSalesTypeSchema,
  quantity: z.coerce
    .number({ error: validationKey('quantity') })
    .int({ error: validationKey('quantity') })
    .min(1, { error: validationKey('quantity') })
    .max(QUANTITY_MAX, { error: validationKey('quantity') }),
  reason: documentText(AFTER_SALES_REASON_MAX_LENGTH, 1),
  /** What the buyer asks for, in their words (a refund of the amount, a new part by a date…). */
  requested_resolution: documentText(AFTER_SALES_REASON_MAX_LENGTH).default(''),
  /** Uploaded photos and files (the RFQ upload's rules and kinds). */
  files: fileIdsSchema,
});
export type AfterSalesCreateBody = z.input<typeof afterSalesCreateBodySchema>;

export const afterSalesIdBodySchema = z.object({ id: idSchema });
export type AfterSalesIdBody = z.infer<typeof afterSalesIdBodySchema>;
export const afterSalesIdQuerySchema = afterSalesIdBodySchema;

/** A message in the case's thread, by the buyer or an operator, with files. */
export const afterSalesMessageBodySchema = z.object({
  id: idSchema,
  body: documentText(AFTER_SALES_MESSAGE_MAX_LENGTH, 1),
  files: fileIdsSchema,
});
export type AfterSalesMessageBody = z.input<typeof afterSalesMessageBodySchema>;

/** Operator: rejects a submitted (or escalated) case, with the reason the buyer reads. */
export const afterSalesRejectBodySchema = z.object({ id: idSchema, reason: reasonSchema });
export type AfterSalesRejectBody = z.infer<typeof afterSalesRejectBodySchema>;

/**
 * Operator: resolves an accepted (or waiting-for-return) case, by a refund of an amount in the
 * order's currency (at most the line's price × the case's quantity), or by a replacement shipment
 * of the case's quantity planned on the same purchase order.
 */
export const afterSalesResolveBodySchema = z.discriminatedUnion('resolution', [
  z.object({
    id: idSchema,
    resolution: z.literal('refund'),
    refund_amount: amountInputSchema.refine((text) => Number(text) > 0),
  }),
  z.object({ id: idSchema, resolution: z.literal('replacement'), planned_ship_date: dayInputSchema }),
]);
export type AfterSalesResolveBody = z.input<typeof afterSalesResolveBodySchema>;

export const afterSalesMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['buyer', 'operator']),
  /** The buyer's contact name, or the operator's name. */
  author_name: z.string(),
  body: z.string(),
  files: z.array(uploadedFileSchema),
  created_at: z.string(),
});
export type AfterSalesMessage = z.infer<typeof afterSalesMessageSchema>;

export const afterSalesSummarySchema = z.object({
  id: z.number().int(),
  /** `AS-2026-000042`, like the other documents' numbers. */
  number: z.string(),
  status: afterSalesStatusSchema,
  type: afterSalesTypeSchema,
  /** No operator answer (a step or a message) within AFTER_SALES_ANSWER_DAYS: the buyer may escalate. */
  overdue: z.boolean(),
  purchase_order: z.object({ id: z.number().int(), number: z.string() }),
  shipment_id: z.number().int(),
  line_id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  image: z.string(),
  unit: z.enum(ORDER_UNITS),
  quantity: z.number().int().positive(),
  currency: currencySchema,
  shop_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AfterSalesSummary = z.infer<typeof afterSalesSummarySchema>;

export const afterSalesDetailSchema = afterSalesSummarySchema.extend({
  reason: z.string(),
  requested_resolution: z.string(),
  files: z.array(uploadedFileSchema),
  /** Set when rejected. */
  reject_reason: z.string().nullable(),
  resolution: z.enum(['refund', 'replacement']).nullable(),
  refund_amount: z.string().nullable(),
  replacement_shipment_id: z.number().int().nullable(),
  /** What the receipt checked of the line, for the buyer's and the operator's reference. */
  receipt: z.object({
    received: z.number().int(),
    rejected: z.number().int(),
    reason: z.string().nullable(),
    at: z.string(),
  }),
  unit_price: z.string(),
  accepted_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  escalated_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  messages: z.array(afterSalesMessageSchema),
});
export type AfterSalesDetail = z.infer<typeof afterSalesDetailSchema>;

export const afterSalesStatusFilterSchema = z.enum(['all', 'open', ...AFTER_SALES_STATUSES]);
export const afterSalesListQuerySchema = paginationQuerySchema.extend({
  status: afterSalesStatusFilterSchema.default('all'),
  purchase_order_id: idSchema.optional(),
});
export type AfterSalesListQuery = z.infer<typeof afterSalesListQuerySchema>;
export const afterSalesPageSchema = pageSchema(afterSalesSummarySchema);
export type AfterSalesPage = z.infer<typeof afterSalesPageSchema>;

/**
 * What can still be claimed on the buyer's received lines: each shipment line a receipt checked
 * within the window, with the quantity still claimable. The phone and the desk open a case from it.
 */
export const afterSalesClaimableSchema = z.object({
  list: z.array(
    z.object({
      shipment_id: z.number().int(),
      line_id: z.number().int(),
      purchase_order: z.object({ id: z.number().int(), number: z.string() }),
      name: z.string(),
      image: z.string(),
      unit: z.enum(ORDER_UNITS),
      received: z.number().int(),
      rejected: z.number().int(),
      claimable: z.number().int().nonnegative(),
      received_at: z.string(),
      /** The last day a case can be opened (the receipt's day + the window), YYYY-MM-DD. */
      open_until: z.string(),
    }),
  ),
});
export type AfterSalesClaimable = z.infer<typeof afterSalesClaimableSchema>;
export const afterSalesClaimableQuerySchema = z.object({ purchase_order_id: idSchema.optional() });

/** The console's queue: oldest first, by state; `overdue` only the cases past the answer time. */
export const consoleAfterSalesQuerySchema = paginationQuerySchema.extend({
  status: afterSalesStatusFilterSchema.default('open'),
  overdue: z.enum(['0', '1']).optional(),
});
export type ConsoleAfterSalesQuery = z.infer<typeof consoleAfterSalesQuerySchema>;
export const consoleAfterSalesSchema = afterSalesSummarySchema.extend({ buyer: buyerPartySchema });
export const consoleAfterSalesPageSchema = pageSchema(consoleAfterSalesSchema);
export type ConsoleAfterSalesPage = z.infer<typeof consoleAfterSalesPageSchema>;
export const consoleAfterSalesDetailSchema = afterSalesDetailSchema.extend({ buyer: buyerPartySchema });
export type ConsoleAfterSalesDetail = z.infer<typeof consoleAfterSalesDetailSchema>;
