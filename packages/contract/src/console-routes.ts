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
} as const satisfies Record<string, ConsoleRouteDef>;

export type ConsoleApiName = keyof typeof CONSOLE_API;
