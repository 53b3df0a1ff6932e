import { ErrorCode, type VendorDetail } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { VENDORS_QUERY_KEY } from './get-vendors';

const VENDOR_DETAIL_PATH: ApiPath<'vendorDetail'> = '/api/buyer/v1/vendors/detail';

/** A store the buyer never bought from is shown as a not-found page, not a toast. */
export function getVendor(shopCode: string, signal?: AbortSignal): Promise<VendorDetail> {
  return request<VendorDetail>(VENDOR_DETAIL_PATH, {
    query: { shop_code: shopCode },
    hideLoading: true,
    signal,
    handledCodes: [ErrorCode.VENDOR_NOT_FOUND],
  });
}

export function vendorQueryOptions(shopCode: string) {
  return queryOptions({
    queryKey: [...VENDORS_QUERY_KEY, 'detail', shopCode],
    queryFn: ({ signal }) => getVendor(shopCode, signal),
    enabled: shopCode !== '',
    retry: false,
  });
}

/** A vendor's figures, store card and the buyer's orders with it. */
export function useVendor(shopCode: string) {
  return useQuery(vendorQueryOptions(shopCode));
}
