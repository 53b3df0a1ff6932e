import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { requestOrigin } from '../../lib/request-origin.js';
import { createAccountActivityService } from './account-activity.service.js';

/** The console's view of a buyer's Logs (support, a stolen password), and signing all the buyer's devices out. */
export async function accountActivityConsoleRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const activity = createAccountActivityService(db, clock);

  consoleRoute(app, CONSOLE_API.accountActivity, ({ query }) => activity.buyerEvents(query.buyer_id, query));
  consoleRoute(app, CONSOLE_API.accountSessions, ({ query }) => activity.buyerSessions(query.buyer_id));
  consoleRoute(app, CONSOLE_API.accountSessionsEnd, async ({ body, req, session }) => {
    const left = await activity.endAll(body.buyer_id, { id: session.operator.id }, requestOrigin(req));
    // This process forgets the ended sessions at once; the others on the database's notice.
    app.sessions.forgetBuyer(body.buyer_id);
    return left;
  });
}
