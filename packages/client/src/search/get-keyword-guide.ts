import type { KeywordList } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { type QueryScope, useQueryScope } from '../lib/query-scope';

const KEYWORD_GUIDE_PATH: ApiPath<'keywordGuide'> = '/api/shop/search/keyword/guide';

/** Hot keywords: what buyers searched and bought most. */
export function getKeywordGuide(signal?: AbortSignal): Promise<KeywordList> {
  return request(KEYWORD_GUIDE_PATH, { hideLoading: true, signal });
}

export function keywordGuideQueryOptions(scope: QueryScope) {
  return queryOptions({
    queryKey: ['search', 'guide', scope.lang],
    queryFn: ({ signal }) => getKeywordGuide(signal),
  });
}

export function useKeywordGuide() {
  return useQuery(keywordGuideQueryOptions(useQueryScope()));
}
