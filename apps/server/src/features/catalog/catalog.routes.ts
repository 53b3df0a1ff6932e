import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { currentBuyer } from '../../lib/session.js';
import { createCatalogService } from './catalog.service.js';
import { createCatalogDetailService } from './catalog-detail.service.js';
import type { CatalogMemory } from './catalog-memory.js';
import { markPublic, viewerOf } from './viewer.js';

export async function catalogRoutes(
  app: FastifyInstance,
  options: { db: Db; memory: CatalogMemory; clock?: Clock },
): Promise<void> {
  const { memory } = options;
  const clock = options.clock ?? systemClock;
  const catalog = createCatalogService(options.db, memory, clock);
  const detail = createCatalogDetailService(options.db, catalog, memory, clock);

  apiRoute(app, API.swiper, async ({ locale, reply }) => {
    markPublic(reply);
    return { list: await catalog.banners(locale) };
  });

  apiRoute(app, API.categoryRecommend, async ({ locale, reply }) => {
    markPublic(reply);
    return { list: await catalog.recommendedCategories(locale) };
  });

  apiRoute(app, API.categories, async ({ locale, reply }) => {
    markPublic(reply);
    return { list: await catalog.categoryTree(locale) };
  });

  apiRoute(
    app,
    API.productRecommend,
    async ({ market, locale, query, req, reply }) =>
      catalog.recommendProducts({ market, locale, query, viewer: await viewerOf(req, reply, clock) }),
    { reusesAnswers: true },
  );

  apiRoute(
    app,
    API.productDetail,
    async ({ market, locale, query, req, reply }) => {
      const viewer = await viewerOf(req, reply, clock);
      const buyer = await currentBuyer(req);
      return detail.productDetail({ id: query.id, market, locale, viewer, buyerId: buyer?.buyer.id });
    },
    { reusesAnswers: true },
  );

  apiRoute(app, API.store, async ({ market, locale, query, req, reply }) =>
    detail.storePage({
      shopCode: query.shop_code,
      market,
      locale,
      viewer: await viewerOf(req, reply, clock),
      page: query,
    }),
  );

  apiRoute(app, API.buyerProductRecommend, async ({ locale, query, session, req, reply }) =>
    detail.buyerRecommend({ buyerId: session.buyer.id, locale, viewer: await viewerOf(req, reply, clock), query }),
  );

  apiRoute(app, API.groupBuying, async ({ market, locale, query, req, reply }) =>
    detail.campaigns({ market, locale, viewer: await viewerOf(req, reply, clock), page: query }),
  );

  apiRoute(app, API.groupBuyingDetail, async ({ market, locale, query, req, reply }) =>
    detail.campaign({ id: query.id, market, locale, viewer: await viewerOf(req, reply, clock) }),
  );
}
