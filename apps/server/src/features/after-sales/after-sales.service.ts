import {
  type AfterSalesClaimable,
  type AfterSalesDetail,
  type AfterSalesListQuery,
  type AfterSalesPage,
  type AfterSalesStatus,
  type afterSalesCreateBodySchema,
  type afterSalesMessageBodySchema,
  ErrorCode,
  type OrderUnit,
} from '@mall/contract';
import { and, desc, eq, gt, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  afterSalesCases,
  products,
  purchaseOrderLines,
  purchaseOrders,
  receipts,
  shipmentLines,
  shipments,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { auditedByBuyer } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Tx } from '../../lib/db-executor.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import {
  attachFiles,
  caseDetail,
  casePage,
  FINISHED,
  insertMessage,
  isOverdue,
  lockCase,
  nextCaseNumber,
  openUntil,
  ownCases,
  statusWhere,
  windowStart,
} from './after-sales-view.js';

/** What the buyer's cases not rejected already claim (`claimed`), per shipment line (`ac`). */
function claimedOf(buyerId: number) {
  return sql`(
    SELECT shipment_id, line_id, sum(quantity)::int AS claimed FROM after_sales_cases
    WHERE buyer_id = ${buyerId} AND status <> 'rejected' GROUP BY shipment_id, line_id
  ) ac`;
}

/**
 * The buyer's side of after-sales cases: open one for goods a receipt checked, within the window
 * and the quantity left; talk on its thread; escalate it when no operator answered in time; close
 * it once resolved. Every change locks what it decides on and is audited in its transaction.
 */
