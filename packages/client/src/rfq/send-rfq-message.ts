import type { RfqMessage } from '@mall/contract';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useRfqMutation } from './rfq-mutation';

const MESSAGE_PATH: ApiPath<'rfqMessage'> = '/api/buyer/v1/rfq/message';

export function sendRfqMessage({ id, content }: { id: number; content: string }): Promise<RfqMessage> {
  return request<RfqMessage>(MESSAGE_PATH, { method: 'POST', body: { id, content } });
}

export const useSendRfqMessage = () => useRfqMutation(sendRfqMessage);
