import { type Campaign, PAGE_SIZE_DEFAULT, type Page } from '@mall/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';
import { type PriceAccess, usePriceAccess } from '../lib/price-access';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const LIST_PATH: ApiPath<'groupBuying'> = '/api/en/shop/group_buying';
const DETAIL_PATH: ApiPath<'groupBuyingDetail'> = '/api/en/shop/group_buying/detail';

export function getCampaigns(page: number, signal?: AbortSignal): Promise<Page<Campaign>> {
  return request(LIST_PATH, { query: { page, pageSize: PAGE_SIZE_DEFAULT }, hideLoading: true, signal });
}

export function getCampaign(id: number, signal?: AbortSignal): Promise<Campaign> {
  return request(DETAIL_PATH, { query: { id }, hideLoading: true, signal, handledCodes: [60125, 60126, 400] });
}

export function campaignsQueryOptions(scope: QueryScope, access: PriceAccess) {
  return infiniteQueryOptions({
    queryKey: ['catalog', 'groupBuying', scope.lang, scope.market, access],
    queryFn: ({ pageParam, signal }) => getCampaigns(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function campaignQueryOptions(scope: QueryScope, id: number, access: PriceAccess) {
  return queryOptions({
    queryKey: ['catalog', 'groupBuyingDetail', scope.lang, scope.market, access, id],
    queryFn: ({ signal }) => getCampaign(id, signal),
    retry: false,
  });
}

export function useCampaigns() {
  const access = usePriceAccess();
  return useInfiniteQuery(campaignsQueryOptions(useQueryScope(), access));
}

export function useCampaign(id: number) {
  const access = usePriceAccess();
  return useQuery({ ...campaignQueryOptions(useQueryScope(), id, access), enabled: id > 0 });
}
