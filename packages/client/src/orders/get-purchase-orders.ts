import { PAGE_SIZE_DEFAULT, type PurchaseOrderPage } from '@mall/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { allPages } from '../lib/all-pages';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';
import { ORDERS_QUERY_KEY } from './orders-mutation';

const PURCHASE_ORDERS_PATH: ApiPath<'purchaseOrders'> = '/api/buyer/v1/purchase_orders';

export function getPurchaseOrders(
  page: number,
  signal?: AbortSignal,
  pageSize = PAGE_SIZE_DEFAULT,
): Promise<PurchaseOrderPage> {
  return request(PURCHASE_ORDERS_PATH, { query: { page, pageSize }, hideLoading: true, signal });
}

export function purchaseOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'purchaseOrder', 'list'],
    queryFn: ({ pageParam, signal }) => getPurchaseOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The buyer's purchase orders with their progress and payments, newest first, page after page. */
export function usePurchaseOrders() {
  return useInfiniteQuery(purchaseOrdersQueryOptions());
}

/** Every one of the buyer's purchase orders, newest first: the desk's table. */
export function allPurchaseOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'purchaseOrder', 'all'],
    queryFn: ({ signal }) => allPages((page, pageSize) => getPurchaseOrders(page, signal, pageSize)),
  });
}
