import { type AgeBuckets, DASHBOARD_AGE_BUCKET_DAYS, type Dashboard } from '@mall/contract';
import { and, count, eq, gt, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { buyers, groupCampaigns, mailOutbox, quotationRequests, rfqs } from '../../db/schema/index.js';
import { type Clock, isoDate } from '../../lib/clock.js';

const DAY_MS = 24 * 60 * 60_000;
const [YOUNG_DAYS, OLD_DAYS] = DASHBOARD_AGE_BUCKET_DAYS;

/**
 * The console's first page: what waits for an operator, counted. "Unanswered" is what the quoting
 * inboxes put first (offers.console.service.ts): an RFQ or a cart quotation request still
 * `submitted`, i.e. not quoted yet.
 */
export function createDashboardService(db: Db, clock: Clock) {
  async function byAge(table: PgTable, status: PgColumn, createdAt: PgColumn, now: Date): Promise<AgeBuckets> {
    const young = new Date(now.getTime() - YOUNG_DAYS * DAY_MS);
    const old = new Date(now.getTime() - OLD_DAYS * DAY_MS);
    const [row] = await db
      .select({
        young: sql<number>`count(*) filter (where ${createdAt} > ${young})::int`,
        middle: sql<number>`count(*) filter (where ${createdAt} <= ${young} and ${createdAt} > ${old})::int`,
        old: sql<number>`count(*) filter (where ${createdAt} <= ${old})::int`,
      })
      .from(table)
      .where(eq(status, 'submitted'));
    return { under_1_day: row?.young ?? 0, from_1_to_3_days: row?.middle ?? 0, over_3_days: row?.old ?? 0 };
  }

  async function counted(table: PgTable, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return Number(row?.n ?? 0);
  }

  return {
    async counts(): Promise<Dashboard> {
      const now = clock();
      const today = isoDate(now);
      const lapsed = and(eq(buyers.status, 'member'), lt(buyers.memberUntil, today));
      const endOfDay = new Date(`${today}T00:00:00Z`).getTime() + DAY_MS;
      const [pending, renewals, unansweredRfqs, unansweredRequests, ending, failed] = await Promise.all([
        counted(buyers, eq(buyers.status, 'pending')),
        counted(buyers, and(or(eq(buyers.status, 'expired'), lapsed), isNotNull(buyers.renewalRequestedAt))),
        byAge(rfqs, rfqs.status, rfqs.createdAt, now),
        byAge(quotationRequests, quotationRequests.status, quotationRequests.createdAt, now),
        counted(
          groupCampaigns,
          and(
            eq(groupCampaigns.state, 'open'),
            gt(groupCampaigns.endsAt, now),
            lte(groupCampaigns.endsAt, new Date(endOfDay)),
          ),
        ),
        counted(mailOutbox, eq(mailOutbox.status, 'failed')),
      ]);
      return {
        pending_accounts: pending,
        renewal_requests: renewals,
        unanswered_rfqs: unansweredRfqs,
        unanswered_quotation_requests: unansweredRequests,
        campaigns_ending_today: ending,
        mails_failed: failed,
        server_time: now.toISOString(),
      };
    },
  };
}
