import {
  ErrorCode,
  type PaymentBody,
  type PaymentKind,
  type PurchaseOrderDetail,
  type PurchaseOrderProgress,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
} from '@mall/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  proformaInvoiceLines,
  proformaInvoices,
  purchaseOrderLines,
  purchaseOrderPayments,
  purchaseOrders,
  shipments,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor, Tx } from '../../lib/db-executor.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import { copyLine, toDocumentLine } from './document-lines.js';
import { nextDocumentNumber } from './document-number.js';
import { fromCents, sumCents, toCents } from './money.js';
import { buyerParty, type DocumentViewer, ownerFilter } from './parties.js';
import { shipmentsOf } from './shipment-view.js';

type OrderRow = typeof purchaseOrders.$inferSelect;
type ProformaRow = typeof proformaInvoices.$inferSelect;

/** A line's quantities as its shipments and their receipts leave them (docs/decisions/020). */
export interface LineCounters {
  shipped: number;
  received: number;
  accepted: number;
  rejected: number;
  /** Planned, in transit, or arrived: what is no longer open to ship. */
  committed: number;
}

/**
 * Counters of purchase order lines from their shipments: a planned or shipped shipment holds its
 * quantity; a delivered one holds what arrived (accepted + rejected), so a short delivery's rest
 * is open again; a cancelled one holds nothing.
 */
export async function lineCounters(executor: DbExecutor, lineIds: number[]): Promise<Map<number, LineCounters>> {
  const counters = new Map<number, LineCounters>();
  if (lineIds.length === 0) return counters;
  const result = (await executor.execute(sql`
    SELECT sl.line_id,
      coalesce(sum(CASE WHEN s.status = 'shipped' THEN sl.quantity
        WHEN s.status = 'delivered' THEN sl.received + sl.rejected ELSE 0 END), 0)::int AS shipped,
      coalesce(sum(CASE WHEN s.status = 'delivered' THEN sl.received ELSE 0 END), 0)::int AS accepted,
      coalesce(sum(CASE WHEN s.status = 'delivered' THEN sl.rejected ELSE 0 END), 0)::int AS rejected,
      coalesce(sum(CASE WHEN s.status IN ('planned', 'shipped') THEN sl.quantity
        WHEN s.status = 'delivered' THEN sl.received + sl.rejected ELSE 0 END), 0)::int AS committed
    FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id
    WHERE sl.line_id IN (${sql.join(
      lineIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    GROUP BY sl.line_id`)) as unknown as {
    rows: Array<{ line_id: number; shipped: number; accepted: number; rejected: number; committed: number }>;
  };
  for (const row of result.rows) {
    const accepted = Number(row.accepted);
    const rejected = Number(row.rejected);
    counters.set(Number(row.line_id), {
      shipped: Number(row.shipped),
      received: accepted + rejected,
      accepted,
      rejected,
      committed: Number(row.committed),
    });
  }
  return counters;
}

const NONE: LineCounters = { shipped: 0, received: 0, accepted: 0, rejected: 0, committed: 0 };

type OrderLineRow = typeof purchaseOrderLines.$inferSelect;

/** The lines of some orders, in their order, each with its counters: what every reader of a line's progress needs. */
export async function linesWithCounters(
  executor: DbExecutor,
  orderIds: number[],
): Promise<Array<OrderLineRow & { counters: LineCounters }>> {
  if (orderIds.length === 0) return [];
  const lines = await executor
    .select()
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.purchaseOrderId, orderIds))
    .orderBy(asc(purchaseOrderLines.position));
  const counters = await lineCounters(
    executor,
    lines.map((line) => line.id),
  );
  return lines.map((line) => ({ ...line, counters: counters.get(line.id) ?? NONE }));
}

/** The order's progress from its lines: received, partly received, shipped, partly shipped, to ship. */
export function progressOf(
  lines: Array<{ quantity: number; shipped: number; received: number }>,
): PurchaseOrderProgress {
  if (lines.every((line) => line.received >= line.quantity)) return 'received';
  if (lines.some((line) => line.received > 0)) return 'partly_received';
  if (lines.every((line) => line.shipped >= line.quantity)) return 'shipped';
  if (lines.some((line) => line.shipped > 0)) return 'partly_shipped';
  return 'to_ship';
}

