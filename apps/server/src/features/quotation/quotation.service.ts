import {
  type CartSource,
  DEFAULT_QUOTING_GROUP_NAME,
  ErrorCode,
  type Locale,
  type Market,
  QUOTING_GROUPS_MAX,
  type QuotationRequest,
  type QuotingGroup,
} from '@mall/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartLines, products, quotationRequestItems, quotationRequests, quotingGroups } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { auditedByBuyer } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor, Tx } from '../../lib/db-executor.js';
import { selectedIds } from '../../lib/selected-ids.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';

const REQUESTS_SHOWN = 50;

/** Every buyer has a default group from their first use; made here, once, whatever runs in parallel. */
async function ensureDefault(executor: DbExecutor, buyerId: number, locale: Locale): Promise<void> {
  const [existing] = await executor
    .select({ id: quotingGroups.id })
    .from(quotingGroups)
    .where(eq(quotingGroups.buyerId, buyerId))
    .limit(1);
  if (existing) return;
  await executor
    .insert(quotingGroups)
    .values({ buyerId, name: DEFAULT_QUOTING_GROUP_NAME[locale], isDefault: true })
    .onConflictDoNothing();
}

/** The buyer's group of `groupId`, or their default group when none is named. */
async function groupFor(executor: DbExecutor, buyerId: number, groupId: number | undefined, locale: Locale) {
  await ensureDefault(executor, buyerId, locale);
  const [group] = await executor
    .select({ id: quotingGroups.id, name: quotingGroups.name })
    .from(quotingGroups)
    .where(
      and(
        eq(quotingGroups.buyerId, buyerId),
        groupId === undefined ? eq(quotingGroups.isDefault, true) : eq(quotingGroups.id, groupId),
      ),
    )
    .limit(1);
  if (!group) throw new AppError(ErrorCode.QUOTING_GROUP_NOT_FOUND);
  return group;
}

/** What a quotation request asks for: a catalogue product, how many, and the purchase plan line it came from. */
export interface RequestItemInput {
  productId: number;
  quantity: number;
  planLineId: number | null;
  /** The cart group it was asked from; `mall` when it comes from elsewhere (a purchase plan). */
  source?: CartSource;
}

/**
 * Inserts the request and its items in the caller's transaction, in the order given, copying each
 * product's name, picture and unit in `locale` so that the request stays as asked; a product that
 * no longer exists refuses the whole request (LINE_UNAVAILABLE).
 */
async function insertRequest(
  tx: Tx,
  group: { id: number; name: string },
  args: { buyerId: number; market: Market; locale: Locale; items: readonly RequestItemInput[]; now: Date },
): Promise<number> {
  const en = args.locale === 'en';
  const found = await tx
    .select({
      id: products.id,
      name: en ? products.nameEn : products.nameZh,
      image: products.image,
      unit: en ? products.unitEn : products.unitZh,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        args.items.map((item) => item.productId),
      ),
    );
  const byId = new Map(found.map((product) => [product.id, product]));
  const items = args.items.map((item, position) => {
    const product = byId.get(item.productId);
    if (!product) throw new AppError(ErrorCode.LINE_UNAVAILABLE);
    return {
      position,
      productId: item.productId,
      source: item.source ?? 'mall',
      quantity: item.quantity,
      name: product.name,
      image: product.image,
      unit: product.unit,
      planLineId: item.planLineId,
    };
  });
  const [created] = await tx
    .insert(quotationRequests)
    .values({ buyerId: args.buyerId, groupId: group.id, market: args.market, createdAt: args.now })
    .returning({ id: quotationRequests.id });
  if (!created) throw new AppError(ErrorCode.INTERNAL);
  await tx.insert(quotationRequestItems).values(items.map((item) => ({ ...item, requestId: created.id })));
  await auditedByBuyer(tx, args.buyerId, {
    action: 'quotation_request.create',
    entity: 'quotation_request',
    id: created.id,
    after: {
      status: 'submitted',
      group: group.name,
      items: items.length,
    },
  });
  return created.id;
}

/**
 * Files a quotation request of the buyer's for the items given (at least one), in the caller's
 * transaction: quoted in `market`'s currency, in the buyer's quoting group `groupId` or their
 * default one (made when missing), each item keeping its plan line. The caller checks that the
 * buyer may ask (an active member) and that the products are sold in `market`. Answers the
 * request's id; the buyer's list (`list`) shows it.
 */
export async function fileQuotationRequest(
  tx: Tx,
  args: {
    buyerId: number;
    market: Market;
    locale: Locale;
    groupId?: number;
    items: readonly RequestItemInput[];
    now: Date;
  },
): Promise<number> {
  if (args.items.length === 0) throw new Error('a quotation request needs an item');
  const group = await groupFor(tx, args.buyerId, args.groupId, args.locale);
  return insertRequest(tx, group, args);
}

