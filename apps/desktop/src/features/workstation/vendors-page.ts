import { getVendors, VENDORS_QUERY_KEY, type VendorFilter } from '@mall/client/vendors/get-vendors';
import { PAGE_SIZE_DEFAULT } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The Vendors tab's filter in the address: the favourites, or (none, or anything else) every vendor. */
export const FAVOURITES_FILTER = 'favourites';

export function vendorFilterOf(value: string | null): VendorFilter {
  return value === FAVOURITES_FILTER ? { favourite: '1' } : {};
}

/**
 * One page of the vendors, as the desk's table pages it. Its key sits under the vendors' own, so a
 * favourite marked, or a step on an order, reads it again; `page` keeps it apart from the phone's
 * page-after-page list.
 */
export function vendorsPageQueryOptions(filter: VendorFilter, page: number) {
  return queryOptions({
    queryKey: [...VENDORS_QUERY_KEY, 'page', filter, page],
    queryFn: ({ signal }) => getVendors({ ...filter, page, pageSize: PAGE_SIZE_DEFAULT }, signal),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
