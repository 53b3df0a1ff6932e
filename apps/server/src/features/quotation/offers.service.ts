import { ErrorCode, type Incoterm, type Offer, type OfferStatus } from '@mall/contract';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offerLines, offers, proformaInvoices } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { auditedByBuyer } from '../../lib/audit.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import { copyLine, toDocumentLine } from '../orders/document-lines.js';
import { issueProforma } from '../orders/proforma.service.js';

type OfferRow = typeof offers.$inferSelect;

/** Offers in the buyer's (and the console's) shape, with their lines and, once accepted, the latest proforma invoice. */
export async function offerViews(db: Db, rows: OfferRow[]): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, invoices] = await Promise.all([
    db
      .select()
      .from(offerLines)
      .where(inArray(offerLines.offerId, ids))
      .orderBy(asc(offerLines.offerId), asc(offerLines.position)),
    db
      .select({ id: proformaInvoices.id, offerId: proformaInvoices.offerId })
      .from(proformaInvoices)
      .where(inArray(proformaInvoices.offerId, ids))
      .orderBy(desc(proformaInvoices.version)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    status: row.status as OfferStatus,
    request:
      row.rfqId !== null
        ? { type: 'rfq' as const, id: row.rfqId }
        : { type: 'quotation_request' as const, id: row.quotationRequestId ?? 0 },
    currency: row.currency as Offer['currency'],
    total: row.total,
    valid_until: row.validUntil,
    lead_time_days: row.leadTimeDays,
    incoterm: row.incoterm as Incoterm,
    payment_terms: { deposit_percent: row.depositPercent, balance_terms: row.balanceTerms },
    note: row.note,
    lines: lines.filter((line) => line.offerId === row.id).map(toDocumentLine),
    created_at: row.createdAt.toISOString(),
    proforma_invoice_id: invoices.find((pi) => pi.offerId === row.id)?.id ?? null,
    decline_reason: row.declineReason,
  }));
}

/**
 * Marks open offers whose validity has passed as expired (the recurring `documents.expire` job);
 * accepting checks the date itself, so an offer is never accepted late between two runs.
 */
export async function expireOffers(executor: DbExecutor, today: string): Promise<number> {
  const expired = await executor
    .update(offers)
    .set({ status: 'expired' })
    .where(and(eq(offers.status, 'quoted'), lt(offers.validUntil, today)))
    .returning({ id: offers.id });
  return expired.length;
}

/** The buyer's side of offers: read them, accept one (a proforma invoice is issued), or decline it. */
/**
 * The buyer's decision on a quoted offer, as one state-checked UPDATE: only the buyer's own offer,
 * still quoted and still valid today, moves; null when it did not (the caller tells why).
 */
async function decide(
  executor: DbExecutor,
  buyerId: number,
  id: number,
  today: string,
  change: Partial<typeof offers.$inferInsert>,
) {
  const [row] = await executor
    .update(offers)
    .set(change)
    .where(
      and(
        eq(offers.id, id),
        eq(offers.buyerId, buyerId),
        eq(offers.status, 'quoted'),
        sql`${offers.validUntil} >= ${today}`,
      ),
    )
    .returning();
  return row ?? null;
}

export function createOffersService(db: Db, clock: Clock) {
  async function find(id: number, buyerId: number): Promise<OfferRow> {
    const [row] = await db
      .select()
      .from(offers)
      .where(and(eq(offers.id, id), eq(offers.buyerId, buyerId)))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.OFFER_NOT_FOUND);
    return row;
  }

  /** Why an offer could not move: not the buyer's, past its date, or no longer open. */
  async function refusal(id: number, buyerId: number, today: string): Promise<never> {
    const row = await find(id, buyerId);
    if (row.status === 'expired' || (row.status === 'quoted' && row.validUntil < today)) {
      throw new AppError(ErrorCode.OFFER_EXPIRED);
    }
    throw new AppError(ErrorCode.OFFER_NOT_OPEN);
  }

  return {
    async list(buyerId: number, status?: OfferStatus): Promise<{ list: Offer[] }> {
      const rows = await db
        .select()
        .from(offers)
        .where(and(eq(offers.buyerId, buyerId), status ? eq(offers.status, status) : undefined))
        .orderBy(desc(offers.id));
      return { list: await offerViews(db, rows) };
    },

    /**
     * Accepts an open offer that is still valid today and issues its proforma invoice, in one
     * transaction: of two accepts at once, one wins and the other gets OFFER_NOT_OPEN.
     */
    async accept(buyer: Buyer, id: number): Promise<{ proforma_invoice_id: number }> {
      const now = clock();
      requireActiveMember(buyer, now);
      const today = isoDate(now);
      const invoiceId = await db.transaction(async (tx) => {
        const offer = await decide(tx, buyer.id, id, today, { status: 'accepted', decidedAt: now });
        if (!offer) return null;
        await auditedByBuyer(tx, buyer.id, {
          action: 'offer.accept',
          entity: 'offer',
          id: offer.id,
          before: { status: 'quoted' },
          after: { status: 'accepted' },
        });
        const lines = await tx
          .select()
          .from(offerLines)
          .where(eq(offerLines.offerId, offer.id))
          .orderBy(asc(offerLines.position));
        const pi = await issueProforma(
          tx,
          {
            buyerId: buyer.id,
            offerId: offer.id,
            market: offer.market,
            currency: offer.currency,
            lines: lines.map(copyLine),
            incoterm: offer.incoterm as Incoterm,
            leadTimeDays: offer.leadTimeDays,
            depositPercent: offer.depositPercent,
            balanceTerms: offer.balanceTerms,
            notes: offer.note,
            shopCode: null,
          },
          now,
        );
        return pi.id;
      });
      if (invoiceId === null) return refusal(id, buyer.id, today);
      return { proforma_invoice_id: invoiceId };
    },

    async decline(buyer: Buyer, id: number, reason: string): Promise<Offer> {
      const now = clock();
      requireActiveMember(buyer, now);
      const today = isoDate(now);
      const row = await db.transaction(async (tx) => {
        const declined = await decide(tx, buyer.id, id, today, {
          status: 'declined',
          declineReason: reason,
          decidedAt: now,
        });
        if (declined) {
          await auditedByBuyer(tx, buyer.id, {
            action: 'offer.decline',
            entity: 'offer',
            id,
            before: { status: 'quoted' },
            after: { status: 'declined', reason },
          });
        }
        return declined;
      });
      if (!row) return refusal(id, buyer.id, today);
      const [view] = await offerViews(db, [row]);
      if (!view) throw new AppError(ErrorCode.OFFER_NOT_FOUND);
      return view;
    },
  };
}
