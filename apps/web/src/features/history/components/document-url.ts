import { type HistoryDocumentType, type HistoryEntry, PAGES } from '@mall/contract';

const DOCUMENT_URL: Record<HistoryDocumentType, (id: number) => string> = {
  rfq: (id) => `${PAGES.rfqDetail.route}?id=${id}`,
  proforma_invoice: (id) => `${PAGES.proformaDetail.route}?id=${id}`,
  purchase_order: (id) => `${PAGES.purchaseOrderDetail.route}?id=${id}`,
  // An entry names the shipment, not its order: the list of shipments is where it can be found.
  shipment: () => PAGES.shipmentPlans.route,
  // The phone reads quotations and the cart's quotation requests together, on one page.
  offer: () => PAGES.quotations.route,
  quotation_request: () => PAGES.quotations.route,
  purchase_plan: (id) => `${PAGES.purchasePlanDetail.route}?id=${id}`,
  after_sales_case: (id) => `${PAGES.afterSalesDetail.route}?id=${id}`,
};

/** The phone's page of a document of a kind, by its id (the documents a plan's line led to, say). */
export function documentTypeUrl(type: HistoryDocumentType, id: number): string {
  return DOCUMENT_URL[type](id);
}

/** The phone's page of the document an entry concerns. */
export function documentUrl(document: HistoryEntry['document']): string {
  return documentTypeUrl(document.type, document.id);
}
