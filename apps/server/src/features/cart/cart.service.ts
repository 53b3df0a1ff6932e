import {
  type AddToCartBody,
  CART_SOURCES,
  type CartGroup,
  type CartLine,
  type CartSource,
  checkMoq,
  ErrorCode,
  type Locale,
  MARKET_CURRENCY,
  MARKETS,
  type Market,
  type Product,
  validationKey,
} from '@mall/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartLines, products } from '../../db/schema/index.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Buyer } from '../../lib/session.js';
import { requireActiveMember } from '../../lib/session.js';
import { type CatalogMemory, PRICE_CENTS } from '../catalog/catalog-memory.js';
import { AVAILABLE, money, productColumns, toProduct } from '../catalog/product-columns.js';
import { createAddQueue } from './cart-add-queue.js';
import type { CartMemory, LineRecord, RememberedCart } from './cart-memory.js';

/** The lines of the buyer's cart of `market`, in the groups named. */
function linesOf(cart: RememberedCart, market: Market, sources: readonly CartSource[] = CART_SOURCES): LineRecord[] {
  return sources.flatMap((source) => cart.markets[market].groups[source]);
}

/**
 * A call changes the cart of one market: a line of the other market's cart among `ids` is refused
 * by name, rather than changed in a currency the buyer is not looking at.
 */
