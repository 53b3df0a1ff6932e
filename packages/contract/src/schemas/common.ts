import { z } from 'zod';
import { MARKETS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

export const marketSchema = z.enum(MARKETS);

/** Path parameters of a route with a market segment (`/api/:market/...`). */
export const marketParamsSchema = z.object({ market: marketSchema });

/** `page` from 1, `pageSize` default 20 and at most 100; query strings arrive as text. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const emptySchema = z.object({});

/** The response envelope of every `/api` answer around a payload schema (see `Envelope` in errors.ts). */
export function envelopeSchema<T extends z.ZodTypeAny>(data: T) {
  return z.object({
    status: z.number().int(),
    data,
    result: z.object({ code: z.number().int(), message: z.string() }),
  });
}
