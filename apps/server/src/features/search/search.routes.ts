import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import { currentBuyer } from '../../lib/session.js';
import { viewerOf } from '../catalog/viewer.js';
import { createSearchService } from './search.service.js';
import type { SearchIndex } from './search-index.js';

/**
 * Search is open to visitors; a logged-in buyer sees prices, may filter and sort by them, and has
 * a history on the server (a visitor's stays in the browser). Popular searches come from what
 * distinct approved buyers searched and found (docs/decisions/016).
 */
export async function searchRoutes(app: FastifyInstance, options: { db: Db; index: SearchIndex }): Promise<void> {
  const { index } = options;
  const search = createSearchService(options.db, index);
  app.addHook('onClose', async () => {
    index.stop();
    await search.close();
  });
  // Indexed while the server starts answering; the first searches wait for it.
  index
    .warm()
    .then((state) => app.log.info({ search: state.figures }, 'search index built'))
    .catch((error: unknown) => app.log.error({ err: error }, 'search index: the build failed'));

  apiRoute(app, API.search, async ({ market, locale, query, req, reply }) => {
    const buyer = await currentBuyer(req);
    const viewer = await viewerOf(req, reply);
    // Approved once by a reviewer (member or expired): only such buyers make the popular searches.
    const approved = buyer !== null && buyer.buyer.status !== 'pending';
    return search.search({ market, locale, query, viewer: { ...viewer, buyerId: buyer?.buyer.id, approved } });
  });

  apiRoute(app, API.keywordMatch, async ({ locale, query }) => ({ list: await search.match(query.keyword, locale) }));

  apiRoute(app, API.keywordGuide, async ({ locale }) => ({ list: await search.guide(locale) }));

  apiRoute(app, API.keywordItems, async ({ locale, query, req, reply }) => {
    const viewer = await viewerOf(req, reply);
    return { list: await search.items(query.keyword, query.market, locale, viewer) };
  });

  apiRoute(app, API.searchRecord, async ({ req }) => {
    const buyer = await currentBuyer(req);
    return { list: buyer ? await search.history(buyer.buyer.id) : [] };
  });

  apiRoute(app, API.deleteSearchRecord, async ({ body, req }) => {
    const buyer = await currentBuyer(req);
    return { deleted: buyer ? await search.deleteHistory(buyer.buyer.id, body.keyword || undefined) : 0 };
  });
}
