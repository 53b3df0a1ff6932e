import { request } from '@mall/client/lib/api-client';
import type { ApiPath } from '@mall/client/lib/api-path';
import { type QueryScope, useQueryScope } from '@mall/client/lib/query-scope';
import type { Banner } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

const BANNERS_PATH: ApiPath<'swiper'> = '/api/shop/swiper';

export function getBanners(signal?: AbortSignal): Promise<{ list: Banner[] }> {
  // Pages show skeletons while reading, so no loading toast.
  return request(BANNERS_PATH, { hideLoading: true, signal });
}

export function bannersQueryOptions(scope: QueryScope) {
  return queryOptions({
    queryKey: ['catalog', 'banners', scope.lang],
    queryFn: ({ signal }) => getBanners(signal),
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions(useQueryScope()));
}
