import {
  ErrorCode,
  fromCents,
  type Payment,
  type PaymentBody,
  type PurchaseOrderDetail,
  type PurchaseOrderListQuery,
  type PurchaseOrderPage,
  type PurchaseOrderProgress,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
  sumCents,
  toCents,
} from '@mall/contract';
import { and, asc, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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
import { type AuditActor, audited, auditedByBuyer } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor, Tx } from '../../lib/db-executor.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import { copyLine } from './document-lines.js';
import { nextDocumentNumber } from './document-number.js';
import { buyerParty, type DocumentViewer, ownerFilter } from './parties.js';
import { shipmentsJson } from './shipment-view.js';

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

/*
 * What one shipment line counts for its order line (`s` the shipment, `sl` its line): a planned or
 * shipped shipment holds its quantity; a delivered one holds what arrived (accepted + rejected), so
 * a short delivery's rest is open again; a cancelled one holds nothing.
 */
const SHIPPED = sql`CASE WHEN s.status = 'shipped' THEN sl.quantity
  WHEN s.status = 'delivered' THEN sl.received + sl.rejected ELSE 0 END`;
const ARRIVED = sql`CASE WHEN s.status = 'delivered' THEN sl.received + sl.rejected ELSE 0 END`;
const ACCEPTED = sql`CASE WHEN s.status = 'delivered' THEN sl.received ELSE 0 END`;
const REJECTED = sql`CASE WHEN s.status = 'delivered' THEN sl.rejected ELSE 0 END`;
const COMMITTED = sql`CASE WHEN s.status IN ('planned', 'shipped') THEN sl.quantity
  WHEN s.status = 'delivered' THEN sl.received + sl.rejected ELSE 0 END`;

/**
 * Whether shipment `s` is the order's own: an after-sales replacement (migration 0024) brings goods
 * in place of some already delivered, not more of the order, so no counter of the order counts it.
 */
const OWN_SHIPMENT = sql`NOT EXISTS (SELECT 1 FROM after_sales_cases a WHERE a.replacement_shipment_id = s.id)`;

/**
 * Joins that give each order `scope` selects its progress (`pr`) and what was paid (`pay`), set-based
 * so a list of any length is one query. Progress from the lines: received (every line arrived in
 * full), partly received, shipped (every line in full), partly shipped, to ship; from the order's
 * own shipments only.
 */
export function summaryJoins(scope: SQLWrapper): { progress: [SQL, SQL]; paid: [SQL, SQL] } {
  return {
    progress: [
      sql`(
        SELECT ls.purchase_order_id, CASE
          WHEN bool_and(ls.arrived >= ls.quantity) THEN 'received'
          WHEN bool_or(ls.arrived > 0) THEN 'partly_received'
          WHEN bool_and(ls.shipped >= ls.quantity) THEN 'shipped'
          WHEN bool_or(ls.shipped > 0) THEN 'partly_shipped'
          ELSE 'to_ship' END AS progress
        FROM (
          SELECT l.purchase_order_id, l.quantity, sum(${SHIPPED}) AS shipped, sum(${ARRIVED}) AS arrived
          FROM purchase_order_lines l
          LEFT JOIN (shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id AND ${OWN_SHIPMENT})
            ON sl.line_id = l.id
          WHERE l.purchase_order_id IN ${scope}
          GROUP BY l.id
        ) ls
        GROUP BY ls.purchase_order_id
      ) pr`,
      sql`pr.purchase_order_id = ${purchaseOrders.id}`,
    ],
    paid: [
      sql`(
        SELECT p.purchase_order_id, sum(p.amount)::text AS paid FROM purchase_order_payments p
        WHERE p.purchase_order_id IN ${scope}
        GROUP BY p.purchase_order_id
      ) pay`,
      sql`pay.purchase_order_id = ${purchaseOrders.id}`,
    ],
  };
}

/**
 * The rule of summaryJoins for an order whose lines are at hand (its detail): planning the joins
 * cost PGlite more than the rest of the detail's query.
 */
function progressOf(lines: Array<{ quantity: number; shipped: number; received: number }>): PurchaseOrderProgress {
  if (lines.every((line) => line.received >= line.quantity)) return 'received';
  if (lines.some((line) => line.received > 0)) return 'partly_received';
  if (lines.every((line) => line.shipped >= line.quantity)) return 'shipped';
  if (lines.some((line) => line.shipped > 0)) return 'partly_shipped';
  return 'to_ship';
}

/** An order's row with what summaryJoins adds; an order without lines counts as received, as with no line left. */
export const SUMMARY_FIELDS = {
  order: purchaseOrders,
  progress: sql<string>`coalesce(pr.progress, 'received')`,
  paid: sql<string>`coalesce(pay.paid, '0')`,
};

