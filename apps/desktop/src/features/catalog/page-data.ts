import { bannersQueryOptions } from '@mall/client/catalog/get-banners';
import { categoryTreeQueryOptions } from '@mall/client/catalog/get-category-tree';
import { productDetailQueryOptions } from '@mall/client/catalog/get-product-detail';
import { recommendedCategoriesQueryOptions } from '@mall/client/catalog/get-recommended-categories';
import {
  type RecommendedProductsParams,
  recommendedProductsPageQueryOptions,
} from '@mall/client/catalog/get-recommended-products';
import { getClientState } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { detectLocale } from '@mall/client/lib/language';
import { getMarket } from '@mall/client/lib/market';
import { priceAccessOf } from '@mall/client/lib/price-access';
import type { QueryScope } from '@mall/client/lib/query-scope';
import { PAGE_SIZE_DEFAULT } from '@mall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { pageOf } from '../../components/page-links';

// The reads of the page the site opens on, started with the site rather than once the page's code
// has loaded and rendered: they overlap with that code's loading. Each uses the query the page's
// first render makes, so the page finds its answer (or the request under way) in the cache.

/** What the pages' `useQueryScope()` gives on their first render. */
function currentScope(): QueryScope {
  // Before the texts have loaded the language is the one they are loading.
  return { lang: (i18n.language || detectLocale()) === 'zh-Hans' ? 'zh-Hans' : 'en', market: getMarket() };
}

/** The page of recommended products the home page's address asks for. */
export function homeProductsParams(search: string): RecommendedProductsParams {
  return { page: pageOf(search), pageSize: PAGE_SIZE_DEFAULT };
}

export function prefetchHomeData(queryClient: QueryClient, search: string): void {
  const scope = currentScope();
  void queryClient.prefetchQuery(bannersQueryOptions(scope));
  void queryClient.prefetchQuery(categoryTreeQueryOptions(scope));
  void queryClient.prefetchQuery(recommendedCategoriesQueryOptions(scope));
  void queryClient.prefetchQuery(recommendedProductsPageQueryOptions(scope, homeProductsParams(search)));
}

/** The product of a detail page's address; 0 when it names none. */
export function productIdOf(search: string): number {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

export function prefetchProductDetail(queryClient: QueryClient, search: string): void {
  const id = productIdOf(search);
  if (id === 0) return;
  const access = priceAccessOf(getClientState().userInfo);
  void queryClient.prefetchQuery(productDetailQueryOptions(currentScope(), id, access));
}
