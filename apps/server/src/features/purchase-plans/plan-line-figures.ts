import type { PurchasePlanLink } from '@mall/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  cartLines,
  proformaInvoiceLines,
  proformaInvoices,
  purchaseOrderLines,
  purchaseOrders,
  quotationRequestItems,
  quotationRequests,
  rfqs,
  shipmentLines,
  shipments,
} from '../../db/schema/index.js';
import type { DbExecutor } from '../../lib/db-executor.js';

export interface PlanLineFigures {
  /** On the buyer's purchase orders not cancelled. */
  ordered: number;
  /**
   * Taken in (accepted) at the receipts of those orders' shipments, an after-sales replacement's
   * too, but per order line never more than it ordered.
   */
  received: number;
  /** In the buyer's cart, every market and group together. */
  inCart: number;
  links: PurchasePlanLink[];
}

type LinkType = PurchasePlanLink['type'];

/** The order of the chain a plan line's documents are listed in. */
const CHAIN: readonly LinkType[] = ['cart', 'quotation_request', 'rfq', 'proforma_invoice', 'purchase_order'];

/**
 * For the buyer's plan lines: what the documents that came from each line hold of it, from the
 * lines that name it (`plan_line_id`), in two set-based queries whatever the number of lines.
 * Links: the cart (one entry, its quantity in every market and group), each quotation request and
 * RFQ, each proforma invoice's current version (superseded versions left out), and each purchase
 * order not cancelled, in chain order then by id. Only the buyer's documents count. Every line
 * asked for has an entry (zeros and no links when nothing came from it).
 */
export async function planLineFigures(
  db: DbExecutor,
  buyerId: number,
  lineIds: readonly number[],
): Promise<Map<number, PlanLineFigures>> {
  const figures = new Map<number, PlanLineFigures>(
    lineIds.map((id) => [id, { ordered: 0, received: 0, inCart: 0, links: [] }]),
  );
  if (figures.size === 0) return figures;
  const ids = [...figures.keys()];

  const link = (type: LinkType) => sql<LinkType>`${type}::text`;
  const cart = db
    .select({
      planLineId: cartLines.planLineId,
      type: link('cart'),
      id: sql<number>`0`,
      number: sql<string>`''`,
      quantity: sql<number>`sum(${cartLines.quantity})::int`,
    })
    .from(cartLines)
    .where(and(eq(cartLines.buyerId, buyerId), inArray(cartLines.planLineId, ids)))
    .groupBy(cartLines.planLineId);
  const requests = db
    .select({
      planLineId: quotationRequestItems.planLineId,
      type: link('quotation_request'),
      id: quotationRequests.id,
      number: sql<string>`${quotationRequests.id}::text`,
      quantity: sql<number>`sum(${quotationRequestItems.quantity})::int`,
    })
    .from(quotationRequestItems)
    .innerJoin(quotationRequests, eq(quotationRequests.id, quotationRequestItems.requestId))
    .where(and(eq(quotationRequests.buyerId, buyerId), inArray(quotationRequestItems.planLineId, ids)))
    .groupBy(quotationRequestItems.planLineId, quotationRequests.id);
  const rfqLinks = db
    .select({
      planLineId: rfqs.planLineId,
      type: link('rfq'),
      id: rfqs.id,
      number: sql<string>`${rfqs.id}::text`,
      quantity: rfqs.quantity,
    })
    .from(rfqs)
    .where(and(eq(rfqs.buyerId, buyerId), inArray(rfqs.planLineId, ids)));
  const invoices = db
    .select({
      planLineId: proformaInvoiceLines.planLineId,
      type: link('proforma_invoice'),
      id: proformaInvoices.id,
      number: sql<string>`${proformaInvoices.number}::text`,
      quantity: sql<number>`sum(${proformaInvoiceLines.quantity})::int`,
    })
    .from(proformaInvoiceLines)
    .innerJoin(proformaInvoices, eq(proformaInvoices.id, proformaInvoiceLines.proformaInvoiceId))
    .where(
      and(
        eq(proformaInvoices.buyerId, buyerId),
        ne(proformaInvoices.status, 'superseded'),
        inArray(proformaInvoiceLines.planLineId, ids),
      ),
    )
    .groupBy(proformaInvoiceLines.planLineId, proformaInvoices.id);
  const orders = db
    .select({
      planLineId: purchaseOrderLines.planLineId,
      type: link('purchase_order'),
      id: purchaseOrders.id,
      number: sql<string>`${purchaseOrders.number}::text`,
      quantity: sql<number>`sum(${purchaseOrderLines.quantity})::int`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        eq(purchaseOrders.buyerId, buyerId),
        ne(purchaseOrders.status, 'cancelled'),
        inArray(purchaseOrderLines.planLineId, ids),
      ),
    )
    .groupBy(purchaseOrderLines.planLineId, purchaseOrders.id);
  const links = await cart.unionAll(requests).unionAll(rfqLinks).unionAll(invoices).unionAll(orders);

  /*
   * What the receipts took in: shipment_lines.received is filled by a delivered shipment's receipt.
   * An after-sales replacement's goods count, unlike in the order's own counters: the plan asks
   * what the buyer has. Capped per order line at what it ordered, since a replacement of goods
   * taken in and then found faulty would count them twice.
   */
  const perOrderLine = db
    .select({
      planLineId: purchaseOrderLines.planLineId,
      received: sql<number>`least(coalesce(sum(${shipmentLines.received}), 0), ${purchaseOrderLines.quantity})`.as(
        'received',
      ),
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .innerJoin(shipmentLines, eq(shipmentLines.lineId, purchaseOrderLines.id))
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(
      and(
        eq(purchaseOrders.buyerId, buyerId),
        ne(purchaseOrders.status, 'cancelled'),
        eq(shipments.status, 'delivered'),
        inArray(purchaseOrderLines.planLineId, ids),
      ),
    )
    .groupBy(purchaseOrderLines.id)
    .as('per_order_line');
  const received = await db
    .select({ planLineId: perOrderLine.planLineId, received: sql<number>`sum(${perOrderLine.received})::int` })
    .from(perOrderLine)
    .groupBy(perOrderLine.planLineId);

  const rank = (type: LinkType) => CHAIN.indexOf(type);
  links.sort((a, b) => rank(a.type) - rank(b.type) || a.id - b.id);
  for (const row of links) {
    const line = row.planLineId === null ? undefined : figures.get(row.planLineId);
    if (!line) continue;
    const quantity = Number(row.quantity);
    line.links.push({ type: row.type, id: row.id, number: row.number, quantity });
    if (row.type === 'purchase_order') line.ordered += quantity;
    if (row.type === 'cart') line.inCart += quantity;
  }
  for (const row of received) {
    const line = row.planLineId === null ? undefined : figures.get(row.planLineId);
    if (line) line.received = Number(row.received);
  }
  return figures;
}
