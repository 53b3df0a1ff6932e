import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import { createOffersService } from './offers.service.js';

/** The buyer's offers: the operators' quotations to their RFQs and quotation requests. */
export async function offersRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): Promise<void> {
  const offers = createOffersService(db, clock);

  apiRoute(app, API.offers, ({ query, session }) => offers.list(session.buyer.id, query.status));
  apiRoute(app, API.offerAccept, ({ body, session }) => offers.accept(session.buyer, body.id));
  apiRoute(app, API.offerDecline, ({ body, session }) => offers.decline(session.buyer, body.id, body.reason));
}
