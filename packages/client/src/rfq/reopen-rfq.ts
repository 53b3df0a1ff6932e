import type { RfqDetail } from '@mall/contract';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useRfqMutation } from './rfq-mutation';

const REOPEN_PATH: ApiPath<'rfqReopen'> = '/api/buyer/v1/rfq/reopen';

/** Re-RFQ: a cancelled RFQ is submitted again. */
export function reopenRfq(id: number): Promise<RfqDetail> {
  return request<RfqDetail>(REOPEN_PATH, { method: 'POST', body: { id } });
}

export const useReopenRfq = () => useRfqMutation(reopenRfq);
