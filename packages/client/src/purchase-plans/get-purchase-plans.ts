import { PAGE_SIZE_DEFAULT, type PurchasePlanListQuery, type PurchasePlanPage } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';
import { ORDERS_QUERY_KEY } from '../orders/orders-mutation';

const PLANS_PATH: ApiPath<'purchasePlans'> = '/api/buyer/v1/purchase_plans';

/** Under the documents' key: an order, a shipment or a receipt moves a plan's progress. */
export const PURCHASE_PLANS_QUERY_KEY = [...ORDERS_QUERY_KEY, 'purchase-plans'] as const;

export type PurchasePlanFilter = Pick<PurchasePlanListQuery, 'status'>;

export function getPurchasePlans(
  query: Partial<PurchasePlanListQuery>,
  signal?: AbortSignal,
): Promise<PurchasePlanPage> {
  return request(PLANS_PATH, { query: { pageSize: PAGE_SIZE_DEFAULT, ...query }, hideLoading: true, signal });
}

export function purchasePlansQueryOptions(filter: PurchasePlanFilter) {
  return infiniteQueryOptions({
    queryKey: [...PURCHASE_PLANS_QUERY_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) => getPurchasePlans({ ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The buyer's purchase plans, newest first, page after page. */
export function usePurchasePlans(filter: PurchasePlanFilter) {
  return useInfiniteQuery(purchasePlansQueryOptions(filter));
}
