import { DESKTOP_PAGES } from '@mall/contract';

/** The query parameter of a workstation table naming the row whose drawer is open. */
export const OPEN_ROW_PARAM = 'open';
/** The query parameter of the Vendors table naming the vendor whose drawer is open. */
export const OPEN_VENDOR_PARAM = 'vendor';

/** The workstation at its first table, the RFQs, with one RFQ's drawer open. */
export function rfqDrawerAddress(id: number): string {
  return `${DESKTOP_PAGES.workstation.path}?${OPEN_ROW_PARAM}=${id}`;
}

/** The Purchase orders table with one order's drawer open. */
export function purchaseOrderDrawerAddress(id: number): string {
  return `${DESKTOP_PAGES.workstation.path}?tab=purchaseOrders&${OPEN_ROW_PARAM}=${id}`;
}
