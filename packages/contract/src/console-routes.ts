import { z } from 'zod';
import type { OperatorRole } from './constants.js';
import type { HttpMethod } from './routes.js';
import {
  accountDetailQuerySchema,
  accountDetailSchema,
  accountReviewBodySchema,
  accountReviewQuerySchema,
  reviewedAccountPageSchema,
  reviewedAccountSchema,
} from './schemas/account-review.js';
import { paginationQuerySchema } from './schemas/common.js';
import {
  consoleQuotationRequestPageSchema,
  consoleQuotationRequestQuerySchema,
  consoleRfqDetailQuerySchema,
  consoleRfqDetailSchema,
  consoleRfqMessageBodySchema,
  consoleRfqPageSchema,
  consoleRfqQuerySchema,
  quotationCreateBodySchema,
  quotationCreatedSchema,
} from './schemas/offers.js';
import {
  auditPageSchema,
  auditQuerySchema,
  consoleLoginBodySchema,
  operatorCreateBodySchema,
  operatorItemSchema,
  operatorPageSchema,
  operatorPasswordBodySchema,
  operatorSchema,
  operatorUpdateBodySchema,
} from './schemas/operators.js';
import {
  consoleProformaPageSchema,
  consoleProformaQuerySchema,
  consolePurchaseOrderPageSchema,
  consolePurchaseOrderQuerySchema,
  createdIdSchema,
  documentIdBodySchema,
  documentIdQuerySchema,
  documentReasonBodySchema,
  paymentBodySchema,
  proformaDetailSchema,
  proformaReissueBodySchema,
  purchaseOrderDetailSchema,
  shipmentCreateBodySchema,
  shipmentSchema,
} from './schemas/orders.js';
import { outboxMailSchema, outboxPageSchema, outboxQuerySchema, outboxResendBodySchema } from './schemas/outbox.js';

export interface ConsoleRouteDef {
  method: HttpMethod;
  path: string;
  /**
   * Who may call it: `public` (the login), `any` logged-in operator, or the listed roles; an
   * operator outside them gets code 403. `admin` may do everything, so it is in every list.
   */
  roles: 'public' | 'any' | readonly OperatorRole[];
  summary: string;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  response?: z.ZodTypeAny;
}

function consoleRoute<const R extends ConsoleRouteDef>(def: R): R {
  return def;
}

