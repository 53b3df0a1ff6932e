import { z } from 'zod';
import { ACCOUNT_REVIEW_FILTERS, REVIEW_DECISIONS, REVIEW_REASON_MAX_LENGTH } from '../constants.js';
import { validationKey } from '../validation.js';
import { accountStatusSchema } from './account.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { auditEntrySchema, consoleIdSchema } from './operators.js';

/** `GET /api/console/v1/accounts`: a page of accounts by state, or those applying for renewal. */
export const accountReviewQuerySchema = paginationQuerySchema.extend({
  status: z.enum(ACCOUNT_REVIEW_FILTERS).optional(),
  keyword: z.string().trim().max(100).optional(),
});

export const reviewedAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  company_name: z.string(),
  contact_name: z.string(),
  country: z.string(),
  /** The state as of today: a member whose date has passed is `expired`. */
  status: accountStatusSchema,
  member_until: z.string().nullable(),
  /** When an expired member applied for renewal (ISO time), else null. */
  renewal_requested_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewedAccount = z.infer<typeof reviewedAccountSchema>;
export const reviewedAccountPageSchema = pageSchema(reviewedAccountSchema);

/** `GET /api/console/v1/accounts/detail?id=`. */
export const accountDetailQuerySchema = z.object({ id: consoleIdSchema });

/** An account with its company data and the review decisions taken on it, newest first. */
export const accountDetailSchema = reviewedAccountSchema.extend({
  phone: z.string(),
  city: z.string(),
  position: z.string(),
  company_website: z.string(),
  history: z.array(auditEntrySchema),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `POST /api/console/v1/accounts/review`; a rejection needs its reason (it is mailed to the buyer). */
export const accountReviewBodySchema = z
  .object({
    id: consoleIdSchema,
    decision: z.enum(REVIEW_DECISIONS),
    /** The state the reviewer saw when deciding; if the account has moved on since, the decision is refused. */
    seen_status: accountStatusSchema.optional(),
    /** YYYY-MM-DD; empty or absent means one year from today (approve only). */
    member_until: z
      .string()
      .trim()
      .refine((text) => text === '' || DATE.test(text), { error: validationKey('memberUntil') })
      .transform((text) => text || undefined)
      .optional(),
    reason: z
      .string()
      .trim()
      .max(REVIEW_REASON_MAX_LENGTH, { error: validationKey('reviewReason') })
      .default(''),
  })
  .refine((body) => body.decision !== 'reject' || body.reason !== '', {
    path: ['reason'],
    error: validationKey('reviewReason'),
  });
export type AccountReviewBody = z.infer<typeof accountReviewBodySchema>;