export function createAfterSalesService(db: Db, clock: Clock) {
  async function detail(id: number, buyerId: number): Promise<AfterSalesDetail> {
    const { buyer: _party, ...found } = await caseDetail(db, id, { buyerId }, clock());
    return found;
  }

  /** A buyer's step on their case: the row locked, its state checked by `allowed`, then `change`. */
  async function step(
    buyer: Buyer,
    id: number,
    allowed: (row: typeof afterSalesCases.$inferSelect, now: Date) => boolean,
    refusal: ErrorCode,
    change: (tx: Tx, row: typeof afterSalesCases.$inferSelect, now: Date) => Promise<void>,
  ): Promise<AfterSalesDetail> {
    const now = clock();
    requireActiveMember(buyer, now);
    await db.transaction(async (tx) => {
      const row = await lockCase(tx, id, { buyerId: buyer.id });
      if (!allowed(row, now)) throw new AppError(refusal);
      await change(tx, row, now);
    });
    return detail(id, buyer.id);
  }

  /** Moves the case to `status` with its time stamped, audited as the buyer's `action`. */
  async function move(
    tx: Tx,
    buyerId: number,
    row: typeof afterSalesCases.$inferSelect,
    status: AfterSalesStatus,
    stamp: 'escalatedAt' | 'closedAt',
    now: Date,
  ) {
    await tx
      .update(afterSalesCases)
      .set({ status, [stamp]: now, updatedAt: now })
      .where(eq(afterSalesCases.id, row.id));
    await auditedByBuyer(tx, buyerId, {
      action: `after_sales_case.${status === 'escalated' ? 'escalate' : 'close'}`,
      entity: 'after_sales_case',
      id: row.id,
      before: { status: row.status },
      after: { status },
    });
  }

  return {
    detail,

    /** The buyer's cases, newest first, by state (`open`: still in progress) or purchase order. */
    async list(buyerId: number, query: AfterSalesListQuery): Promise<AfterSalesPage> {
      const where = and(
        ownCases({ buyerId }),
        statusWhere(query.status),
        query.purchase_order_id === undefined
          ? undefined
          : eq(afterSalesCases.purchaseOrderId, query.purchase_order_id),
      );
      const { list, total } = await casePage(db, where, 'newest', query, clock());
      return {
        list: list.map(({ buyer: _party, ...summary }) => summary),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * The buyer's shipment lines a receipt checked within the window, newest receipt first, each
     * with what is left to claim: received + rejected, less what cases not rejected claim.
     */
    async claimable(buyerId: number, purchaseOrderId?: number): Promise<AfterSalesClaimable> {
      const rows = await db
        .select({
          shipmentId: shipmentLines.shipmentId,
          lineId: shipmentLines.lineId,
          orderId: purchaseOrders.id,
          orderNumber: purchaseOrders.number,
          name: purchaseOrderLines.name,
          image: products.image,
          unit: purchaseOrderLines.unit,
          received: sql<number>`${shipmentLines.received}`,
          rejected: sql<number>`${shipmentLines.rejected}`,
          claimed: sql<number>`coalesce(ac.claimed, 0)`,
          receivedAt: receipts.createdAt,
        })
        .from(receipts)
        .innerJoin(shipments, eq(shipments.id, receipts.shipmentId))
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
        .innerJoin(shipmentLines, eq(shipmentLines.shipmentId, shipments.id))
        .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, shipmentLines.lineId))
        .leftJoin(products, eq(products.id, purchaseOrderLines.productId))
        .leftJoin(
          claimedOf(buyerId),
          sql`ac.shipment_id = ${shipmentLines.shipmentId} AND ac.line_id = ${shipmentLines.lineId}`,
        )
        .where(
          and(
            eq(purchaseOrders.buyerId, buyerId),
            purchaseOrderId === undefined ? undefined : eq(purchaseOrders.id, purchaseOrderId),
            gte(receipts.createdAt, windowStart(clock())),
            isNotNull(shipmentLines.received),
            gt(sql`${shipmentLines.received} + ${shipmentLines.rejected}`, 0),
          ),
        )
        .orderBy(desc(receipts.createdAt), desc(receipts.id), purchaseOrderLines.position);
      return {
        list: rows.map((row) => ({
          shipment_id: row.shipmentId,
          line_id: row.lineId,
          purchase_order: { id: row.orderId, number: row.orderNumber },
          name: row.name,
          image: row.image ?? '',
          unit: row.unit as OrderUnit,
          received: row.received,
          rejected: row.rejected,
          claimable: Math.max(0, row.received + row.rejected - Number(row.claimed)),
          received_at: row.receivedAt.toISOString(),
          open_until: openUntil(row.receivedAt),
        })),
      };
    },

    /**
     * Opens a case about a line of one of the buyer's shipments: the receipt must have checked it
     * (60332) within the window (60333), and the quantity fit in what it checked less the line's
     * other cases not rejected (60334). The shipment line's row is locked, so two cases opened at
     * once cannot both claim the last units.
     */
    async create(buyer: Buyer, body: z.output<typeof afterSalesCreateBodySchema>): Promise<AfterSalesDetail> {
      const now = clock();
      requireActiveMember(buyer, now);
      const id = await db.transaction(async (tx) => {
        const [shipment] = await tx
          .select({ orderId: shipments.purchaseOrderId })
          .from(shipments)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
          .where(and(eq(shipments.id, body.shipment_id), eq(purchaseOrders.buyerId, buyer.id)));
        if (!shipment) throw new AppError(ErrorCode.SHIPMENT_NOT_FOUND);
        const [line] = await tx
          .select({ received: shipmentLines.received, rejected: shipmentLines.rejected, at: receipts.createdAt })
          .from(shipmentLines)
          .leftJoin(receipts, eq(receipts.shipmentId, shipmentLines.shipmentId))
          .where(and(eq(shipmentLines.shipmentId, body.shipment_id), eq(shipmentLines.lineId, body.line_id)))
          .for('update', { of: shipmentLines });
        if (!line) throw new AppError(ErrorCode.LINE_NOT_IN_DOCUMENT);
        if (line.received === null || line.rejected === null || line.at === null)
          throw new AppError(ErrorCode.AFTER_SALES_LINE_NOT_RECEIVED);
        if (line.at < windowStart(now)) throw new AppError(ErrorCode.AFTER_SALES_WINDOW_CLOSED);
        const [claimed] = await tx
          .select({ n: sql<number>`coalesce(sum(${afterSalesCases.quantity}), 0)::int` })
          .from(afterSalesCases)
          .where(
            and(
              eq(afterSalesCases.shipmentId, body.shipment_id),
              eq(afterSalesCases.lineId, body.line_id),
              ne(afterSalesCases.status, 'rejected'),
            ),
          );
        const claimable = line.received + line.rejected - Number(claimed?.n ?? 0);
        if (body.quantity > claimable)
          throw new AppError(ErrorCode.AFTER_SALES_EXCEEDS_RECEIVED, { claimable: Math.max(0, claimable) });
        const number = await nextCaseNumber(tx, now);
        const [row] = await tx
          .insert(afterSalesCases)
          .values({
            number,
            buyerId: buyer.id,
            purchaseOrderId: shipment.orderId,
            shipmentId: body.shipment_id,
            lineId: body.line_id,
            type: body.type,
            quantity: body.quantity,
            reason: body.reason,
            requestedResolution: body.requested_resolution,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: afterSalesCases.id });
        if (!row) throw new Error('no after-sales case inserted');
        const files = await attachFiles(tx, buyer.id, body.files, { caseId: row.id });
        await auditedByBuyer(tx, buyer.id, {
          action: 'after_sales_case.create',
          entity: 'after_sales_case',
          id: row.id,
          after: {
            status: 'submitted',
            number,
            purchase_order_id: shipment.orderId,
            shipment_id: body.shipment_id,
            line_id: body.line_id,
            type: body.type,
            quantity: body.quantity,
            reason: body.reason,
            files,
          },
        });
        return row.id;
      });
      return detail(id, buyer.id);
    },

    /** The buyer's message (with files) on a case not finished (60339). */
    message(buyer: Buyer, body: z.output<typeof afterSalesMessageBodySchema>): Promise<AfterSalesDetail> {
      return step(
        buyer,
        body.id,
        (row) => !FINISHED.includes(row.status as AfterSalesStatus),
        ErrorCode.AFTER_SALES_CLOSED,
        async (tx, row, now) => {
          const messageId = await insertMessage(tx, row, { buyerId: buyer.id }, body.body, body.files, now);
          await tx.update(afterSalesCases).set({ updatedAt: now }).where(eq(afterSalesCases.id, row.id));
          await auditedByBuyer(tx, buyer.id, {
            action: 'after_sales_case.message',
            entity: 'after_sales_case',
            id: row.id,
            after: { message_id: messageId, message: body.body, files: body.files.length },
          });
        },
      );
    },

    /** Escalates a submitted case no operator answered within AFTER_SALES_ANSWER_DAYS (else 60337). */
    escalate(buyer: Buyer, id: number): Promise<AfterSalesDetail> {
      return step(buyer, id, isOverdue, ErrorCode.AFTER_SALES_NOT_OVERDUE, (tx, row, now) =>
        move(tx, buyer.id, row, 'escalated', 'escalatedAt', now),
      );
    },

    /** Closes a resolved case (else 60338). */
    close(buyer: Buyer, id: number): Promise<AfterSalesDetail> {
      return step(
        buyer,
        id,
        (row) => row.status === 'resolved',
        ErrorCode.AFTER_SALES_NOT_RESOLVED,
        (tx, row, now) => move(tx, buyer.id, row, 'closed', 'closedAt', now),
      );
    },
  };
}

export type AfterSalesService = ReturnType<typeof createAfterSalesService>;