/** The operators' API (ARCHITECTURE: the API contract, part 2), served under `/api/console/v1`. */
export const CONSOLE_API = {
  login: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/login',
    roles: 'public',
    summary: 'operator login; sets the operator session cookie',
    body: consoleLoginBodySchema,
    response: operatorSchema,
  }),
  logout: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/logout',
    roles: 'public',
    summary: 'ends the operator session (if any) and clears its cookie',
    response: z.null(),
  }),
  me: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/me',
    roles: 'any',
    summary: 'the logged-in operator',
    response: operatorSchema,
  }),
  password: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/password',
    roles: 'any',
    summary: 'an operator changes their own password; their other sessions end',
    body: operatorPasswordBodySchema,
    response: z.null(),
  }),
  operators: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/operators',
    roles: ['admin'],
    summary: 'every operator, with role and state',
    query: paginationQuerySchema,
    response: operatorPageSchema,
  }),
  operatorCreate: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/operators',
    roles: ['admin'],
    summary: 'adds an operator',
    body: operatorCreateBodySchema,
    response: operatorItemSchema,
  }),
  operatorUpdate: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/operators/update',
    roles: ['admin'],
    summary: 'renames, re-roles, disables or enables an operator, or sets their password',
    body: operatorUpdateBodySchema,
    response: operatorItemSchema,
  }),
  accounts: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/accounts',
    roles: ['admin', 'reviewer'],
    summary: 'buyer accounts by state (or renewal applications) and keyword',
    query: accountReviewQuerySchema,
    response: reviewedAccountPageSchema,
  }),
  accountDetail: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/accounts/detail',
    roles: ['admin', 'reviewer'],
    summary: "a buyer account's company data and review history",
    query: accountDetailQuerySchema,
    response: accountDetailSchema,
  }),
  accountReview: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/accounts/review',
    roles: ['admin', 'reviewer'],
    summary: 'approves, rejects or expires an account; the buyer is mailed in their language',
    body: accountReviewBodySchema,
    response: reviewedAccountSchema,
  }),
  outbox: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/outbox',
    roles: ['admin'],
    summary: 'the mails the mall sent or keeps, with their state and attempts',
    query: outboxQuerySchema,
    response: outboxPageSchema,
  }),
  outboxResend: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/outbox/resend',
    roles: ['admin'],
    summary: 'queues a mail for another send',
    body: outboxResendBodySchema,
    response: outboxMailSchema,
  }),
  audit: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/audit',
    roles: ['admin'],
    summary: 'the audit log, newest first, by entity',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
  rfqInbox: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/rfqs',
    roles: ['admin', 'sales'],
    summary: "buyers' RFQs to quote, unanswered and oldest first, with the buyer and the offers made",
    query: consoleRfqQuerySchema,
    response: consoleRfqPageSchema,
  }),
  rfqDetail: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/rfqs/detail',
    roles: ['admin', 'sales'],
    summary: 'an RFQ with its message thread and offers',
    query: consoleRfqDetailQuerySchema,
    response: consoleRfqDetailSchema,
  }),
  rfqMessage: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/rfqs/message',
    roles: ['admin', 'sales'],
    summary: "an operator's message on an RFQ's thread",
    body: consoleRfqMessageBodySchema,
    response: consoleRfqDetailSchema,
  }),
  quotationRequestInbox: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/quotation_requests',
    roles: ['admin', 'sales'],
    summary: "buyers' cart quotation requests to quote, unanswered and oldest first, with their items",
    query: consoleQuotationRequestQuerySchema,
    response: consoleQuotationRequestPageSchema,
  }),
  quotationCreate: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/quotations',
    roles: ['admin', 'sales'],
    summary: 'quotes an RFQ or a quotation request; a new version supersedes the open one',
    body: quotationCreateBodySchema,
    response: quotationCreatedSchema,
  }),
  proformaInvoices: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/proforma_invoices',
    roles: ['admin', 'sales'],
    summary: 'proforma invoices (latest versions), newest first',
    query: consoleProformaQuerySchema,
    response: consoleProformaPageSchema,
  }),
  proformaDetail: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/proforma_invoices/detail',
    roles: ['admin', 'sales'],
    summary: 'one version of a proforma invoice in full',
    query: documentIdQuerySchema,
    response: proformaDetailSchema,
  }),
  proformaReissue: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/proforma_invoices/reissue',
    roles: ['admin', 'sales'],
    summary: 'issues a new version of an open proforma invoice, recording what it amends',
    body: proformaReissueBodySchema,
    response: proformaDetailSchema,
  }),
  proformaCancel: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/proforma_invoices/cancel',
    roles: ['admin', 'sales'],
    summary: 'cancels an open proforma invoice, with a reason',
    body: documentReasonBodySchema,
    response: proformaDetailSchema,
  }),
  purchaseOrders: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/purchase_orders',
    roles: ['admin', 'sales'],
    summary: 'purchase orders with progress and payments, newest first',
    query: consolePurchaseOrderQuerySchema,
    response: consolePurchaseOrderPageSchema,
  }),
  purchaseOrderDetail: consoleRoute({
    method: 'GET',
    path: '/api/console/v1/purchase_orders/detail',
    roles: ['admin', 'sales'],
    summary: 'a purchase order with its lines, payments and shipments',
    query: documentIdQuerySchema,
    response: purchaseOrderDetailSchema,
  }),
  purchaseOrderCancel: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/purchase_orders/cancel',
    roles: ['admin', 'sales'],
    summary: 'cancels a purchase order before anything shipped, with a reason',
    body: documentReasonBodySchema,
    response: purchaseOrderDetailSchema,
  }),
  purchaseOrderPayment: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/purchase_orders/payments',
    roles: ['admin', 'sales'],
    summary: 'records a deposit or balance payment, never more than is due',
    body: paymentBodySchema,
    response: purchaseOrderDetailSchema,
  }),
  shipmentCreate: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/shipments',
    roles: ['admin', 'sales'],
    summary: "plans a shipment of a purchase order's open quantities",
    body: shipmentCreateBodySchema,
    response: createdIdSchema,
  }),
  shipmentShip: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/shipments/ship',
    roles: ['admin', 'sales'],
    summary: 'marks a planned shipment shipped',
    body: documentIdBodySchema,
    response: shipmentSchema,
  }),
  shipmentCancel: consoleRoute({
    method: 'POST',
    path: '/api/console/v1/shipments/cancel',
    roles: ['admin', 'sales'],
    summary: 'cancels a planned shipment; its quantities are open again',
    body: documentIdBodySchema,
    response: shipmentSchema,
  }),
} as const satisfies Record<string, ConsoleRouteDef>;

export type ConsoleApiName = keyof typeof CONSOLE_API;
