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
import { integerLiteral, optionalIntegerLiteral, timestampLiteral, wordLiteral } from '../../lib/sql-literal.js';
import { type CatalogMemory, PRICE_CENTS } from '../catalog/catalog-memory.js';
import { AVAILABLE, money, productColumns, toProduct } from '../catalog/product-columns.js';

/** The market a new line of a group is priced in: the buyer's for the mall, fixed for the others. */
export function lineMarket(source: CartSource, buyerMarket: Market): Market {
  return source === 'mall' ? buyerMarket : CART_FIXED_MARKET[source];
}

const GROUP_PRICE = { en: groupCampaigns.groupPriceUsd, cn: groupCampaigns.groupPriceCny } as const;

/**
 * A line as the group read answers it: id, product, campaign, quantity, and for group buying
 * lines the campaign's group MOQ, group price, and whether it still runs for that product.
 */
type LineRow = [number, number, number | null, number, number | null, number | null, boolean | null];

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

export function createCartService(db: Db, catalog: CatalogMemory, clock: Clock) {
  /**
   * The lines of one group, newest first, each with the product's current data and price in
   * `market`: the lines (and their campaigns) from the database as one JSON value, the products
   * from the catalogue's read model. This is the cart's hottest read.
   */
  async function group(buyer: Buyer, source: CartSource, market: Market, locale: Locale): Promise<CartGroup> {
    requireActiveMember(buyer, clock());
    const isGroup = source === 'group_buying';
    // One text value for the whole group, and no parameters (lib/sql-literal.ts): the embedded
    // database decodes results a field at a time in JavaScript and answers a statement with
    // parameters in six round trips, so fifty lines cost far less this way.
    const campaign = isGroup
      ? sql`, ${groupCampaigns.groupMoq}, ${GROUP_PRICE[market]},
          ${groupCampaigns.productId} = ${cartLines.productId} and ${groupCampaigns.endsAt} > ${timestampLiteral(clock())}`
      : sql``;
    const result = (await db.execute(sql`
      select coalesce(json_agg(json_build_array(${cartLines.id}, ${cartLines.productId}, ${cartLines.campaignId},
          ${cartLines.quantity}${campaign}) order by ${cartLines.id} desc), '[]')::text as lines
      from ${cartLines}
      ${isGroup ? sql`left join ${groupCampaigns} on ${groupCampaigns.id} = ${cartLines.campaignId}` : sql``}
      where ${cartLines.buyerId} = ${integerLiteral(buyer.id)} and ${cartLines.source} = ${wordLiteral(source)}`)) as unknown as {
      rows: Array<{ lines: string }>;
    };
    const rows: LineRow[] = JSON.parse(result.rows[0]?.lines ?? '[]');
    const currency = MARKET_CURRENCY[market];
    const products = await catalog.products();
    const list: CartLine[] = [];
    for (const [id, productId, campaignId, quantity, groupMoq = null, groupPrice = null, open = null] of rows) {
      const product = products.get(productId);
      // A group buying line also needs its campaign, still running and still of that product.
      const available =
        product !== undefined &&
        (market === 'en' ? product.availableEn : product.availableCn) &&
        (!isGroup || open === true);
      const cents = !available || !product ? null : isGroup ? groupPrice : PRICE_CENTS[market](product);
      list.push({
        id,
        source,
        product_id: productId,
        campaign_id: campaignId,
        name: product ? (locale === 'en' ? product.nameEn : product.nameZh) : '',
        image: product?.image ?? '',
        unit: product ? (locale === 'en' ? product.unitEn : product.unitZh) : '',
        code: product?.code ?? '',
        shop_code: product?.shopCode ?? '',
        moq: (isGroup ? groupMoq : product?.moq) ?? 1,
        lead_time: product?.leadTime ?? 0,
        price: money(cents),
        currency,
        quantity,
        sub_total: cents === null ? null : money(cents * quantity),
        available,
      });
    }
    return { source, currency, list };
  }

  async function lineCount(buyerId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.buyerId, buyerId));
    return row?.n ?? 0;
  }

  /** The MOQ a new line must reach: the product's, or the open campaign's group MOQ. */
  async function moqForAdd(body: AddToCartBody, market: Market): Promise<number> {
    const product = await catalog.product(body.product_id);
    if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    if (!(market === 'en' ? product.availableEn : product.availableCn)) throw new AppError(ErrorCode.NOT_IN_MARKET);
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
   * Adds to the group's line of the product, or starts it while the cart has room. One statement
   * (INSERT ... ON CONFLICT), so two adds sent at once end in one line holding both quantities;
   * only a refused add costs a second read, to tell a full cart from a full line.
   */
  async function add(buyer: Buyer, body: AddToCartBody) {
    requireActiveMember(buyer, clock());
    const market = lineMarket(body.source, body.market);
    const moq = await moqForAdd(body, market);
    const quantity = assertQuantity(body.quantity, moq, body.source === 'group_buying' ? 'group' : 'product');
    // Without parameters, like the group read: one round trip on the embedded database.
    const buyerId = integerLiteral(buyer.id);
    const source = wordLiteral(body.source);
    const productId = integerLiteral(body.product_id);
    const campaignId = optionalIntegerLiteral(body.campaign_id ?? null);
    const sameLine = sql`buyer_id = ${buyerId} and source = ${source} and product_id = ${productId}
      and coalesce(campaign_id, 0) = coalesce(${campaignId}, 0)`;
    // `xmax = 0` tells a new row from an updated one; `before` is the count as the statement began.
    const result = (await db.execute(sql`
      with counted as (select count(*)::int as n from cart_lines where buyer_id = ${buyerId})
      insert into cart_lines (buyer_id, source, product_id, campaign_id, quantity)
      select ${buyerId}, ${source}, ${productId}, ${campaignId}, ${integerLiteral(quantity)} from counted
      where counted.n < ${integerLiteral(CART_LINES_MAX)} or exists (select 1 from cart_lines where ${sameLine})
      on conflict (buyer_id, source, product_id, coalesce(campaign_id, 0))
      do update set quantity = cart_lines.quantity + excluded.quantity, updated_at = now()
        where cart_lines.quantity + excluded.quantity <= ${integerLiteral(QUANTITY_MAX)}
      returning id, quantity, (xmax = 0) as inserted, (select n from counted) as before`)) as unknown as {
      rows: Array<{ id: number; quantity: number; inserted: boolean; before: number }>;
    };
    const line = result.rows[0];
    if (!line) {
      const [existing] = await db.select({ id: cartLines.id }).from(cartLines).where(sameLine).limit(1);
      throw new AppError(existing ? ErrorCode.CART_LINE_LIMIT : ErrorCode.CART_FULL);
    }
    return { id: line.id, quantity: line.quantity, count: line.before + (line.inserted ? 1 : 0) };
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
