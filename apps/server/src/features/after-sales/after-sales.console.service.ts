import {
  type AfterSalesStatus,
  type afterSalesMessageBodySchema,
  type afterSalesResolveBodySchema,
  type ConsoleAfterSalesDetail,
  type ConsoleAfterSalesPage,
  type ConsoleAfterSalesQuery,
  ErrorCode,
  fromCents,
  type HistoryAction,
  toCents,
} from '@mall/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { afterSalesCases, purchaseOrderLines, shipmentLines, shipments } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Tx } from '../../lib/db-executor.js';
import { lockOrder } from '../orders/purchase-order.service.js';
import {
  type CaseRow,
  caseDetail,
  casePage,
  FINISHED,
  insertMessage,
  lockCase,
  overdueWhere,
  statusWhere,
} from './after-sales-view.js';

type CaseChange = Partial<typeof afterSalesCases.$inferInsert>;

/** The audit action of each state an operator moves a case to. */
const ACTIONS = {
  accepted: 'after_sales_case.accept',
  rejected: 'after_sales_case.reject',
  waiting_return: 'after_sales_case.request_return',
  resolved: 'after_sales_case.resolve',
} as const satisfies Partial<Record<AfterSalesStatus, HistoryAction>>;
type OperatorStatus = keyof typeof ACTIONS;

/** What a step changes on the case beyond its state and times, and what its audit entry adds. */
interface StepResult {
  set?: CaseChange;
  after?: Record<string, unknown>;
}

/**
 * The operators' side of after-sales cases (roles admin and sales): the queue, and each case's
 * steps — accept or reject an open claim, ask the goods back, resolve by a refund or a replacement
 * shipment — and messages. Each step locks the case's row and checks its state in one
 * transaction, so of two steps at once exactly one moves it; any step or message answers the
 * case (`answered_at`), which stops it from becoming overdue.
 */
