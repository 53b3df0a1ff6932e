import { bannersQueryOptions } from '@mall/client/catalog/get-banners';
import { categoryTreeQueryOptions } from '@mall/client/catalog/get-category-tree';
import { prefetchProductDetail as prefetchProduct, productIdOf } from '@mall/client/catalog/get-product-detail';
import { recommendedCategoriesQueryOptions } from '@mall/client/catalog/get-recommended-categories';
import {
  type RecommendedProductsParams,
  recommendedProductsPageQueryOptions,
} from '@mall/client/catalog/get-recommended-products';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { openingScope } from '@mall/client/lib/query-scope';
import { PAGE_SIZE_DEFAULT } from '@mall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { pageOf } from '../../components/page-links';

// The reads of the page the site opens on, started with the site rather than once the page's code
// has loaded and rendered: they overlap with that code's loading. Each uses the query the page's
// first render makes, so the page finds its answer (or the request under way) in the cache.

/** The page of recommended products the home page's address asks for. */
export function homeProductsParams(search: string): RecommendedProductsParams {
  return { page: pageOf(search), pageSize: PAGE_SIZE_DEFAULT };
}

export function prefetchHomeData(queryClient: QueryClient, search: string): void {
  const scope = openingScope();
  void queryClient.prefetchQuery(bannersQueryOptions(scope));
  void queryClient.prefetchQuery(categoryTreeQueryOptions(scope));
  void queryClient.prefetchQuery(recommendedCategoriesQueryOptions(scope));
  void queryClient.prefetchQuery(recommendedProductsPageQueryOptions(scope, homeProductsParams(search)));
}

export function prefetchProductDetail(queryClient: QueryClient, search: string): void {
  prefetchProduct(queryClient, productIdOf(new URLSearchParams(search).get('id')), {
    picture: PICTURE_PLACES.desktopGallery,
  });
}
