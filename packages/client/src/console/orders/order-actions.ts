import {
  ErrorCode,
  type PaymentKind,
  type ProformaDetail,
  type PurchaseOrderDetail,
  type Shipment,
} from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { ORDERS_QUERY_KEY } from './get-orders';

const REISSUE_PATH: ConsoleApiPath<'proformaReissue'> = '/api/console/v1/proforma_invoices/reissue';
const PROFORMA_CANCEL_PATH: ConsoleApiPath<'proformaCancel'> = '/api/console/v1/proforma_invoices/cancel';
const ORDER_CANCEL_PATH: ConsoleApiPath<'purchaseOrderCancel'> = '/api/console/v1/purchase_orders/cancel';
const PAYMENT_PATH: ConsoleApiPath<'purchaseOrderPayment'> = '/api/console/v1/purchase_orders/payments';
const SHIPMENT_PATH: ConsoleApiPath<'shipmentCreate'> = '/api/console/v1/shipments';
const SHIP_PATH: ConsoleApiPath<'shipmentShip'> = '/api/console/v1/shipments/ship';
const SHIPMENT_CANCEL_PATH: ConsoleApiPath<'shipmentCancel'> = '/api/console/v1/shipments/cancel';

/**
 * Refusals the drawers show in place (at a field, or as a warning above the document): the document
 * moved on meanwhile (another operator, the buyer), or an amount or quantity beyond what is left.
 */
export const ORDER_HANDLED_CODES = [
  ErrorCode.VALIDATION,
  ErrorCode.PROFORMA_NOT_FOUND,
  ErrorCode.PROFORMA_STATE_CONFLICT,
  ErrorCode.PURCHASE_ORDER_NOT_FOUND,
  ErrorCode.PURCHASE_ORDER_NOT_OPEN,
  ErrorCode.PURCHASE_ORDER_SHIPPED,
  ErrorCode.PAYMENT_EXCEEDS_DUE,
  ErrorCode.SHIPMENT_NOT_FOUND,
  ErrorCode.SHIPMENT_EXCEEDS_OPEN,
  ErrorCode.SHIPMENT_NOT_PLANNED,
  ErrorCode.LINE_NOT_IN_DOCUMENT,
] as const;

export interface ReissueInput {
  id: number;
  amends: string;
  lines: { name: string; specification: string; quantity: number; unit: string; unit_price: string }[];
  lead_time_days: number;
  incoterm: string;
  payment_terms: { deposit_percent: number; balance_terms: string };
  notes: string;
}

export interface PaymentInput {
  purchase_order_id: number;
  kind: PaymentKind;
  amount: string;
  paid_on: string;
  reference: string;
}

export interface ShipmentInput {
  purchase_order_id: number;
  lines: { line_id: number; quantity: number }[];
  carrier: string;
  tracking_number: string;
  planned_date: string;
}

function post<T>(path: string, json: object): Promise<T> {
  return request<T>(path, { json, hideLoading: true, handledCodes: ORDER_HANDLED_CODES });
}

export const reissueProforma = (body: ReissueInput) => post<ProformaDetail>(REISSUE_PATH, body);
export const cancelProforma = (body: { id: number; reason: string }) =>
  post<ProformaDetail>(PROFORMA_CANCEL_PATH, body);
export const cancelPurchaseOrder = (body: { id: number; reason: string }) =>
  post<PurchaseOrderDetail>(ORDER_CANCEL_PATH, body);
export const recordPayment = (body: PaymentInput) => post<PurchaseOrderDetail>(PAYMENT_PATH, body);
export const planShipment = (body: ShipmentInput) => post<{ id: number }>(SHIPMENT_PATH, body);
export const shipShipment = (id: number) => post<Shipment>(SHIP_PATH, { id });
export const cancelShipment = (id: number) => post<Shipment>(SHIPMENT_CANCEL_PATH, { id });

/** An action on a document; whatever the outcome (a conflict too), the documents are read again. */
function useOrderAction<B, R>(call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}

export const useReissueProforma = () => useOrderAction(reissueProforma);
export const useCancelProforma = () => useOrderAction(cancelProforma);
export const useCancelPurchaseOrder = () => useOrderAction(cancelPurchaseOrder);
export const useRecordPayment = () => useOrderAction(recordPayment);
export const usePlanShipment = () => useOrderAction(planShipment);
export const useShipShipment = () => useOrderAction(shipShipment);
export const useCancelShipment = () => useOrderAction(cancelShipment);
