import type { Shipment, ShipmentStatus } from '@mall/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { purchaseOrderLines, purchaseOrders, shipmentLines, shipments } from '../../db/schema/index.js';

/** Shipments of some orders (oldest first), or every shipment of a buyer (newest first), with their lines. */
export async function shipmentsOf(
  db: Db,
  scope: { orderIds: number[] } | { buyerId: number } | { shipmentId: number },
): Promise<Shipment[]> {
  const where =
    'orderIds' in scope
      ? inArray(shipments.purchaseOrderId, scope.orderIds.concat(0))
      : 'buyerId' in scope
        ? eq(purchaseOrders.buyerId, scope.buyerId)
        : eq(shipments.id, scope.shipmentId);
  const heads = await db
    .select({ shipment: shipments, number: purchaseOrders.number })
    .from(shipments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
    .where(where)
    .orderBy('buyerId' in scope ? desc(shipments.id) : asc(shipments.id));
  if (heads.length === 0) return [];
  const lines = await db
    .select({
      shipmentId: shipmentLines.shipmentId,
      lineId: shipmentLines.lineId,
      quantity: shipmentLines.quantity,
      received: shipmentLines.received,
      rejected: shipmentLines.rejected,
      reason: shipmentLines.reason,
      name: purchaseOrderLines.name,
      unit: purchaseOrderLines.unit,
      position: purchaseOrderLines.position,
    })
    .from(shipmentLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, shipmentLines.lineId))
    .where(
      and(
        inArray(
          shipmentLines.shipmentId,
          heads.map((h) => h.shipment.id),
        ),
      ),
    )
    .orderBy(asc(purchaseOrderLines.position));
  return heads.map(({ shipment, number }) => ({
    id: shipment.id,
    purchase_order_id: shipment.purchaseOrderId,
    purchase_order_number: number,
    status: shipment.status as ShipmentStatus,
    carrier: shipment.carrier,
    tracking_number: shipment.trackingNumber,
    planned_date: shipment.plannedDate,
    shipped_at: shipment.shippedAt?.toISOString() ?? null,
    delivered_at: shipment.deliveredAt?.toISOString() ?? null,
    lines: lines
      .filter((line) => line.shipmentId === shipment.id)
      .map((line) => ({
        line_id: line.lineId,
        name: line.name,
        unit: line.unit,
        quantity: line.quantity,
        received: line.received,
        rejected: line.rejected,
        reason: line.reason,
      })),
  }));
}
