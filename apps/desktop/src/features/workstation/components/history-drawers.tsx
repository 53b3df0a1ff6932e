import type { HistoryEntry } from '@mall/contract';
import { type ReactNode, useState } from 'react';
import { useProformaDrawer } from './proforma-drawer';
import { usePurchaseOrderDrawer, usePurchaseOrderNumbers } from './purchase-order-drawer';
import { RfqDrawer } from './rfq-drawer';

/** Opens the document of an entry; none where the workstation has no drawer for it. */
export type HistoryOpener = (entry: HistoryEntry) => (() => void) | undefined;

/**
 * The drawers the History opens its documents in, over the History rather than on their own tabs:
 * an RFQ, the version of a proforma invoice the entry names, a purchase order, and a shipment's
 * order (its shipments are shown there). Quotations and quotation requests have no drawer of their
 * own, and a deleted RFQ is gone, so their names stay text.
 */
export function useHistoryDrawers(): [HistoryOpener, ReactNode] {
  const [openInvoice, invoiceDrawer] = useProformaDrawer();
  const [openOrder, orderDrawer] = usePurchaseOrderDrawer();
  const [rfqId, setRfqId] = useState<number | null>(null);
  // A shipment's entry names its order by number only.
  const orderIds = new Map([...usePurchaseOrderNumbers()].map(([id, number]) => [number, id]));

  const opener: HistoryOpener = ({ action, document: { type, id, number, name } }) => {
    // A deleted RFQ is named only by its deletion's entry, or not at all.
    if (type === 'rfq') return name === null || action === 'rfq.delete' ? undefined : () => setRfqId(id);
    if (number === null) return undefined;
    if (type === 'proforma_invoice') return () => openInvoice({ id, number });
    if (type === 'purchase_order') return () => openOrder({ id, number });
    const orderId = orderIds.get(number);
    if (type === 'shipment' && orderId !== undefined) return () => openOrder({ id: orderId, number });
    return undefined;
  };

  return [
    opener,
    <>
      {invoiceDrawer}
      {orderDrawer}
      {rfqId !== null && <RfqDrawer id={rfqId} toMessages={false} onClose={() => setRfqId(null)} />}
    </>,
  ];
}
