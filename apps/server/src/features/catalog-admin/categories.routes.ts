import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createCategoriesService } from './categories.service.js';

/** The category tree for catalogue operators: read, add, rename, move, order, delete. */
export async function categoriesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const categories = createCategoriesService(db);
  const actor = (session: { operator: { id: number } }) => ({ id: session.operator.id });

  consoleRoute(app, CONSOLE_API.categories, async () => ({ list: await categories.tree() }));
  consoleRoute(app, CONSOLE_API.categoryCreate, ({ body, session }) => categories.create(actor(session), body));
  consoleRoute(app, CONSOLE_API.categoryUpdate, ({ body, session }) => categories.update(actor(session), body));
  consoleRoute(app, CONSOLE_API.categoryMove, ({ body, session }) => categories.move(actor(session), body));
  consoleRoute(app, CONSOLE_API.categoryReorder, async ({ body, session }) => ({
    list: await categories.reorder(actor(session), body),
  }));
  consoleRoute(app, CONSOLE_API.categoryDelete, ({ body, session }) => categories.remove(actor(session), body));
}
