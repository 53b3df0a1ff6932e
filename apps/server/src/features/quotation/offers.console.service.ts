import {
  ErrorCode,
  fromCents,
  MARKET_CURRENCY,
  type Market,
  type OfferStatus,
  type QuotationCreateBody,
  type RfqStatus,
} from '@mall/contract';
import { and, asc, type Column, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  buyers,
  offerLines,
  offers,
  quotationRequestItems,
  quotationRequests,
  quotingGroups,
  rfqMessages,
  rfqs,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import { forOperators } from '../files/files.service.js';
import { planLinesByProduct, priceLines, type StoredLine } from '../orders/document-lines.js';
import type { RfqService } from '../rfq/rfq.service.js';

const BUYER_COLUMNS = {
  id: buyers.id,
  company_name: buyers.companyName,
  contact_name: buyers.contactName,
  email: buyers.email,
  country: buyers.country,
};

/** Unanswered requests first, then the oldest: the order an operator works through them. */
function inboxOrder(status: Column, id: Column) {
  return [sql`(${status} = 'submitted') DESC`, asc(id)];
}

/**
 * The operators' quoting: the inbox of RFQs and cart quotation requests, the RFQ thread, and
 * quotations (offers) in the request's market currency, versioned per request.
 */
export function createOffersConsoleService(db: Db, clock: Clock, rfq: RfqService) {
  async function offerSummaries(column: typeof offers.rfqId | typeof offers.quotationRequestId, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        requestId: column,
        id: offers.id,
        version: offers.version,
        status: offers.status,
        total: offers.total,
        valid_until: offers.validUntil,
      })
      .from(offers)
      .where(and(isNotNull(column), inArray(sql`${column}`, ids)))
      .orderBy(desc(offers.version));
  }

  function offersOf(rows: Awaited<ReturnType<typeof offerSummaries>>, requestId: number) {
    return rows
      .filter((row) => row.requestId === requestId)
      .map(({ requestId: _, status, ...rest }) => ({ ...rest, status: status as OfferStatus }));
  }

  async function rfqRows(where: SQL | undefined, page: { page: number; pageSize: number }) {
    const rows = await db
      .select({ rfq: rfqs, buyer: BUYER_COLUMNS })
      .from(rfqs)
      .innerJoin(buyers, eq(buyers.id, rfqs.buyerId))
      .where(where)
      .orderBy(...inboxOrder(rfqs.status, rfqs.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize);
    const made = await offerSummaries(
      offers.rfqId,
      rows.map((row) => row.rfq.id),
    );
    return rows.map(({ rfq: row, buyer }) => ({
      id: row.id,
      name: row.name,
      status: row.status as RfqStatus,
      market: row.market as Market,
      currency: MARKET_CURRENCY[row.market as Market],
      budget: row.budget,
      deadline: row.deadline,
      description: row.description,
      created_at: row.createdAt.toISOString(),
      buyer,
      items: [{ product_id: null, name: row.name, quantity: row.quantity, unit: row.unit }],
      offers: offersOf(made, row.id),
      use_for: row.useFor,
      requester: row.requester,
    }));
  }

  async function rfqDetail(id: number) {
    const [[row], thread] = await Promise.all([
      rfqRows(eq(rfqs.id, id), { page: 1, pageSize: 1 }),
      rfq.detail(id, { operator: true }),
    ]);
    if (!row) throw new AppError(ErrorCode.RFQ_NOT_FOUND);
    return {
      ...row,
      messages: thread.messages,
      main_picture: thread.main_picture && forOperators(thread.main_picture),
      files: thread.files.map(forOperators),
    };
  }

  /**
   * Locks the request's row and moves it to `quoted` (an RFQ only while the buyer has not
   * cancelled it): the quotation and a buyer's cancel at the same moment cannot both win.
   * `planLines` gives the quotation's lines the plan lines of what they answer.
   */
  async function claimRequest(tx: Parameters<Parameters<Db['transaction']>[0]>[0], body: QuotationCreateBody) {
    if (body.rfq_id !== undefined) {
      const [before] = await tx
        .select({ status: rfqs.status })
        .from(rfqs)
        .where(eq(rfqs.id, body.rfq_id))
        .for('update');
      if (!before) throw new AppError(ErrorCode.RFQ_NOT_FOUND);
      if (before.status === 'cancelled') throw new AppError(ErrorCode.RFQ_CANCELLED);
      const [row] = await tx
        .update(rfqs)
        .set({ status: 'quoted', updatedAt: clock() })
        .where(and(eq(rfqs.id, body.rfq_id), ne(rfqs.status, 'cancelled')))
        .returning({ buyerId: rfqs.buyerId, market: rfqs.market, planLineId: rfqs.planLineId });
      if (!row) throw new AppError(ErrorCode.RFQ_CANCELLED);
      const { planLineId, ...request } = row;
      // An RFQ asks for one thing: every line of its quotation answers the same plan line.
      const planLines = (lines: StoredLine[]) => lines.map((line) => ({ ...line, planLineId }));
      return {
        ...request,
        planLines,
        column: offers.rfqId,
        requestId: body.rfq_id,
        entity: 'rfq',
        before: before.status,
      };
    }
    const requestId = body.quotation_request_id ?? 0;
    const [before] = await tx
      .select({ status: quotationRequests.status })
      .from(quotationRequests)
      .where(eq(quotationRequests.id, requestId))
      .for('update');
    if (!before) throw new AppError(ErrorCode.QUOTATION_REQUEST_NOT_FOUND);
    const [row] = await tx
      .update(quotationRequests)
      .set({ status: 'quoted' })
      .where(eq(quotationRequests.id, requestId))
      .returning({ buyerId: quotationRequests.buyerId, market: quotationRequests.market });
    if (!row) throw new AppError(ErrorCode.QUOTATION_REQUEST_NOT_FOUND);
    const items = await tx
      .select({ productId: quotationRequestItems.productId, planLineId: quotationRequestItems.planLineId })
      .from(quotationRequestItems)
      .where(eq(quotationRequestItems.requestId, requestId))
      .orderBy(asc(quotationRequestItems.position));
    const planLines = (lines: StoredLine[]) => planLinesByProduct(lines, items);
    return {
      ...row,
      planLines,
      column: offers.quotationRequestId,
      requestId,
      entity: 'quotation_request',
      before: before.status,
    };
  }

  return {
    rfqDetail,

    async rfqPage(query: { page: number; pageSize: number; status?: RfqStatus }) {
      const where = query.status ? eq(rfqs.status, query.status) : undefined;
      const [total] = await db.select({ n: count() }).from(rfqs).where(where);
      const list = (await rfqRows(where, query)).map(({ use_for: _u, requester: _r, ...row }) => row);
      return { list, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async requestPage(query: { page: number; pageSize: number; status?: 'submitted' | 'quoted' }) {
      const where = query.status ? eq(quotationRequests.status, query.status) : undefined;
      const [total] = await db.select({ n: count() }).from(quotationRequests).where(where);
      const rows = await db
        .select({ request: quotationRequests, group: quotingGroups.name, buyer: BUYER_COLUMNS })
        .from(quotationRequests)
        .innerJoin(buyers, eq(buyers.id, quotationRequests.buyerId))
        .innerJoin(quotingGroups, eq(quotingGroups.id, quotationRequests.groupId))
        .where(where)
        .orderBy(...inboxOrder(quotationRequests.status, quotationRequests.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const ids = rows.map((row) => row.request.id);
      const [items, made] = await Promise.all([
        ids.length
          ? db
              .select()
              .from(quotationRequestItems)
              .where(inArray(quotationRequestItems.requestId, ids))
              .orderBy(asc(quotationRequestItems.requestId), asc(quotationRequestItems.position))
          : [],
        offerSummaries(offers.quotationRequestId, ids),
      ]);
      const list = rows.map(({ request, group, buyer }) => ({
        id: request.id,
        status: request.status as 'submitted' | 'quoted',
        market: request.market as Market,
        currency: MARKET_CURRENCY[request.market as Market],
        group_name: group,
        created_at: request.createdAt.toISOString(),
        buyer,
        items: items
          .filter((item) => item.requestId === request.id)
          .map((item) => ({ product_id: item.productId, name: item.name, quantity: item.quantity, unit: item.unit })),
        offers: offersOf(made, request.id),
      }));
      return { list, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** An operator's message on the RFQ's thread, audited. */
    async message(actor: AuditActor, id: number, content: string) {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ id: rfqs.id, buyerId: rfqs.buyerId }).from(rfqs).where(eq(rfqs.id, id));
        if (!found) throw new AppError(ErrorCode.RFQ_NOT_FOUND);
        const [message] = await tx
          .insert(rfqMessages)
          .values({ rfqId: id, author: 'operator', content, createdAt: clock() })
          .returning({ id: rfqMessages.id });
        await audited(tx, actor, {
          action: 'rfq.message',
          entity: 'rfq',
          id,
          after: { message_id: message?.id, content },
          owner: found.buyerId,
        });
      });
      return rfqDetail(id);
    },

    /**
     * A quotation in the request's market currency. In one transaction with the request's row
     * locked: the open version (if any) becomes `superseded`, the new one gets the next version;
     * a request whose quotation the buyer accepted is closed to new ones.
     */
    async quote(actor: AuditActor, body: QuotationCreateBody): Promise<{ id: number; version: number }> {
      const now = clock();
      if (body.valid_until < isoDate(now)) throw new AppError(ErrorCode.VALID_UNTIL_PAST);
      const priced = priceLines(body.lines);
      return db.transaction(async (tx) => {
        const request = await claimRequest(tx, body);
        const earlier = await tx
          .select({ id: offers.id, version: offers.version, status: offers.status })
          .from(offers)
          .where(eq(request.column, request.requestId))
          .orderBy(desc(offers.version));
        if (earlier.some((offer) => offer.status === 'accepted')) {
          throw new AppError(ErrorCode.REQUEST_ALREADY_ACCEPTED);
        }
        // The request's row is locked: of two operators who saw the same version, one quotes.
        if (body.seen_version !== undefined && (earlier[0]?.version ?? 0) !== body.seen_version) {
          throw new AppError(ErrorCode.QUOTATION_VERSION_CHANGED);
        }
        const superseded = await tx
          .update(offers)
          .set({ status: 'superseded', decidedAt: now })
          .where(and(eq(request.column, request.requestId), eq(offers.status, 'quoted')))
          .returning({ id: offers.id, version: offers.version });
        const version = (earlier[0]?.version ?? 0) + 1;
        const market = request.market as Market;
        const [offer] = await tx
          .insert(offers)
          .values({
            buyerId: request.buyerId,
            rfqId: body.rfq_id ?? null,
            quotationRequestId: body.quotation_request_id ?? null,
            version,
            status: 'quoted',
            market,
            currency: MARKET_CURRENCY[market],
            total: fromCents(priced.total),
            validUntil: body.valid_until,
            leadTimeDays: body.lead_time_days,
            incoterm: body.incoterm,
            depositPercent: body.payment_terms.deposit_percent,
            balanceTerms: body.payment_terms.balance_terms,
            note: body.note,
            operatorId: actor?.id ?? null,
            createdAt: now,
          })
          .returning({ id: offers.id });
        if (!offer) throw new Error('no offer inserted');
        await tx
          .insert(offerLines)
          .values(request.planLines(priced.lines).map((line, position) => ({ ...line, offerId: offer.id, position })));
        await audited(tx, actor, {
          action: 'offer.create',
          entity: request.entity,
          id: request.requestId,
          before: { status: request.before, open_offer: superseded[0] ?? null },
          after: {
            status: 'quoted',
            offer_id: offer.id,
            version,
            currency: MARKET_CURRENCY[market],
            total: fromCents(priced.total),
            valid_until: body.valid_until,
          },
          owner: request.buyerId,
        });
        return { id: offer.id, version };
      });
    },
  };
}
