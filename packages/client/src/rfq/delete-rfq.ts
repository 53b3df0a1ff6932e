import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useRfqMutation } from './rfq-mutation';

const DELETE_PATH: ApiPath<'rfqDelete'> = '/api/buyer/v1/rfq/delete';

export function deleteRfq(id: number): Promise<null> {
  return request<null>(DELETE_PATH, { method: 'POST', body: { id } });
}

export const useDeleteRfq = () => useRfqMutation(deleteRfq);
