import type { SearchRecord } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { isLoggedIn, useClientState } from '../lib/client-state';
import { useDeleteSearchRecord } from './delete-search-record';
import { searchRecordQueryKey, useSearchRecord } from './get-search-record';
import { addLocalSearch, removeLocalSearch, useLocalSearchHistory } from './local-history';

export interface SearchHistory {
  list: SearchRecord[];
  loading: boolean;
  /** Before the results page opens: a visitor's keyword goes to this browser; a member's is kept by the search call. */
  remember(keyword: string): void;
  /** One keyword, or everything when `keyword` is undefined. */
  remove(keyword: string | undefined): Promise<void>;
}

/** The buyer's history wherever it lives: on the server for a member, in local storage for a visitor. */
export function useSearchHistory(): SearchHistory {
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  const queryClient = useQueryClient();
  const server = useSearchRecord();
  const local = useLocalSearchHistory();
  const deletion = useDeleteSearchRecord();
  return {
    list: member ? (server.data?.list ?? []) : local,
    loading: member && server.isPending,
    remember(keyword) {
      if (member) void queryClient.invalidateQueries({ queryKey: searchRecordQueryKey });
      else addLocalSearch(keyword);
    },
    async remove(keyword) {
      if (member) await deletion.mutateAsync(keyword);
      else removeLocalSearch(keyword);
    },
  };
}
