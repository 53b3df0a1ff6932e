import {
  AFTER_SALES_ANSWER_DAYS,
  AFTER_SALES_OPEN_STATUSES,
  AFTER_SALES_WINDOW_DAYS,
  type AfterSalesDetail,
  type AfterSalesMessage,
  type AfterSalesStatus,
  type AfterSalesSummary,
  type AfterSalesType,
  type buyerPartySchema,
  ErrorCode,
  MAX_UPLOAD_FILES,
  type OrderUnit,
  type UploadedFile,
} from '@mall/contract';
import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  afterSalesCaseFiles,
  afterSalesCases,
  afterSalesMessageFiles,
  afterSalesMessages,
  buyers,
  operators,
  products,
  proformaInvoices,
  purchaseOrderLines,
  purchaseOrders,
  receipts,
  shipmentLines,
  uploadedFiles,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isoDate } from '../../lib/clock.js';
import type { DbExecutor, Tx } from '../../lib/db-executor.js';
import { FILE_META, forOperators, requireFreeFiles, toUploadedFile } from '../files/files.service.js';
import { buyerParty } from '../orders/parties.js';

export type CaseRow = typeof afterSalesCases.$inferSelect;
/** Who reads or changes a case: its buyer (looked up by owner as well as id), or an operator. */
export type CaseViewer = { buyerId: number } | { operator: true };
type BuyerParty = z.infer<typeof buyerPartySchema>;

const DAY_MS = 24 * 60 * 60_000;

/** A thread takes no more messages once the case is finished. */
export const FINISHED: readonly AfterSalesStatus[] = ['rejected', 'closed'];

/** Cases opened at or before this instant and still unanswered are overdue at `now`. */
function answerCutoff(now: Date): Date {
  return new Date(now.getTime() - AFTER_SALES_ANSWER_DAYS * DAY_MS);
}

/**
 * Overdue at `now`: submitted, and no operator step or message in AFTER_SALES_ANSWER_DAYS. Read
 * from the clock wherever it is asked (answers, the queue's filter, escalation, the job that stamps
 * `overdue_at`), so it never waits for the job's next run.
 */
export function overdueWhere(now: Date): SQL {
  return sql`(${and(
    eq(afterSalesCases.status, 'submitted'),
    isNull(afterSalesCases.answeredAt),
    lte(afterSalesCases.createdAt, answerCutoff(now)),
  )})`;
}

/** overdueWhere for a row at hand. */
export function isOverdue(row: CaseRow, now: Date): boolean {
  return row.status === 'submitted' && row.answeredAt === null && row.createdAt <= answerCutoff(now);
}

function midnightUtc(at: Date): number {
  return Date.parse(`${isoDate(at)}T00:00:00Z`);
}

/**
 * Receipts made at or after this instant (midnight UTC, AFTER_SALES_WINDOW_DAYS before today) are
 * still open to cases: a receipt's day plus the window is the last day, as `open_until` says.
 */
export function windowStart(now: Date): Date {
  return new Date(midnightUtc(now) - AFTER_SALES_WINDOW_DAYS * DAY_MS);
}

/** The last day a case can be opened for goods a receipt checked at `receivedAt`, YYYY-MM-DD. */
export function openUntil(receivedAt: Date): string {
  return isoDate(new Date(midnightUtc(receivedAt) + AFTER_SALES_WINDOW_DAYS * DAY_MS));
}

export function ownCases(viewer: CaseViewer): SQL | undefined {
  return 'operator' in viewer ? undefined : eq(afterSalesCases.buyerId, viewer.buyerId);
}

/** A list's state filter: every case, those still in progress, or one state. */
export function statusWhere(status: 'all' | 'open' | AfterSalesStatus): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'open') return inArray(afterSalesCases.status, [...AFTER_SALES_OPEN_STATUSES]);
  return eq(afterSalesCases.status, status);
}

