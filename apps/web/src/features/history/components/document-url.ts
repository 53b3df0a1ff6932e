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
};

/** The phone's page of the document an entry concerns. */
export function documentUrl(document: HistoryEntry['document']): string {
  return DOCUMENT_URL[document.type](document.id);
}
