import { ErrorCode, type PurchaseOrderDetail, type PurchaseOrderStatus, type Shipment } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { ORDERS_QUERY_KEY } from './orders-mutation';

const PURCHASE_ORDER_DETAIL_PATH: ApiPath<'purchaseOrderDetail'> = '/api/buyer/v1/purchase_orders/detail';

/** An unknown (or another buyer's) order is shown as a not-found page, not a toast. */
export function getPurchaseOrder(id: number, signal?: AbortSignal): Promise<PurchaseOrderDetail> {
  return request<PurchaseOrderDetail>(PURCHASE_ORDER_DETAIL_PATH, {
    query: { id },
    hideLoading: true,
    signal,
    handledCodes: [ErrorCode.PURCHASE_ORDER_NOT_FOUND],
  });
}

export function purchaseOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'purchaseOrder', 'detail', id],
    queryFn: ({ signal }) => getPurchaseOrder(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function usePurchaseOrder(id: number) {
  return useQuery(purchaseOrderQueryOptions(id));
}

/**
 * The server's rule, read from what it answered: an open order nothing of which has left. A list
 * of orders gives each one its shipments from the list of shipments.
 */
export function isCancellable(po: {
  status: PurchaseOrderStatus;
  shipments: readonly Pick<Shipment, 'status'>[];
}): boolean {
  return po.status === 'open' && !po.shipments.some((s) => s.status === 'shipped' || s.status === 'delivered');
}
