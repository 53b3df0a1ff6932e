import { and, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afterSalesCases } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { overdueWhere } from './after-sales-view.js';

/** The recurring job that stamps cases gone unanswered past AFTER_SALES_ANSWER_DAYS. */
export const AFTER_SALES_OVERDUE_JOB = 'after-sales.overdue';

/**
 * One run: every case overdue now and not yet stamped gets `overdue_at`, when the mall first saw
 * it late. Answers and escalation read overdue from the clock (overdueWhere), not from the stamp.
 */
export async function flagOverdueCases(db: Db, clock: Clock): Promise<number> {
  const now = clock();
  const flagged = await db
    .update(afterSalesCases)
    .set({ overdueAt: now })
    .where(and(overdueWhere(now), isNull(afterSalesCases.overdueAt)))
    .returning({ id: afterSalesCases.id });
  return flagged.length;
}