/** Each line's counters (`c`) of one order from its own shipments. */
function countersOf(orderId: SQL): SQL {
  return sql`(
    SELECT sl.line_id, sum(${SHIPPED})::int AS shipped, sum(${ACCEPTED})::int AS accepted,
      sum(${REJECTED})::int AS rejected, sum(${COMMITTED})::int AS committed
    FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
    WHERE s.purchase_order_id = ${orderId} AND ${OWN_SHIPMENT}
    GROUP BY sl.line_id
  ) c`;
}

/** A detail's line as the detail query returns it (numeric columns as text). */
interface LineJson {
  id: number;
  product_id: number | null;
  name: string;
  specification: string;
  quantity: number;
  unit: string;
  unit_price: string;
  amount: string;
  shipped: number;
  accepted: number;
  rejected: number;
  committed: number;
}

/** The order's lines with their counters, in their order, as one JSON array. */
const LINES_JSON = sql<LineJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', l.id, 'product_id', l.product_id, 'name', l.name, 'specification', l.specification,
    'quantity', l.quantity, 'unit', l.unit, 'unit_price', l.unit_price::text, 'amount', l.amount::text,
    'shipped', coalesce(c.shipped, 0), 'accepted', coalesce(c.accepted, 0),
    'rejected', coalesce(c.rejected, 0), 'committed', coalesce(c.committed, 0)
  ) ORDER BY l.position), '[]')
  FROM purchase_order_lines l
  LEFT JOIN ${countersOf(sql`${purchaseOrders.id}`)} ON c.line_id = l.id
  WHERE l.purchase_order_id = ${purchaseOrders.id})`;

/** The order's payments, oldest first, as one JSON array (amounts as decimal text). */
const PAYMENTS_JSON = sql<Payment[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'id', p.id, 'kind', p.kind, 'amount', p.amount::text, 'paid_on', p.paid_on, 'reference', p.reference
  ) ORDER BY p.id), '[]')
  FROM purchase_order_payments p
  WHERE p.purchase_order_id = ${purchaseOrders.id})`;

type OrderLineRow = typeof purchaseOrderLines.$inferSelect;

