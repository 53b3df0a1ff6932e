import type { Page } from '@mall/contract';

/** The page after `last` while the list goes on, for an infinite query's `getNextPageParam`. */
export function nextPage(last: Pick<Page<unknown>, 'page' | 'pageSize' | 'total'>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
