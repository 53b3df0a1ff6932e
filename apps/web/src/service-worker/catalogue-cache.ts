import type { ApiPath } from '@mall/client/lib/api-path';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * The catalogue reads a buyer browses (home, categories, products, stores, group buying): what the
 * storefront shows again offline. Carts, accounts, orders, RFQs and logins are never kept.
 */
const CATALOGUE_PATHS: readonly string[] = [
  '/api/shop/swiper' satisfies ApiPath<'swiper'>,
  '/api/shop/category/recommend' satisfies ApiPath<'categoryRecommend'>,
  '/api/shop/category' satisfies ApiPath<'categories'>,
  '/api/en/shop/product/recommend' satisfies ApiPath<'productRecommend'>,
  '/api/en/shop/product/detail' satisfies ApiPath<'productDetail'>,
  '/api/en/shop/store' satisfies ApiPath<'store'>,
  '/api/en/shop/group_buying' satisfies ApiPath<'groupBuying'>,
  '/api/en/shop/group_buying/detail' satisfies ApiPath<'groupBuyingDetail'>,
  '/api/buyer/v1/product/recommend' satisfies ApiPath<'buyerProductRecommend'>,
  '/api/site/config' satisfies ApiPath<'siteConfig'>,
];

/** The contract's `/en/` is the market segment: any market's answer to a path is kept under its own URL. */
const MARKET_SEGMENT = /^\/api\/[a-z]{2}\//;

function isCataloguePath(pathname: string): boolean {
  return CATALOGUE_PATHS.includes(pathname.replace(MARKET_SEGMENT, '/api/en/'));
}

/** Past this wait the saved answer is shown: a phone on a weak signal should not stare at a skeleton. */
const NETWORK_TIMEOUT_SECONDS = 3;
const API_ENTRIES = 200;
const MEDIA_ENTRIES = 300;
const WEEK_SECONDS = 7 * 24 * 60 * 60;

export const API_CACHE = 'mall-api';
const MEDIA_CACHE = 'mall-media';

const apiExpiration = new ExpirationPlugin({
  maxEntries: API_ENTRIES,
  maxAgeSeconds: WEEK_SECONDS,
  purgeOnQuotaError: true,
});

/** Drops every kept catalogue answer (they may carry a member's prices), with the expiry's records of them. */
export function deleteApiAnswers(): Promise<void> {
  return apiExpiration.deleteCacheAndMetadata();
}

/**
 * Catalogue reads: the network first, the kept answer when it fails or is slow; `sessionPlugin`
 * keeps an answer only while the session it was asked under is still the current one.
 * Product pictures: the kept copy first (their URLs change with their content), expiring and capped.
 */
export function registerCatalogueRoutes(sessionPlugin: WorkboxPlugin): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isCataloguePath(url.pathname),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), apiExpiration, sessionPlugin],
    }),
  );
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: MEDIA_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: MEDIA_ENTRIES, maxAgeSeconds: 4 * WEEK_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
