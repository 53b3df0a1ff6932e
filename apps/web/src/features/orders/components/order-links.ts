import { PAGES } from '@mall/contract';

export const proformaUrl = (id: number) => `${PAGES.proformaDetail.route}?id=${id}`;
export const purchaseOrderUrl = (id: number) => `${PAGES.purchaseOrderDetail.route}?id=${id}`;
export const receiveUrl = (shipmentId: number) => `${PAGES.warehouseReceive.route}?id=${shipmentId}`;
