import {
  type BuyerRecommendQuery,
  type Campaign,
  type CampaignStatus,
  ErrorCode,
  LOCALES,
  type Locale,
  MARKET_CURRENCY,
  MARKETS,
  type Market,
  type Page,
  type PaginationQuery,
  type Product,
  type ProductDetail,
  type StoreCard,
  type StorePage,
} from '@mall/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupCampaigns, products, productViews, stores } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CatalogService } from './catalog.service.js';
import { type CatalogMemory, PRICE_CENTS, recordToProduct } from './catalog-memory.js';
import { AVAILABLE, money, productColumns, toProduct } from './product-columns.js';
import { createProductPageParts } from './product-page-parts.js';
import type { Viewer } from './viewer.js';

/** Store rows are kept until the catalogue's revision moves on (catalog-memory.ts). */
const CACHED_STORES = 500;
/** Product pages kept assembled, per language, market and whether prices show: those read most lately (decision 052). */
const KEPT_DETAILS = 5000;
/** How many of a buyer's most viewed categories feed their recommendations. */
const RECOMMEND_CATEGORIES = 3;

function detailKey(id: number, market: Market, locale: Locale, priced: boolean): string {
  return `${id}:${market}:${locale}:${priced ? 'priced' : 'unpriced'}`;
}

/** Every kept page a product may have: each market, language and whether prices show. */
function detailKeys(id: number): string[] {
  return MARKETS.flatMap((market) =>
    LOCALES.flatMap((locale) => [true, false].map((priced) => detailKey(id, market, locale, priced))),
  );
}

/** The copy for anyone but an active member: no price, no original price, no sub-total, nothing to work one out from. */
function withoutPrices(detail: ProductDetail): ProductDetail {
  return { ...detail, price: null, original_price: null, sub_total: null, price_visible: false };
}

const BEST_SELLERS: SQL[] = [sql`${products.salesVolume} desc nulls last`, asc(products.id)];
const RECOMMENDED: SQL[] = [
  sql`${products.score} desc nulls last`,
  sql`${products.sales60d} desc nulls last`,
  asc(products.id),
];

