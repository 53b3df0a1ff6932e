import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import { createCatalogService, type Viewer } from './catalog.service.js';

/** Sessions arrive with the account feature; until then every HTTP caller is a visitor. */
const VISITOR: Viewer = { member: false };

export async function catalogRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const catalog = createCatalogService(options.db);

  apiRoute(app, API.swiper, async ({ locale }) => ({ list: await catalog.banners(locale) }));

  apiRoute(app, API.categoryRecommend, async ({ locale }) => ({ list: await catalog.recommendedCategories(locale) }));

  apiRoute(app, API.categories, async ({ locale }) => ({ list: await catalog.categoryTree(locale) }));

  apiRoute(app, API.productRecommend, ({ market, locale, query }) =>
    catalog.recommendProducts({ market, locale, query, viewer: VISITOR }),
  );
}
