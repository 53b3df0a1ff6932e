import type { ProformaStatus, ProformaSummary } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { ORDERS_QUERY_KEY } from './orders-mutation';

const PROFORMA_INVOICES_PATH: ApiPath<'proformaInvoices'> = '/api/buyer/v1/proforma_invoices';

/** Waiting for the buyer: to confirm, or to be re-issued after the buyer asked for a change. */
export const PROFORMA_TO_CONFIRM: readonly ProformaStatus[] = ['issued', 'change_requested'];

/** How the buyer's invoices are grouped by state (the phone's tabs, the desktop's filter); `all` is every one. */
export const PROFORMA_FILTERS = {
  all: null,
  toConfirm: PROFORMA_TO_CONFIRM,
  confirmed: ['confirmed'],
  closed: ['expired', 'cancelled'],
} as const satisfies Record<string, readonly ProformaStatus[] | null>;
export type ProformaFilter = keyof typeof PROFORMA_FILTERS;

export function isProformaFilter(value: string | null | undefined): value is ProformaFilter {
  return typeof value === 'string' && Object.hasOwn(PROFORMA_FILTERS, value);
}

/** Whether an invoice is kept under a filter. */
export function isInProformaFilter(pi: Pick<ProformaSummary, 'status'>, filter: ProformaFilter): boolean {
  const statuses: readonly ProformaStatus[] | null = PROFORMA_FILTERS[filter];
  return statuses === null || statuses.includes(pi.status);
}

/** The invoices of a list under one filter, in the list's order. */
export function proformasIn<T extends Pick<ProformaSummary, 'status'>>(
  list: readonly T[],
  filter: ProformaFilter,
): T[] {
  return list.filter((pi) => isInProformaFilter(pi, filter));
}

export function getProformaInvoices(signal?: AbortSignal): Promise<{ list: ProformaSummary[] }> {
  return request(PROFORMA_INVOICES_PATH, { hideLoading: true, signal });
}

export function proformaInvoicesQueryOptions() {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'proforma', 'list'],
    queryFn: ({ signal }) => getProformaInvoices(signal),
  });
}

/** The latest version of each of the buyer's proforma invoices, newest first (tabs filter them in the page). */
export function useProformaInvoices() {
  return useQuery(proformaInvoicesQueryOptions());
}