export function createCatalogDetailService(db: Db, catalog: CatalogService, memory: CatalogMemory, clock: Clock) {
  const storeRows = new TtlCache<typeof stores.$inferSelect | null>(CACHED_STORES, Number.POSITIVE_INFINITY);
  const pageParts = createProductPageParts(db, memory);
  /**
   * Pages as answered, each dropped when the catalogue announces a change to its product (its row,
   * its video) or reloads whole (a store or a category changed): a kept page is never older than
   * the catalogue, and a change to one product leaves the others' pages kept. Never changed once
   * made: the route sends a kept page's bytes again.
   */
  const details = new TtlCache<ProductDetail>(KEPT_DETAILS, Number.POSITIVE_INFINITY, { admitFrequent: true });
  memory.follow((ids) => {
    if (ids === null) details.clear();
    else for (const id of ids) for (const key of detailKeys(id)) details.delete(key);
  });

  async function storeCard(shopCode: string, market: Market, locale: Locale): Promise<StoreCard | null> {
    // A store's change reloads the catalogue whole: products changing one by one (an import) keep it.
    const row = await storeRows.get(`${await memory.wholeRevision()}:${shopCode}`, async () => {
      const [found] = await db.select().from(stores).where(eq(stores.shopCode, shopCode)).limit(1);
      return found ?? null;
    });
    if (!row) return null;
    const en = locale === 'en';
    return {
      shop_code: row.shopCode,
      name: en ? row.nameEn : row.nameZh,
      score: row.score / 10,
      services: row.servicesScore / 10,
      entered_at: String(row.enteredOn),
      qualifications: en ? row.qualificationEn : row.qualificationZh,
      catalog: en ? row.catalogEn : row.catalogZh,
      logo: row.logo,
      product_count: await memory.storeProductCount(shopCode, market),
    };
  }

  /** A product's page as a member sees it, from the catalogue's read model. */
  async function memberDetail(id: number, market: Market, locale: Locale): Promise<ProductDetail> {
    const record = await memory.product(id);
    if (!record) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    if (!(market === 'en' ? record.availableEn : record.availableCn)) throw new AppError(ErrorCode.NOT_IN_MARKET);
    const product = recordToProduct(record, market, locale, true);
    const [store, parts] = await Promise.all([storeCard(record.shopCode, market, locale), pageParts.of(id, locale)]);
    if (!store) throw new Error(`product ${id} names a store that does not exist`);
    // Deleted since the model was read: as if it had been deleted a moment earlier.
    if (!parts) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND);
    return {
      ...product,
      images: [product.image, ...parts.gallery],
      description_html: parts.descriptionHtml,
      category_path: await catalog.categoryPath(record.categoryId, locale),
      store,
      video: parts.video,
      sub_total: product.price === null ? null : (PRICE_CENTS[market](record) * record.moq) / 100,
    };
  }

  async function recordView(buyerId: number, productId: number, categoryId: number): Promise<void> {
    const now = clock();
    await db
      .insert(productViews)
      .values({ buyerId, productId, categoryId, views: 1, lastViewedAt: now })
      .onConflictDoUpdate({
        target: [productViews.buyerId, productViews.productId],
        set: { views: sql`${productViews.views} + 1`, lastViewedAt: now, categoryId },
      });
  }

  /** A product's page; records the view for a logged-in buyer. */
  async function productDetail(args: {
    id: number;
    market: Market;
    locale: Locale;
    viewer: Viewer;
    buyerId?: number;
  }): Promise<ProductDetail> {
    const { id, market, locale, viewer, buyerId } = args;
    // Changes heard before this read are applied, and their pages dropped, before it is looked up.
    await memory.revision();
    const key = detailKey(id, market, locale, viewer.member);
    const load = async () => {
      const priced = await memberDetail(id, market, locale);
      return viewer.member ? priced : withoutPrices(priced);
    };
    let detail = await details.get(key, load);
    // The store card counts the store's products, which change without this one: made again when they have.
    if (detail.store.product_count !== (await memory.storeProductCount(detail.store.shop_code, market))) {
      details.delete(key);
      detail = await details.get(key, load);
    }
    if (buyerId !== undefined) await recordView(buyerId, id, detail.category_id);
    return detail;
  }

  async function productPage(
    market: Market,
    locale: Locale,
    viewer: Viewer,
    where: SQL | undefined,
    order: SQL[],
    page: PaginationQuery,
  ): Promise<Page<Product>> {
    const available = AVAILABLE[market];
    const [rows, [total]] = await Promise.all([
      db
        .select(productColumns(market, locale, viewer.member))
        .from(products)
        .where(and(available, where))
        .orderBy(...order)
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      db.select({ n: count() }).from(products).where(and(available, where)),
    ]);
    return {
      list: rows.map((row) => toProduct(row, market)),
      total: total?.n ?? 0,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  /** A store card and its products in the market (its related catalog), best first. */
  async function storePage(args: {
    shopCode: string;
    market: Market;
    locale: Locale;
    viewer: Viewer;
    page: PaginationQuery;
  }): Promise<StorePage> {
    const { shopCode, market, locale, viewer, page } = args;
    const store = await storeCard(shopCode, market, locale);
    if (!store) throw new AppError(ErrorCode.STORE_NOT_FOUND);
    const list = await productPage(market, locale, viewer, eq(products.shopCode, shopCode), RECOMMENDED, page);
    return { store, products: list };
  }

  /** Products of the buyer's most viewed categories; best sellers when they have viewed nothing yet. */
  async function buyerRecommend(args: { buyerId: number; locale: Locale; viewer: Viewer; query: BuyerRecommendQuery }) {
    const { buyerId, locale, viewer, query } = args;
    const viewed = await db
      .select({ categoryId: productViews.categoryId, views: sql<number>`sum(${productViews.views})::int` })
      .from(productViews)
      .where(eq(productViews.buyerId, buyerId))
      .groupBy(productViews.categoryId)
      .orderBy(desc(sql`sum(${productViews.views})`), asc(productViews.categoryId))
      .limit(RECOMMEND_CATEGORIES);
    if (viewed.length > 0) {
      const byViews = await productPage(
        query.market,
        locale,
        viewer,
        inArray(
          products.categoryId,
          viewed.map((v) => v.categoryId),
        ),
        RECOMMENDED,
        query,
      );
      if (byViews.total > 0) return byViews;
    }
    return productPage(query.market, locale, viewer, undefined, BEST_SELLERS, query);
  }

  // --- group buying ---------------------------------------------------------------------------

  function statusAt(now: Date, startsAt: Date, endsAt: Date): CampaignStatus {
    if (now < startsAt) return 'upcoming';
    if (now < endsAt) return 'active';
    return 'ended';
  }

  function campaignColumns(market: Market, locale: Locale, member: boolean) {
    return {
      ...productColumns(market, locale, member),
      campaignId: groupCampaigns.id,
      groupPrice: member
        ? sql<number | null>`${market === 'en' ? groupCampaigns.groupPriceUsd : groupCampaigns.groupPriceCny}`
        : sql<number | null>`NULL::integer`,
      groupMoq: groupCampaigns.groupMoq,
      targetQuantity: groupCampaigns.targetQuantity,
      committedQuantity: groupCampaigns.committedQuantity,
      startsAt: groupCampaigns.startsAt,
      endsAt: groupCampaigns.endsAt,
      state: groupCampaigns.state,
    };
  }

  /** A campaign the storefront shows in a market: its product listed there, priced there, not cancelled. */
  function offeredIn(market: Market): SQL | undefined {
    return and(
      AVAILABLE[market],
      isNotNull(market === 'en' ? groupCampaigns.groupPriceUsd : groupCampaigns.groupPriceCny),
      ne(groupCampaigns.state, 'cancelled'),
    );
  }

  type CampaignRow = Awaited<ReturnType<typeof campaignQuery>>[number];
  function campaignQuery(market: Market, locale: Locale, member: boolean) {
    return db
      .select(campaignColumns(market, locale, member))
      .from(groupCampaigns)
      .innerJoin(products, eq(products.id, groupCampaigns.productId))
      .where(offeredIn(market))
      .$dynamic();
  }

  function toCampaign(row: CampaignRow, market: Market, now: Date): Campaign {
    const member = row.groupPrice !== null;
    return {
      id: row.campaignId,
      product: toProduct(row, market),
      group_price: money(row.groupPrice),
      currency: MARKET_CURRENCY[market],
      price_visible: member,
      group_moq: row.groupMoq,
      target_quantity: row.targetQuantity,
      committed_quantity: row.committedQuantity,
      progress: Math.round((row.committedQuantity / row.targetQuantity) * 1000) / 1000,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      status: statusAt(now, row.startsAt, row.endsAt),
      outcome: row.state === 'succeeded' || row.state === 'failed' ? row.state : null,
      server_time: now.toISOString(),
    };
  }

  /** Active campaigns first (ending soonest first), then upcoming (starting soonest), then ended (latest first). */
  async function campaigns(args: {
    market: Market;
    locale: Locale;
    viewer: Viewer;
    page: PaginationQuery;
  }): Promise<Page<Campaign>> {
    const { market, locale, viewer, page } = args;
    const now = clock();
    const rank = sql`case when ${groupCampaigns.startsAt} > ${now} then 1 when ${groupCampaigns.endsAt} > ${now} then 0 else 2 end`;
    const soonest = sql`case when ${groupCampaigns.startsAt} > ${now} then ${groupCampaigns.startsAt} when ${groupCampaigns.endsAt} > ${now} then ${groupCampaigns.endsAt} end`;
    const [rows, [total]] = await Promise.all([
      campaignQuery(market, locale, viewer.member)
        .orderBy(rank, sql`${soonest} asc nulls last`, desc(groupCampaigns.endsAt), asc(groupCampaigns.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      db
        .select({ n: count() })
        .from(groupCampaigns)
        .innerJoin(products, eq(products.id, groupCampaigns.productId))
        .where(offeredIn(market)),
    ]);
    return {
      list: rows.map((row) => toCampaign(row, market, now)),
      total: total?.n ?? 0,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  async function campaign(args: { id: number; market: Market; locale: Locale; viewer: Viewer }): Promise<Campaign> {
    const { id, market, locale, viewer } = args;
    const [row] = await db
      .select({
        ...campaignColumns(market, locale, viewer.member),
        available: AVAILABLE[market],
        priced: sql<boolean>`${market === 'en' ? groupCampaigns.groupPriceUsd : groupCampaigns.groupPriceCny} is not null`,
      })
      .from(groupCampaigns)
      .innerJoin(products, eq(products.id, groupCampaigns.productId))
      .where(and(eq(groupCampaigns.id, id), ne(groupCampaigns.state, 'cancelled')))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.CAMPAIGN_NOT_FOUND);
    if (!row.available || !row.priced) throw new AppError(ErrorCode.NOT_IN_MARKET);
    return toCampaign(row, market, clock());
  }

  return { productDetail, storePage, buyerRecommend, campaigns, campaign };
}
