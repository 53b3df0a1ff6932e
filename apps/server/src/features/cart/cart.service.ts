import {
  type AddToCartBody,
  CART_FIXED_MARKET,
  CART_LINES_MAX,
  type CartGroup,
  type CartLine,
  type CartSource,
  checkMoq,
  ErrorCode,
  type Locale,
  MARKET_CURRENCY,
  type Market,
  type Product,
  QUANTITY_MAX,
  validationKey,
} from '@mall/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartLines, groupCampaigns, products } from '../../db/schema/index.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Buyer } from '../../lib/session.js';
import { requireActiveMember } from '../../lib/session.js';
import { AVAILABLE, money, PRICE, productColumns, toProduct } from '../catalog/product-columns.js';

/** The market a new line of a group is priced in: the buyer's for the mall, fixed for the others. */
export function lineMarket(source: CartSource, buyerMarket: Market): Market {
  return source === 'mall' ? buyerMarket : CART_FIXED_MARKET[source];
}

const GROUP_PRICE = { en: groupCampaigns.groupPriceUsd, cn: groupCampaigns.groupPriceCny } as const;

/** A line as the group read answers it; product columns are null once the product is gone. */
interface GroupRow {
  id: number;
  product_id: number;
  campaign_id: number | null;
  quantity: number;
  name: string | null;
  image: string | null;
  unit: string | null;
  code: string | null;
  shop_code: string | null;
  lead_time: number | null;
  moq: number | null;
  available: boolean;
  unit_price: number | null;
}

/**
 * The quantity check of an add or an update, against the line's MOQ: SPEC's MOQ messages as their
 * own result codes (with the MOQ beside them), anything that is not a quantity as a field error.
 */
export function assertQuantity(quantity: unknown, moq: number, kind: 'product' | 'group'): number {
  const problem = checkMoq(quantity, moq, kind);
  if (problem === 'moq') throw new AppError(ErrorCode.BELOW_MOQ, { moq });
  if (problem === 'groupMoq') throw new AppError(ErrorCode.BELOW_GROUP_MOQ, { moq });
  if (problem !== null) {
    throw new FieldsError([
      { field: 'quantity', code: 'custom', params: {}, message: validationKey('quantity'), missing: false },
    ]);
  }
  return Number(quantity);
}

