import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { createQuotationService } from './quotation.service.js';

/** Quotation requests from the cart, the buyer's quoting groups, and the workstation's list. */
export async function quotationRoutes(app: FastifyInstance, options: { db: Db; clock?: Clock }): Promise<void> {
  const quotations = createQuotationService(options.db, options.clock ?? systemClock);

  apiRoute(app, API.addQuotation, ({ session, body, locale }) =>
    quotations.request(session.buyer, { ids: body.ids, groupId: body.group_id, market: body.market, locale }),
  );

  apiRoute(app, API.quotingGroups, async ({ session, locale }) => ({
    list: await quotations.groups(session.buyer.id, locale),
  }));

  apiRoute(app, API.saveQuotingGroup, ({ session, body, locale }) =>
    quotations.save(session.buyer, { id: body.id, name: body.name, makeDefault: body.is_default === '1', locale }),
  );

  apiRoute(app, API.quotations, async ({ session }) => ({ list: await quotations.list(session.buyer.id) }));
}
