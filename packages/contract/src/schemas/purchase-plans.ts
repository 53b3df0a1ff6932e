import { z } from 'zod';
import {
  ID_MAX,
  MARKETS,
  ORDER_UNITS,
  PURCHASE_PLAN_LINES_MAX,
  PURCHASE_PLAN_NAME_MAX_LENGTH,
  PURCHASE_PLAN_NOTES_MAX_LENGTH,
  PURCHASE_PLAN_PROGRESS,
  PURCHASE_PLAN_STATUSES,
  QUANTITY_MAX,
} from '../constants.js';
import { validationKey } from '../validation.js';
import { currencySchema } from './catalog.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { fileIdSchema } from './files.js';
import { amountInputSchema, dayInputSchema, documentText } from './offers.js';
import { projectSchema } from './rfq.js';

export const purchasePlanStatusSchema = z.enum(PURCHASE_PLAN_STATUSES);
export type PurchasePlanStatus = z.infer<typeof purchasePlanStatusSchema>;
/** How far an approved plan's lines are ordered and received, from the documents that came from them. */
export const purchasePlanProgressSchema = z.enum(PURCHASE_PLAN_PROGRESS);
export type PurchasePlanProgress = z.infer<typeof purchasePlanProgressSchema>;

const idSchema = z.coerce.number().int().min(1).max(ID_MAX);

/**
 * A line the buyer plans: a catalogue product (its name, picture and unit price come from the
 * catalogue) or free text. The picture is an uploaded file (the RFQ upload's rules); a line becomes
 * an RFQ only with one, since an RFQ needs its main picture.
 */
export const purchasePlanLineInputSchema = z.object({
  product_id: idSchema.nullable().default(null),
  /** Free text; for a catalogue line it may be empty (the product's name is shown). */
  name: documentText(PURCHASE_PLAN_NAME_MAX_LENGTH).default(''),
  quantity: z.coerce
    .number({ error: validationKey('quantity') })
    .int({ error: validationKey('quantity') })
    .min(1, { error: validationKey('quantity') })
    .max(QUANTITY_MAX, { error: validationKey('quantity') }),
  unit: z.enum(ORDER_UNITS, { error: validationKey('unit') }),
  /** Per unit, in the plan's currency; none when the buyer has no target. */
  target_price: amountInputSchema.nullable().default(null),
  picture: fileIdSchema.nullable().default(null),
});
export type PurchasePlanLineInput = z.input<typeof purchasePlanLineInputSchema>;

/** `POST /api/buyer/v1/purchase_plans` (and `/edit` with `id`, a draft only): the whole plan as JSON. */
export const purchasePlanBodySchema = z.object({
  name: documentText(PURCHASE_PLAN_NAME_MAX_LENGTH, 1),
  project_id: idSchema,
  /** When the goods are needed; after today (the server's clock). */
  needed_by: dayInputSchema,
  notes: documentText(PURCHASE_PLAN_NOTES_MAX_LENGTH).default(''),
  /** The plan's market sets its currency; its catalogue lines are priced in it. */
  market: z.enum(MARKETS),
  lines: z.array(purchasePlanLineInputSchema).min(1).max(PURCHASE_PLAN_LINES_MAX),
});
export type PurchasePlanBody = z.input<typeof purchasePlanBodySchema>;
export const purchasePlanEditBodySchema = purchasePlanBodySchema.extend({ id: idSchema });
export type PurchasePlanEditBody = z.input<typeof purchasePlanEditBodySchema>;

/** `submit`, `approve` and `cancel` name the plan only. */
export const purchasePlanIdBodySchema = z.object({ id: idSchema });
export type PurchasePlanIdBody = z.infer<typeof purchasePlanIdBodySchema>;
export const purchasePlanIdQuerySchema = purchasePlanIdBodySchema;

