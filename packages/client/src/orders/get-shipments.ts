import type { Shipment } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { ORDERS_QUERY_KEY } from './orders-mutation';

const SHIPMENTS_PATH: ApiPath<'shipments'> = '/api/buyer/v1/shipments';

export function getShipments(signal?: AbortSignal): Promise<{ list: Shipment[] }> {
  return request(SHIPMENTS_PATH, { hideLoading: true, signal });
}

export function shipmentsQueryOptions() {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'shipment', 'list'],
    queryFn: ({ signal }) => getShipments(signal),
  });
}

/** Shipments of all the buyer's purchase orders, newest first. */
export function useShipments() {
  return useQuery(shipmentsQueryOptions());
}
