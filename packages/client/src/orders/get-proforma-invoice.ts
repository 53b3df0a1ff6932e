import { ErrorCode, type ProformaDetail } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { ORDERS_QUERY_KEY } from './orders-mutation';

const PROFORMA_DETAIL_PATH: ApiPath<'proformaDetail'> = '/api/buyer/v1/proforma_invoices/detail';
const PROFORMA_PDF_PATH: ApiPath<'proformaPdf'> = '/api/buyer/v1/proforma_invoices/pdf';

/** The PDF of a version, in the reader's language (the server reads the language cookie). */
export function proformaPdfUrl(id: number): string {
  return `${PROFORMA_PDF_PATH}?id=${id}`;
}

/** An unknown (or another buyer's) invoice is shown as a not-found page, not a toast. */
export function getProformaInvoice(id: number, signal?: AbortSignal): Promise<ProformaDetail> {
  return request<ProformaDetail>(PROFORMA_DETAIL_PATH, {
    query: { id },
    hideLoading: true,
    signal,
    handledCodes: [ErrorCode.PROFORMA_NOT_FOUND],
  });
}

export function proformaInvoiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'proforma', 'detail', id],
    queryFn: ({ signal }) => getProformaInvoice(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useProformaInvoice(id: number) {
  return useQuery(proformaInvoiceQueryOptions(id));
}
