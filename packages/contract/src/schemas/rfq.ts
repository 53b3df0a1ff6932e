import { z } from 'zod';
import {
  MARKETS,
  ORDER_UNITS,
  PROJECT_NAME_MAX_LENGTH,
  QUANTITY_MAX,
  RFQ_BUDGET_MAX,
  RFQ_DEADLINE_MAX_DAYS,
  RFQ_DESCRIPTION_MAX_LENGTH,
  RFQ_NAME_MAX_LENGTH,
  RFQ_REQUESTER_MAX_LENGTH,
  RFQ_STATUSES,
  RFQ_USE_FOR_MAX_LENGTH,
} from '../constants.js';
import { validationKey } from '../validation.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { fileIdSchema, uploadedFileSchema } from './files.js';
import { offerSchema } from './offers.js';
import { rfqIdSchema, rfqMessageSchema } from './rfq-message.js';

/** `GET /api/get/unit`: units of an order quantity, named in the caller's language. */
export const unitListSchema = z.object({ list: z.array(z.object({ code: z.enum(ORDER_UNITS), name: z.string() })) });
export type UnitList = z.infer<typeof unitListSchema>;

export const projectSchema = z.object({ id: z.number().int(), name: z.string(), is_default: z.boolean() });
export type Project = z.infer<typeof projectSchema>;
/** `GET /api/buyer/v1/projects`: a page of the default project first, then the others by name. */
export const projectListSchema = pageSchema(projectSchema);
export type ProjectPage = z.infer<typeof projectListSchema>;
export const projectListQuerySchema = paginationQuerySchema;

export const projectAddBodySchema = z.object({
  name: z
    .string({ error: validationKey('projectName') })
    .trim()
    .min(1, { error: validationKey('projectName') })
    .max(PROJECT_NAME_MAX_LENGTH, { error: validationKey('projectName') }),
});

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A deadline for quotes is a real date after today and at most a year ahead (YYYY-MM-DD both). */
export function isDeadlineAllowed(deadline: string, today: string): boolean {
  if (!DATE_PATTERN.test(deadline)) return false;
  const at = new Date(`${deadline}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== deadline) return false;
  return deadline > today && deadline <= addDays(today, RFQ_DEADLINE_MAX_DAYS);
}

const text = (max: number, key: Parameters<typeof validationKey>[0]) =>
  z
    .string()
    .trim()
    .max(max, { error: validationKey(key) })
    .default('');

/** Form fields arrive as text: an empty budget is none; otherwise a number to the cent. */
const budgetSchema = z
  .string({ error: validationKey('budget') })
  .trim()
  .default('')
  .refine((value) => value === '' || (/^\d{1,10}(\.\d{1,2})?$/.test(value) && Number(value) <= RFQ_BUDGET_MAX), {
    error: validationKey('budget'),
  })
  .transform((value) => (value === '' ? null : Number(value).toFixed(2)));

const fileIdListSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(fileIdSchema).max(20));

/** `POST /api/buyer/v1/rfq/upload`; the deadline's "after today" is checked by the server's clock. */
export const rfqBodySchema = z.object({
  name: z
    .string({ error: validationKey('rfqName') })
    .trim()
    .min(1, { error: validationKey('rfqName') })
    .max(RFQ_NAME_MAX_LENGTH, { error: validationKey('rfqName') }),
  main_picture: z
    .string({ error: validationKey('mainPicture') })
    .trim()
    .pipe(fileIdSchema.or(z.literal('')))
    .refine((value) => value !== '', { error: validationKey('mainPicture') }),
  quantity: z.coerce
    .number({ error: validationKey('quantity') })
    .int({ error: validationKey('quantity') })
    .min(1, { error: validationKey('quantity') })
    .max(QUANTITY_MAX, { error: validationKey('quantity') }),
  unit: z.enum(ORDER_UNITS, { error: validationKey('unit') }),
  use_for: text(RFQ_USE_FOR_MAX_LENGTH, 'tooLong'),
  budget: budgetSchema,
  /** Which market's currency the budget is in. */
  market: z.enum(MARKETS).default('en'),
  description: text(RFQ_DESCRIPTION_MAX_LENGTH, 'tooLong'),
  /** Attachment ids, comma-separated; more than MAX_UPLOAD_FILES is answered with its own code. */
  files: fileIdListSchema,
  deadline: z.string({ error: validationKey('deadline') }).regex(DATE_PATTERN, { error: validationKey('deadline') }),
  project_id: z.coerce
    .number({ error: validationKey('project') })
    .int({ error: validationKey('project') })
    .min(1, { error: validationKey('project') }),
  /** Empty: the account's contact name. */
  requester: text(RFQ_REQUESTER_MAX_LENGTH, 'tooLong'),
});
export type RfqBody = z.infer<typeof rfqBodySchema>;

export const rfqEditBodySchema = rfqBodySchema.extend({ id: rfqIdSchema });
export type RfqEditBody = z.infer<typeof rfqEditBodySchema>;

export const rfqIdBodySchema = z.object({ id: rfqIdSchema });
export const rfqIdQuerySchema = rfqIdBodySchema;

/** Batch cancel: ids comma-separated; none at all is answered with "Please select the RFQ to cancel". */
export const rfqCancelBodySchema = z.object({
  ids: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).max(100)),
});
export const rfqCancelResultSchema = z.object({
  cancelled: z.array(z.number().int()),
  /** Selected but not cancellable (quoted or already cancelled). */
  skipped: z.array(z.number().int()),
});
export type RfqCancelResult = z.infer<typeof rfqCancelResultSchema>;

export const rfqStatusFilterSchema = z.enum(['all', ...RFQ_STATUSES]);
export type RfqStatusFilter = z.infer<typeof rfqStatusFilterSchema>;
export const rfqListQuerySchema = paginationQuerySchema.extend({ status: rfqStatusFilterSchema.default('all') });

export const rfqSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(RFQ_STATUSES),
  main_picture: uploadedFileSchema.nullable(),
  quantity: z.number().int(),
  unit: z.enum(ORDER_UNITS),
  budget: z.string().nullable(),
  currency: z.string(),
  deadline: z.string(),
  project: projectSchema,
  quotation_count: z.number().int(),
  created_at: z.string(),
});
export type RfqSummary = z.infer<typeof rfqSummarySchema>;

/** `GET /api/buyer/v1/requirement`: a page of the buyer's RFQs and the count under each status tab. */
export const rfqPageSchema = z.object({
  list: z.array(rfqSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(rfqStatusFilterSchema, z.number().int()),
});
export type RfqPage = z.infer<typeof rfqPageSchema>;

export const rfqDetailSchema = rfqSummarySchema.extend({
  use_for: z.string(),
  description: z.string(),
  requester: z.string(),
  market: z.enum(MARKETS),
  files: z.array(uploadedFileSchema),
  offers: z.array(offerSchema),
  messages: z.array(rfqMessageSchema),
});
export type RfqDetail = z.infer<typeof rfqDetailSchema>;
