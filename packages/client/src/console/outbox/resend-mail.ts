import type { OutboxMail } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const RESEND_PATH: ConsoleApiPath<'outboxResend'> = '/api/console/v1/outbox/resend';

/** Queues the mail for another send by the mail job. */
export function resendMail(id: number): Promise<OutboxMail> {
  return request<OutboxMail>(RESEND_PATH, { method: 'POST', body: { id }, hideLoading: true });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'outbox'] }),
  });
}
