import { AFTER_SALES_STATUSES, type AfterSalesStatus, PAGES } from '@mall/contract';

export type CaseStatusFilter = 'all' | 'open' | AfterSalesStatus;

export const CASE_FILTERS: readonly CaseStatusFilter[] = ['all', 'open', ...AFTER_SALES_STATUSES];

export function isCaseFilter(value: string | undefined): value is CaseStatusFilter {
  return (CASE_FILTERS as readonly (string | undefined)[]).includes(value);
}

const withQuery = (route: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${route}?${text}` : route;
};

/** The list with its tab (and the order it is narrowed to) in the URL, so coming back finds the same view. */
export const afterSalesUrl = (status: CaseStatusFilter = 'all', purchaseOrderId?: number) =>
  withQuery(PAGES.afterSales.route, {
    status: status === 'all' ? undefined : status,
    purchase_order_id: purchaseOrderId,
  });

export const afterSalesCaseUrl = (id: number) => `${PAGES.afterSalesDetail.route}?id=${id}`;

/** The new case's form, offering the received goods of one order or of all. */
export const afterSalesNewUrl = (purchaseOrderId?: number) =>
  withQuery(PAGES.afterSalesNew.route, { purchase_order_id: purchaseOrderId });
