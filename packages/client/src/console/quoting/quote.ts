import { type ConsoleRfqDetail, ErrorCode, type QuotationCreateBody } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { QUOTING_QUERY_KEY } from './get-quoting-inbox';

const QUOTATION_PATH: ConsoleApiPath<'quotationCreate'> = '/api/console/v1/quotations';
const MESSAGE_PATH: ConsoleApiPath<'rfqMessage'> = '/api/console/v1/rfqs/message';

/**
 * What the quote form shows itself: fields the server refused (at the fields), and the request
 * having moved on meanwhile (cancelled by the buyer, or a version accepted).
 */
export const QUOTE_HANDLED_CODES = [
  ErrorCode.VALIDATION,
  ErrorCode.RFQ_CANCELLED,
  ErrorCode.REQUEST_ALREADY_ACCEPTED,
  ErrorCode.VALID_UNTIL_PAST,
  ErrorCode.RFQ_NOT_FOUND,
  ErrorCode.QUOTATION_REQUEST_NOT_FOUND,
  ErrorCode.QUOTATION_VERSION_CHANGED,
] as const;

/** The server's body after its defaults; what the form sends may leave them out. */
export type QuotationInput = Omit<QuotationCreateBody, 'note' | 'payment_terms' | 'lines'> & {
  lines: { name: string; specification?: string; quantity: number; unit: string; unit_price: string }[];
  payment_terms: { deposit_percent: number; balance_terms?: string };
  note?: string;
};

export function createQuotation(body: QuotationInput): Promise<{ id: number; version: number }> {
  return request(QUOTATION_PATH, { json: body, hideLoading: true, handledCodes: QUOTE_HANDLED_CODES });
}

export function sendRfqMessage(body: { id: number; content: string }): Promise<ConsoleRfqDetail> {
  return request<ConsoleRfqDetail>(MESSAGE_PATH, {
    method: 'POST',
    body: { ...body },
    hideLoading: true,
    handledCodes: [ErrorCode.VALIDATION],
  });
}

/** A quotation, whatever the outcome (a conflict too), reads the inbox and the request again. */
export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuotation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUOTING_QUERY_KEY }),
  });
}

export function useSendRfqMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRfqMessage,
    onSuccess: (rfq) => {
      queryClient.setQueryData([...QUOTING_QUERY_KEY, 'rfq', rfq.id], rfq);
    },
  });
}
