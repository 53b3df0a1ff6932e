import type {
  ConsoleProforma,
  ConsolePurchaseOrder,
  Page,
  ProformaDetail,
  ProformaStatus,
  PurchaseOrderDetail,
  PurchaseOrderStatus,
} from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const PROFORMAS_PATH: ConsoleApiPath<'proformaInvoices'> = '/api/console/v1/proforma_invoices';
const PROFORMA_DETAIL_PATH: ConsoleApiPath<'proformaDetail'> = '/api/console/v1/proforma_invoices/detail';
const ORDERS_PATH: ConsoleApiPath<'purchaseOrders'> = '/api/console/v1/purchase_orders';
const ORDER_DETAIL_PATH: ConsoleApiPath<'purchaseOrderDetail'> = '/api/console/v1/purchase_orders/detail';

/** Every list and detail of proforma invoices and purchase orders; an action reads them all again. */
export const ORDERS_QUERY_KEY = ['console', 'orders'] as const;

export interface DocumentsQuery<S extends string> {
  status: S | undefined;
  page: number;
  pageSize: number;
}

export function getProformas(query: DocumentsQuery<ProformaStatus>, signal?: AbortSignal) {
  return request<Page<ConsoleProforma>>(PROFORMAS_PATH, { query: { ...query }, hideLoading: true, signal });
}

export function getProformaDetail(id: number, signal?: AbortSignal) {
  return request<ProformaDetail>(PROFORMA_DETAIL_PATH, { query: { id }, hideLoading: true, signal });
}

export function getPurchaseOrders(query: DocumentsQuery<PurchaseOrderStatus>, signal?: AbortSignal) {
  return request<Page<ConsolePurchaseOrder>>(ORDERS_PATH, { query: { ...query }, hideLoading: true, signal });
}

export function getPurchaseOrderDetail(id: number, signal?: AbortSignal) {
  return request<PurchaseOrderDetail>(ORDER_DETAIL_PATH, { query: { id }, hideLoading: true, signal });
}

export function useProformas(query: DocumentsQuery<ProformaStatus>) {
  return useQuery(
    queryOptions({
      queryKey: [...ORDERS_QUERY_KEY, 'proformas', query],
      queryFn: ({ signal }) => getProformas(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useProformaDetail(id: number | undefined) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'proforma', id ?? 0],
    queryFn: ({ signal }) => getProformaDetail(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

export function usePurchaseOrders(query: DocumentsQuery<PurchaseOrderStatus>) {
  return useQuery(
    queryOptions({
      queryKey: [...ORDERS_QUERY_KEY, 'purchase-orders', query],
      queryFn: ({ signal }) => getPurchaseOrders(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePurchaseOrderDetail(id: number | undefined) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'purchase-order', id ?? 0],
    queryFn: ({ signal }) => getPurchaseOrderDetail(id ?? 0, signal),
    enabled: id !== undefined,
  });
}
