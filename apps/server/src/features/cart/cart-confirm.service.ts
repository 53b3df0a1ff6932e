import {
  type CartConfirmableSource,
  ErrorCode,
  type Locale,
  MARKET_CURRENCY,
  type Market,
  type PurchaseOrderDraft,
} from '@mall/contract';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cartLines,
  groupCampaigns,
  groupCommitments,
  products,
  purchaseOrderDraftItems,
  purchaseOrderDrafts,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { selectedIds } from '../../lib/selected-ids.js';
import { type Buyer, requireActiveMember } from '../../lib/session.js';
import { AVAILABLE, money, PRICE } from '../catalog/product-columns.js';
import { placeCartOrders } from '../orders/cart-orders.js';
import type { CartMemory } from './cart-memory.js';

const DRAFTS_SHOWN = 50;
const GROUP_PRICE = { en: groupCampaigns.groupPriceUsd, cn: groupCampaigns.groupPriceCny } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes the buyer's selected lines of a group out of the cart of `market`; all of them or the
 * whole confirmation fails. A line of the other market's cart is refused by name: one
 * confirmation, one currency.
 */
async function takeLines(tx: Tx, buyerId: number, source: CartConfirmableSource, ids: number[], market: Market) {
  const taken = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.buyerId, buyerId), eq(cartLines.source, source), inArray(cartLines.id, ids)))
    .returning();
  if (taken.length !== ids.length) throw new AppError(ErrorCode.CART_LINE_NOT_FOUND);
  if (taken.some((line) => line.market !== market)) throw new AppError(ErrorCode.CART_MARKET_MISMATCH);
  return taken.sort((a, b) => a.id - b.id);
}

/** What a confirmation answers: its lines and total in the market's currency, and the orders placed. */
function outcome(
  source: CartConfirmableSource,
  lines: number,
  market: Market,
  cents: number,
  orders: Array<{ id: number; number: string }>,
) {
  return {
    source,
    lines,
    purchase_orders: orders,
    market,
    currency: MARKET_CURRENCY[market],
    total: money(cents) ?? 0,
  };
}

/**
 * Confirming the cart of one market: group buying lines commit their quantities to their campaigns
 * at the market's group price, mall lines become purchase orders at list prices, one per store, in
 * the market's currency (docs/decisions/020).
 * Each confirmation is one transaction; the lines leave the cart in it, so a confirmation sent
 * twice at once counts once (the second finds no lines).
 */
