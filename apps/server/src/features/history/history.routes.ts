import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import { createHistoryService } from './history.service.js';

/** The buyer's History: every change of their documents, theirs and the mall's. */
export async function historyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const history = createHistoryService(db);
  apiRoute(app, API.history, ({ query, session }) => history.page(session.buyer.id, query));
}
