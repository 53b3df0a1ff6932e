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
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartLines, groupCampaigns, products } from '../../db/schema/index.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Buyer } from '../../lib/session.js';
import { requireActiveMember } from '../../lib/session.js';
import { AVAILABLE, money, productColumns, toProduct } from '../catalog/product-columns.js';

/** The market a new line of a group is priced in: the buyer's for the mall, fixed for the others. */
export function lineMarket(source: CartSource, buyerMarket: Market): Market {
  return source === 'mall' ? buyerMarket : CART_FIXED_MARKET[source];
}

const GROUP_PRICE = { en: groupCampaigns.groupPriceUsd, cn: groupCampaigns.groupPriceCny } as const;

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
  /** The lines of one group, newest first, each with the product's current data and price in `market`. */
  async function group(buyer: Buyer, source: CartSource, market: Market, locale: Locale): Promise<CartGroup> {
    requireActiveMember(buyer, clock());
    const now = clock();
    const rows = await db
      .select({
        id: cartLines.id,
        productId: cartLines.productId,
        campaignId: cartLines.campaignId,
        quantity: cartLines.quantity,
        product: productColumns(market, locale, true),
        available: AVAILABLE[market],
        groupPrice: GROUP_PRICE[market],
        groupMoq: groupCampaigns.groupMoq,
        campaignProduct: groupCampaigns.productId,
        endsAt: groupCampaigns.endsAt,
      })
      .from(cartLines)
      .leftJoin(products, eq(products.id, cartLines.productId))
      .leftJoin(groupCampaigns, eq(groupCampaigns.id, cartLines.campaignId))
      .where(and(eq(cartLines.buyerId, buyer.id), eq(cartLines.source, source)))
      .orderBy(desc(cartLines.id));
    const currency = MARKET_CURRENCY[market];
    const list = rows.map((row): CartLine => {
      const product: Product | null = row.product === null ? null : toProduct(row.product, market);
      const isGroup = source === 'group_buying';
      const campaignOk = !isGroup || (row.campaignProduct === row.productId && row.endsAt !== null && row.endsAt > now);
      const available = product !== null && row.available === true && campaignOk;
      const unitCents = !available ? null : isGroup ? row.groupPrice : (row.product?.price ?? null);
      return {
        id: row.id,
        source,
        product_id: row.productId,
        campaign_id: row.campaignId,
        name: product?.name ?? '',
        image: product?.image ?? '',
        unit: product?.unit ?? '',
        code: product?.code ?? '',
        shop_code: product?.shop_code ?? '',
        moq: (isGroup ? row.groupMoq : product?.moq) ?? 1,
        lead_time: product?.lead_time ?? 0,
        price: money(unitCents),
        currency,
        quantity: row.quantity,
        sub_total: unitCents === null ? null : money(unitCents * row.quantity),
        available,
      };
    });
    return { source, currency, list };
  }

  async function lineCount(buyerId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.buyerId, buyerId));
    return row?.n ?? 0;
  }

  /** The MOQ a new line must reach: the product's, or the campaign's group MOQ (campaign open, same product). */
  async function moqForAdd(body: AddToCartBody, market: Market): Promise<number> {
    const [product] = await db
      .select({ moq: products.moq, available: AVAILABLE[market] })
      .from(products)
      .where(eq(products.id, body.product_id))
      .limit(1);
    if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    if (!product.available) throw new AppError(ErrorCode.NOT_IN_MARKET);
    if (body.source !== 'group_buying') return product.moq;
    const [campaign] = await db
      .select()
      .from(groupCampaigns)
      .where(and(eq(groupCampaigns.id, body.campaign_id ?? 0), eq(groupCampaigns.productId, body.product_id)))
      .limit(1);
    if (!campaign) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
    const now = clock();
    if (now < campaign.startsAt || now >= campaign.endsAt) throw new AppError(ErrorCode.CAMPAIGN_NOT_ACTIVE);
    return campaign.groupMoq;
  }

  /**
   * Adds to the group's line of the product, or starts it. One statement (INSERT ... ON CONFLICT),
   * so two adds sent at once end in one line holding both quantities.
   */
  async function add(buyer: Buyer, body: AddToCartBody) {
    requireActiveMember(buyer, clock());
    const market = lineMarket(body.source, body.market);
    const moq = await moqForAdd(body, market);
    const quantity = assertQuantity(body.quantity, moq, body.source === 'group_buying' ? 'group' : 'product');
    if ((await lineCount(buyer.id)) >= CART_LINES_MAX) {
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
    const result = (await db.execute(sql`
      insert into cart_lines (buyer_id, source, product_id, campaign_id, quantity)
      values (${buyer.id}, ${body.source}, ${body.product_id}, ${body.campaign_id ?? null}, ${quantity})
      on conflict (buyer_id, source, product_id, coalesce(campaign_id, 0))
      do update set quantity = cart_lines.quantity + excluded.quantity, updated_at = now()
        where cart_lines.quantity + excluded.quantity <= ${QUANTITY_MAX}
      returning id, quantity`)) as unknown as { rows: Array<{ id: number; quantity: number }> };
    const line = result.rows[0];
    if (!line) throw new AppError(ErrorCode.CART_LINE_LIMIT);
    return { id: line.id, quantity: line.quantity, count: await lineCount(buyer.id) };
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
