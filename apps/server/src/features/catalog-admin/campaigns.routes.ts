import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createCampaignsService } from './campaigns.service.js';

/** Group-buying campaigns for catalogue operators: list, start, change and cancel before the start. */
export async function campaignsRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const campaigns = createCampaignsService(db, clock);
  const actor = (session: { operator: { id: number } }) => ({ id: session.operator.id });

  consoleRoute(app, CONSOLE_API.campaigns, ({ query }) => campaigns.page(query));
  consoleRoute(app, CONSOLE_API.campaignCreate, ({ body, session }) => campaigns.create(actor(session), body));
  consoleRoute(app, CONSOLE_API.campaignUpdate, ({ body, session }) => campaigns.update(actor(session), body));
  consoleRoute(app, CONSOLE_API.campaignCancel, ({ body, session }) => campaigns.cancel(actor(session), body));
}
