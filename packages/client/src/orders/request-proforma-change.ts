import type { ProformaDetail } from '@mall/contract';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useOrdersMutation } from './orders-mutation';

const REQUEST_CHANGE_PATH: ApiPath<'proformaRequestChange'> = '/api/buyer/v1/proforma_invoices/request_change';

/** Asks the mall for a change of an issued invoice; an operator answers with a new version. */
export function requestProformaChange({ id, message }: { id: number; message: string }): Promise<ProformaDetail> {
  return request(REQUEST_CHANGE_PATH, { method: 'POST', body: { id, message } });
}

export const useRequestProformaChange = () => useOrdersMutation(requestProformaChange);
