import { API } from '@mall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { currentBuyer } from '../../lib/session.js';
import { createCatalogService, type Viewer } from './catalog.service.js';
import { createCatalogDetailService } from './catalog-detail.service.js';
import type { CatalogMemory } from './catalog-memory.js';

/** Every logged-in buyer sees prices, pending and expired ones included (SPEC section 1: prices after login); visitors never. */
async function viewerOf(req: FastifyRequest): Promise<Viewer> {
  return { member: (await currentBuyer(req)) !== null };
}

export async function catalogRoutes(
  app: FastifyInstance,
  options: { db: Db; memory: CatalogMemory; clock?: Clock },
): Promise<void> {
  const { memory } = options;
  const catalog = createCatalogService(options.db, memory);
  const detail = createCatalogDetailService(options.db, catalog, memory, options.clock ?? systemClock);

  apiRoute(app, API.swiper, async ({ locale }) => ({ list: await catalog.banners(locale) }));

  apiRoute(app, API.categoryRecommend, async ({ locale }) => ({ list: await catalog.recommendedCategories(locale) }));

  apiRoute(app, API.categories, async ({ locale }) => ({ list: await catalog.categoryTree(locale) }));

  apiRoute(app, API.productRecommend, async ({ market, locale, query, req }) =>
    catalog.recommendProducts({ market, locale, query, viewer: await viewerOf(req) }),
  );

  apiRoute(app, API.productDetail, async ({ market, locale, query, req }) => {
    const buyer = await currentBuyer(req);
    return detail.productDetail({
      id: query.id,
      market,
      locale,
      viewer: { member: buyer !== null },
      buyerId: buyer?.buyer.id,
    });
  });

  apiRoute(app, API.store, async ({ market, locale, query, req }) =>
    detail.storePage({ shopCode: query.shop_code, market, locale, viewer: await viewerOf(req), page: query }),
  );

  apiRoute(app, API.buyerProductRecommend, async ({ locale, query, session }) =>
    detail.buyerRecommend({ buyerId: session.buyer.id, locale, query }),
  );

  apiRoute(app, API.groupBuying, async ({ market, locale, query, req }) =>
    detail.campaigns({ market, locale, viewer: await viewerOf(req), page: query }),
  );

  apiRoute(app, API.groupBuyingDetail, async ({ market, locale, query, req }) =>
    detail.campaign({ id: query.id, market, locale, viewer: await viewerOf(req) }),
  );
}
