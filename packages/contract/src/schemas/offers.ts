import { z } from 'zod';
import {
  DOCUMENT_REASON_MAX_LENGTH,
  INCOTERMS,
  LEAD_TIME_DAYS_MAX,
  MARKETS,
  OFFER_LINE_NAME_MAX_LENGTH,
  OFFER_LINES_MAX,
  OFFER_NOTE_MAX_LENGTH,
  OFFER_REQUEST_TYPES,
  OFFER_STATUSES,
  OFFER_VERSION_MAX,
  PAYMENT_TERMS_TEXT_MAX_LENGTH,
  QUANTITY_MAX,
  RFQ_STATUSES,
  UNIT_PRICE_MAX,
} from '../constants.js';
import { validationKey } from '../validation.js';
import { currencySchema } from './catalog.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { uploadedFileSchema } from './files.js';
import { consoleIdSchema } from './operators.js';
import { rfqMessageBodySchema, rfqMessageSchema } from './rfq-message.js';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text a person types into a document: trimmed, within bounds (NUL characters are refused by the server for every route). */
export function documentText(max: number, min = 0) {
  return z.string().trim().min(min).max(max);
}

/**
 * An amount of money in the document's currency: a JSON number or text with at most 2 decimals,
 * kept as its decimal text so nothing on the way is a float sum.
 */
export const amountInputSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((text) => AMOUNT.test(text) && Number(text) <= UNIT_PRICE_MAX, { error: validationKey('amount') });

/** A calendar day, YYYY-MM-DD, that exists. */
export const dayInputSchema = z
  .string()
  .trim()
  .refine((text) => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text, {
    error: validationKey('date'),
  });

/** A reason or message a person types: trimmed, 1-500 characters. */
export const reasonSchema = z
  .string({ error: validationKey('reviewReason') })
  .trim()
  .min(1, { error: validationKey('reviewReason') })
  .max(DOCUMENT_REASON_MAX_LENGTH, { error: validationKey('reviewReason') });

/** Deposit before production (a percentage of the total), the balance on the stated terms. */
export const paymentTermsSchema = z.object({
  deposit_percent: z.coerce.number().int().min(0).max(100),
  balance_terms: documentText(PAYMENT_TERMS_TEXT_MAX_LENGTH).default(''),
});
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/** One priced line an operator writes on a quotation or a re-issued proforma invoice. */
export const documentLineInputSchema = z.object({
  product_id: consoleIdSchema.optional(),
  name: documentText(OFFER_LINE_NAME_MAX_LENGTH, 1),
  specification: documentText(OFFER_NOTE_MAX_LENGTH).default(''),
  quantity: z.coerce.number().int().min(1).max(QUANTITY_MAX),
  unit: documentText(16, 1),
  unit_price: amountInputSchema,
});
export type DocumentLineInput = z.infer<typeof documentLineInputSchema>;

