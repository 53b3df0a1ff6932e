import { bannersQueryOptions } from '@mall/client/catalog/get-banners';
import { recommendedCategoriesQueryOptions } from '@mall/client/catalog/get-recommended-categories';
import { recommendedProductsQueryOptions } from '@mall/client/catalog/get-recommended-products';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { preloadImage } from '@mall/client/lib/preload-image';
import { openingScope } from '@mall/client/lib/query-scope';
import type { QueryClient } from '@tanstack/react-query';

/** The home page's reads (banners, categories, the first products), started alongside its code. */
export function prefetchHomeData(queryClient: QueryClient): void {
  const scope = openingScope();
  queryClient.fetchQuery(bannersQueryOptions(scope)).then(
    (banners) => preloadImage(banners.list[0]?.image, PICTURE_PLACES.wide),
    () => undefined,
  );
  void queryClient.prefetchQuery(recommendedCategoriesQueryOptions(scope));
  void queryClient.prefetchInfiniteQuery(recommendedProductsQueryOptions(scope));
}
