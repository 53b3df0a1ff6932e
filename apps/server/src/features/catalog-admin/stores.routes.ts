import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createStoresService } from './stores.service.js';

/** Stores for catalogue operators: list, detail, add, change. */
export async function storesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const stores = createStoresService(db);

  consoleRoute(app, CONSOLE_API.stores, ({ query }) => stores.page(query));
  consoleRoute(app, CONSOLE_API.storeDetail, ({ query }) => stores.detail(query.shop_code));
  consoleRoute(app, CONSOLE_API.storeCreate, ({ body, session }) => stores.create({ id: session.operator.id }, body));
  consoleRoute(app, CONSOLE_API.storeUpdate, ({ body, session }) => stores.update({ id: session.operator.id }, body));
}
