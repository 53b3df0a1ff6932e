import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import { createProjectsService } from './projects.service.js';
import { createRfqService } from './rfq.service.js';
import { unitList } from './units.js';

export interface RfqRoutesOptions {
  db: Db;
  clock: Clock;
}

/** Units, projects, and the buyer's RFQs: post, list, read, edit, cancel, re-open, delete, message. */
export async function rfqRoutes(app: FastifyInstance, { db, clock }: RfqRoutesOptions): Promise<void> {
  const rfq = createRfqService({ db, clock });
  const projects = createProjectsService(db);

  apiRoute(app, API.units, ({ locale }) => unitList(locale));

  apiRoute(app, API.projects, ({ query, session }) => projects.list(session.buyer.id, query));
  apiRoute(app, API.projectAdd, ({ body, session }) => projects.add(session.buyer.id, body.name));

  apiRoute(app, API.rfqUpload, ({ body, session }) => rfq.create(session.buyer, body));
  apiRoute(app, API.rfqEdit, ({ body, session }) => rfq.edit(session.buyer, body));
  apiRoute(app, API.requirements, ({ query, session }) => rfq.list(session.buyer.id, query));
  apiRoute(app, API.rfqDetail, ({ query, session }) => rfq.detail(query.id, { buyerId: session.buyer.id }));
  apiRoute(app, API.rfqCancel, ({ body, session }) => rfq.cancel(session.buyer, body.ids));
  apiRoute(app, API.rfqReopen, ({ body, session }) => rfq.reopen(session.buyer, body.id));
  apiRoute(app, API.rfqDelete, ({ body, session }) => rfq.remove(session.buyer, body.id));
  apiRoute(app, API.rfqMessage, ({ body, session }) => rfq.addMessage(session.buyer.id, body.id, body.content));
}