/** `to_cart` and `to_quotation`: the approved plan's catalogue lines chosen, each for what is left to order. */
export const purchasePlanLinesBodySchema = z.object({
  id: idSchema,
  line_ids: z.array(idSchema).min(1).max(PURCHASE_PLAN_LINES_MAX),
});
export type PurchasePlanLinesBody = z.infer<typeof purchasePlanLinesBodySchema>;

/** `to_rfq`: one RFQ per chosen line, all with this deadline for quotes (an RFQ's rule: after today, within a year). */
export const purchasePlanToRfqBodySchema = purchasePlanLinesBodySchema.extend({
  deadline: z.string({ error: validationKey('deadline') }).trim(),
});
export type PurchasePlanToRfqBody = z.infer<typeof purchasePlanToRfqBodySchema>;

/** A document that came from a plan line, for the line's links. */
export const purchasePlanLinkSchema = z.object({
  type: z.enum(['cart', 'quotation_request', 'rfq', 'proforma_invoice', 'purchase_order']),
  /** The cart has no id (0); the others are the document's id. */
  id: z.number().int(),
  /** The document's number where it has one (PI, PO), else its id as text; empty for the cart. */
  number: z.string(),
  quantity: z.number().int().nonnegative(),
});
export type PurchasePlanLink = z.infer<typeof purchasePlanLinkSchema>;

export const purchasePlanLineSchema = z.object({
  id: z.number().int(),
  /** From 0, in the plan's order; pages number lines from 1. */
  position: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  /** The product's picture, else the line's uploaded picture, else empty. */
  image: z.string(),
  picture: z.string().nullable(),
  quantity: z.number().int().positive(),
  unit: z.enum(ORDER_UNITS),
  target_price: z.string().nullable(),
  /** On purchase orders not cancelled that came from the line. */
  ordered: z.number().int().nonnegative(),
  /** Taken in at receipts of those orders. */
  received: z.number().int().nonnegative(),
  links: z.array(purchasePlanLinkSchema),
});
export type PurchasePlanLine = z.infer<typeof purchasePlanLineSchema>;

export const purchasePlanSummarySchema = z.object({
  id: z.number().int(),
  /** `PP-2026-000042`, like the other documents' numbers. */
  number: z.string(),
  name: z.string(),
  project: projectSchema,
  needed_by: z.string(),
  status: purchasePlanStatusSchema,
  /** Only an approved plan has progress; the others answer `not_ordered`. */
  progress: purchasePlanProgressSchema,
  market: z.enum(MARKETS),
  currency: currencySchema,
  line_count: z.number().int().positive(),
  /** Target price × quantity over the lines that have a target, exact. */
  target_total: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PurchasePlanSummary = z.infer<typeof purchasePlanSummarySchema>;

export const purchasePlanDetailSchema = purchasePlanSummarySchema.extend({
  notes: z.string(),
  lines: z.array(purchasePlanLineSchema),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** Who approved: a colleague of the company, or the author (then `self_approved`). */
  approved_by: z.string().nullable(),
  self_approved: z.boolean(),
  cancelled_at: z.string().nullable(),
});
export type PurchasePlanDetail = z.infer<typeof purchasePlanDetailSchema>;

export const purchasePlanStatusFilterSchema = z.enum(['all', ...PURCHASE_PLAN_STATUSES]);
export const purchasePlanListQuerySchema = paginationQuerySchema.extend({
  status: purchasePlanStatusFilterSchema.default('all'),
});
export type PurchasePlanListQuery = z.infer<typeof purchasePlanListQuerySchema>;
export const purchasePlanPageSchema = pageSchema(purchasePlanSummarySchema);
export type PurchasePlanPage = z.infer<typeof purchasePlanPageSchema>;

/** What a conversion made: the documents, and the plan as it is now. */
export const purchasePlanConversionSchema = z.object({
  plan: purchasePlanDetailSchema,
  /** The cart lines touched, the quotation request made, or the RFQs made (ids). */
  document_ids: z.array(z.number().int()),
});
export type PurchasePlanConversion = z.infer<typeof purchasePlanConversionSchema>;
