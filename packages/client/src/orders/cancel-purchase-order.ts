import type { PurchaseOrderDetail } from '@mall/contract';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useOrdersMutation } from './orders-mutation';

const CANCEL_PATH: ApiPath<'purchaseOrderCancel'> = '/api/buyer/v1/purchase_orders/cancel';

/** Cancels an open order before anything has shipped, with the buyer's reason. */
export function cancelPurchaseOrder({ id, reason }: { id: number; reason: string }): Promise<PurchaseOrderDetail> {
  return request(CANCEL_PATH, { method: 'POST', body: { id, reason } });
}

export const useCancelPurchaseOrder = () => useOrdersMutation(cancelPurchaseOrder);