/** Locks the order's row for the rest of the transaction: its shipments, payments and state change one at a time. */
export async function lockOrder(tx: Tx, id: number, viewer: DocumentViewer): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), ownerFilter(purchaseOrders.buyerId, viewer)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_FOUND);
  return row;
}

/** The purchase order of a confirmed proforma invoice, in the confirmation's transaction. */
export async function createPurchaseOrder(tx: Tx, pi: ProformaRow, now: Date): Promise<{ id: number; number: string }> {
  const number = await nextDocumentNumber(tx, 'PO', now);
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      number,
      buyerId: pi.buyerId,
      proformaInvoiceId: pi.id,
      poNumber: pi.poNumber ?? '',
      currency: pi.currency,
      total: pi.total,
      depositDue: pi.depositAmount,
      createdAt: now,
    })
    .returning({ id: purchaseOrders.id });
  if (!order) throw new Error('no purchase order inserted');
  const lines = await tx
    .select()
    .from(proformaInvoiceLines)
    .where(eq(proformaInvoiceLines.proformaInvoiceId, pi.id))
    .orderBy(asc(proformaInvoiceLines.position));
  await tx
    .insert(purchaseOrderLines)
    .values(lines.map((line) => ({ ...copyLine(line), purchaseOrderId: order.id, position: line.position })));
  return { id: order.id, number };
}

