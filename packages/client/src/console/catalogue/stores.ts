import { type ConsoleStore, ErrorCode, type Page, type StoreCreateBody, type StoreUpdateBody } from '@mall/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const STORES_PATH: ConsoleApiPath<'stores'> = '/api/console/v1/stores';
const UPDATE_PATH: ConsoleApiPath<'storeUpdate'> = '/api/console/v1/stores/update';

const STORES_QUERY_KEY = ['console', 'stores'] as const;

export const STORE_HANDLED_CODES = [
  ErrorCode.VALIDATION,
  ErrorCode.CATALOGUE_ITEM_STALE,
  ErrorCode.STORE_CODE_TAKEN,
  ErrorCode.CATALOGUE_IMAGE_NOT_FOUND,
] as const;

export interface StoreQuery {
  keyword?: string;
  page: number;
  pageSize: number;
}

export function storesQueryOptions(query: StoreQuery) {
  return queryOptions({
    queryKey: [...STORES_QUERY_KEY, query],
    queryFn: ({ signal }) =>
      request<Page<ConsoleStore>>(STORES_PATH, {
        query: { ...query, keyword: query.keyword?.trim() || undefined },
        hideLoading: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStores(query: StoreQuery) {
  return useQuery(storesQueryOptions(query));
}

function useStoreChange<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: I) =>
      request<ConsoleStore>(path, { json: body, hideLoading: true, handledCodes: STORE_HANDLED_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORES_QUERY_KEY }),
  });
}

export const useCreateStore = () => useStoreChange<StoreCreateBody>(STORES_PATH);
export const useUpdateStore = () => useStoreChange<StoreUpdateBody>(UPDATE_PATH);
