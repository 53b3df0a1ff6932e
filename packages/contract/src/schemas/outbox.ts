import { z } from 'zod';
import { MAIL_STATUSES } from '../constants.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { consoleIdSchema } from './operators.js';

export const mailStatusSchema = z.enum(MAIL_STATUSES);

/** `GET /api/console/v1/outbox`: newest first, by state and recipient. */
export const outboxQuerySchema = paginationQuerySchema.extend({
  status: mailStatusSchema.optional(),
  to: z.string().trim().max(254).optional(),
});

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: mailStatusSchema,
  /** Sends tried by the mail queue (a mail sent at once while a buyer waited counts none). */
  attempts: z.number().int(),
  /** Why the last send failed, as the mail server said it; null after a success. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = pageSchema(outboxMailSchema);

/** `POST /api/console/v1/outbox/resend`: queue the mail for another send. */
export const outboxResendBodySchema = z.object({ id: consoleIdSchema });