/** The order's lines, in their order, each with its counters: what every reader of a line's progress needs. */
export async function linesWithCounters(
  executor: DbExecutor,
  orderId: number,
): Promise<Array<OrderLineRow & { counters: LineCounters }>> {
  const rows = await executor
    .select({
      line: purchaseOrderLines,
      shipped: sql<number>`coalesce(c.shipped, 0)`,
      accepted: sql<number>`coalesce(c.accepted, 0)`,
      rejected: sql<number>`coalesce(c.rejected, 0)`,
      committed: sql<number>`coalesce(c.committed, 0)`,
    })
    .from(purchaseOrderLines)
    .leftJoin(countersOf(sql`${orderId}`), sql`c.line_id = ${purchaseOrderLines.id}`)
    .where(eq(purchaseOrderLines.purchaseOrderId, orderId))
    .orderBy(asc(purchaseOrderLines.position));
  return rows.map(({ line, ...c }) => {
    const accepted = Number(c.accepted);
    const rejected = Number(c.rejected);
    return {
      ...line,
      counters: {
        shipped: Number(c.shipped),
        received: accepted + rejected,
        accepted,
        rejected,
        committed: Number(c.committed),
      },
    };
  });
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
  await audited(tx, null, {
    action: 'purchase_order.create',
    entity: 'purchase_order',
    id: order.id,
    after: { number, proforma_invoice_id: pi.id, total: pi.total, currency: pi.currency },
    owner: pi.buyerId,
  });
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

function summaryOf({
  order,
  progress,
  paid,
}: {
  order: OrderRow;
  progress: string;
  paid: string;
}): PurchaseOrderSummary {
  const paidCents = toCents(paid);
  return {
    id: order.id,
    number: order.number,
    po_number: order.poNumber,
    status: order.status as PurchaseOrderStatus,
    progress: progress as PurchaseOrderProgress,
    currency: order.currency as PurchaseOrderSummary['currency'],
    total: order.total,
    paid: fromCents(paidCents),
    due: fromCents(toCents(order.total) - paidCents),
    proforma_invoice_id: order.proformaInvoiceId,
    created_at: order.createdAt.toISOString(),
  };
}

export function createPurchaseOrderService(db: Db, clock: Clock) {
  /** One page of orders the viewer may see, with progress, payments and the buyer, and how many there are. */
  async function pageRows(query: PurchaseOrderListQuery, viewer: DocumentViewer) {
    const where = and(
      ownerFilter(purchaseOrders.buyerId, viewer),
      query.status ? eq(purchaseOrders.status, query.status) : undefined,
    );
    const scope = db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(where)
      .orderBy(desc(purchaseOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const joins = summaryJoins(scope);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(purchaseOrders).where(where),
      db
        .select({ ...SUMMARY_FIELDS, buyer: proformaInvoices.buyer })
        .from(purchaseOrders)
        .innerJoin(proformaInvoices, eq(proformaInvoices.id, purchaseOrders.proformaInvoiceId))
        .leftJoin(...joins.progress)
        .leftJoin(...joins.paid)
        .where(inArray(purchaseOrders.id, scope))
        .orderBy(desc(purchaseOrders.id)),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** The order with its lines, payments and shipments, in one query. */
  async function detail(id: number, viewer: DocumentViewer): Promise<PurchaseOrderDetail> {
    const [row] = await db
      .select({
        order: purchaseOrders,
        piNumber: proformaInvoices.number,
        buyer: proformaInvoices.buyer,
        lines: LINES_JSON,
        payments: PAYMENTS_JSON,
        shipments: shipmentsJson(sql`s.purchase_order_id = ${purchaseOrders.id}`),
      })
      .from(purchaseOrders)
      .innerJoin(proformaInvoices, eq(proformaInvoices.id, purchaseOrders.proformaInvoiceId))
      .where(and(eq(purchaseOrders.id, id), ownerFilter(purchaseOrders.buyerId, viewer)));
    if (!row) throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_FOUND);
    const lines = row.lines.map(({ committed, ...line }) => ({
      ...line,
      received: line.accepted + line.rejected,
      open: line.quantity - committed,
    }));
    const paid = sumCents(row.payments.map((p) => toCents(p.amount)));
    const depositPaid = sumCents(row.payments.filter((p) => p.kind === 'deposit').map((p) => toCents(p.amount)));
    return {
      ...summaryOf({ order: row.order, progress: progressOf(lines), paid: fromCents(paid) }),
      proforma_invoice_number: row.piNumber,
      buyer: buyerParty(row.buyer),
      deposit_due: row.order.depositDue,
      deposit_paid: fromCents(depositPaid),
      cancel_reason: row.order.cancelReason,
      lines: lines.map((line) => ({
        id: line.id,
        product_id: line.product_id,
        name: line.name,
        specification: line.specification,
        quantity: line.quantity,
        unit: line.unit,
        unit_price: line.unit_price,
        amount: line.amount,
        shipped: line.shipped,
        received: line.received,
        accepted: line.accepted,
        rejected: line.rejected,
        open: line.open,
      })),
      payments: row.payments,
      shipments: row.shipments,
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
      const change = { status: 'cancelled', reason };
      if ('operator' in viewer) {
        await audited(tx, actor, {
          action: 'purchase_order.cancel',
          entity: 'purchase_order',
          id,
          before: { status: 'open' },
          after: change,
          owner: order.buyerId,
        });
      } else {
        await auditedByBuyer(tx, order.buyerId, {
          action: 'purchase_order.cancel',
          entity: 'purchase_order',
          id,
          before: { status: 'open' },
          after: change,
        });
      }
    });
    return detail(id, viewer);
  }

  return {
    detail,
    cancel,

    /** A page of the buyer's orders, newest first. */
    async page(query: PurchaseOrderListQuery, buyerId: number): Promise<PurchaseOrderPage> {
      const { rows, total } = await pageRows(query, { buyerId });
      return { list: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
    },

    /** A page of every buyer's orders, newest first, each naming its buyer. */
    async consolePage(query: PurchaseOrderListQuery) {
      const { rows, total } = await pageRows(query, { operator: true });
      const list = rows.map((row) => ({ ...summaryOf(row), buyer: buyerParty(row.buyer) }));
      return { list, total, page: query.page, pageSize: query.pageSize };
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
        await audited(tx, actor, {
          action: 'purchase_order.payment',
          entity: 'purchase_order',
          id: order.id,
          before: { paid: fromCents(paid) },
          after: {
            payment_id: payment?.id,
            kind: body.kind,
            amount: fromCents(amount),
            paid_on: body.paid_on,
            reference: body.reference,
            paid: fromCents(paid + amount),
          },
          owner: order.buyerId,
        });
      });
      return detail(body.purchase_order_id, { operator: true });
    },
  };
}

function minCents(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export type PurchaseOrderService = ReturnType<typeof createPurchaseOrderService>;
