import { PAGES } from '@mall/contract';

/** A vendor's page. */
export const vendorUrl = (shopCode: string) => `${PAGES.vendorDetail.route}?shop_code=${encodeURIComponent(shopCode)}`;

/** The Vendors page with its filter in the URL, so coming back from a vendor finds the same list. */
export const vendorsUrl = (favourites: boolean) =>
  favourites ? `${PAGES.vendors.route}?favourite=1` : PAGES.vendors.route;

/** The store's own page, with its products. */
export const storeUrl = (shopCode: string) => `${PAGES.store.route}?shop_code=${encodeURIComponent(shopCode)}`;
