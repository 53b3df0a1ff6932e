import type { AfterSalesCreateBody, AfterSalesDetail, AfterSalesIdBody, AfterSalesMessageBody } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HISTORY_QUERY_KEY } from '../history/get-history';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { AFTER_SALES_QUERY_KEY } from './get-after-sales';

const PATHS = {
  create: '/api/buyer/v1/after_sales',
  message: '/api/buyer/v1/after_sales/messages',
  escalate: '/api/buyer/v1/after_sales/escalate',
  close: '/api/buyer/v1/after_sales/close',
} as const satisfies {
  create: ApiPath<'afterSalesCreate'>;
  message: ApiPath<'afterSalesMessage'>;
  escalate: ApiPath<'afterSalesEscalate'>;
  close: ApiPath<'afterSalesClose'>;
};

/** As JSON: the files are a list. */
export function openAfterSalesCase(body: AfterSalesCreateBody): Promise<AfterSalesDetail> {
  return request(PATHS.create, { method: 'POST', json: body });
}

export function sendAfterSalesMessage(body: AfterSalesMessageBody): Promise<AfterSalesDetail> {
  return request(PATHS.message, { method: 'POST', json: body });
}

export function escalateAfterSalesCase(body: AfterSalesIdBody): Promise<AfterSalesDetail> {
  return request(PATHS.escalate, { method: 'POST', json: body });
}

export function closeAfterSalesCase(body: AfterSalesIdBody): Promise<AfterSalesDetail> {
  return request(PATHS.close, { method: 'POST', json: body });
}

/** A step on a case re-reads the cases, what is claimable and the History, whatever the outcome. */
function useCaseMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(
        [AFTER_SALES_QUERY_KEY, HISTORY_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export const useOpenAfterSalesCase = () => useCaseMutation(openAfterSalesCase);
export const useSendAfterSalesMessage = () => useCaseMutation(sendAfterSalesMessage);
export const useEscalateAfterSalesCase = () => useCaseMutation(escalateAfterSalesCase);
export const useCloseAfterSalesCase = () => useCaseMutation(closeAfterSalesCase);
