import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useOrdersMutation } from './orders-mutation';

const CONFIRM_PATH: ApiPath<'proformaConfirm'> = '/api/buyer/v1/proforma_invoices/confirm';

/** Confirms an issued invoice, with the buyer's own PO number if any; its purchase order is made. */
export function confirmProforma({ id, poNumber }: { id: number; poNumber: string }): Promise<{
  purchase_order_id: number;
}> {
  return request(CONFIRM_PATH, { method: 'POST', body: { id, po_number: poNumber } });
}

export const useConfirmProforma = () => useOrdersMutation(confirmProforma);
