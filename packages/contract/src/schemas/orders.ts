import { z } from 'zod';
import {
  BUYER_PO_NUMBER_MAX_LENGTH,
  CARRIER_MAX_LENGTH,
  DOCUMENT_REASON_MAX_LENGTH,
  INCOTERMS,
  LEAD_TIME_DAYS_MAX,
  OFFER_LINES_MAX,
  OFFER_NOTE_MAX_LENGTH,
  PAYMENT_KINDS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PROFORMA_STATUSES,
  PURCHASE_ORDER_PROGRESS,
  PURCHASE_ORDER_STATUSES,
  QUANTITY_MAX,
  SHIPMENT_STATUSES,
  TRACKING_NUMBER_MAX_LENGTH,
} from '../constants.js';
import { currencySchema } from './catalog.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import {
  amountInputSchema,
  dayInputSchema,
  documentLineInputSchema,
  documentLineSchema,
  documentText,
  paymentTermsSchema,
  reasonSchema,
} from './offers.js';
import { consoleIdSchema } from './operators.js';

export const documentIdQuerySchema = z.object({ id: consoleIdSchema });
export const documentIdBodySchema = z.object({ id: consoleIdSchema });
export const documentReasonBodySchema = z.object({ id: consoleIdSchema, reason: reasonSchema });

/** The seller's legal data as printed on a proforma invoice (a copy made when it was issued). */
export const sellerPartySchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  tax_id: z.string(),
  email: z.string(),
  phone: z.string(),
});
export const buyerPartySchema = z.object({
  company_name: z.string(),
  address: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export const bankDetailsSchema = z.object({
  beneficiary: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  swift: z.string(),
  address: z.string(),
});

export const proformaStatusSchema = z.enum(PROFORMA_STATUSES);

/** A proforma invoice in a list: the latest version of each number. */
export const proformaSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  version: z.number().int(),
  status: proformaStatusSchema,
  currency: currencySchema,
  total: z.string(),
  issue_date: z.string(),
  valid_until: z.string(),
  /** Its purchase order, once confirmed. */
  purchase_order_id: z.number().int().nullable(),
});
export type ProformaSummary = z.infer<typeof proformaSummarySchema>;

export const proformaVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: proformaStatusSchema,
  issue_date: z.string(),
  /** What this version changed from the one before (null for the first). */
  amends: z.string().nullable(),
});

export const proformaDetailSchema = proformaSummarySchema.extend({
  /** The quotation it was issued from; null for an order placed from the cart. */
  quotation_id: z.number().int().nullable(),
  seller: sellerPartySchema,
  buyer: buyerPartySchema,
  lines: z.array(documentLineSchema),
  incoterm: z.enum(INCOTERMS),
  lead_time_days: z.number().int(),
  payment_terms: paymentTermsSchema,
  deposit_amount: z.string(),
  balance_amount: z.string(),
  bank: bankDetailsSchema,
  notes: z.string(),
  amends: z.string().nullable(),
  change_request: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  po_number: z.string().nullable(),
  versions: z.array(proformaVersionSchema),
});
export type ProformaDetail = z.infer<typeof proformaDetailSchema>;

export const proformaListQuerySchema = z.object({ status: proformaStatusSchema.optional() });
export const proformaListSchema = z.object({ list: z.array(proformaSummarySchema) });

/** `POST /api/buyer/v1/proforma_invoices/confirm`: the buyer's own PO number is optional. */
export const proformaConfirmBodySchema = z.object({
  id: consoleIdSchema,
  po_number: documentText(BUYER_PO_NUMBER_MAX_LENGTH).default(''),
});
export const proformaConfirmedSchema = z.object({ purchase_order_id: z.number().int() });
export const proformaChangeBodySchema = z.object({ id: consoleIdSchema, message: reasonSchema });

/**
 * `POST /api/console/v1/proforma_invoices/reissue`: a new version of an issued (or
 * change-requested) invoice; `amends` says what changed, any field left out stays as it was.
 */
export const proformaReissueBodySchema = z.object({
  id: consoleIdSchema,
  amends: reasonSchema,
  lines: z.array(documentLineInputSchema).min(1).max(OFFER_LINES_MAX).optional(),
  lead_time_days: z.coerce.number().int().min(0).max(LEAD_TIME_DAYS_MAX).optional(),
  incoterm: z.enum(INCOTERMS).optional(),
  payment_terms: paymentTermsSchema.optional(),
  notes: documentText(OFFER_NOTE_MAX_LENGTH).optional(),
});
export type ProformaReissueBody = z.infer<typeof proformaReissueBodySchema>;

export const consoleProformaQuerySchema = paginationQuerySchema.extend({ status: proformaStatusSchema.optional() });
export const consoleProformaSchema = proformaSummarySchema.extend({ buyer: buyerPartySchema });
export type ConsoleProforma = z.infer<typeof consoleProformaSchema>;
export const consoleProformaPageSchema = pageSchema(consoleProformaSchema);

