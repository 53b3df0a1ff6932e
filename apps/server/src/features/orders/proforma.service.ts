import {
  ErrorCode,
  fromCents,
  type Incoterm,
  PROFORMA_VALIDITY_DAYS,
  type ProformaDetail,
  type ProformaReissueBody,
  type ProformaStatus,
  type ProformaSummary,
  percentOfCents,
  toCents,
} from '@mall/contract';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyers, proformaInvoiceLines, proformaInvoices, purchaseOrders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, audited, auditedByBuyer } from '../../lib/audit.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import type { DbExecutor, Tx } from '../../lib/db-executor.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import {
  copyLine,
  planLinesByProduct,
  priceLines,
  type StoredLine,
  toDocumentLine,
  totalOf,
} from './document-lines.js';
import { nextDocumentNumber } from './document-number.js';
import { bankCopy, buyerParty, buyerPartyOf, type DocumentViewer, ownerFilter, sellerCopy } from './parties.js';
import { queueProformaPdf } from './proforma-pdf-snapshot.js';
import { createPurchaseOrder } from './purchase-order.service.js';

type ProformaRow = typeof proformaInvoices.$inferSelect;

/** The invoice's still-open states: an operator may re-issue or cancel it, the buyer confirm (issued only). */
const OPEN_STATES = ['issued', 'change_requested'] as const;

export function daysAfter(day: string, days: number): string {
  return isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60_000));
}

export interface ProformaTerms {
  incoterm: Incoterm;
  leadTimeDays: number;
  depositPercent: number;
  balanceTerms: string;
  notes: string;
}

export interface IssueInput extends ProformaTerms {
  buyerId: number;
  offerId: number | null;
  market: string;
  currency: string;
  lines: StoredLine[];
  shopCode: string | null;
}

/**
 * Issues a proforma invoice in the caller's transaction: the next PI number, today's date, the
 * validity, the seller, buyer and bank copied as they are now. `confirmed` is for orders placed
 * from the cart, whose invoice the buyer confirmed by confirming the cart.
 */
export async function issueProforma(
  tx: Tx,
  input: IssueInput,
  now: Date,
  status: 'issued' | 'confirmed' = 'issued',
): Promise<ProformaRow> {
  const [buyer] = await tx.select().from(buyers).where(eq(buyers.id, input.buyerId));
  if (!buyer) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  const today = isoDate(now);
  const total = totalOf(input.lines);
  const [row] = await tx
    .insert(proformaInvoices)
    .values({
      number: await nextDocumentNumber(tx, 'PI', now),
      version: 1,
      buyerId: input.buyerId,
      offerId: input.offerId,
      market: input.market,
      currency: input.currency,
      status,
      issueDate: today,
      validUntil: daysAfter(today, PROFORMA_VALIDITY_DAYS),
      seller: sellerCopy(),
      buyer: buyerPartyOf(buyer),
      bank: bankCopy(),
      incoterm: input.incoterm,
      leadTimeDays: input.leadTimeDays,
      depositPercent: input.depositPercent,
      balanceTerms: input.balanceTerms,
      total: fromCents(total),
      depositAmount: fromCents(percentOfCents(total, input.depositPercent)),
      notes: input.notes,
      shopCode: input.shopCode,
      createdAt: now,
      confirmedAt: status === 'confirmed' ? now : null,
    })
    .returning();
  if (!row) throw new Error('no proforma invoice inserted');
  await tx
    .insert(proformaInvoiceLines)
    .values(input.lines.map((line, position) => ({ ...line, proformaInvoiceId: row.id, position })));
  await queueProformaPdf(tx, row.id, now);
  await audited(tx, null, {
    action: 'proforma_invoice.issue',
    entity: 'proforma_invoice',
    id: row.id,
    after: { number: row.number, version: row.version, status: row.status, total: row.total, currency: row.currency },
    owner: row.buyerId,
  });
  return row;
}

/**
 * The buyer's answer to an issued invoice, as one state-checked UPDATE: only the buyer's own
 * invoice, still issued and still valid today, moves; null when it did not (the caller tells why).
 */
async function decideIssued(
  executor: DbExecutor,
  buyerId: number,
  id: number,
  today: string,
  change: Partial<typeof proformaInvoices.$inferInsert>,
) {
  const [row] = await executor
    .update(proformaInvoices)
    .set(change)
    .where(
      and(
        eq(proformaInvoices.id, id),
        eq(proformaInvoices.buyerId, buyerId),
        eq(proformaInvoices.status, 'issued'),
        sql`${proformaInvoices.validUntil} >= ${today}`,
      ),
    )
    .returning();
  return row ?? null;
}

