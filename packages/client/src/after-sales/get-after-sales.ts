import { type AfterSalesListQuery, type AfterSalesPage, PAGE_SIZE_DEFAULT } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';
import { ORDERS_QUERY_KEY } from '../orders/orders-mutation';

const CASES_PATH: ApiPath<'afterSales'> = '/api/buyer/v1/after_sales';

/** Under the documents' key: a receipt changes what can be claimed, and an operator's step a case. */
export const AFTER_SALES_QUERY_KEY = [...ORDERS_QUERY_KEY, 'after-sales'] as const;

export type AfterSalesFilter = Pick<AfterSalesListQuery, 'status'> &
  Partial<Pick<AfterSalesListQuery, 'purchase_order_id'>>;

export function getAfterSalesCases(query: Partial<AfterSalesListQuery>, signal?: AbortSignal): Promise<AfterSalesPage> {
  return request(CASES_PATH, { query: { pageSize: PAGE_SIZE_DEFAULT, ...query }, hideLoading: true, signal });
}

export function afterSalesCasesQueryOptions(filter: AfterSalesFilter) {
  return infiniteQueryOptions({
    queryKey: [...AFTER_SALES_QUERY_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) => getAfterSalesCases({ ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The buyer's after-sales cases, newest first, page after page. */
export function useAfterSalesCases(filter: AfterSalesFilter) {
  return useInfiniteQuery(afterSalesCasesQueryOptions(filter));
}
