import { getClientState, isLoggedIn } from '@mall/client/lib/client-state';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { preloadImage } from '@mall/client/lib/preload-image';
import { openingScope } from '@mall/client/lib/query-scope';
import { type SearchParams, searchResultsQueryOptions } from '@mall/client/search/get-search-results';
import { filtersFromQuery, withoutPrice } from '@mall/client/search/search-filters';
import {
  DEFAULT_SEARCH_SORT,
  MEMBER_ONLY_SORTS,
  RESULTS_FIRST_ROW,
  SEARCH_SORTS,
  type SearchSort,
} from '@mall/contract';
import type { QueryClient } from '@tanstack/react-query';

const isSort = (value: string | undefined): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value ?? '');

/**
 * The search a results address holds, as the one looking may make it: a visitor who followed a
 * member's link gets the default order rather than a refusal, and no price filter.
 */
export function resultsParams(query: Record<string, string>, member: boolean): SearchParams {
  const requested = isSort(query.sort) ? query.sort : DEFAULT_SEARCH_SORT;
  const sort =
    !member && (MEMBER_ONLY_SORTS as readonly string[]).includes(requested) ? DEFAULT_SEARCH_SORT : requested;
  const chosen = filtersFromQuery(query);
  return { keyword: (query.keyword ?? '').trim(), sort, filters: member ? chosen : withoutPrice(chosen) };
}

/** The first page of hits of the results page the storefront opens on, read alongside its code, then its first row's pictures. */
export function prefetchSearchResults(queryClient: QueryClient, query: Record<string, string>): void {
  const params = resultsParams(query, isLoggedIn(getClientState().userInfo));
  if (params.keyword === '') return;
  queryClient.fetchInfiniteQuery(searchResultsQueryOptions(openingScope(), params)).then(
    (results) => {
      for (const hit of results.pages[0]?.list.slice(0, RESULTS_FIRST_ROW) ?? [])
        preloadImage(hit.image, PICTURE_PLACES.card);
    },
    () => undefined,
  );
}
