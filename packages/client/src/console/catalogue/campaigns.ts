import { type CampaignState, type CampaignStatus, type ConsoleCampaign, ErrorCode, type Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const CAMPAIGNS_PATH: ConsoleApiPath<'campaigns'> = '/api/console/v1/campaigns';
const UPDATE_PATH: ConsoleApiPath<'campaignUpdate'> = '/api/console/v1/campaigns/update';
const CANCEL_PATH: ConsoleApiPath<'campaignCancel'> = '/api/console/v1/campaigns/cancel';

const CAMPAIGNS_QUERY_KEY = ['console', 'campaigns'] as const;

export const CAMPAIGN_HANDLED_CODES = [
  ErrorCode.VALIDATION,
  ErrorCode.CATALOGUE_ITEM_STALE,
  ErrorCode.CAMPAIGN_PRODUCT_NOT_LISTED,
  ErrorCode.CAMPAIGN_NOT_EDITABLE,
] as const;

export interface CampaignQuery {
  state?: CampaignState;
  status?: CampaignStatus;
  page: number;
  pageSize: number;
}

/** What the campaign form sends: prices as decimal text or null (not offered), moments as ISO text. */
export interface CampaignInput {
  product_id: number;
  group_price_usd: string | null;
  group_price_cny: string | null;
  group_moq: number;
  target_quantity: number;
  starts_at: string;
  ends_at: string;
}

export function campaignsQueryOptions(query: CampaignQuery) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, query],
    queryFn: ({ signal }) =>
      request<Page<ConsoleCampaign>>(CAMPAIGNS_PATH, { query: { ...query }, hideLoading: true, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaigns(query: CampaignQuery) {
  return useQuery(campaignsQueryOptions(query));
}

function useCampaignChange<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: I) =>
      request<ConsoleCampaign>(path, { json: body, hideLoading: true, handledCodes: CAMPAIGN_HANDLED_CODES }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY }),
  });
}

export const useCreateCampaign = () => useCampaignChange<CampaignInput>(CAMPAIGNS_PATH);
export const useUpdateCampaign = () =>
  useCampaignChange<Omit<CampaignInput, 'product_id'> & { id: number; version: number }>(UPDATE_PATH);
export const useCancelCampaign = () => useCampaignChange<{ id: number; version: number }>(CANCEL_PATH);
