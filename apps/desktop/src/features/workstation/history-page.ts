import { getHistory, HISTORY_QUERY_KEY, type HistoryFilter } from '@mall/client/history/get-history';
import { dayInputSchema, historyDocumentTypeSchema, PAGE_SIZE_DEFAULT } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TableAddress } from './components/use-table-address';

function dayOf(value: string | null): string | undefined {
  const day = dayInputSchema.safeParse(value);
  return day.success ? day.data : undefined;
}

/**
 * What the History tab shows, from its address: a kind of document and days the contract knows,
 * anything else left out. Days the wrong way round (an address typed by hand: the picker cannot
 * give them) are turned, as the server would refuse them.
 */
export function historyFilterOf(address: Pick<TableAddress, 'filter' | 'from' | 'to'>): HistoryFilter {
  const type = historyDocumentTypeSchema.safeParse(address.filter);
  const from = dayOf(address.from);
  const to = dayOf(address.to);
  const turned = from !== undefined && to !== undefined && to < from;
  return { type: type.success ? type.data : undefined, from: turned ? to : from, to: turned ? from : to };
}

/**
 * One page of the History, as the desk's table pages it. Its key sits under the History's own, so a
 * step on a document reads it again; `page` keeps it apart from the phone's page-after-page list.
 */
export function historyPageQueryOptions(filter: HistoryFilter, page: number) {
  return queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, 'page', filter, page],
    queryFn: ({ signal }) => getHistory({ ...filter, page, pageSize: PAGE_SIZE_DEFAULT }, signal),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