export function assertSameMarket(cart: RememberedCart, ids: readonly number[], market: Market): void {
  for (const other of MARKETS) {
    if (other === market) continue;
    const theirs = new Set(linesOf(cart, other).map((line) => line.id));
    if (ids.some((id) => theirs.has(id))) throw new AppError(ErrorCode.CART_MARKET_MISMATCH);
  }
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

export function createCartService(db: Db, catalog: CatalogMemory, memory: CartMemory, clock: Clock) {
  const adds = createAddQueue(db, (buyerIds) => {
    for (const buyerId of buyerIds) memory.forget(buyerId);
  });

  /**
   * The lines of one group in the cart of `market`, newest first, each with the product's current
   * data and price in that market: the lines and campaigns from the cart's memory, the products from the catalogue's
   * read model, so this hottest read costs no query once the buyer's cart is remembered. Whether
   * a campaign still runs is judged now, with the clock.
   */
  async function group(buyer: Buyer, source: CartSource, market: Market, locale: Locale): Promise<CartGroup> {
    const now = clock();
    requireActiveMember(buyer, now);
    const isGroup = source === 'group_buying';
    const [cart, catalogue, campaigns] = await Promise.all([
      memory.cart(buyer.id),
      catalog.products(),
      isGroup ? memory.campaigns() : null,
    ]);
    const currency = MARKET_CURRENCY[market];
    const list: CartLine[] = [];
    for (const { id, productId, campaignId, quantity } of cart.markets[market].groups[source]) {
      const product = catalogue.get(productId);
      const campaign = campaignId === null ? undefined : campaigns?.get(campaignId);
      const groupPrice = campaign ? (market === 'en' ? campaign.groupPriceUsd : campaign.groupPriceCny) : null;
      // A group buying line also needs its campaign, still running, of that product and priced in the market.
      const open =
        campaign !== undefined &&
        campaign.productId === productId &&
        campaign.state === 'open' &&
        campaign.endsAt > now &&
        groupPrice !== null;
      const available =
        product !== undefined && (market === 'en' ? product.availableEn : product.availableCn) && (!isGroup || open);
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
        moq: (isGroup ? campaign?.groupMoq : product?.moq) ?? 1,
        lead_time: product?.leadTime ?? 0,
        price: money(cents),
        currency,
        quantity,
        sub_total: cents === null ? null : money(cents * quantity),
        available,
        campaign_outcome: campaign?.state === 'succeeded' || campaign?.state === 'failed' ? campaign.state : null,
      });
    }
    return { source, currency, list };
  }

  /** How many lines the buyer's cart of `market` holds, all groups together. */
  async function lineCount(buyerId: number, market: Market): Promise<number> {
    return (await memory.cart(buyerId)).markets[market].count;
  }

  /** The tab bar's count (the `market` cart), and each market's, for the cart's note on the other one. */
  async function counts(buyerId: number, market: Market) {
    const cart = await memory.cart(buyerId);
    const markets = Object.fromEntries(MARKETS.map((m) => [m, cart.markets[m].count])) as Record<Market, number>;
    return { count: markets[market], markets };
  }

  /** The MOQ a new line must reach: the product's, or the open campaign's group MOQ. */
  async function moqForAdd(body: AddToCartBody, market: Market): Promise<number> {
    const product = await catalog.product(body.product_id);
    if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    if (!(market === 'en' ? product.availableEn : product.availableCn)) throw new AppError(ErrorCode.NOT_IN_MARKET);
    if (body.source !== 'group_buying') return product.moq;
    const campaign = (await memory.campaigns()).get(body.campaign_id ?? 0);
    if (!campaign || campaign.productId !== body.product_id) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
    const now = clock();
    if (campaign.state !== 'open' || now < campaign.startsAt || now >= campaign.endsAt)
      throw new AppError(ErrorCode.CAMPAIGN_NOT_ACTIVE);
    if ((market === 'en' ? campaign.groupPriceUsd : campaign.groupPriceCny) === null)
      throw new AppError(ErrorCode.NOT_IN_MARKET);
    return campaign.groupMoq;
  }

  /**
   * Adds to the group's line of the product in the cart of the buyer's market, or starts it while
   * the cart has room: a line belongs to the market it was added in, whatever its group, and is
   * priced in that market only. Product, MOQ and campaign are checked from memory; the write goes with the other adds waiting (cart-add-queue.ts),
   * so two adds sent at once still end in one line holding both quantities. `planLineId` names the
   * purchase plan line the add comes from (a line already in the cart keeps its own).
   */
  async function add(buyer: Buyer, body: AddToCartBody, planLineId: number | null = null) {
    requireActiveMember(buyer, clock());
    const moq = await moqForAdd(body, body.market);
    const quantity = assertQuantity(body.quantity, moq, body.source === 'group_buying' ? 'group' : 'product');
    return adds.add({
      buyerId: buyer.id,
      market: body.market,
      source: body.source,
      productId: body.product_id,
      campaignId: body.campaign_id ?? null,
      quantity,
      planLineId,
    });
  }

  /**
   * A new quantity for a line of the buyer's cart of `market`: group buying lines through their own
   * call (`group`). The line, its product and campaign come from memory (the cart page has just
   * read them); the update itself is still guarded by the buyer's id and the market in the database.
   */
  async function update(buyer: Buyer, args: { id: number; quantity: unknown; group: boolean; market: Market }) {
    requireActiveMember(buyer, clock());
    const cart = await memory.cart(buyer.id);
    assertSameMarket(cart, [args.id], args.market);
    const sources = CART_SOURCES.filter((source) => (source === 'group_buying') === args.group);
    const line = linesOf(cart, args.market, sources).find((l) => l.id === args.id);
    if (!line) throw new AppError(ErrorCode.CART_LINE_NOT_FOUND);
    const moq = args.group
      ? (await memory.campaigns()).get(line.campaignId ?? 0)?.groupMoq
      : (await catalog.product(line.productId))?.moq;
    if (moq === undefined) throw new AppError(ErrorCode.LINE_UNAVAILABLE);
    const quantity = assertQuantity(args.quantity, moq, args.group ? 'group' : 'product');
    const [updated] = await db
      .update(cartLines)
      .set({ quantity, updatedAt: clock() })
      .where(and(eq(cartLines.id, args.id), eq(cartLines.buyerId, buyer.id), eq(cartLines.market, args.market)))
      .returning({ id: cartLines.id, quantity: cartLines.quantity });
    memory.forget(buyer.id);
    if (!updated) throw new AppError(ErrorCode.CART_LINE_NOT_FOUND);
    return { ...updated, count: await lineCount(buyer.id, args.market) };
  }

  /** Deletes the buyer's lines among `ids` from the cart of `market`; another buyer's ids delete nothing. */
  async function remove(buyer: Buyer, ids: number[], market: Market) {
    assertSameMarket(await memory.cart(buyer.id), ids, market);
    const deleted = await db
      .delete(cartLines)
      .where(and(eq(cartLines.buyerId, buyer.id), eq(cartLines.market, market), inArray(cartLines.id, ids)))
      .returning({ id: cartLines.id });
    memory.forget(buyer.id);
    if (deleted.length === 0) throw new AppError(ErrorCode.CART_LINE_NOT_FOUND);
    return { deleted: deleted.length, count: await lineCount(buyer.id, market) };
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

  return { group, add, update, remove, counts, productByCode };
}

export type CartService = ReturnType<typeof createCartService>;
