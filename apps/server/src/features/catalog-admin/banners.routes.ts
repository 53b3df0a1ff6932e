import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createBannersService } from './banners.service.js';

/** The home page's banners for catalogue operators: list, add, change, delete, order. */
export async function bannersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const banners = createBannersService(db);
  const actor = (session: { operator: { id: number } }) => ({ id: session.operator.id });

  consoleRoute(app, CONSOLE_API.banners, async () => ({ list: await banners.list() }));
  consoleRoute(app, CONSOLE_API.bannerCreate, ({ body, session }) => banners.create(actor(session), body));
  consoleRoute(app, CONSOLE_API.bannerUpdate, ({ body, session }) => banners.update(actor(session), body));
  consoleRoute(app, CONSOLE_API.bannerDelete, ({ body, session }) => banners.remove(actor(session), body));
  consoleRoute(app, CONSOLE_API.bannerReorder, async ({ body, session }) => ({
    list: await banners.reorder(actor(session), body),
  }));
}
