import {
  getPurchasePlans,
  PURCHASE_PLANS_QUERY_KEY,
  type PurchasePlanFilter,
} from '@mall/client/purchase-plans/get-purchase-plans';
import { PAGE_SIZE_DEFAULT, PURCHASE_PLAN_STATUSES, type PurchasePlanStatus } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The Purchase plans tab's filters: every plan (the default, none in the address), or those in one state. */
export const PLAN_FILTERS = ['all', ...PURCHASE_PLAN_STATUSES] as const;

function isStatus(value: string | null): value is PurchasePlanStatus {
  return (PURCHASE_PLAN_STATUSES as readonly (string | null)[]).includes(value);
}

/** The filter in the address as the list call takes it; anything unknown is every plan. */
export function planFilterOf(value: string | null): PurchasePlanFilter {
  return { status: isStatus(value) ? value : 'all' };
}

/**
 * One page of the plans, as the desk's table pages it. Its key sits under the plans' own, so a step
 * on a plan or on a document made from it reads it again; `page` keeps it apart from the phone's
 * page-after-page list.
 */
export function purchasePlansPageQueryOptions(filter: PurchasePlanFilter, page: number) {
  return queryOptions({
    queryKey: [...PURCHASE_PLANS_QUERY_KEY, 'page', filter, page],
    queryFn: ({ signal }) => getPurchasePlans({ ...filter, page, pageSize: PAGE_SIZE_DEFAULT }, signal),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
