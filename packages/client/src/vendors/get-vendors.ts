import { PAGE_SIZE_DEFAULT, type VendorListQuery, type VendorPage } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { nextPage } from '../lib/next-page';
import { ORDERS_QUERY_KEY } from '../orders/orders-mutation';

const VENDORS_PATH: ApiPath<'vendors'> = '/api/buyer/v1/vendors';

/** Under the documents' key: a new order, a shipment or a receipt moves a vendor's figures. */
export const VENDORS_QUERY_KEY = [...ORDERS_QUERY_KEY, 'vendors'] as const;

/** All vendors, or the favourites only. */
export type VendorFilter = Pick<VendorListQuery, 'favourite'>;

export function getVendors(query: Partial<VendorListQuery>, signal?: AbortSignal): Promise<VendorPage> {
  return request(VENDORS_PATH, { query: { pageSize: PAGE_SIZE_DEFAULT, ...query }, hideLoading: true, signal });
}

export function vendorsQueryOptions(filter: VendorFilter) {
  return infiniteQueryOptions({
    queryKey: [...VENDORS_QUERY_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) => getVendors({ ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** The stores the buyer has bought from, favourites first, page after page. */
export function useVendors(filter: VendorFilter) {
  return useInfiniteQuery(vendorsQueryOptions(filter));
}
