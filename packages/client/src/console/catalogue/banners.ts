import { type CatalogueDeleteBody, type ConsoleBanner, ErrorCode } from '@mall/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const BANNERS_PATH: ConsoleApiPath<'banners'> = '/api/console/v1/banners';
const UPDATE_PATH: ConsoleApiPath<'bannerUpdate'> = '/api/console/v1/banners/update';
const DELETE_PATH: ConsoleApiPath<'bannerDelete'> = '/api/console/v1/banners/delete';
const REORDER_PATH: ConsoleApiPath<'bannerReorder'> = '/api/console/v1/banners/reorder';

const BANNERS_QUERY_KEY = ['console', 'banners'] as const;

export const BANNER_HANDLED_CODES = [
  ErrorCode.VALIDATION,
  ErrorCode.CATALOGUE_ITEM_STALE,
  ErrorCode.BANNER_NOT_FOUND,
  ErrorCode.CATALOGUE_ORDER_MISMATCH,
  ErrorCode.CATALOGUE_IMAGE_NOT_FOUND,
] as const;

/** What the banner form sends: the window's bounds as ISO text, or empty for none. */
export interface BannerInput {
  title_en: string;
  title_zh: string;
  subtitle_en: string;
  subtitle_zh: string;
  image_id?: string;
  link: string;
  starts_at: string;
  ends_at: string;
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: BANNERS_QUERY_KEY,
    queryFn: ({ signal }) =>
      request<{ list: ConsoleBanner[] }>(BANNERS_PATH, { hideLoading: true, signal }).then((answer) => answer.list),
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

function useBannerChange<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: I) =>
      request<unknown>(path, { json: body, hideLoading: true, handledCodes: BANNER_HANDLED_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY }),
  });
}

export const useCreateBanner = () => useBannerChange<BannerInput>(BANNERS_PATH);
export const useUpdateBanner = () =>
  useBannerChange<Partial<BannerInput> & { id: number; version: number }>(UPDATE_PATH);
export const useDeleteBanner = () => useBannerChange<CatalogueDeleteBody>(DELETE_PATH);
export const useReorderBanners = () => useBannerChange<{ ids: number[] }>(REORDER_PATH);
