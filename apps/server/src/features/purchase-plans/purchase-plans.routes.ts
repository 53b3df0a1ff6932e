import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import type { CartMemory } from '../cart/cart-memory.js';
import type { CatalogMemory } from '../catalog/catalog-memory.js';
import { createPurchasePlanConversions } from './purchase-plan-conversions.js';
import { createPurchasePlansService } from './purchase-plans.service.js';

/** The buyer's purchase plans: list, read, create, edit, submit, approve, cancel, and turn lines into documents. */
export async function purchasePlansRoutes(
  app: FastifyInstance,
  { db, clock, memory, cartMemory }: { db: Db; clock: Clock; memory: CatalogMemory; cartMemory: CartMemory },
) {
  const plans = createPurchasePlansService({ db, clock, catalog: memory });
  const conversions = createPurchasePlanConversions({ db, clock, plans, cartMemory });

  apiRoute(app, API.purchasePlans, ({ query, session }) => plans.list(session.buyer.id, query));
  apiRoute(app, API.purchasePlanDetail, ({ query, session, locale }) =>
    plans.detail(session.buyer.id, query.id, locale),
  );
  apiRoute(app, API.purchasePlanCreate, ({ body, session, locale }) => plans.create(session.buyer, body, locale));
  apiRoute(app, API.purchasePlanEdit, ({ body, session, locale }) => plans.edit(session.buyer, body, locale));
  apiRoute(app, API.purchasePlanSubmit, ({ body, session, locale }) => plans.submit(session.buyer, body.id, locale));
  apiRoute(app, API.purchasePlanApprove, ({ body, session, locale }) => plans.approve(session.buyer, body.id, locale));
  apiRoute(app, API.purchasePlanCancel, ({ body, session, locale }) => plans.cancel(session.buyer, body.id, locale));
  apiRoute(app, API.purchasePlanToCart, ({ body, session, locale }) => conversions.toCart(session.buyer, body, locale));
  apiRoute(app, API.purchasePlanToQuotation, ({ body, session, locale }) =>
    conversions.toQuotation(session.buyer, body, locale),
  );
  apiRoute(app, API.purchasePlanToRfq, ({ body, session, locale }) => conversions.toRfq(session.buyer, body, locale));
}
