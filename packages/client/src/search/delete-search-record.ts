import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { searchRecordQueryKey } from './get-search-record';

const DELETE_SEARCH_RECORD_PATH: ApiPath<'deleteSearchRecord'> = '/api/shop/delete_search_record';

/** One keyword of a member's history, or all of it when `keyword` is undefined. */
export function deleteSearchRecord(keyword: string | undefined): Promise<{ deleted: number }> {
  return request(DELETE_SEARCH_RECORD_PATH, { method: 'POST', body: { keyword } });
}

export function useDeleteSearchRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearchRecord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchRecordQueryKey }),
  });
}
