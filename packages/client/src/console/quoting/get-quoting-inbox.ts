import type { ConsoleQuotationRequest, ConsoleRfq, ConsoleRfqDetail, Page, RfqStatus } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const RFQS_PATH: ConsoleApiPath<'rfqInbox'> = '/api/console/v1/rfqs';
const RFQ_DETAIL_PATH: ConsoleApiPath<'rfqDetail'> = '/api/console/v1/rfqs/detail';
const REQUESTS_PATH: ConsoleApiPath<'quotationRequestInbox'> = '/api/console/v1/quotation_requests';

type ConsoleRfqPage = Page<ConsoleRfq>;
type ConsoleQuotationRequestPage = Page<ConsoleQuotationRequest>;
export type QuotationRequestStatus = ConsoleQuotationRequest['status'];

/** Every list and detail of the quoting inbox; a quotation or a message reads them again. */
export const QUOTING_QUERY_KEY = ['console', 'quoting'] as const;

export interface InboxQuery<S extends string> {
  status: S | undefined;
  page: number;
  pageSize: number;
}

export function getRfqInbox(query: InboxQuery<RfqStatus>, signal?: AbortSignal): Promise<ConsoleRfqPage> {
  return request<ConsoleRfqPage>(RFQS_PATH, { query: { ...query }, hideLoading: true, signal });
}

export function getQuotationRequestInbox(
  query: InboxQuery<QuotationRequestStatus>,
  signal?: AbortSignal,
): Promise<ConsoleQuotationRequestPage> {
  return request<ConsoleQuotationRequestPage>(REQUESTS_PATH, { query: { ...query }, hideLoading: true, signal });
}

export function getRfqDetail(id: number, signal?: AbortSignal): Promise<ConsoleRfqDetail> {
  return request<ConsoleRfqDetail>(RFQ_DETAIL_PATH, { query: { id }, hideLoading: true, signal });
}

export function rfqInboxQueryOptions(query: InboxQuery<RfqStatus>) {
  return queryOptions({
    queryKey: [...QUOTING_QUERY_KEY, 'rfqs', query],
    queryFn: ({ signal }) => getRfqInbox(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function quotationRequestInboxQueryOptions(query: InboxQuery<QuotationRequestStatus>) {
  return queryOptions({
    queryKey: [...QUOTING_QUERY_KEY, 'requests', query],
    queryFn: ({ signal }) => getQuotationRequestInbox(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function rfqDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...QUOTING_QUERY_KEY, 'rfq', id],
    queryFn: ({ signal }) => getRfqDetail(id, signal),
  });
}

export function useRfqInbox(query: InboxQuery<RfqStatus>) {
  return useQuery(rfqInboxQueryOptions(query));
}

export function useQuotationRequestInbox(query: InboxQuery<QuotationRequestStatus>) {
  return useQuery(quotationRequestInboxQueryOptions(query));
}

export function useRfqDetail(id: number | undefined) {
  return useQuery({ ...rfqDetailQueryOptions(id ?? 0), enabled: id !== undefined });
}
