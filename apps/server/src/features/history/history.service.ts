import {
  HISTORY_ACTIONS,
  type HistoryAction,
  type HistoryDocumentType,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
} from '@mall/contract';
import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  afterSalesCases,
  auditLog,
  offers,
  proformaInvoices,
  purchaseOrderLines,
  purchaseOrders,
  purchasePlans,
  quotationRequests,
  quotingGroups,
  rfqs,
  shipments,
} from '../../db/schema/index.js';
import { auditPage } from '../../lib/audit.js';

type Scope = { entity: HistoryDocumentType; ids: number[] };

/** What a row of the log said, as far as the History tells it. */
type Recorded = {
  reason?: unknown;
  message?: unknown;
  content?: unknown;
  name?: unknown;
  lines?: unknown;
} | null;

/** The reason or message a change carried, if any; for a receipt, why goods were refused. */
function noteOf(after: Recorded): string | null {
  for (const value of [after?.reason, after?.message, after?.content]) if (typeof value === 'string') return value;
  const refusals = Array.isArray(after?.lines)
    ? after.lines
        .map((line: { reason?: unknown }) => line?.reason)
        .filter((reason) => typeof reason === 'string' && reason !== '')
    : [];
  return refusals.length > 0 ? refusals.join('; ') : null;
}

