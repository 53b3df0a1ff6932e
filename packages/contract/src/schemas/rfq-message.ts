import { z } from 'zod';
import { RFQ_MESSAGE_MAX_LENGTH } from '../constants.js';
import { validationKey } from '../validation.js';

/** An RFQ's id as a caller writes it. */
export const rfqIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** A message on an RFQ's thread, written by the buyer or an operator. */
export const rfqMessageBodySchema = z.object({
  id: rfqIdSchema,
  content: z
    .string({ error: validationKey('message') })
    .trim()
    .min(1, { error: validationKey('message') })
    .max(RFQ_MESSAGE_MAX_LENGTH, { error: validationKey('message') }),
});

export const rfqMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['buyer', 'operator']),
  content: z.string(),
  created_at: z.string(),
});
export type RfqMessage = z.infer<typeof rfqMessageSchema>;