export function createPurchaseOrderService(db: Db, clock: Clock) {
  async function summaries(rows: OrderRow[]): Promise<PurchaseOrderSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lines, payments] = await Promise.all([
      linesWithCounters(db, ids),
      db.select().from(purchaseOrderPayments).where(inArray(purchaseOrderPayments.purchaseOrderId, ids)),
    ]);
    return rows.map((row) => {
      const own = lines.filter((line) => line.purchaseOrderId === row.id);
      const paid = sumCents(payments.filter((p) => p.purchaseOrderId === row.id).map((p) => toCents(p.amount)));
      return {
        id: row.id,
        number: row.number,
        po_number: row.poNumber,
        status: row.status as PurchaseOrderStatus,
        progress: progressOf(own.map((line) => ({ quantity: line.quantity, ...line.counters }))),
        currency: row.currency as PurchaseOrderSummary['currency'],
        total: row.total,
        paid: fromCents(paid),
        due: fromCents(toCents(row.total) - paid),
        proforma_invoice_id: row.proformaInvoiceId,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function detail(id: number, viewer: DocumentViewer): Promise<PurchaseOrderDetail> {
    const [row] = await db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, id), ownerFilter(purchaseOrders.buyerId, viewer)))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_FOUND);
    const [[summary], lines, payments, [pi], orderShipments] = await Promise.all([
      summaries([row]),
      linesWithCounters(db, [id]),
      db
        .select()
        .from(purchaseOrderPayments)
        .where(eq(purchaseOrderPayments.purchaseOrderId, id))
        .orderBy(asc(purchaseOrderPayments.id)),
      db
        .select({ number: proformaInvoices.number, buyer: proformaInvoices.buyer })
        .from(proformaInvoices)
        .where(eq(proformaInvoices.id, row.proformaInvoiceId)),
      shipmentsOf(db, { orderIds: [id] }),
    ]);
    if (!summary || !pi) throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_FOUND);
    const depositPaid = sumCents(payments.filter((p) => p.kind === 'deposit').map((p) => toCents(p.amount)));
    return {
      ...summary,
      proforma_invoice_number: pi.number,
      buyer: buyerParty(pi.buyer),
      deposit_due: row.depositDue,
      deposit_paid: fromCents(depositPaid),
      cancel_reason: row.cancelReason,
      lines: lines.map((line) => {
        const { committed, ...counted } = line.counters;
        return { id: line.id, ...toDocumentLine(line), ...counted, open: line.quantity - committed };
      }),
      payments: payments.map((p) => ({
        id: p.id,
        kind: p.kind as PaymentKind,
        amount: p.amount,
        paid_on: p.paidOn,
        reference: p.reference,
      })),
      shipments: orderShipments,
    };
  }

  /**
   * Cancels an open order before anything shipped; its planned shipments go with it. The order's
   * row is locked, and shipping locks it too, so a shipment cannot leave while this decides.
   */
  async function cancel(viewer: DocumentViewer, actor: AuditActor, id: number, reason: string) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id, viewer);
      if (order.status !== 'open') throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_OPEN);
      const [moved] = await tx
        .select({ n: count() })
        .from(shipments)
        .where(and(eq(shipments.purchaseOrderId, id), inArray(shipments.status, ['shipped', 'delivered'])));
      if ((moved?.n ?? 0) > 0) throw new AppError(ErrorCode.PURCHASE_ORDER_SHIPPED);
      const now = clock();
      await tx
        .update(purchaseOrders)
        .set({ status: 'cancelled', cancelReason: reason, closedAt: now })
        .where(eq(purchaseOrders.id, id));
      await tx
        .update(shipments)
        .set({ status: 'cancelled' })
        .where(and(eq(shipments.purchaseOrderId, id), eq(shipments.status, 'planned')));
      if ('operator' in viewer) {
        await audited(
          tx,
          actor,
          'purchase_order.cancel',
          'purchase_order',
          id,
          { status: 'open' },
          {
            status: 'cancelled',
            reason,
          },
        );
      }
    });
    return detail(id, viewer);
  }

  return {
    detail,
    cancel,

    async list(buyerId: number, status?: PurchaseOrderStatus): Promise<{ list: PurchaseOrderSummary[] }> {
      const rows = await db
        .select()
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.buyerId, buyerId), status ? eq(purchaseOrders.status, status) : undefined))
        .orderBy(desc(purchaseOrders.id));
      return { list: await summaries(rows) };
    },

    async page(query: { page: number; pageSize: number; status?: PurchaseOrderStatus }) {
      const where = query.status ? eq(purchaseOrders.status, query.status) : undefined;
      const [total] = await db.select({ n: count() }).from(purchaseOrders).where(where);
      const rows = await db
        .select()
        .from(purchaseOrders)
        .where(where)
        .orderBy(desc(purchaseOrders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const parties = await db
        .select({ id: proformaInvoices.id, buyer: proformaInvoices.buyer })
        .from(proformaInvoices)
        .where(inArray(proformaInvoices.id, rows.map((row) => row.proformaInvoiceId).concat(0)));
      const list = (await summaries(rows)).map((summary) => ({
        ...summary,
        buyer: buyerParty(parties.find((p) => p.id === summary.proforma_invoice_id)?.buyer),
      }));
      return { list, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** The buyer cancels their own order (an active member only). */
    async cancelByBuyer(buyer: Buyer, id: number, reason: string) {
      requireActiveMember(buyer, clock());
      return cancel({ buyerId: buyer.id }, null, id, reason);
    },

    /**
     * Records money received: a deposit up to what the deposit still lacks, a balance up to what
     * the order still lacks; never more than is due. The order's row is locked, so two operators
     * recording at once cannot both fit in the same due amount.
     */
    async recordPayment(actor: AuditActor, body: PaymentBody) {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, body.purchase_order_id, { operator: true });
        if (order.status === 'cancelled') throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_OPEN);
        const payments = await tx
          .select()
          .from(purchaseOrderPayments)
          .where(eq(purchaseOrderPayments.purchaseOrderId, order.id));
        const paid = sumCents(payments.map((p) => toCents(p.amount)));
        const depositPaid = sumCents(payments.filter((p) => p.kind === 'deposit').map((p) => toCents(p.amount)));
        const amount = toCents(body.amount);
        const due = toCents(order.total) - paid;
        const limit = body.kind === 'deposit' ? minCents(toCents(order.depositDue) - depositPaid, due) : due;
        if (amount > limit) throw new AppError(ErrorCode.PAYMENT_EXCEEDS_DUE);
        const [payment] = await tx
          .insert(purchaseOrderPayments)
          .values({
            purchaseOrderId: order.id,
            kind: body.kind,
            amount: fromCents(amount),
            paidOn: body.paid_on,
            reference: body.reference,
            operatorId: actor?.id ?? null,
            createdAt: clock(),
          })
          .returning({ id: purchaseOrderPayments.id });
        await audited(
          tx,
          actor,
          'purchase_order.payment',
          'purchase_order',
          order.id,
          { paid: fromCents(paid) },
          {
            payment_id: payment?.id,
            kind: body.kind,
            amount: fromCents(amount),
            paid_on: body.paid_on,
            reference: body.reference,
            paid: fromCents(paid + amount),
          },
        );
      });
      return detail(body.purchase_order_id, { operator: true });
    },
  };
}

function minCents(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export type PurchaseOrderService = ReturnType<typeof createPurchaseOrderService>;