export function createHistoryService(db: Db) {
  /**
   * The entries one document's timeline shows: an RFQ's with its quotations', an invoice's of
   * every version (one number), an order's with its shipments'. Looked up among the buyer's own.
   */
  async function scopesOf(buyerId: number, type: HistoryDocumentType, id: number): Promise<Scope[]> {
    switch (type) {
      case 'rfq':
      case 'quotation_request': {
        const column = type === 'rfq' ? offers.rfqId : offers.quotationRequestId;
        const answered = await db
          .select({ id: offers.id })
          .from(offers)
          .where(and(eq(column, id), eq(offers.buyerId, buyerId)));
        return [
          { entity: type, ids: [id] },
          { entity: 'offer', ids: answered.map((row) => row.id) },
        ];
      }
      case 'proforma_invoice': {
        const versions = await db
          .select({ id: proformaInvoices.id })
          .from(proformaInvoices)
          .where(
            and(
              eq(proformaInvoices.buyerId, buyerId),
              eq(
                proformaInvoices.number,
                db
                  .select({ number: proformaInvoices.number })
                  .from(proformaInvoices)
                  .where(eq(proformaInvoices.id, id)),
              ),
            ),
          );
        return [{ entity: type, ids: versions.length > 0 ? versions.map((row) => row.id) : [id] }];
      }
      case 'purchase_order': {
        const shipped = await db
          .select({ id: shipments.id })
          .from(shipments)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
          .where(and(eq(shipments.purchaseOrderId, id), eq(purchaseOrders.buyerId, buyerId)));
        return [
          { entity: type, ids: [id] },
          { entity: 'shipment', ids: shipped.map((row) => row.id) },
        ];
      }
      default:
        return [{ entity: type, ids: [id] }];
    }
  }

  /** The names of the documents of a page's entries, each kind read once. */
  async function documentsOf(rows: Array<{ entity: string; entityId: string; before: unknown }>) {
    const idsOf = (entity: HistoryDocumentType) => [
      ...new Set(rows.filter((row) => row.entity === entity).map((row) => Number(row.entityId))),
    ];
    const named = new Map<string, { number: string | null; name: string | null; version: number | null }>();
    const put = (
      entity: HistoryDocumentType,
      id: number,
      number: string | null,
      name: string | null,
      version: number | null,
    ) => named.set(`${entity}:${id}`, { number, name, version });

    const rfqIds = idsOf('rfq');
    if (rfqIds.length > 0) {
      for (const row of await db.select({ id: rfqs.id, name: rfqs.name }).from(rfqs).where(inArray(rfqs.id, rfqIds)))
        put('rfq', row.id, null, row.name, null);
    }
    const requestIds = idsOf('quotation_request');
    if (requestIds.length > 0) {
      const found = await db
        .select({ id: quotationRequests.id, name: quotingGroups.name })
        .from(quotationRequests)
        .innerJoin(quotingGroups, eq(quotingGroups.id, quotationRequests.groupId))
        .where(inArray(quotationRequests.id, requestIds));
      for (const row of found) put('quotation_request', row.id, null, row.name, null);
    }
    const offerIds = idsOf('offer');
    if (offerIds.length > 0) {
      const found = await db
        .select({ id: offers.id, version: offers.version, rfqName: rfqs.name, groupName: quotingGroups.name })
        .from(offers)
        .leftJoin(rfqs, eq(rfqs.id, offers.rfqId))
        .leftJoin(quotationRequests, eq(quotationRequests.id, offers.quotationRequestId))
        .leftJoin(quotingGroups, eq(quotingGroups.id, quotationRequests.groupId))
        .where(inArray(offers.id, offerIds));
      for (const row of found) put('offer', row.id, null, row.rfqName ?? row.groupName, row.version);
    }
    const invoiceIds = idsOf('proforma_invoice');
    if (invoiceIds.length > 0) {
      const found = await db
        .select({ id: proformaInvoices.id, number: proformaInvoices.number, version: proformaInvoices.version })
        .from(proformaInvoices)
        .where(inArray(proformaInvoices.id, invoiceIds));
      for (const row of found) put('proforma_invoice', row.id, row.number, null, row.version);
    }
    const orderIds = idsOf('purchase_order');
    if (orderIds.length > 0) {
      const found = await db
        .select({ id: purchaseOrders.id, number: purchaseOrders.number })
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.id, orderIds));
      for (const row of found) put('purchase_order', row.id, row.number, null, null);
    }
    const shipmentIds = idsOf('shipment');
    if (shipmentIds.length > 0) {
      const found = await db
        .select({ id: shipments.id, number: purchaseOrders.number })
        .from(shipments)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
        .where(inArray(shipments.id, shipmentIds));
      for (const row of found) put('shipment', row.id, row.number, null, null);
    }
    const planIds = idsOf('purchase_plan');
    if (planIds.length > 0) {
      const found = await db
        .select({ id: purchasePlans.id, number: purchasePlans.number, name: purchasePlans.name })
        .from(purchasePlans)
        .where(inArray(purchasePlans.id, planIds));
      for (const row of found) put('purchase_plan', row.id, row.number, row.name, null);
    }
    const caseIds = idsOf('after_sales_case');
    if (caseIds.length > 0) {
      // A case is about goods of one order line: the line's name says which.
      const found = await db
        .select({ id: afterSalesCases.id, number: afterSalesCases.number, name: purchaseOrderLines.name })
        .from(afterSalesCases)
        .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, afterSalesCases.lineId))
        .where(inArray(afterSalesCases.id, caseIds));
      for (const row of found) put('after_sales_case', row.id, row.number, row.name, null);
    }
    return named;
  }

  return {
    /**
     * A page of what happened to the buyer's documents, newest first: the entries the audit log
     * keeps with the buyer as owner, whoever made them.
     */
    async page(buyerId: number, query: HistoryQuery): Promise<HistoryPage> {
      const filters: SQL[] = [eq(auditLog.ownerId, buyerId), inArray(auditLog.action, [...HISTORY_ACTIONS])];
      if (query.type && query.id) {
        const scopes = (await scopesOf(buyerId, query.type, query.id)).filter((scope) => scope.ids.length > 0);
        const inScope = or(
          ...scopes.map((scope) =>
            and(eq(auditLog.entity, scope.entity), inArray(auditLog.entityId, scope.ids.map(String))),
          ),
        );
        if (inScope) filters.push(inScope);
      } else if (query.type) {
        filters.push(eq(auditLog.entity, query.type));
      }
      // A day runs from the reader's midnight to the next, wherever the server is.
      const midnightOf = (day: SQL) => sql`${day}::timestamp at time zone ${query.tz}`;
      if (query.from) filters.push(gte(auditLog.at, midnightOf(sql`${query.from}::date`)));
      if (query.to) filters.push(lt(auditLog.at, midnightOf(sql`(${query.to}::date + 1)`)));
      const where = and(...filters);

      const { rows, total } = await auditPage(db, where, query);

      const documents = await documentsOf(rows);
      const list: HistoryEntry[] = rows.map((row) => {
        const type = row.entity as HistoryDocumentType;
        const id = Number(row.entityId);
        const before = row.before as Recorded;
        const known = documents.get(`${type}:${id}`);
        // A deleted RFQ is named by what its entry kept.
        const name = known?.name ?? (typeof before?.name === 'string' ? before.name : null);
        return {
          id: row.id,
          at: row.at.toISOString(),
          actor:
            row.buyerId !== null
              ? { kind: 'buyer', name: row.buyerName }
              : row.operatorId !== null
                ? { kind: 'operator', name: row.operatorName }
                : { kind: 'mall', name: null },
          action: row.action as HistoryAction,
          document: { type, id, number: known?.number ?? null, name, version: known?.version ?? null },
          note: noteOf(row.after as Recorded),
        };
      });
      return { list, total, page: query.page, pageSize: query.pageSize };
    },
  };
}
