import { API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogMemory } from '../catalog/catalog-memory.js';
import { createVendorsService } from './vendors.service.js';

/** The buyer's Vendors: the stores they bought from, figures from their own documents, favourites. */
export async function vendorsRoutes(
  app: FastifyInstance,
  { db, memory, clock }: { db: Db; memory: CatalogMemory; clock: Clock },
) {
  const vendors = createVendorsService(db, memory, clock);
  apiRoute(app, API.vendors, ({ query, session, locale }) => vendors.page(session.buyer.id, query, locale));
  apiRoute(app, API.vendorDetail, ({ query, session, locale }) =>
    vendors.detail(session.buyer.id, query.shop_code, locale),
  );
  apiRoute(app, API.vendorFavourite, ({ body, session, locale }) => vendors.favourite(session.buyer.id, body, locale));
}