/** A priced line as documents show it; amounts are decimal text in the document's currency. */
export const documentLineSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  specification: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  unit_price: z.string(),
  amount: z.string(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const offerStatusSchema = z.enum(OFFER_STATUSES);
export const offerRequestSchema = z.object({ type: z.enum(OFFER_REQUEST_TYPES), id: z.number().int() });

/**
 * `POST /api/console/v1/quotations`: an operator's quotation to an RFQ or a cart quotation
 * request (exactly one of the two ids), in the request's market currency.
 */
export const quotationCreateBodySchema = z
  .object({
    rfq_id: consoleIdSchema.optional(),
    quotation_request_id: consoleIdSchema.optional(),
    lines: z.array(documentLineInputSchema).min(1).max(OFFER_LINES_MAX),
    valid_until: dayInputSchema,
    lead_time_days: z.coerce.number().int().min(0).max(LEAD_TIME_DAYS_MAX),
    incoterm: z.enum(INCOTERMS),
    payment_terms: paymentTermsSchema,
    note: documentText(OFFER_NOTE_MAX_LENGTH).default(''),
    /**
     * The latest version the operator saw (0 for none): when another operator quoted meanwhile,
     * the quotation is refused (60320) rather than silently superseding theirs.
     */
    seen_version: z.coerce.number().int().min(0).max(OFFER_VERSION_MAX).optional(),
  })
  .refine((body) => (body.rfq_id === undefined) !== (body.quotation_request_id === undefined), {
    path: ['rfq_id'],
  });
export type QuotationCreateBody = z.infer<typeof quotationCreateBodySchema>;
export const quotationCreatedSchema = z.object({ id: z.number().int(), version: z.number().int() });

/** An offer as the buyer (and the console) sees it. */
export const offerSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: offerStatusSchema,
  request: offerRequestSchema,
  currency: currencySchema,
  total: z.string(),
  valid_until: z.string(),
  lead_time_days: z.number().int(),
  incoterm: z.enum(INCOTERMS),
  payment_terms: paymentTermsSchema,
  note: z.string(),
  lines: z.array(documentLineSchema),
  created_at: z.string(),
  /** Set once accepted: the proforma invoice issued for it. */
  proforma_invoice_id: z.number().int().nullable(),
  decline_reason: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.object({ list: z.array(offerSchema) });

/** `GET /api/buyer/v1/offers`: by status, newest first. */
export const offerListQuerySchema = z.object({ status: offerStatusSchema.optional() });
export const offerAcceptBodySchema = z.object({ id: consoleIdSchema });
export const offerAcceptedSchema = z.object({ proforma_invoice_id: z.number().int() });
export const offerDeclineBodySchema = z.object({ id: consoleIdSchema, reason: reasonSchema });

/** The buyer behind a request, as the quoting inbox shows them. */
export const inboxBuyerSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  country: z.string(),
});

/** The offers made on a request so far, newest version first. */
export const inboxOfferSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: offerStatusSchema,
  total: z.string(),
  valid_until: z.string(),
});
export type InboxOffer = z.infer<typeof inboxOfferSchema>;

export const inboxItemSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
});

/** `GET /api/console/v1/rfqs`: unanswered (submitted) first, oldest first. */
export const consoleRfqQuerySchema = paginationQuerySchema.extend({ status: z.enum(RFQ_STATUSES).optional() });
export const consoleRfqSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(RFQ_STATUSES),
  market: z.enum(MARKETS),
  currency: currencySchema,
  budget: z.string().nullable(),
  deadline: z.string(),
  description: z.string(),
  created_at: z.string(),
  buyer: inboxBuyerSchema,
  items: z.array(inboxItemSchema),
  offers: z.array(inboxOfferSchema),
});
export type ConsoleRfq = z.infer<typeof consoleRfqSchema>;
export const consoleRfqPageSchema = pageSchema(consoleRfqSchema);

/** `GET /api/console/v1/rfqs/detail?id=`: the RFQ, its thread and its offers. */
export const consoleRfqDetailQuerySchema = z.object({ id: consoleIdSchema });
export const consoleRfqDetailSchema = consoleRfqSchema.extend({
  use_for: z.string(),
  requester: z.string(),
  main_picture: uploadedFileSchema.nullable(),
  /** Where operators read them: the console's file route. */
  files: z.array(uploadedFileSchema),
  messages: z.array(rfqMessageSchema),
});
export type ConsoleRfqDetail = z.infer<typeof consoleRfqDetailSchema>;

/** `POST /api/console/v1/rfqs/message`: an operator answers on the RFQ's thread (the buyer's shape). */
export const consoleRfqMessageBodySchema = rfqMessageBodySchema;

/** `GET /api/console/v1/quotation_requests`: unanswered (submitted) first, oldest first. */
export const consoleQuotationRequestQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['submitted', 'quoted']).optional(),
});
export const consoleQuotationRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(['submitted', 'quoted']),
  market: z.enum(MARKETS),
  currency: currencySchema,
  group_name: z.string(),
  created_at: z.string(),
  buyer: inboxBuyerSchema,
  items: z.array(inboxItemSchema),
  offers: z.array(inboxOfferSchema),
});
export type ConsoleQuotationRequest = z.infer<typeof consoleQuotationRequestSchema>;
export const consoleQuotationRequestPageSchema = pageSchema(consoleQuotationRequestSchema);
