import { ErrorCode } from '@mall/contract';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useOrdersMutation } from './orders-mutation';

const RECEIPTS_PATH: ApiPath<'receiptCreate'> = '/api/buyer/v1/receipts';

/** Shown by the receiving form itself, beside the lines, rather than as a passing toast. */
export const RECEIPT_HANDLED_CODES = [ErrorCode.RECEIPT_EXCEEDS_SHIPPED, ErrorCode.REJECT_REASON_REQUIRED] as const;

export interface ReceiptLine {
  line_id: number;
  /** Taken in. */
  received: number;
  /** Refused; needs a reason. */
  rejected: number;
  reason: string;
}

/** What arrived of a shipped shipment; lines left out (or short) stay open on the order. */
export function createReceipt(input: { shipmentId: number; lines: ReceiptLine[] }): Promise<{ id: number }> {
  return request(RECEIPTS_PATH, {
    method: 'POST',
    json: { shipment_id: input.shipmentId, lines: input.lines },
    handledCodes: RECEIPT_HANDLED_CODES,
  });
}

export const useCreateReceipt = () => useOrdersMutation(createReceipt);
