import {
  AFTER_SALES_QUERY_KEY,
  type AfterSalesFilter,
  getAfterSalesCases,
} from '@mall/client/after-sales/get-after-sales';
import { AFTER_SALES_STATUSES, PAGE_SIZE_DEFAULT } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The After-sales tab's filters: every case (the default, none in the address), those in progress, or one state. */
export const CASE_FILTERS = ['all', 'open', ...AFTER_SALES_STATUSES] as const;
type CaseFilter = (typeof CASE_FILTERS)[number];

function isCaseFilter(value: string | null): value is CaseFilter {
  return (CASE_FILTERS as readonly (string | null)[]).includes(value);
}

/** The filter in the address as the list call takes it; anything unknown is every case. */
export function caseFilterOf(value: string | null): AfterSalesFilter {
  return { status: isCaseFilter(value) ? value : 'all' };
}

/**
 * One page of the cases, as the desk's table pages it. Its key sits under the cases' own (itself
 * under the documents'), so a step on a case or a receipt reads it again; `page` keeps it apart
 * from the phone's page-after-page list.
 */
export function afterSalesPageQueryOptions(filter: AfterSalesFilter, page: number) {
  return queryOptions({
    queryKey: [...AFTER_SALES_QUERY_KEY, 'page', filter, page],
    queryFn: ({ signal }) => getAfterSalesCases({ ...filter, page, pageSize: PAGE_SIZE_DEFAULT }, signal),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
