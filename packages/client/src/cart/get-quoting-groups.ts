import { type QuotingGroup, saveQuotingGroupBodySchema } from '@mall/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { WORKSTATION_QUERY_KEY } from './get-quotations';

const GROUPS_PATH: ApiPath<'quotingGroups'> = '/api/buyer/v1/quoting_groups';
const SAVE_PATH: ApiPath<'saveQuotingGroup'> = '/api/buyer/v1/quoting_groups/save';

export function getQuotingGroups(signal?: AbortSignal): Promise<{ list: QuotingGroup[] }> {
  return request(GROUPS_PATH, { hideLoading: true, signal });
}

export function quotingGroupsQueryOptions() {
  return queryOptions({
    queryKey: [...WORKSTATION_QUERY_KEY, 'quotingGroups'],
    queryFn: ({ signal }) => getQuotingGroups(signal),
  });
}

export function useQuotingGroups(enabled = true) {
  return useQuery({ ...quotingGroupsQueryOptions(), enabled });
}

/** The name a group would be saved under (trimmed), or null when the server would refuse it. */
export function quotingGroupName(text: string): string | null {
  const parsed = saveQuotingGroupBodySchema.shape.name.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Creates (no id) or renames a group; `is_default` moves the default to it. */
export function saveQuotingGroup(input: { id?: number; name: string; is_default?: boolean }): Promise<QuotingGroup> {
  return request(SAVE_PATH, {
    method: 'POST',
    body: { id: input.id, name: input.name, is_default: input.is_default ? '1' : undefined },
  });
}

export function useSaveQuotingGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuotingGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotingGroupsQueryOptions().queryKey }),
  });
}
