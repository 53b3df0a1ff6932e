import { z } from 'zod';
import { ACCOUNT_EVENT_FILTERS, ACCOUNT_EVENT_KINDS } from '../constants.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { consoleIdSchema } from './operators.js';

/** The browser and system a request came from, as its User-Agent names them; null parts are unknown. */
export const deviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  kind: z.enum(['mobile', 'tablet', 'desktop']).nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const accountEventKindSchema = z.enum(ACCOUNT_EVENT_KINDS);

/**
 * One line of the account's activity log. `detail` says more for some kinds: the attempts counted
 * for `login_failed`, the addresses for `email_changed`, the device signed out for `session_ended`.
 */
export const accountEventSchema = z.object({
  id: z.number().int(),
  kind: accountEventKindSchema,
  at: z.string(),
  ip: z.string(),
  device: deviceSchema,
  detail: z.object({
    attempts: z.number().int().optional(),
    max_attempts: z.number().int().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    device: deviceSchema.optional(),
    count: z.number().int().optional(),
  }),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

export const accountEventFilterSchema = z.enum(
  Object.keys(ACCOUNT_EVENT_FILTERS) as [keyof typeof ACCOUNT_EVENT_FILTERS],
);
export const accountEventQuerySchema = paginationQuerySchema.extend({ filter: accountEventFilterSchema.optional() });
export type AccountEventQuery = z.infer<typeof accountEventQuerySchema>;
export const accountEventPageSchema = pageSchema(accountEventSchema);
export type AccountEventPage = z.infer<typeof accountEventPageSchema>;

/** A device signed in to the account: the one asking is `current`. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string(),
  device: deviceSchema,
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ list: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const endSessionBodySchema = z.object({ id: consoleIdSchema });

/** The console's view of one buyer's log and devices (support, a stolen password). */
export const consoleAccountEventQuerySchema = accountEventQuerySchema.extend({ buyer_id: consoleIdSchema });
export const consoleAccountQuerySchema = z.object({ buyer_id: consoleIdSchema });
export const consoleEndSessionsBodySchema = z.object({ buyer_id: consoleIdSchema });
