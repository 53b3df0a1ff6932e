import { API, type CartSource } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db, Listen } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { requireSameSite } from '../../lib/same-origin.js';
import type { CatalogMemory } from '../catalog/catalog-memory.js';
import { viewerOf } from '../catalog/viewer.js';
import { createCartService } from './cart.service.js';
import { createCartConfirmService } from './cart-confirm.service.js';
import { type CartMemory, createCartMemory } from './cart-memory.js';

/**
 * The four cart groups, adding, changing, deleting, the count, confirming, and scan lookups.
 * `cartMemory` is given when another feature adds to carts through a cart service of its own
 * (purchase plans): sharing the memory, its adds show in the buyer's next cart read in this
 * process at once. Whoever gives it starts and stops it.
 */
export async function cartRoutes(
  app: FastifyInstance,
  options: { db: Db; listen: Listen; memory: CatalogMemory; clock?: Clock; cartMemory?: CartMemory },
): Promise<void> {
  const clock = options.clock ?? systemClock;
  let cartMemory = options.cartMemory;
  if (!cartMemory) {
    const own = createCartMemory(options.db, options.listen);
    await own.start();
    app.addHook('onClose', () => own.stop());
    cartMemory = own;
  }
  const cart = createCartService(options.db, options.memory, cartMemory, clock);
  const confirmation = createCartConfirmService(options.db, cartMemory, clock);

  const groups: Array<[typeof API.catalogCart | typeof API.groupBuyingCart | typeof API.scanCodeCart, CartSource]> = [
    [API.catalogCart, 'catalog'],
    [API.groupBuyingCart, 'group_buying'],
    [API.scanCodeCart, 'scan_code'],
  ];
  // The mall call's market is its path segment; the others' `/cn/` is a name and they carry `market`.
  apiRoute(app, API.mallCart, ({ session, market, locale }) => cart.group(session.buyer, 'mall', market, locale));
  for (const [def, source] of groups) {
    apiRoute(app, def, ({ session, query, locale }) => cart.group(session.buyer, source, query.market, locale));
  }

  apiRoute(app, API.addToCart, ({ session, body }) => cart.add(session.buyer, body));

  apiRoute(app, API.updateCart, ({ session, query, req }) => {
    requireSameSite(req);
    return cart.update(session.buyer, { id: query.id, quantity: query.quantity, group: false, market: query.market });
  });

  apiRoute(app, API.updateGroupQuantity, ({ session, query, req }) => {
    requireSameSite(req);
    return cart.update(session.buyer, { id: query.id, quantity: query.quantity, group: true, market: query.market });
  });

  apiRoute(app, API.deleteCart, ({ session, query, req }) => {
    requireSameSite(req);
    return cart.remove(session.buyer, query.id, query.market);
  });

  apiRoute(app, API.cartCount, ({ session, query }) => cart.counts(session.buyer.id, query.market));

  apiRoute(app, API.confirmCart, ({ session, body, locale }) =>
    confirmation.confirm(session.buyer, { source: body.source, ids: body.ids, market: body.market, locale }),
  );

  apiRoute(app, API.purchaseOrderDrafts, async ({ session }) => ({
    list: await confirmation.drafts(session.buyer.id),
  }));

  apiRoute(app, API.scanProduct, async ({ query, locale, req, reply }) =>
    cart.productByCode(query.code, query.market, locale, (await viewerOf(req, reply, clock)).member),
  );
}