export function createProformaService(db: Db, clock: Clock) {
  async function summaries(rows: ProformaRow[]): Promise<ProformaSummary[]> {
    const orders = rows.length
      ? await db
          .select({ id: purchaseOrders.id, pi: purchaseOrders.proformaInvoiceId })
          .from(purchaseOrders)
          .where(
            inArray(
              purchaseOrders.proformaInvoiceId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      version: row.version,
      status: row.status as ProformaStatus,
      currency: row.currency as ProformaSummary['currency'],
      total: row.total,
      issue_date: row.issueDate,
      valid_until: row.validUntil,
      purchase_order_id: orders.find((o) => o.pi === row.id)?.id ?? null,
    }));
  }

  async function find(id: number, viewer: DocumentViewer): Promise<ProformaRow> {
    const [row] = await db
      .select()
      .from(proformaInvoices)
      .where(and(eq(proformaInvoices.id, id), ownerFilter(proformaInvoices.buyerId, viewer)))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.PROFORMA_NOT_FOUND);
    return row;
  }

  async function detail(id: number, viewer: DocumentViewer): Promise<ProformaDetail> {
    const row = await find(id, viewer);
    const [[summary], lines, versions] = await Promise.all([
      summaries([row]),
      db
        .select()
        .from(proformaInvoiceLines)
        .where(eq(proformaInvoiceLines.proformaInvoiceId, id))
        .orderBy(asc(proformaInvoiceLines.position)),
      db
        .select()
        .from(proformaInvoices)
        .where(eq(proformaInvoices.number, row.number))
        .orderBy(asc(proformaInvoices.version)),
    ]);
    if (!summary) throw new AppError(ErrorCode.PROFORMA_NOT_FOUND);
    return {
      ...summary,
      quotation_id: row.offerId,
      seller: row.seller as ProformaDetail['seller'],
      buyer: buyerParty(row.buyer),
      lines: lines.map(toDocumentLine),
      incoterm: row.incoterm as Incoterm,
      lead_time_days: row.leadTimeDays,
      payment_terms: { deposit_percent: row.depositPercent, balance_terms: row.balanceTerms },
      deposit_amount: row.depositAmount,
      balance_amount: fromCents(toCents(row.total) - toCents(row.depositAmount)),
      bank: row.bank as ProformaDetail['bank'],
      notes: row.notes,
      amends: row.amends,
      change_request: row.changeRequest,
      cancel_reason: row.cancelReason,
      po_number: row.poNumber,
      versions: versions.map((v) => ({
        id: v.id,
        version: v.version,
        status: v.status as ProformaStatus,
        issue_date: v.issueDate,
        amends: v.amends,
      })),
    };
  }

  /** Why a buyer's transition found no row: not theirs, expired, or in another state. */
  async function refusal(id: number, buyerId: number, today: string): Promise<never> {
    const row = await find(id, { buyerId });
    if (row.status === 'expired' || (row.status === 'issued' && row.validUntil < today)) {
      throw new AppError(ErrorCode.PROFORMA_EXPIRED);
    }
    throw new AppError(ErrorCode.PROFORMA_STATE_CONFLICT);
  }

  /** Why an operator's transition found no open invoice: none with this id, or no longer open. */
  async function operatorRefusal(id: number): Promise<never> {
    await find(id, { operator: true });
    throw new AppError(ErrorCode.PROFORMA_STATE_CONFLICT);
  }

  return {
    detail,

    async list(buyerId: number, status?: ProformaStatus): Promise<{ list: ProformaSummary[] }> {
      const rows = await db
        .select()
        .from(proformaInvoices)
        .where(
          and(
            eq(proformaInvoices.buyerId, buyerId),
            status ? eq(proformaInvoices.status, status) : ne(proformaInvoices.status, 'superseded'),
          ),
        )
        .orderBy(desc(proformaInvoices.id));
      return { list: await summaries(rows) };
    },

    async page(query: { page: number; pageSize: number; status?: ProformaStatus }) {
      const where = query.status
        ? eq(proformaInvoices.status, query.status)
        : ne(proformaInvoices.status, 'superseded');
      const [total] = await db.select({ n: count() }).from(proformaInvoices).where(where);
      const rows = await db
        .select()
        .from(proformaInvoices)
        .where(where)
        .orderBy(desc(proformaInvoices.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const list = (await summaries(rows)).map((summary, i) => ({ ...summary, buyer: buyerParty(rows[i]?.buyer) }));
      return { list, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /**
     * The buyer confirms an issued, unexpired invoice: one UPDATE … WHERE status = 'issued' moves it,
     * so of any number of confirmations at once exactly one makes the purchase order, in the same
     * transaction; the others get PROFORMA_STATE_CONFLICT. Confirmed, the invoice is locked.
     */
    async confirm(buyer: Buyer, id: number, poNumber: string): Promise<{ purchase_order_id: number }> {
      const now = clock();
      requireActiveMember(buyer, now);
      const today = isoDate(now);
      const orderId = await db.transaction(async (tx) => {
        const pi = await decideIssued(tx, buyer.id, id, today, {
          status: 'confirmed',
          poNumber: poNumber || null,
          confirmedAt: now,
        });
        if (!pi) return null;
        await auditedByBuyer(tx, buyer.id, {
          action: 'proforma_invoice.confirm',
          entity: 'proforma_invoice',
          id,
          before: { status: 'issued' },
          after: {
            status: 'confirmed',
            po_number: pi.poNumber,
          },
        });
        return (await createPurchaseOrder(tx, pi, now)).id;
      });
      if (orderId === null) return refusal(id, buyer.id, today);
      return { purchase_order_id: orderId };
    },

    /** The buyer asks for a change of an issued invoice; an operator answers with a new version. */
    async requestChange(buyer: Buyer, id: number, message: string): Promise<ProformaDetail> {
      const now = clock();
      requireActiveMember(buyer, now);
      const today = isoDate(now);
      const row = await db.transaction(async (tx) => {
        const changed = await decideIssued(tx, buyer.id, id, today, {
          status: 'change_requested',
          changeRequest: message,
        });
        if (changed) {
          await auditedByBuyer(tx, buyer.id, {
            action: 'proforma_invoice.request_change',
            entity: 'proforma_invoice',
            id,
            before: { status: 'issued' },
            after: {
              status: 'change_requested',
              message,
            },
          });
        }
        return changed;
      });
      if (!row) return refusal(id, buyer.id, today);
      return detail(id, { buyerId: buyer.id });
    },

    /**
     * A new version of an open invoice: same number, next version, today's date and a fresh
     * validity, the fields given replacing the former ones; the former becomes `superseded` in the
     * same transaction (only if still open), and the audit entry records what it amends.
     */
    async reissue(actor: AuditActor, body: ProformaReissueBody): Promise<ProformaDetail> {
      const now = clock();
      const today = isoDate(now);
      const id = await db.transaction(async (tx) => {
        const [former] = await tx
          .update(proformaInvoices)
          .set({ status: 'superseded' })
          .where(and(eq(proformaInvoices.id, body.id), inArray(proformaInvoices.status, [...OPEN_STATES])))
          .returning();
        if (!former) return null;
        const formerLines = (
          await tx
            .select()
            .from(proformaInvoiceLines)
            .where(eq(proformaInvoiceLines.proformaInvoiceId, former.id))
            .orderBy(asc(proformaInvoiceLines.position))
        ).map(copyLine);
        // Lines written anew keep the plan lines of the former version's lines of their product.
        const lines = body.lines ? planLinesByProduct(priceLines(body.lines).lines, formerLines) : formerLines;
        const total = totalOf(lines);
        const depositPercent = body.payment_terms?.deposit_percent ?? former.depositPercent;
        const [row] = await tx
          .insert(proformaInvoices)
          .values({
            ...former,
            id: undefined,
            version: former.version + 1,
            status: 'issued',
            issueDate: today,
            validUntil: daysAfter(today, PROFORMA_VALIDITY_DAYS),
            incoterm: body.incoterm ?? former.incoterm,
            leadTimeDays: body.lead_time_days ?? former.leadTimeDays,
            depositPercent,
            balanceTerms: body.payment_terms?.balance_terms ?? former.balanceTerms,
            total: fromCents(total),
            depositAmount: fromCents(percentOfCents(total, depositPercent)),
            notes: body.notes ?? former.notes,
            amends: body.amends,
            changeRequest: null,
            operatorId: actor?.id ?? null,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('no proforma invoice inserted');
        await tx
          .insert(proformaInvoiceLines)
          .values(lines.map((line, position) => ({ ...line, proformaInvoiceId: row.id, position })));
        await queueProformaPdf(tx, row.id, now);
        await audited(tx, actor, {
          action: 'proforma_invoice.reissue',
          entity: 'proforma_invoice',
          id: former.id,
          before: { number: former.number, version: former.version, status: former.status, total: former.total },
          after: { id: row.id, version: row.version, total: row.total, amends: body.amends },
          owner: former.buyerId,
        });
        return row.id;
      });
      if (id === null) return operatorRefusal(body.id);
      return detail(id, { operator: true });
    },

    /** An operator cancels an open invoice, with a reason; a confirmed one is locked. */
    async cancel(actor: AuditActor, id: number, reason: string): Promise<ProformaDetail> {
      const done = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: proformaInvoices.status })
          .from(proformaInvoices)
          .where(eq(proformaInvoices.id, id))
          .for('update');
        const [row] = await tx
          .update(proformaInvoices)
          .set({ status: 'cancelled', cancelReason: reason })
          .where(and(eq(proformaInvoices.id, id), inArray(proformaInvoices.status, [...OPEN_STATES])))
          .returning({ status: proformaInvoices.status, buyerId: proformaInvoices.buyerId });
        if (!row) return false;
        await audited(tx, actor, {
          action: 'proforma_invoice.cancel',
          entity: 'proforma_invoice',
          id,
          before: before ?? null,
          after: { status: 'cancelled', reason },
          owner: row.buyerId,
        });
        return true;
      });
      if (!done) return operatorRefusal(id);
      return detail(id, { operator: true });
    },
  };
}

export type ProformaService = ReturnType<typeof createProformaService>;
