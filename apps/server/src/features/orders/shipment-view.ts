import type { Shipment } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';

/** A timestamp as `Date.prototype.toISOString` writes it (UTC, milliseconds), or null. */
function isoTime(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The shipments `where` selects (`s` the shipment, `o` its order), with their lines and the
 * after-sales case a replacement shipment serves, as one JSON array: oldest first, or newest first.
 * A subquery, so a purchase order's detail takes its shipments in the same query.
 */
export function shipmentsJson(where: SQL, newestFirst = false): SQL<Shipment[]> {
  return sql<Shipment[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', s.id, 'purchase_order_id', s.purchase_order_id, 'purchase_order_number', o.number,
      'status', s.status, 'carrier', s.carrier, 'tracking_number', s.tracking_number,
      'planned_date', s.planned_date, 'shipped_at', ${isoTime(sql`s.shipped_at`)},
      'delivered_at', ${isoTime(sql`s.delivered_at`)},
      'after_sales_case_id', (SELECT a.id FROM after_sales_cases a WHERE a.replacement_shipment_id = s.id),
      'lines', (
        SELECT coalesce(json_agg(json_build_object(
          'line_id', sl.line_id, 'name', l.name, 'unit', l.unit, 'quantity', sl.quantity,
          'received', sl.received, 'rejected', sl.rejected, 'reason', sl.reason
        ) ORDER BY l.position), '[]')
        FROM shipment_lines sl JOIN purchase_order_lines l ON l.id = sl.line_id
        WHERE sl.shipment_id = s.id)
    ) ORDER BY s.id ${newestFirst ? sql`DESC` : sql`ASC`}), '[]')
    FROM shipments s JOIN purchase_orders o ON o.id = s.purchase_order_id
    WHERE ${where})`;
}

/** Every shipment of a buyer (newest first), or one shipment, with their lines. */
export async function shipmentsOf(
  db: DbExecutor,
  scope: { buyerId: number } | { shipmentId: number },
): Promise<Shipment[]> {
  const where = 'buyerId' in scope ? sql`o.buyer_id = ${scope.buyerId}` : sql`s.id = ${scope.shipmentId}`;
  const result = (await db.execute(sql`SELECT ${shipmentsJson(where, 'buyerId' in scope)} AS list`)) as unknown as {
    rows: Array<{ list: Shipment[] }>;
  };
  return result.rows[0]?.list ?? [];
}
