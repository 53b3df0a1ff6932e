import type { Offer, OfferStatus } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const OFFERS_PATH: ApiPath<'offers'> = '/api/buyer/v1/offers';

/** Every list of the buyer's quotations; a decision re-reads them all. */
export const OFFERS_QUERY_KEY = ['offers'] as const;

export function getOffers(status: OfferStatus | undefined, signal?: AbortSignal): Promise<{ list: Offer[] }> {
  return request(OFFERS_PATH, { query: status ? { status } : {}, hideLoading: true, signal });
}

export function offersQueryOptions(status?: OfferStatus) {
  return queryOptions({
    queryKey: [...OFFERS_QUERY_KEY, status ?? 'all'],
    queryFn: ({ signal }) => getOffers(status, signal),
  });
}

export function useOffers(status?: OfferStatus) {
  return useQuery(offersQueryOptions(status));
}
