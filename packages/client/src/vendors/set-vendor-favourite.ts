import type { VendorFavouriteBody, VendorSummary } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { VENDORS_QUERY_KEY } from './get-vendors';

const FAVOURITE_PATH: ApiPath<'vendorFavourite'> = '/api/buyer/v1/vendors/favourite';

/** As JSON: a form would send the flag as the text "true". */
export function setVendorFavourite(body: VendorFavouriteBody): Promise<VendorSummary> {
  return request(FAVOURITE_PATH, { method: 'POST', json: body });
}

/** Marks or unmarks a favourite; the lists and the vendor's page are read again (favourites come first). */
export function useSetVendorFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVendorFavourite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY }),
  });
}
