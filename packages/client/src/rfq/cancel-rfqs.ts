import { ErrorCode, type RfqCancelResult } from '@mall/contract';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useRfqMutation } from './rfq-mutation';

const CANCEL_PATH: ApiPath<'rfqCancel'> = '/api/buyer/v1/rfq/cancel';

/** Shown by the page itself: a quoted RFQ offers to leave a message instead. */
export const CANCEL_HANDLED_CODES = [ErrorCode.RFQ_UNDER_QUOTATION] as const;

export function cancelRfqs(ids: number[]): Promise<RfqCancelResult> {
  return request<RfqCancelResult>(CANCEL_PATH, {
    method: 'POST',
    body: { ids: ids.join(',') },
    handledCodes: CANCEL_HANDLED_CODES,
  });
}

export const useCancelRfqs = () => useRfqMutation(cancelRfqs);