export function createCartConfirmService(db: Db, memory: CartMemory, clock: Clock) {
  async function confirmGroupBuying(buyer: Buyer, ids: number[], market: Market) {
    const now = clock();
    const total = await db.transaction(async (tx) => {
      const lines = await takeLines(tx, buyer.id, 'group_buying', ids, market);
      let cents = 0;
      for (const line of lines) {
        const campaignId = line.campaignId ?? 0;
        // One atomic increment per line, guarded by the campaign's window and group MOQ: parallel
        // confirmations queue on the campaign's row and none is lost.
        const [moved] = await tx
          .update(groupCampaigns)
          .set({ committedQuantity: sql`${groupCampaigns.committedQuantity} + ${line.quantity}` })
          .where(
            and(
              eq(groupCampaigns.id, campaignId),
              eq(groupCampaigns.productId, line.productId),
              eq(groupCampaigns.state, 'open'),
              isNotNull(GROUP_PRICE[market]),
              sql`${groupCampaigns.startsAt} <= ${now} and ${groupCampaigns.endsAt} > ${now}`,
              sql`${groupCampaigns.groupMoq} <= ${line.quantity}`,
            ),
          )
          .returning({ price: GROUP_PRICE[market] });
        if (!moved || moved.price === null) throw await whyNotCommitted(tx, campaignId, market, now);
        await tx
          .insert(groupCommitments)
          .values({ buyerId: buyer.id, campaignId, quantity: line.quantity, unitPrice: moved.price, market });
        cents += moved.price * line.quantity;
      }
      return cents;
    });
    return outcome('group_buying', ids.length, market, total, []);
  }

  async function whyNotCommitted(tx: Tx, campaignId: number, market: Market, now: Date): Promise<AppError> {
    const [campaign] = await tx.select().from(groupCampaigns).where(eq(groupCampaigns.id, campaignId)).limit(1);
    const price = market === 'en' ? campaign?.groupPriceUsd : campaign?.groupPriceCny;
    if (!campaign || price === null) return new AppError(ErrorCode.LINE_UNAVAILABLE);
    if (campaign.state !== 'open' || now < campaign.startsAt || now >= campaign.endsAt)
      return new AppError(ErrorCode.CAMPAIGN_NOT_ACTIVE);
    return new AppError(ErrorCode.BELOW_GROUP_MOQ, { moq: campaign.groupMoq });
  }

  async function confirmMall(buyer: Buyer, ids: number[], market: Market, locale: Locale) {
    const placed = await db.transaction(async (tx) => {
      const lines = await takeLines(tx, buyer.id, 'mall', ids, market);
      const found = await tx
        .select({
          id: products.id,
          nameEn: products.nameEn,
          nameZh: products.nameZh,
          unitEn: products.unitEn,
          unitZh: products.unitZh,
          shopCode: products.shopCode,
          leadTime: products.leadTime,
          price: PRICE[market].price,
          available: AVAILABLE[market],
        })
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((line) => line.productId),
          ),
        );
      const byId = new Map(found.map((p) => [p.id, p]));
      const items = lines.map((line) => {
        const product = byId.get(line.productId);
        if (!product?.available) throw new AppError(ErrorCode.LINE_UNAVAILABLE);
        return {
          productId: line.productId,
          shopCode: product.shopCode,
          name: locale === 'en' ? product.nameEn : product.nameZh,
          unit: locale === 'en' ? product.unitEn : product.unitZh,
          quantity: line.quantity,
          unitPriceCents: product.price,
          leadTimeDays: product.leadTime,
          planLineId: line.planLineId,
        };
      });
      const total = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
      return { orders: await placeCartOrders(tx, buyer.id, market, items, clock()), total };
    });
    return outcome('mall', ids.length, market, placed.total, placed.orders);
  }

  async function confirm(
    buyer: Buyer,
    args: { source: CartConfirmableSource; ids: string | undefined; market: Market; locale: Locale },
  ) {
    requireActiveMember(buyer, clock());
    const ids = selectedIds(args.ids);
    try {
      return args.source === 'group_buying'
        ? await confirmGroupBuying(buyer, ids, args.market)
        : await confirmMall(buyer, ids, args.market, args.locale);
    } finally {
      // The confirmed lines have left the cart: the buyer's next read must not show them.
      memory.forget(buyer.id);
    }
  }

  /** The buyer's drafts, newest first, for the workstation. */
  async function drafts(buyerId: number): Promise<PurchaseOrderDraft[]> {
    const heads = await db
      .select()
      .from(purchaseOrderDrafts)
      .where(eq(purchaseOrderDrafts.buyerId, buyerId))
      .orderBy(desc(purchaseOrderDrafts.id))
      .limit(DRAFTS_SHOWN);
    if (heads.length === 0) return [];
    const items = await db
      .select()
      .from(purchaseOrderDraftItems)
      .where(
        inArray(
          purchaseOrderDraftItems.draftId,
          heads.map((h) => h.id),
        ),
      )
      .orderBy(purchaseOrderDraftItems.draftId, purchaseOrderDraftItems.position);
    return heads.map((head) => {
      const market = head.market as Market;
      return {
        id: head.id,
        market,
        currency: MARKET_CURRENCY[market],
        total: money(head.total) ?? 0,
        created_at: head.createdAt.toISOString(),
        items: items
          .filter((item) => item.draftId === head.id)
          .map((item) => ({
            product_id: item.productId,
            name: item.name,
            quantity: item.quantity,
            price: money(item.unitPrice) ?? 0,
            sub_total: money(item.unitPrice * item.quantity) ?? 0,
          })),
      };
    });
  }

  return { confirm, drafts };
}
