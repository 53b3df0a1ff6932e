import type { KeywordList } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const KEYWORD_MATCH_PATH: ApiPath<'keywordMatch'> = '/api/shop/search/keyword/match';

/** Suggestions for what has been typed so far. */
export function getKeywordMatch(keyword: string, signal?: AbortSignal): Promise<KeywordList> {
  return request(KEYWORD_MATCH_PATH, { query: { keyword }, hideLoading: true, signal });
}

export function keywordMatchQueryOptions(scope: QueryScope, keyword: string) {
  return queryOptions({
    queryKey: ['search', 'match', scope.lang, keyword],
    queryFn: ({ signal }) => getKeywordMatch(keyword, signal),
    enabled: keyword.trim() !== '',
    // The previous suggestions stay while the next keystroke's load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** `keyword` is the debounced input. */
export function useKeywordMatch(keyword: string) {
  return useQuery(keywordMatchQueryOptions(useQueryScope(), keyword));
}