export function createCartService(db: Db, clock: Clock) {
  /**
   * The lines of one group, newest first, each with the product's current data and price in
   * `market`. One hand-written statement: this is the cart's hottest read.
   */
  async function group(buyer: Buyer, source: CartSource, market: Market, locale: Locale): Promise<CartGroup> {
    requireActiveMember(buyer, clock());
    const en = locale === 'en';
    const isGroup = source === 'group_buying';
    const campaignOpen = isGroup
      ? sql`(${groupCampaigns.productId} = ${cartLines.productId} and ${groupCampaigns.endsAt} > ${clock()})`
      : sql`true`;
    const result = (await db.execute(sql`
      select ${cartLines.id} as id, ${cartLines.productId} as product_id, ${cartLines.campaignId} as campaign_id,
        ${cartLines.quantity} as quantity,
        ${en ? products.nameEn : products.nameZh} as name, ${products.image} as image,
        ${en ? products.unitEn : products.unitZh} as unit, ${products.code} as code,
        ${products.shopCode} as shop_code, ${products.leadTime} as lead_time,
        ${isGroup ? groupCampaigns.groupMoq : products.moq} as moq,
        coalesce(${AVAILABLE[market]} and ${campaignOpen}, false) as available,
        ${isGroup ? GROUP_PRICE[market] : PRICE[market].price} as unit_price
      from ${cartLines}
      left join ${products} on ${products.id} = ${cartLines.productId}
      ${isGroup ? sql`left join ${groupCampaigns} on ${groupCampaigns.id} = ${cartLines.campaignId}` : sql``}
      where ${cartLines.buyerId} = ${buyer.id} and ${cartLines.source} = ${source}
      order by ${cartLines.id} desc`)) as unknown as { rows: GroupRow[] };
    const currency = MARKET_CURRENCY[market];
    const list = result.rows.map((row): CartLine => {
      const cents = row.available ? row.unit_price : null;
      return {
        id: row.id,
        source,
        product_id: row.product_id,
        campaign_id: row.campaign_id,
        name: row.name ?? '',
        image: row.image ?? '',
        unit: row.unit ?? '',
        code: row.code ?? '',
        shop_code: row.shop_code ?? '',
        moq: row.moq ?? 1,
        lead_time: row.lead_time ?? 0,
        price: money(cents),
        currency,
        quantity: row.quantity,
        sub_total: cents === null ? null : money(cents * row.quantity),
        available: row.available,
      };
    });
    return { source, currency, list };
  }

  async function lineCount(buyerId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.buyerId, buyerId));
    return row?.n ?? 0;
  }

  /** The MOQ a new line must reach (the product's, or the open campaign's group MOQ) and the buyer's line count. */
  async function moqForAdd(
    buyerId: number,
    body: AddToCartBody,
    market: Market,
  ): Promise<{ moq: number; lines: number }> {
    // The buyer's line count rides along, saving the add a round trip.
    const [product] = await db
      .select({
        moq: products.moq,
        available: AVAILABLE[market],
        lines: sql<number>`(select count(*)::int from cart_lines where buyer_id = ${buyerId})`,
      })
      .from(products)
      .where(eq(products.id, body.product_id))
      .limit(1);
    if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    if (!product.available) throw new AppError(ErrorCode.NOT_IN_MARKET);
    if (body.source !== 'group_buying') return { moq: product.moq, lines: product.lines };
    const [campaign] = await db
      .select()
      .from(groupCampaigns)
      .where(and(eq(groupCampaigns.id, body.campaign_id ?? 0), eq(groupCampaigns.productId, body.product_id)))
      .limit(1);
    if (!campaign) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
    const now = clock();
    if (now < campaign.startsAt || now >= campaign.endsAt) throw new AppError(ErrorCode.CAMPAIGN_NOT_ACTIVE);
    return { moq: campaign.groupMoq, lines: product.lines };
  }

  /**
   * Adds to the group's line of the product, or starts it. One statement (INSERT ... ON CONFLICT),
   * so two adds sent at once end in one line holding both quantities.
   */
  async function add(buyer: Buyer, body: AddToCartBody) {
    requireActiveMember(buyer, clock());
    const market = lineMarket(body.source, body.market);
    const { moq, lines: before } = await moqForAdd(buyer.id, body, market);
    const quantity = assertQuantity(body.quantity, moq, body.source === 'group_buying' ? 'group' : 'product');
    if (before >= CART_LINES_MAX) {
      const [existing] = await db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.buyerId, buyer.id),
            eq(cartLines.source, body.source),
            eq(cartLines.productId, body.product_id),
            sql`coalesce(${cartLines.campaignId}, 0) = ${body.campaign_id ?? 0}`,
          ),
        )
        .limit(1);
      if (!existing) throw new AppError(ErrorCode.CART_FULL);
    }
    // `xmax = 0` tells a new row from an updated one, so the count needs no second read.
    const result = (await db.execute(sql`
      insert into cart_lines (buyer_id, source, product_id, campaign_id, quantity)
      values (${buyer.id}, ${body.source}, ${body.product_id}, ${body.campaign_id ?? null}, ${quantity})
      on conflict (buyer_id, source, product_id, coalesce(campaign_id, 0))
      do update set quantity = cart_lines.quantity + excluded.quantity, updated_at = now()
        where cart_lines.quantity + excluded.quantity <= ${QUANTITY_MAX}
      returning id, quantity, (xmax = 0) as inserted`)) as unknown as {
      rows: Array<{ id: number; quantity: number; inserted: boolean }>;
    };
    const line = result.rows[0];
    if (!line) throw new AppError(ErrorCode.CART_LINE_LIMIT);
    return { id: line.id, quantity: line.quantity, count: before + (line.inserted ? 1 : 0) };
  }

  /** A new quantity for a line of the buyer's: group buying lines through their own call (`group`). */
  async function update(buyer: Buyer, args: { id: number; quantity: unknown; group: boolean }) {
    requireActiveMember(buyer, clock());
    const [line] = await db
      .select({
        source: cartLines.source,
        moq: products.moq,
        groupMoq: groupCampaigns.groupMoq,
      })
      .from(cartLines)
      .leftJoin(products, eq(products.id, cartLines.productId))
      .leftJoin(groupCampaigns, eq(groupCampaigns.id, cartLines.campaignId))
      .where(and(eq(cartLines.id, args.id), eq(cartLines.buyerId, buyer.id)))
      .limit(1);
    if (!line || (line.source === 'group_buying') !== args.group) throw new AppError(ErrorCode.CART_LINE_NOT_FOUND);
    const moq = args.group ? line.groupMoq : line.moq;
    if (moq === null) throw new AppError(ErrorCode.LINE_UNAVAILABLE);
    const quantity = assertQuantity(args.quantity, moq, args.group ? 'group' : 'product');
    const [updated] = await db
      .update(cartLines)
      .set({ quantity, updatedAt: clock() })
      .where(and(eq(cartLines.id, args.id), eq(cartLines.buyerId, buyer.id)))
      .returning({ id: cartLines.id, quantity: cartLines.quantity });
    if (!updated) throw new AppError(ErrorCode.CART_LINE_NOT_FOUND);
    return { ...updated, count: await lineCount(buyer.id) };
  }

  /** Deletes the buyer's lines among `ids`; another buyer's ids delete nothing. */
  async function remove(buyer: Buyer, ids: number[]) {
    const deleted = await db
      .delete(cartLines)
      .where(and(eq(cartLines.buyerId, buyer.id), inArray(cartLines.id, ids)))
      .returning({ id: cartLines.id });
    if (deleted.length === 0) throw new AppError(ErrorCode.CART_LINE_NOT_FOUND);
    return { deleted: deleted.length, count: await lineCount(buyer.id) };
  }

  /** The product a scanned code names, as any product payload (prices for a logged-in buyer only). */
  async function productByCode(code: string, market: Market, locale: Locale, member: boolean): Promise<Product> {
    const [row] = await db
      .select({ ...productColumns(market, locale, member), available: AVAILABLE[market] })
      .from(products)
      .where(eq(products.code, code))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.PRODUCT_CODE_UNKNOWN);
    if (!row.available) throw new AppError(ErrorCode.NOT_IN_MARKET);
    return toProduct(row, market);
  }

  return { group, add, update, remove, count: lineCount, productByCode };
}

export type CartService = ReturnType<typeof createCartService>;