export function createAfterSalesConsoleService(db: Db, clock: Clock) {
  function detail(id: number): Promise<ConsoleAfterSalesDetail> {
    return caseDetail(db, id, { operator: true }, clock());
  }

  async function step(
    actor: AuditActor,
    id: number,
    from: readonly AfterSalesStatus[],
    refusal: ErrorCode,
    to: OperatorStatus,
    make: (tx: Tx, row: CaseRow, now: Date) => Promise<StepResult> | StepResult,
  ): Promise<ConsoleAfterSalesDetail> {
    await db.transaction(async (tx) => {
      const row = await lockCase(tx, id, { operator: true });
      if (!from.includes(row.status as AfterSalesStatus)) throw new AppError(refusal);
      const now = clock();
      const { set, after } = await make(tx, row, now);
      await tx
        .update(afterSalesCases)
        .set({ ...set, status: to, answeredAt: row.answeredAt ?? now, updatedAt: now })
        .where(eq(afterSalesCases.id, id));
      await audited(tx, actor, {
        action: ACTIONS[to],
        entity: 'after_sales_case',
        id,
        before: { status: row.status },
        after: { status: to, ...after },
        owner: row.buyerId,
      });
    });
    return detail(id);
  }

  /**
   * A shipment of the case's quantity of its line, planned on the same purchase order outside the
   * order's open quantities (the goods replace some already delivered), audited like any plan.
   * The order's row is locked, as every shipment plan locks it.
   */
  async function planReplacement(tx: Tx, actor: AuditActor, row: CaseRow, plannedDate: string, now: Date) {
    const order = await lockOrder(tx, row.purchaseOrderId, { operator: true });
    if (order.status === 'cancelled') throw new AppError(ErrorCode.PURCHASE_ORDER_NOT_OPEN);
    const [shipment] = await tx
      .insert(shipments)
      .values({ purchaseOrderId: order.id, carrier: '', trackingNumber: '', plannedDate, createdAt: now })
      .returning({ id: shipments.id });
    if (!shipment) throw new Error('no shipment inserted');
    const lines = [{ line_id: row.lineId, quantity: row.quantity }];
    await tx.insert(shipmentLines).values({ shipmentId: shipment.id, lineId: row.lineId, quantity: row.quantity });
    await audited(tx, actor, {
      action: 'shipment.create',
      entity: 'shipment',
      id: shipment.id,
      after: {
        purchase_order_id: order.id,
        lines,
        carrier: '',
        tracking_number: '',
        planned_date: plannedDate,
        after_sales_case_id: row.id,
      },
      owner: order.buyerId,
    });
    return shipment.id;
  }

  return {
    detail,

    /** Every buyer's cases, oldest first (the longest waiting on top), by state; `overdue=1` only those overdue. */
    async queue(query: ConsoleAfterSalesQuery): Promise<ConsoleAfterSalesPage> {
      const now = clock();
      const where = and(statusWhere(query.status), query.overdue === '1' ? overdueWhere(now) : undefined);
      const { list, total } = await casePage(db, where, 'oldest', query, now);
      return { list, total, page: query.page, pageSize: query.pageSize };
    },

    accept: (actor: AuditActor, id: number) =>
      step(
        actor,
        id,
        ['submitted', 'escalated'],
        ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER,
        'accepted',
        (_tx, _row, now) => ({
          set: { acceptedAt: now },
        }),
      ),

    reject: (actor: AuditActor, id: number, reason: string) =>
      step(
        actor,
        id,
        ['submitted', 'escalated'],
        ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER,
        'rejected',
        (_tx, _row, now) => ({
          set: { rejectReason: reason, rejectedAt: now },
          after: { reason },
        }),
      ),

    requestReturn: (actor: AuditActor, id: number) =>
      step(actor, id, ['accepted'], ErrorCode.AFTER_SALES_NOT_ACCEPTED, 'waiting_return', () => ({})),

    /**
     * Resolves an accepted case (or one waiting for its return): a refund of at most the line's
     * unit price × the case's quantity (60340), exact in cents, in the order's currency; or a
     * replacement shipment of the case's quantity planned on the same order for the given day.
     */
    resolve: (actor: AuditActor, body: z.output<typeof afterSalesResolveBodySchema>) =>
      step(
        actor,
        body.id,
        ['accepted', 'waiting_return'],
        ErrorCode.AFTER_SALES_NOT_ACCEPTED,
        'resolved',
        async (tx, row, now): Promise<StepResult> => {
          if (body.resolution === 'refund') {
            const [line] = await tx
              .select({ unitPrice: purchaseOrderLines.unitPrice })
              .from(purchaseOrderLines)
              .where(eq(purchaseOrderLines.id, row.lineId));
            if (!line) throw new Error(`after-sales case ${row.id} without its order line`);
            const amount = toCents(body.refund_amount);
            if (amount > toCents(line.unitPrice) * BigInt(row.quantity))
              throw new AppError(ErrorCode.AFTER_SALES_REFUND_EXCEEDS);
            const refund = fromCents(amount);
            return {
              set: { resolution: 'refund', refundAmount: refund, resolvedAt: now },
              after: { resolution: 'refund', refund_amount: refund },
            };
          }
          const shipmentId = await planReplacement(tx, actor, row, body.planned_ship_date, now);
          return {
            set: { resolution: 'replacement', replacementShipmentId: shipmentId, resolvedAt: now },
            after: { resolution: 'replacement', replacement_shipment_id: shipmentId },
          };
        },
      ),

    /**
     * An operator's message on a case not finished (60339). Text only: operators have no uploads
     * of their own a case could hold, so files are refused as not found.
     */
    async reply(actor: AuditActor, body: z.output<typeof afterSalesMessageBodySchema>) {
      if (body.files.length > 0) throw new AppError(ErrorCode.FILE_NOT_FOUND);
      await db.transaction(async (tx) => {
        const row = await lockCase(tx, body.id, { operator: true });
        if (FINISHED.includes(row.status as AfterSalesStatus)) throw new AppError(ErrorCode.AFTER_SALES_CLOSED);
        const now = clock();
        const messageId = await insertMessage(tx, row, { operatorId: actor?.id ?? null }, body.body, [], now);
        await tx
          .update(afterSalesCases)
          .set({ answeredAt: row.answeredAt ?? now, updatedAt: now })
          .where(eq(afterSalesCases.id, row.id));
        await audited(tx, actor, {
          action: 'after_sales_case.message',
          entity: 'after_sales_case',
          id: row.id,
          after: { message_id: messageId, message: body.body },
          owner: row.buyerId,
        });
      });
      return detail(body.id);
    },
  };
}