/** Quoting groups (named lists, one default) and the quotation requests a buyer files in them. */
export function createQuotationService(db: Db, clock: Clock) {
  async function groups(buyerId: number, locale: Locale): Promise<QuotingGroup[]> {
    await ensureDefault(db, buyerId, locale);
    const rows = await db
      .select({
        id: quotingGroups.id,
        name: quotingGroups.name,
        isDefault: quotingGroups.isDefault,
        requests: sql<number>`(select count(*)::int from quotation_requests r where r.group_id = quoting_groups.id)`,
      })
      .from(quotingGroups)
      .where(eq(quotingGroups.buyerId, buyerId))
      .orderBy(desc(quotingGroups.isDefault), asc(quotingGroups.id));
    return rows.map((row) => ({ id: row.id, name: row.name, is_default: row.isDefault, requests: row.requests }));
  }

  /** Creates (no id) or renames a group of the buyer's; `makeDefault` moves the default flag to it. */
  async function save(
    buyer: Buyer,
    args: { id?: number; name: string; makeDefault: boolean; locale: Locale },
  ): Promise<QuotingGroup> {
    await ensureDefault(db, buyer.id, args.locale);
    try {
      const id = await db.transaction(async (tx) => {
        let groupId: number;
        if (args.id === undefined) {
          const [n] = await tx.select({ n: count() }).from(quotingGroups).where(eq(quotingGroups.buyerId, buyer.id));
          if ((n?.n ?? 0) >= QUOTING_GROUPS_MAX) throw new AppError(ErrorCode.QUOTING_GROUPS_FULL);
          const [created] = await tx
            .insert(quotingGroups)
            .values({ buyerId: buyer.id, name: args.name })
            .returning({ id: quotingGroups.id });
          if (!created) throw new AppError(ErrorCode.INTERNAL);
          groupId = created.id;
        } else {
          const [renamed] = await tx
            .update(quotingGroups)
            .set({ name: args.name })
            .where(and(eq(quotingGroups.id, args.id), eq(quotingGroups.buyerId, buyer.id)))
            .returning({ id: quotingGroups.id });
          if (!renamed) throw new AppError(ErrorCode.QUOTING_GROUP_NOT_FOUND);
          groupId = renamed.id;
        }
        if (args.makeDefault) {
          // The old default goes first: the partial unique index allows one default per buyer.
          await tx
            .update(quotingGroups)
            .set({ isDefault: false })
            .where(and(eq(quotingGroups.buyerId, buyer.id), eq(quotingGroups.isDefault, true)));
          await tx.update(quotingGroups).set({ isDefault: true }).where(eq(quotingGroups.id, groupId));
        }
        return groupId;
      });
      const group = (await groups(buyer.id, args.locale)).find((g) => g.id === id);
      if (!group) throw new AppError(ErrorCode.QUOTING_GROUP_NOT_FOUND);
      return group;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.QUOTING_GROUP_NAME_TAKEN);
      throw error;
    }
  }

  /**
   * Files the selected cart lines as one request in a quoting group (the default when none is named).
   * The lines must all be of the cart of `market`: a request is quoted in one currency. The items
   * are copied, so the request stays as asked whatever later happens to the cart.
   */
  async function request(
    buyer: Buyer,
    args: { ids: string | undefined; groupId?: number; market: Market; locale: Locale },
  ): Promise<QuotationRequest> {
    requireActiveMember(buyer, clock());
    const ids = selectedIds(args.ids);
    const group = await groupFor(db, buyer.id, args.groupId, args.locale);
    const lines = await db
      .select({
        market: cartLines.market,
        productId: cartLines.productId,
        source: cartLines.source,
        quantity: cartLines.quantity,
        planLineId: cartLines.planLineId,
      })
      .from(cartLines)
      .where(and(eq(cartLines.buyerId, buyer.id), inArray(cartLines.id, ids)))
      .orderBy(asc(cartLines.id));
    if (lines.length !== ids.length) throw new AppError(ErrorCode.CART_LINE_NOT_FOUND);
    if (lines.some((line) => line.market !== args.market)) throw new AppError(ErrorCode.CART_MARKET_MISMATCH);
    const items = lines.map((line) => ({
      productId: line.productId,
      source: line.source as CartSource,
      quantity: line.quantity,
      planLineId: line.planLineId,
    }));
    const requestId = await db.transaction((tx) =>
      insertRequest(tx, group, { buyerId: buyer.id, market: args.market, locale: args.locale, items, now: clock() }),
    );
    const [filed] = await list(buyer.id, requestId);
    if (!filed) throw new AppError(ErrorCode.INTERNAL);
    return filed;
  }

  /** The buyer's requests, newest first (or the one of `onlyId`). */
  async function list(buyerId: number, onlyId?: number): Promise<QuotationRequest[]> {
    const heads = await db
      .select({
        id: quotationRequests.id,
        groupId: quotationRequests.groupId,
        groupName: quotingGroups.name,
        market: quotationRequests.market,
        status: quotationRequests.status,
        createdAt: quotationRequests.createdAt,
      })
      .from(quotationRequests)
      .innerJoin(quotingGroups, eq(quotingGroups.id, quotationRequests.groupId))
      .where(
        and(
          eq(quotationRequests.buyerId, buyerId),
          onlyId === undefined ? undefined : eq(quotationRequests.id, onlyId),
        ),
      )
      .orderBy(desc(quotationRequests.id))
      .limit(REQUESTS_SHOWN);
    if (heads.length === 0) return [];
    const items = await db
      .select()
      .from(quotationRequestItems)
      .where(
        inArray(
          quotationRequestItems.requestId,
          heads.map((h) => h.id),
        ),
      )
      .orderBy(quotationRequestItems.requestId, quotationRequestItems.position);
    return heads.map((head) => ({
      id: head.id,
      group_id: head.groupId,
      group_name: head.groupName,
      market: head.market as Market,
      status: head.status as 'submitted' | 'quoted',
      created_at: head.createdAt.toISOString(),
      items: items
        .filter((item) => item.requestId === head.id)
        .map((item) => ({
          product_id: item.productId,
          name: item.name,
          image: item.image,
          unit: item.unit,
          quantity: item.quantity,
          source: item.source as QuotationRequest['items'][number]['source'],
        })),
    }));
  }

  return { groups, save, request, list };
}
