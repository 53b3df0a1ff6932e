import { DESKTOP_PAGES } from '@mall/contract';

/** The query parameter of a workstation table naming the row whose drawer is open. */
export const OPEN_ROW_PARAM = 'open';
/** The query parameter of the Vendors table naming the vendor whose drawer is open. */
export const OPEN_VENDOR_PARAM = 'vendor';
/** The query parameter of the Purchase plans table naming the plan whose form is open, or `new`. */
export const EDIT_ROW_PARAM = 'edit';
export const NEW_ROW = 'new';
/** The query parameters of the After-sales table opening the new-case form (`new=1`), for the goods of one order (`po`). */
export const NEW_CASE_PARAM = 'new';
export const ORDER_PARAM = 'po';

/** The workstation at its first table, the RFQs, with one RFQ's drawer open. */
export function rfqDrawerAddress(id: number): string {
  return `${DESKTOP_PAGES.workstation.path}?${OPEN_ROW_PARAM}=${id}`;
}

/** The Purchase orders table with one order's drawer open. */
export function purchaseOrderDrawerAddress(id: number): string {
  return `${DESKTOP_PAGES.workstation.path}?tab=purchaseOrders&${OPEN_ROW_PARAM}=${id}`;
}

/** The After-sales table with the new-case form open on the goods received on one order. */
export function newAfterSalesCaseAddress(purchaseOrderId: number): string {
  return `${DESKTOP_PAGES.workstation.path}?tab=afterSales&${NEW_CASE_PARAM}=1&${ORDER_PARAM}=${purchaseOrderId}`;
}
