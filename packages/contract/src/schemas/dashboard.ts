import { z } from 'zod';

/** Requests still waiting for an answer, by how long they have waited. */
export const ageBucketsSchema = z.object({
  under_1_day: z.number().int().nonnegative(),
  from_1_to_3_days: z.number().int().nonnegative(),
  over_3_days: z.number().int().nonnegative(),
});
export type AgeBuckets = z.infer<typeof ageBucketsSchema>;

/** `GET /api/console/v1/dashboard`: what needs an operator's action, counted. */
export const dashboardSchema = z.object({
  pending_accounts: z.number().int().nonnegative(),
  renewal_requests: z.number().int().nonnegative(),
  /** RFQs and cart quotation requests not quoted yet. */
  unanswered_rfqs: ageBucketsSchema,
  unanswered_quotation_requests: ageBucketsSchema,
  /** Open campaigns whose end falls on today (UTC) and has not passed. */
  campaigns_ending_today: z.number().int().nonnegative(),
  mails_failed: z.number().int().nonnegative(),
  /** The server's clock when counting. */
  server_time: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
