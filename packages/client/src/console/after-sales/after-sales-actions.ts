import { type AfterSalesResolveBody, type ConsoleAfterSalesDetail, ErrorCode } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { AFTER_SALES_QUERY_KEY } from './get-after-sales';

const ACCEPT_PATH: ConsoleApiPath<'afterSalesAccept'> = '/api/console/v1/after_sales/accept';
const REJECT_PATH: ConsoleApiPath<'afterSalesReject'> = '/api/console/v1/after_sales/reject';
const REQUEST_RETURN_PATH: ConsoleApiPath<'afterSalesRequestReturn'> = '/api/console/v1/after_sales/request_return';
const RESOLVE_PATH: ConsoleApiPath<'afterSalesResolve'> = '/api/console/v1/after_sales/resolve';
const REPLY_PATH: ConsoleApiPath<'afterSalesReply'> = '/api/console/v1/after_sales/messages';

/**
 * Refusals the drawer shows in place (at a field, or as a warning above the case): the case moved
 * on meanwhile (another operator, the buyer escalated or closed it), or a refund beyond the line.
 */
export const AFTER_SALES_HANDLED_CODES = [
  ErrorCode.VALIDATION,
  ErrorCode.AFTER_SALES_NOT_FOUND,
  ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER,
  ErrorCode.AFTER_SALES_NOT_ACCEPTED,
  ErrorCode.AFTER_SALES_CLOSED,
  ErrorCode.AFTER_SALES_REFUND_EXCEEDS,
] as const;

function post(path: string, json: object): Promise<ConsoleAfterSalesDetail> {
  return request<ConsoleAfterSalesDetail>(path, { json, hideLoading: true, handledCodes: AFTER_SALES_HANDLED_CODES });
}

export const acceptAfterSales = (id: number) => post(ACCEPT_PATH, { id });
export const rejectAfterSales = (body: { id: number; reason: string }) => post(REJECT_PATH, body);
export const requestAfterSalesReturn = (id: number) => post(REQUEST_RETURN_PATH, { id });
export const resolveAfterSales = (body: AfterSalesResolveBody) => post(RESOLVE_PATH, body);
export const replyToAfterSales = (body: { id: number; body: string }) => post(REPLY_PATH, body);

/** A step on a case; whatever the outcome (a conflict too), the queue and the case are read again. */
function useAfterSalesAction<B>(call: (body: B) => Promise<ConsoleAfterSalesDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: AFTER_SALES_QUERY_KEY }),
  });
}

export const useAcceptAfterSales = () => useAfterSalesAction(acceptAfterSales);
export const useRejectAfterSales = () => useAfterSalesAction(rejectAfterSales);
export const useRequestAfterSalesReturn = () => useAfterSalesAction(requestAfterSalesReturn);
export const useResolveAfterSales = () => useAfterSalesAction(resolveAfterSales);
export const useReplyToAfterSales = () => useAfterSalesAction(replyToAfterSales);
