import {
  type CatalogueDeleteBody,
  type CategoryCreateBody,
  type CategoryMoveBody,
  type CategoryReorderBody,
  type CategoryUpdateBody,
  type ConsoleCategory,
  ErrorCode,
} from '@mall/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const CATEGORIES_PATH: ConsoleApiPath<'categories'> = '/api/console/v1/categories';
const UPDATE_PATH: ConsoleApiPath<'categoryUpdate'> = '/api/console/v1/categories/update';
const MOVE_PATH: ConsoleApiPath<'categoryMove'> = '/api/console/v1/categories/move';
const REORDER_PATH: ConsoleApiPath<'categoryReorder'> = '/api/console/v1/categories/reorder';
const DELETE_PATH: ConsoleApiPath<'categoryDelete'> = '/api/console/v1/categories/delete';

const CATEGORIES_QUERY_KEY = ['console', 'categories'] as const;

/** What the category page shows itself, at a field or in place. */
export const CATEGORY_HANDLED_CODES = [
  ErrorCode.VALIDATION,
  ErrorCode.CATALOGUE_ITEM_STALE,
  ErrorCode.CATEGORY_CYCLE,
  ErrorCode.CATEGORY_TOO_DEEP,
  ErrorCode.CATEGORY_IN_USE,
  ErrorCode.CATEGORY_SLUG_TAKEN,
  ErrorCode.CATALOGUE_ORDER_MISMATCH,
  ErrorCode.CATEGORY_NOT_FOUND,
] as const;

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: CATEGORIES_QUERY_KEY,
    queryFn: ({ signal }) =>
      request<{ list: ConsoleCategory[] }>(CATEGORIES_PATH, { hideLoading: true, signal }).then((tree) => tree.list),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

function send<T>(path: string, body: object): Promise<T> {
  return request<T>(path, { json: body, hideLoading: true, handledCodes: CATEGORY_HANDLED_CODES });
}

/** Any change reads the tree again, whatever the outcome (a stale version too). */
function useCategoryChange<I extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: I) => send<unknown>(path, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY }),
  });
}

export const useCreateCategory = () => useCategoryChange<CategoryCreateBody>(CATEGORIES_PATH);
export const useUpdateCategory = () => useCategoryChange<CategoryUpdateBody>(UPDATE_PATH);
export const useMoveCategory = () => useCategoryChange<CategoryMoveBody>(MOVE_PATH);
export const useReorderCategories = () => useCategoryChange<CategoryReorderBody>(REORDER_PATH);
export const useDeleteCategory = () => useCategoryChange<CatalogueDeleteBody>(DELETE_PATH);