/** The case's row, locked for the rest of the transaction: its steps and messages go one at a time. */
export async function lockCase(tx: Tx, id: number, viewer: CaseViewer): Promise<CaseRow> {
  const [row] = await tx
    .select()
    .from(afterSalesCases)
    .where(and(eq(afterSalesCases.id, id), ownCases(viewer)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.AFTER_SALES_NOT_FOUND);
  return row;
}

/** `AS-2026-000042`: the year it was opened and the sequence's next value (migration 0024). */
export async function nextCaseNumber(tx: Tx, at: Date): Promise<string> {
  const result = (await tx.execute(sql`SELECT nextval('after_sales_number_seq') AS n`)) as unknown as {
    rows: Array<{ n: string | number }>;
  };
  const n = result.rows[0]?.n;
  if (n === undefined) throw new Error('no value from after_sales_number_seq');
  return `AS-${at.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

/**
 * Gives the buyer's uploads to a case or to one of its messages, in the order listed: attachments
 * of theirs that no document holds (an RFQ, a plan line, a case or a message; files.service's one
 * rule); any other fails the transaction. requireFreeFiles locks the file rows first, so two uses
 * of one file at once cannot both pass.
 */
export async function attachFiles(
  tx: Tx,
  buyerId: number,
  fileIds: readonly string[],
  holder: { caseId: number } | { messageId: number },
): Promise<number> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return 0;
  if (ids.length > MAX_UPLOAD_FILES) throw new AppError(ErrorCode.FILE_TOO_MANY);
  await requireFreeFiles(tx, buyerId, ids, 'attachment');
  if ('caseId' in holder) {
    await tx
      .insert(afterSalesCaseFiles)
      .values(ids.map((fileId, position) => ({ caseId: holder.caseId, fileId, position })));
  } else {
    await tx
      .insert(afterSalesMessageFiles)
      .values(ids.map((fileId, position) => ({ messageId: holder.messageId, fileId, position })));
  }
  return ids.length;
}

/** A message on the case's thread, with the buyer's files; answers its id. */
export async function insertMessage(
  tx: Tx,
  row: CaseRow,
  author: { buyerId: number } | { operatorId: number | null },
  body: string,
  files: readonly string[],
  now: Date,
): Promise<number> {
  const [message] = await tx
    .insert(afterSalesMessages)
    .values({
      caseId: row.id,
      author: 'buyerId' in author ? 'buyer' : 'operator',
      buyerId: 'buyerId' in author ? author.buyerId : null,
      operatorId: 'operatorId' in author ? author.operatorId : null,
      body,
      createdAt: now,
    })
    .returning({ id: afterSalesMessages.id });
  if (!message) throw new Error('no message inserted');
  await attachFiles(tx, row.buyerId, files, { messageId: message.id });
  return message.id;
}

/** What a case's summary reads beside its row: its order, its line, the line's product. */
function summaryFields(now: Date) {
  return {
    row: afterSalesCases,
    orderNumber: purchaseOrders.number,
    currency: purchaseOrders.currency,
    buyer: proformaInvoices.buyer,
    name: purchaseOrderLines.name,
    unit: purchaseOrderLines.unit,
    unitPrice: purchaseOrderLines.unitPrice,
    productId: purchaseOrderLines.productId,
    image: products.image,
    shopCode: products.shopCode,
    overdue: sql<boolean>`${overdueWhere(now)}`,
  };
}

function selectCases(db: DbExecutor, now: Date) {
  return db
    .select(summaryFields(now))
    .from(afterSalesCases)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, afterSalesCases.purchaseOrderId))
    .innerJoin(proformaInvoices, eq(proformaInvoices.id, purchaseOrders.proformaInvoiceId))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, afterSalesCases.lineId))
    .leftJoin(products, eq(products.id, purchaseOrderLines.productId))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectCases>['execute']>>[number];

function summaryOf(found: SummaryRow): AfterSalesSummary {
  const { row } = found;
  return {
    id: row.id,
    number: row.number,
    status: row.status as AfterSalesStatus,
    type: row.type as AfterSalesType,
    overdue: Boolean(found.overdue),
    purchase_order: { id: row.purchaseOrderId, number: found.orderNumber },
    shipment_id: row.shipmentId,
    line_id: row.lineId,
    product_id: found.productId,
    name: found.name,
    image: found.image ?? '',
    unit: found.unit as OrderUnit,
    quantity: row.quantity,
    currency: found.currency as AfterSalesSummary['currency'],
    shop_code: found.shopCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One page of the cases `where` picks (conditions on the case's own columns), with the buyer, and how many there are. */
export async function casePage(
  db: DbExecutor,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  paging: { page: number; pageSize: number },
  now: Date,
): Promise<{ list: Array<AfterSalesSummary & { buyer: BuyerParty }>; total: number }> {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(afterSalesCases).where(where),
    selectCases(db, now)
      .where(where)
      .orderBy(
        ...(order === 'newest'
          ? [desc(afterSalesCases.id)]
          : [asc(afterSalesCases.createdAt), asc(afterSalesCases.id)]),
      )
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
  ]);
  return {
    list: rows.map((row) => ({ ...summaryOf(row), buyer: buyerParty(row.buyer) })),
    total: Number(total?.n ?? 0),
  };
}

/** The files of a case or of its messages, as their reader opens them. */
function filesFor(viewer: CaseViewer) {
  return (row: Omit<typeof uploadedFiles.$inferSelect, 'data'>): UploadedFile =>
    'operator' in viewer ? forOperators(toUploadedFile(row)) : toUploadedFile(row);
}

/**
 * A case with what the receipt checked of its line, its files and its thread (oldest first, with
 * each author's name), for its buyer or an operator; AFTER_SALES_NOT_FOUND for anyone else.
 */
export async function caseDetail(
  db: DbExecutor,
  id: number,
  viewer: CaseViewer,
  now: Date,
): Promise<AfterSalesDetail & { buyer: BuyerParty }> {
  const [found] = await selectCases(db, now).where(and(eq(afterSalesCases.id, id), ownCases(viewer)));
  if (!found) throw new AppError(ErrorCode.AFTER_SALES_NOT_FOUND);
  const { row } = found;
  const [[receipt], files, messages, messageFiles] = await Promise.all([
    db
      .select({
        received: shipmentLines.received,
        rejected: shipmentLines.rejected,
        reason: shipmentLines.reason,
        at: receipts.createdAt,
      })
      .from(shipmentLines)
      .innerJoin(receipts, eq(receipts.shipmentId, shipmentLines.shipmentId))
      .where(and(eq(shipmentLines.shipmentId, row.shipmentId), eq(shipmentLines.lineId, row.lineId))),
    db
      .select(FILE_META)
      .from(afterSalesCaseFiles)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, afterSalesCaseFiles.fileId))
      .where(eq(afterSalesCaseFiles.caseId, id))
      .orderBy(asc(afterSalesCaseFiles.position)),
    db
      .select({ message: afterSalesMessages, buyerName: buyers.contactName, operatorName: operators.name })
      .from(afterSalesMessages)
      .leftJoin(buyers, eq(buyers.id, afterSalesMessages.buyerId))
      .leftJoin(operators, eq(operators.id, afterSalesMessages.operatorId))
      .where(eq(afterSalesMessages.caseId, id))
      .orderBy(asc(afterSalesMessages.id)),
    db
      .select({ ...FILE_META, messageId: afterSalesMessageFiles.messageId })
      .from(afterSalesMessageFiles)
      .innerJoin(afterSalesMessages, eq(afterSalesMessages.id, afterSalesMessageFiles.messageId))
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, afterSalesMessageFiles.fileId))
      .where(eq(afterSalesMessages.caseId, id))
      .orderBy(asc(afterSalesMessageFiles.messageId), asc(afterSalesMessageFiles.position)),
  ]);
  if (!receipt) throw new Error(`after-sales case ${id} without its receipt`);
  const toFile = filesFor(viewer);
  const thread: AfterSalesMessage[] = messages.map(({ message, buyerName, operatorName }) => ({
    id: message.id,
    author: message.author as AfterSalesMessage['author'],
    author_name: (message.author === 'buyer' ? buyerName : operatorName) ?? '',
    body: message.body,
    files: messageFiles.filter((file) => file.messageId === message.id).map(toFile),
    created_at: message.createdAt.toISOString(),
  }));
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    ...summaryOf(found),
    buyer: buyerParty(found.buyer),
    reason: row.reason,
    requested_resolution: row.requestedResolution,
    files: files.map(toFile),
    reject_reason: row.rejectReason,
    resolution: row.resolution as AfterSalesDetail['resolution'],
    refund_amount: row.refundAmount,
    replacement_shipment_id: row.replacementShipmentId,
    receipt: {
      received: receipt.received ?? 0,
      rejected: receipt.rejected ?? 0,
      reason: receipt.reason,
      at: receipt.at.toISOString(),
    },
    unit_price: found.unitPrice,
    accepted_at: iso(row.acceptedAt),
    rejected_at: iso(row.rejectedAt),
    escalated_at: iso(row.escalatedAt),
    resolved_at: iso(row.resolvedAt),
    closed_at: iso(row.closedAt),
    messages: thread,
  };
}
