import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './api-client';
import type { ApiPath } from './api-path';
import { type QueryScope, useQueryScope } from './query-scope';

const COUNTRIES_PATH: ApiPath<'countries'> = '/api/supplier/v1/get/unit';

export interface SelectOption {
  value: string;
  label: string;
}

/** The lists the select page can offer, by its `type` query parameter. */
export const SELECT_TYPES = ['country'] as const;
export type SelectType = (typeof SELECT_TYPES)[number];

export function isSelectType(value: string | undefined): value is SelectType {
  return (SELECT_TYPES as readonly (string | undefined)[]).includes(value);
}

/** Countries and regions, named in the caller's language by the server. */
export async function getSelectOptions(type: SelectType, signal?: AbortSignal): Promise<SelectOption[]> {
  const data = await request<{ list: { code: string; name: string }[] }>(COUNTRIES_PATH, {
    query: { type },
    hideLoading: true,
    signal,
  });
  return data.list.map((item) => ({ value: item.code, label: item.name }));
}

export function selectOptionsQueryOptions(type: SelectType, scope: QueryScope) {
  return queryOptions({
    queryKey: ['select', type, scope.lang],
    queryFn: ({ signal }) => getSelectOptions(type, signal),
    staleTime: 60 * 60_000,
  });
}

export function useSelectOptions(type: SelectType) {
  return useQuery(selectOptionsQueryOptions(type, useQueryScope()));
}

/** The label of a chosen value, once the list has arrived (the stored value is the code). */
export function useOptionLabel(type: SelectType, value: string): string {
  const options = useSelectOptions(type);
  return options.data?.find((option) => option.value === value)?.label ?? value;
}

/** Case- and accent-insensitive match on the label or the code. */
export function filterOptions(options: SelectOption[], keyword: string): SelectOption[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(keyword.trim());
  if (!wanted) return options;
  return options.filter((option) => fold(option.label).includes(wanted) || fold(option.value) === wanted);
}
