import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupCampaigns } from '../../db/schema/index.js';
import { audited } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';

/** The recurring job that closes group-buying campaigns at their end (decision 026). */
export const CAMPAIGNS_CLOSE_JOB = 'campaigns.close';

/**
 * One run: every open campaign whose end has come closes, `succeeded` when what buyers committed
 * reached its target, `failed` otherwise. One transaction whose update takes only campaigns still
 * open, so a second run (another process, a retry) closes nothing twice; each closing is audited
 * with the mall itself as actor.
 */
export async function closeCampaigns(db: Db, clock: Clock): Promise<{ succeeded: number; failed: number }> {
  const now = clock();
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(groupCampaigns)
      .set({
        state: sql`case when ${groupCampaigns.committedQuantity} >= ${groupCampaigns.targetQuantity} then 'succeeded' else 'failed' end`,
        closedAt: now,
        version: sql`${groupCampaigns.version} + 1`,
      })
      .where(and(eq(groupCampaigns.state, 'open'), lte(groupCampaigns.endsAt, now)))
      .returning({
        id: groupCampaigns.id,
        state: groupCampaigns.state,
        committed: groupCampaigns.committedQuantity,
        target: groupCampaigns.targetQuantity,
      });
    for (const campaign of closed) {
      await audited(tx, null, {
        action: `campaign.${campaign.state}`,
        entity: 'campaign',
        id: campaign.id,
        before: { state: 'open' },
        after: { state: campaign.state, committed_quantity: campaign.committed, target_quantity: campaign.target },
      });
    }
    return {
      succeeded: closed.filter((c) => c.state === 'succeeded').length,
      failed: closed.filter((c) => c.state === 'failed').length,
    };
  });
}
