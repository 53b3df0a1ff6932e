import { ErrorCode, type ReceiptBody, type Shipment, type ShipmentCreateBody } from '@mall/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afterSalesCases, purchaseOrders, receipts, shipmentLines, shipments } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, audited, auditedByBuyer } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Tx } from '../../lib/db-executor.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import { linesWithCounters, lockOrder } from './purchase-order.service.js';
import { shipmentsOf } from './shipment-view.js';

/**
 * Shipments of purchase orders (planned → shipped → delivered, or cancelled before shipping) and
 * the buyer's receipts. Every change locks the order's row first, so shipments of one order are
 * planned, shipped and received one at a time: parallel plans never hold more than is open.
 */
export function createShipmentService(db: Db, clock: Clock) {
  async function one(id: number): Promise<Shipment> {
    const [shipment] = await shipmentsOf(db, { shipmentId: id });
    if (!shipment) throw new AppError(ErrorCode.SHIPMENT_NOT_FOUND);
    return shipment;
  }

  /** The shipment's order, locked; for a buyer, only a shipment of their own orders. */
  async function lockShipmentOrder(tx: Tx, id: number, buyerId?: number) {
    const [found] = await tx
      .select({ orderId: shipments.purchaseOrderId })
      .from(shipments)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
      .where(and(eq(shipments.id, id), buyerId === undefined ? undefined : eq(purchaseOrders.buyerId, buyerId)));
    if (!found) throw new AppError(ErrorCode.SHIPMENT_NOT_FOUND);
    return lockOrder(tx, found.orderId, buyerId === undefined ? { operator: true } : { buyerId });
  }

  /**
   * Moves a planned shipment to `to`, audited. The order's own shipments leave only while it is
   * open; an after-sales replacement also once it closed (its goods had all arrived), not once
   * cancelled. A replacement of a resolved or closed case stays: the case counts on it (60342).
   */
  async function move(actor: AuditActor, id: number, to: 'shipped' | 'cancelled'): Promise<Shipment> {
    await db.transaction(async (tx) => {
      const order = await lockShipmentOrder(tx, id);
      const [replaces] = await tx
        .select({ status: afterSalesCases.status })
        .from(afterSalesCases)
        .where(eq(afterSalesCases.replacementShipmentId, id));
      const shippable = order.status === 'open' || (replaces !== undefined && order.status !== 'cancelled');
      if (to === 'shipped' && !shippable) throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_OPEN);
      if (to === 'cancelled' && (replaces?.status === 'resolved' || replaces?.status === 'closed'))
        throw new AppError(ErrorCode.SHIPMENT_IS_REPLACEMENT);
      const now = clock();
      const [row] = await tx
        .update(shipments)
        .set(to === 'shipped' ? { status: to, shippedAt: now } : { status: to })
        .where(and(eq(shipments.id, id), eq(shipments.status, 'planned')))
        .returning({ id: shipments.id });
      if (!row) throw new AppError(ErrorCode.SHIPMENT_NOT_PLANNED);
      await audited(tx, actor, {
        action: `shipment.${to === 'shipped' ? 'ship' : 'cancel'}`,
        entity: 'shipment',
        id,
        before: {
          status: 'planned',
        },
        after: { status: to, purchase_order_id: order.id },
        owner: order.buyerId,
      });
    });
    return one(id);
  }

  return {
    /** A planned shipment of quantities still open on the order's lines; never more than is left. */
    async create(actor: AuditActor, body: ShipmentCreateBody): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, body.purchase_order_id, { operator: true });
        if (order.status !== 'open') throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_OPEN);
        const lines = await linesWithCounters(tx, order.id);
        for (const wanted of body.lines) {
          const line = lines.find((l) => l.id === wanted.line_id);
          if (!line) throw new AppError(ErrorCode.LINE_NOT_IN_DOCUMENT);
          const open = line.quantity - line.counters.committed;
          if (wanted.quantity > open) throw new AppError(ErrorCode.SHIPMENT_EXCEEDS_OPEN, { line_id: line.id, open });
        }
        const [shipment] = await tx
          .insert(shipments)
          .values({
            purchaseOrderId: order.id,
            carrier: body.carrier,
            trackingNumber: body.tracking_number,
            plannedDate: body.planned_date,
            createdAt: clock(),
          })
          .returning({ id: shipments.id });
        if (!shipment) throw new Error('no shipment inserted');
        await tx
          .insert(shipmentLines)
          .values(
            body.lines.map((line) => ({ shipmentId: shipment.id, lineId: line.line_id, quantity: line.quantity })),
          );
        await audited(tx, actor, {
          action: 'shipment.create',
          entity: 'shipment',
          id: shipment.id,
          after: {
            purchase_order_id: order.id,
            lines: body.lines,
            carrier: body.carrier,
            tracking_number: body.tracking_number,
            planned_date: body.planned_date,
          },
          owner: order.buyerId,
        });
        return { id: shipment.id };
      });
    },

    ship: (actor: AuditActor, id: number) => move(actor, id, 'shipped'),
    cancel: (actor: AuditActor, id: number) => move(actor, id, 'cancelled'),

    async list(buyerId: number): Promise<{ list: Shipment[] }> {
      return { list: await shipmentsOf(db, { buyerId }) };
    },

    /**
     * The buyer's receipt of a shipped shipment, once: per line what was taken in and what was
     * refused (with a reason), together at most what was shipped; lines left out arrived short.
     * The shipment becomes delivered; what never arrived is open on the order again; the order
     * closes when every line has arrived in full. An after-sales replacement is received on a
     * closed order too: it counts for none of the order's lines.
     */
    async receive(buyer: Buyer, body: ReceiptBody): Promise<{ id: number }> {
      const now = clock();
      requireActiveMember(buyer, now);
      for (const line of body.lines) {
        if (line.rejected > 0 && line.reason === '') throw new AppError(ErrorCode.REJECT_REASON_REQUIRED);
      }
      return db.transaction(async (tx) => {
        const order = await lockShipmentOrder(tx, body.shipment_id, buyer.id);
        const [delivered] = await tx
          .update(shipments)
          .set({ status: 'delivered', deliveredAt: now })
          .where(and(eq(shipments.id, body.shipment_id), eq(shipments.status, 'shipped')))
          .returning({ id: shipments.id });
        if (!delivered) throw new AppError(ErrorCode.SHIPMENT_NOT_SHIPPED);
        const shipped = await tx.select().from(shipmentLines).where(eq(shipmentLines.shipmentId, body.shipment_id));
        for (const line of body.lines) {
          const on = shipped.find((s) => s.lineId === line.line_id);
          if (!on) throw new AppError(ErrorCode.LINE_NOT_IN_DOCUMENT);
          if (line.received + line.rejected > on.quantity) throw new AppError(ErrorCode.RECEIPT_EXCEEDS_SHIPPED);
        }
        for (const on of shipped) {
          const line = body.lines.find((l) => l.line_id === on.lineId);
          await tx
            .update(shipmentLines)
            .set({
              received: line?.received ?? 0,
              rejected: line?.rejected ?? 0,
              reason: line && line.rejected > 0 ? line.reason : null,
            })
            .where(and(eq(shipmentLines.shipmentId, on.shipmentId), eq(shipmentLines.lineId, on.lineId)));
        }
        const [receipt] = await tx
          .insert(receipts)
          .values({ shipmentId: body.shipment_id, buyerId: buyer.id, createdAt: now })
          .returning({ id: receipts.id });
        if (!receipt) throw new Error('no receipt inserted');
        await auditedByBuyer(tx, buyer.id, {
          action: 'shipment.receive',
          entity: 'shipment',
          id: body.shipment_id,
          before: { status: 'shipped' },
          after: {
            status: 'delivered',
            receipt_id: receipt.id,
            lines: body.lines,
          },
        });
        const lines = await linesWithCounters(tx, order.id);
        if (order.status === 'open' && lines.every((line) => line.counters.received >= line.quantity)) {
          await tx
            .update(purchaseOrders)
            .set({ status: 'closed', closedAt: now })
            .where(and(eq(purchaseOrders.id, order.id), eq(purchaseOrders.status, 'open')));
          await audited(tx, null, {
            action: 'purchase_order.close',
            entity: 'purchase_order',
            id: order.id,
            before: { status: 'open' },
            after: {
              status: 'closed',
            },
            owner: order.buyerId,
          });
        }
        return { id: receipt.id };
      });
    },
  };
}
