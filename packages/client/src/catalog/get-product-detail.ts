import { ADDRESS_ID_PATTERN, type ProductDetail } from '@mall/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { getClientState } from '../lib/client-state';
import { PICTURE_PLACES, type PicturePlace } from '../lib/picture';
import { preloadImage } from '../lib/preload-image';
import { type PriceAccess, priceAccessOf, usePriceAccess } from '../lib/price-access';
import { openingScope, type QueryScope, useQueryScope } from '../lib/query-scope';

const PRODUCT_DETAIL_PATH: ApiPath<'productDetail'> = '/api/en/shop/product/detail';

/** `/api/en/...`: the client rewrites the segment to the chosen market. */
export function getProductDetail(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  // The page shows its own skeleton; failures (not found, not in this market) are shown in the page.
  return request(PRODUCT_DETAIL_PATH, { query: { id }, hideLoading: true, signal, handledCodes: [60124, 60125, 400] });
}

/** Keyed by language, market and account state: any of them changes what the server answers. */
export function productDetailQueryOptions(scope: QueryScope, id: number, access: PriceAccess) {
  return queryOptions({
    queryKey: ['catalog', 'productDetail', scope.lang, scope.market, access, id],
    queryFn: ({ signal }) => getProductDetail(id, signal),
    retry: false,
  });
}

/** The product an address names (`?id=`); 0 when it names none. */
export function productIdOf(raw: string | null | undefined): number {
  return ADDRESS_ID_PATTERN.test(raw ?? '') ? Number(raw) : 0;
}

/**
 * The read of the product page a site opens on, and then its first picture. `knownUser`: as the user
 * known to this tab may see it. Otherwise (the user info not yet answered) as a visitor, the key the
 * page has before then; an answer that carries prices is a member's, so it is kept as the member's
 * and never as a visitor's. `picture`: where the page draws the product's first picture.
 */
export function prefetchProductDetail(
  queryClient: QueryClient,
  id: number,
  { knownUser = true, picture = PICTURE_PLACES.wide }: { knownUser?: boolean; picture?: PicturePlace } = {},
): void {
  if (id === 0) return;
  const scope = openingScope();
  const access = knownUser ? priceAccessOf(getClientState().userInfo) : 'visitor';
  const asked = productDetailQueryOptions(scope, id, access);
  queryClient.fetchQuery(asked).then(
    (product) => {
      if (!knownUser && product.price_visible) {
        queryClient.setQueryData(productDetailQueryOptions(scope, id, 'member').queryKey, product);
        queryClient.removeQueries({ queryKey: asked.queryKey, exact: true });
      }
      preloadImage(product.images[0] ?? product.image, picture);
    },
    () => undefined,
  );
}

export function useProductDetail(id: number) {
  const access = usePriceAccess();
  return useQuery({ ...productDetailQueryOptions(useQueryScope(), id, access), enabled: id > 0 });
}
