import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import { requestOrigin } from '../../lib/request-origin.js';
import type { BuyerSession } from '../../lib/session.js';
import { createAccountActivityService } from './account-activity.service.js';

const PRUNE_INTERVAL_MS = 24 * 60 * 60_000;

const ownerOf = (session: BuyerSession) => ({ buyerId: session.buyer.id, sessionId: session.sessionId });

/** The buyer's Logs: the account's activity and the devices signed in, which the buyer may sign out. */
export async function accountActivityRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const activity = createAccountActivityService(db, clock);

  let pruner: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    pruner = setInterval(() => {
      activity.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning the account logs failed'));
    }, PRUNE_INTERVAL_MS);
    pruner.unref();
  });
  app.addHook('onClose', async () => clearInterval(pruner));

  apiRoute(app, API.accountActivity, ({ query, session }) => activity.events(session.buyer.id, query));
  apiRoute(app, API.accountSessions, ({ session }) => activity.sessions(ownerOf(session)));
  apiRoute(app, API.accountSessionEnd, async ({ body, req, session }) => {
    const left = await activity.endSession(ownerOf(session), body.id, requestOrigin(req));
    // This process forgets the ended session at once; the others on the database's notice.
    app.sessions.forgetBuyer(session.buyer.id);
    return left;
  });
  apiRoute(app, API.accountSessionsEndOthers, async ({ req, session }) => {
    const left = await activity.endOthers(ownerOf(session), requestOrigin(req));
    app.sessions.forgetBuyer(session.buyer.id);
    return left;
  });
}