export const purchaseOrderStatusSchema = z.enum(PURCHASE_ORDER_STATUSES);
export const purchaseOrderProgressSchema = z.enum(PURCHASE_ORDER_PROGRESS);

/**
 * A purchase order's line with its counters: `shipped` (on shipped shipments, less what never
 * arrived), `received` (arrived: accepted plus rejected), `accepted`, `rejected`; `open` is what is
 * left to plan for shipping.
 */
export const purchaseOrderLineSchema = documentLineSchema.extend({
  id: z.number().int(),
  shipped: z.number().int(),
  received: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  open: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.string(),
  paid_on: z.string(),
  reference: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
export const shipmentSchema = z.object({
  id: z.number().int(),
  purchase_order_id: z.number().int(),
  purchase_order_number: z.string(),
  status: shipmentStatusSchema,
  carrier: z.string(),
  tracking_number: z.string(),
  planned_date: z.string(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** The after-sales case whose refused goods this shipment replaces; null for the order's own shipments. */
  after_sales_case_id: z.number().int().nullable().optional(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
      received: z.number().int().nullable(),
      rejected: z.number().int().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const purchaseOrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  po_number: z.string(),
  status: purchaseOrderStatusSchema,
  progress: purchaseOrderProgressSchema,
  currency: currencySchema,
  total: z.string(),
  paid: z.string(),
  due: z.string(),
  proforma_invoice_id: z.number().int(),
  created_at: z.string(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderDetailSchema = purchaseOrderSummarySchema.extend({
  proforma_invoice_number: z.string(),
  buyer: buyerPartySchema,
  deposit_due: z.string(),
  deposit_paid: z.string(),
  cancel_reason: z.string().nullable(),
  lines: z.array(purchaseOrderLineSchema),
  payments: z.array(paymentSchema),
  shipments: z.array(shipmentSchema),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

/** A page of purchase orders, newest first, for the buyer and the console alike. */
export const purchaseOrderListQuerySchema = paginationQuerySchema.extend({
  status: purchaseOrderStatusSchema.optional(),
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;
export const purchaseOrderPageSchema = pageSchema(purchaseOrderSummarySchema);
export type PurchaseOrderPage = z.infer<typeof purchaseOrderPageSchema>;
export const consolePurchaseOrderSchema = purchaseOrderSummarySchema.extend({ buyer: buyerPartySchema });
export type ConsolePurchaseOrder = z.infer<typeof consolePurchaseOrderSchema>;
export const consolePurchaseOrderPageSchema = pageSchema(consolePurchaseOrderSchema);

/** `POST /api/console/v1/purchase_orders/payments`: money received, never more than is due. */
export const paymentBodySchema = z.object({
  purchase_order_id: consoleIdSchema,
  kind: z.enum(PAYMENT_KINDS),
  amount: amountInputSchema.refine((text) => Number(text) > 0),
  paid_on: dayInputSchema,
  reference: documentText(PAYMENT_REFERENCE_MAX_LENGTH).default(''),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/** `POST /api/console/v1/shipments`: a planned shipment of some of a purchase order's open quantities. */
export const shipmentCreateBodySchema = z.object({
  purchase_order_id: consoleIdSchema,
  lines: z
    .array(z.object({ line_id: consoleIdSchema, quantity: z.coerce.number().int().min(1).max(QUANTITY_MAX) }))
    .min(1)
    .max(OFFER_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.line_id)).size === lines.length),
  carrier: documentText(CARRIER_MAX_LENGTH).default(''),
  tracking_number: documentText(TRACKING_NUMBER_MAX_LENGTH).default(''),
  planned_date: dayInputSchema,
});
export type ShipmentCreateBody = z.infer<typeof shipmentCreateBodySchema>;
export const createdIdSchema = z.object({ id: z.number().int() });
export const shipmentListSchema = z.object({ list: z.array(shipmentSchema) });

/**
 * `POST /api/buyer/v1/receipts`: what arrived of a shipped shipment, per line: `received` (taken
 * in), `rejected` (refused, with a reason); their sum at most what was shipped, the rest is short.
 */
export const receiptBodySchema = z.object({
  shipment_id: consoleIdSchema,
  lines: z
    .array(
      z.object({
        line_id: consoleIdSchema,
        received: z.coerce.number().int().min(0).max(QUANTITY_MAX),
        rejected: z.coerce.number().int().min(0).max(QUANTITY_MAX).default(0),
        reason: documentText(DOCUMENT_REASON_MAX_LENGTH).default(''),
      }),
    )
    .min(1)
    .max(OFFER_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.line_id)).size === lines.length),
});
export type ReceiptBody = z.infer<typeof receiptBodySchema>;
