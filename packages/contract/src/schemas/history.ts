import { z } from 'zod';
import { HISTORY_ACTIONS, HISTORY_DOCUMENT_TYPES } from '../constants.js';
import { validationKey } from '../validation.js';
import { pageSchema, paginationQuerySchema } from './common.js';
import { dayInputSchema } from './offers.js';
import { consoleIdSchema } from './operators.js';

export const historyDocumentTypeSchema = z.enum(HISTORY_DOCUMENT_TYPES);

/** A name of the IANA database, as a browser gives its own ("Asia/Shanghai"); the platform's list decides. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { error: validationKey('timeZone') },
  );

/**
 * `GET /api/buyer/v1/history`: the buyer's History, of one kind of document or one document
 * (`type` and `id`), between two days (both included) as they are in the reader's time zone `tz`.
 */
export const historyQuerySchema = paginationQuerySchema
  .extend({
    type: historyDocumentTypeSchema.optional(),
    id: consoleIdSchema.optional(),
    from: dayInputSchema.optional(),
    to: dayInputSchema.optional(),
    tz: timeZoneSchema.default('UTC'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: validationKey('dateRange'),
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** Who made a change: the buyer, one of the mall's operators (by name), or the mall itself. */
export const historyActorSchema = z.object({
  kind: z.enum(['buyer', 'operator', 'mall']),
  name: z.string().nullable(),
});

/** The document a change concerns, with what names it: its number, or the RFQ's name, and version. */
export const historyDocumentSchema = z.object({
  type: historyDocumentTypeSchema,
  id: z.number().int(),
  number: z.string().nullable(),
  name: z.string().nullable(),
  version: z.number().int().nullable(),
});

export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: historyActorSchema,
  action: z.enum(HISTORY_ACTIONS),
  document: historyDocumentSchema,
  /** The reason given (a cancellation, a decline) or the message written, when there was one. */
  note: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyPageSchema = pageSchema(historyEntrySchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;
