import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import { createAfterSalesService } from './after-sales.service.js';

/** The buyer's after-sales cases: list, claimable lines, open, read, message, escalate, close. */
export async function afterSalesRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const cases = createAfterSalesService(db, clock);

  apiRoute(app, API.afterSales, ({ query, session }) => cases.list(session.buyer.id, query));
  apiRoute(app, API.afterSalesDetail, ({ query, session }) => cases.detail(query.id, session.buyer.id));
  apiRoute(app, API.afterSalesClaimable, ({ query, session }) =>
    cases.claimable(session.buyer.id, query.purchase_order_id),
  );
  apiRoute(app, API.afterSalesCreate, ({ body, session }) => cases.create(session.buyer, body));
  apiRoute(app, API.afterSalesMessage, ({ body, session }) => cases.message(session.buyer, body));
  apiRoute(app, API.afterSalesEscalate, ({ body, session }) => cases.escalate(session.buyer, body.id));
  apiRoute(app, API.afterSalesClose, ({ body, session }) => cases.close(session.buyer, body.id));
}
