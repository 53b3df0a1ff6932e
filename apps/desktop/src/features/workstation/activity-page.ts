import { ACCOUNT_ACTIVITY_QUERY_KEY, getAccountActivity } from '@mall/client/account-activity/get-account-activity';
import { ACCOUNT_EVENT_FILTERS, type AccountEventFilter, PAGE_SIZE_DEFAULT } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The activity filter an address names; anything else (none, or nonsense) is every kind. */
export function activityFilterOf(value: string | null): AccountEventFilter | undefined {
  return value !== null && Object.hasOwn(ACCOUNT_EVENT_FILTERS, value) ? (value as AccountEventFilter) : undefined;
}

/**
 * One page of the activity log, as the desk's table pages it. Its key sits under the log's own, so
 * signing a device out reads it again; `page` keeps it apart from the phone's page-after-page list.
 */
export function activityPageQueryOptions(filter: AccountEventFilter | undefined, page: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_ACTIVITY_QUERY_KEY, 'page', filter ?? 'all', page],
    queryFn: ({ signal }) => getAccountActivity(page, filter, signal, PAGE_SIZE_DEFAULT),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
