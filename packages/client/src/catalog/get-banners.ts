import type { Banner } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

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
