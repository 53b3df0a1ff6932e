import {
  AFTER_SALES_OPEN_STATUSES,
  ErrorCode,
  type Locale,
  MARKET_CURRENCY,
  type PurchaseOrderProgress,
  type PurchaseOrderStatus,
  type VendorDetail,
  type VendorFavouriteBody,
  type VendorListQuery,
  type VendorOrder,
  type VendorPage,
  type VendorSpend,
  type VendorSummary,
} from '@mall/contract';
import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyerFavouriteStores, products, purchaseOrderLines, purchaseOrders, stores } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CatalogMemory } from '../catalog/catalog-memory.js';
import { SUMMARY_FIELDS, summaryJoins } from '../orders/purchase-order.service.js';

/**
 * The buyer's order lines that name a product, as `vl` (`shop_code` the product's store,
 * `line_id`, `amount`, and the order's `order_id`, `currency`, `created_at`): orders not
 * cancelled only, of one store or of all.
 */
function vendorLines(buyerId: number, shopCode?: string): SQL {
  return sql`(
    SELECT p.shop_code, l.id AS line_id, l.amount, o.id AS order_id, o.currency, o.created_at
    FROM purchase_orders o
    JOIN purchase_order_lines l ON l.purchase_order_id = o.id
    JOIN products p ON p.id = l.product_id
    WHERE o.buyer_id = ${buyerId} AND o.status <> 'cancelled'
      ${shopCode === undefined ? sql`` : sql`AND p.shop_code = ${shopCode}`}
  ) vl`;
}

/** Per store (`vo`): how many orders, the first and the last. */
function ordersOf(lines: SQL): SQL {
  return sql`(
    SELECT vl.shop_code, count(DISTINCT vl.order_id)::int AS order_count,
      min(vl.created_at) AS first_at, max(vl.created_at) AS last_at
    FROM ${lines}
    GROUP BY vl.shop_code
  ) vo`;
}

/** Per store (`vs`): the spend by currency, summed exactly (numeric), never across currencies. */
function spendOf(lines: SQL): SQL {
  return sql`(
    SELECT c.shop_code,
      json_agg(json_build_object('currency', c.currency, 'amount', c.amount::text) ORDER BY c.currency) AS spend
    FROM (
      SELECT vl.shop_code, vl.currency, sum(vl.amount) AS amount FROM ${lines} GROUP BY vl.shop_code, vl.currency
    ) c
    GROUP BY c.shop_code
  ) vs`;
}

/**
 * Per store (`vsh`): shipments with its goods that left, those that left by their planned day (in
 * UTC, as `shipped_at` is written), and what receipts checked of its goods. `rejected` is null
 * exactly when `received` is (a check of shipment_lines), so both sums count receipts only.
 * After-sales replacements count here, unlike in an order's counters: they are the vendor's
 * shipments and goods all the same, and their timeliness and quality are the vendor's record.
 */
function shipmentsOf(lines: SQL): SQL {
  return sql`(
    SELECT vl.shop_code,
      count(DISTINCT s.id) FILTER (WHERE s.status IN ('shipped', 'delivered'))::int AS sent,
      count(DISTINCT s.id) FILTER (
        WHERE s.status IN ('shipped', 'delivered') AND (s.shipped_at AT TIME ZONE 'UTC')::date <= s.planned_date
      )::int AS on_time,
      coalesce(sum(sl.received + sl.rejected), 0)::int AS inspected,
      coalesce(sum(sl.rejected), 0)::int AS rejected
    FROM ${lines}
    JOIN shipment_lines sl ON sl.line_id = vl.line_id
    JOIN shipments s ON s.id = sl.shipment_id
    GROUP BY vl.shop_code
  ) vsh`;
}

/** Per store (`vas`): the buyer's after-sales cases about its goods that are still in progress. */
function afterSalesOf(lines: SQL): SQL {
  const open = sql.join(
    AFTER_SALES_OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(
    SELECT vl.shop_code, count(*)::int AS open_cases
    FROM ${lines}
    JOIN after_sales_cases a ON a.line_id = vl.line_id
    WHERE a.status IN (${open})
    GROUP BY vl.shop_code
  ) vas`;
}

const FAVOURITE = sql<boolean>`${buyerFavouriteStores.shopCode} IS NOT NULL`;

const VENDOR_FIELDS = {
  store: stores,
  favourite: FAVOURITE,
  spend: sql<VendorSpend[]>`vs.spend`,
  orderCount: sql<number>`vo.order_count`,
  firstAt: sql<Date>`vo.first_at`.mapWith(purchaseOrders.createdAt),
  lastAt: sql<Date>`vo.last_at`.mapWith(purchaseOrders.createdAt),
  sent: sql<number>`coalesce(vsh.sent, 0)`,
  onTime: sql<number>`coalesce(vsh.on_time, 0)`,
  inspected: sql<number>`coalesce(vsh.inspected, 0)`,
  rejected: sql<number>`coalesce(vsh.rejected, 0)`,
  openAfterSales: sql<number>`coalesce(vas.open_cases, 0)`,
};

interface VendorRow {
  store: typeof stores.$inferSelect;
  favourite: boolean;
  spend: VendorSpend[];
  orderCount: number;
  firstAt: Date;
  lastAt: Date;
  sent: number;
  onTime: number;
  inspected: number;
  rejected: number;
  openAfterSales: number;
}

function summaryOf(row: VendorRow, locale: Locale): VendorSummary {
  const en = locale === 'en';
  return {
    shop_code: row.store.shopCode,
    name: en ? row.store.nameEn : row.store.nameZh,
    logo: row.store.logo,
    score: row.store.score / 10,
    qualifications: en ? row.store.qualificationEn : row.store.qualificationZh,
    favourite: row.favourite,
    spend: row.spend,
    order_count: row.orderCount,
    shipments_sent: row.sent,
    shipments_on_time: row.onTime,
    quantity_inspected: row.inspected,
    quantity_rejected: row.rejected,
    open_after_sales: row.openAfterSales,
    first_order_at: row.firstAt.toISOString(),
    last_order_at: row.lastAt.toISOString(),
  };
}

/** The buyer's vendors: every figure from a few grouped subqueries, whatever the number of stores. */
export function createVendorsService(db: Db, memory: CatalogMemory, clock: Clock) {
  const favouriteJoin = (buyerId: number) =>
    and(eq(buyerFavouriteStores.buyerId, buyerId), eq(buyerFavouriteStores.shopCode, stores.shopCode));

  function selectVendors(buyerId: number, shopCode?: string) {
    const lines = vendorLines(buyerId, shopCode);
    return db
      .select(VENDOR_FIELDS)
      .from(stores)
      .innerJoin(ordersOf(lines), sql`vo.shop_code = ${stores.shopCode}`)
      .innerJoin(spendOf(lines), sql`vs.shop_code = ${stores.shopCode}`)
      .leftJoin(shipmentsOf(lines), sql`vsh.shop_code = ${stores.shopCode}`)
      .leftJoin(afterSalesOf(lines), sql`vas.shop_code = ${stores.shopCode}`)
      .leftJoin(buyerFavouriteStores, favouriteJoin(buyerId))
      .$dynamic();
  }

  /** One of the buyer's vendors, or null when the store is none of theirs. */
  async function vendorOf(buyerId: number, shopCode: string): Promise<VendorRow | null> {
    const [row] = await selectVendors(buyerId, shopCode).where(eq(stores.shopCode, shopCode));
    return row ?? null;
  }

  /** Every order of the buyer's (cancelled ones too) with a line of the store, newest first, with the store's part. */
  async function ordersWith(buyerId: number, shopCode: string): Promise<VendorOrder[]> {
    const scope = db
      .selectDistinct({ id: purchaseOrderLines.purchaseOrderId })
      .from(purchaseOrderLines)
      .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
      .where(and(eq(purchaseOrders.buyerId, buyerId), eq(products.shopCode, shopCode)));
    const rows = await db
      .select({
        order: purchaseOrders,
        progress: SUMMARY_FIELDS.progress,
        amount: sql<string>`vp.amount`,
        lineCount: sql<number>`vp.line_count`,
      })
      .from(purchaseOrders)
      .innerJoin(
        sql`(
          SELECT l.purchase_order_id, sum(l.amount)::text AS amount, count(*)::int AS line_count
          FROM purchase_order_lines l JOIN products p ON p.id = l.product_id
          WHERE p.shop_code = ${shopCode} AND l.purchase_order_id IN ${scope}
          GROUP BY l.purchase_order_id
        ) vp`,
        sql`vp.purchase_order_id = ${purchaseOrders.id}`,
      )
      .leftJoin(...summaryJoins(scope).progress)
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id));
    return rows.map(({ order, progress, amount, lineCount }) => ({
      id: order.id,
      number: order.number,
      po_number: order.poNumber,
      status: order.status as PurchaseOrderStatus,
      progress: progress as PurchaseOrderProgress,
      currency: order.currency as VendorOrder['currency'],
      amount,
      line_count: lineCount,
      created_at: order.createdAt.toISOString(),
    }));
  }

  return {
    /** Favourites first, then the latest order first; `favourite=1` keeps favourites. */
    async page(buyerId: number, query: VendorListQuery, locale: Locale): Promise<VendorPage> {
      const favouritesOnly = query.favourite === '1' ? isNotNull(buyerFavouriteStores.shopCode) : undefined;
      const [[total], rows] = await Promise.all([
        db
          .select({ n: count() })
          .from(stores)
          .innerJoin(ordersOf(vendorLines(buyerId)), sql`vo.shop_code = ${stores.shopCode}`)
          .leftJoin(buyerFavouriteStores, favouriteJoin(buyerId))
          .where(favouritesOnly),
        selectVendors(buyerId)
          .where(favouritesOnly)
          .orderBy(desc(FAVOURITE), desc(sql`vo.last_at`), asc(stores.shopCode))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      ]);
      return {
        list: rows.map((row) => summaryOf(row, locale)),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * A vendor's figures, store card and orders. The route has no market: the product count is the
     * store's in the market of the buyer's latest order with it, where the buyer last bought.
     */
    async detail(buyerId: number, shopCode: string, locale: Locale): Promise<VendorDetail> {
      const [vendor, orders] = await Promise.all([vendorOf(buyerId, shopCode), ordersWith(buyerId, shopCode)]);
      if (!vendor) throw new AppError(ErrorCode.VENDOR_NOT_FOUND);
      const latest = orders.find((order) => order.status !== 'cancelled');
      const market = latest?.currency === MARKET_CURRENCY.cn ? 'cn' : 'en';
      const en = locale === 'en';
      return {
        ...summaryOf(vendor, locale),
        services: vendor.store.servicesScore / 10,
        entered_at: String(vendor.store.enteredOn),
        catalog: en ? vendor.store.catalogEn : vendor.store.catalogZh,
        product_count: await memory.storeProductCount(vendor.store.shopCode, market),
        purchase_orders: orders,
      };
    },

    /** Marks or unmarks one of the buyer's vendors; doing it twice changes nothing more. */
    async favourite(buyerId: number, body: VendorFavouriteBody, locale: Locale): Promise<VendorSummary> {
      const vendor = await vendorOf(buyerId, body.shop_code);
      if (!vendor) throw new AppError(ErrorCode.VENDOR_NOT_FOUND);
      const shopCode = vendor.store.shopCode;
      if (body.favourite) {
        await db.insert(buyerFavouriteStores).values({ buyerId, shopCode, createdAt: clock() }).onConflictDoNothing();
      } else {
        await db
          .delete(buyerFavouriteStores)
          .where(and(eq(buyerFavouriteStores.buyerId, buyerId), eq(buyerFavouriteStores.shopCode, shopCode)));
      }
      return summaryOf({ ...vendor, favourite: body.favourite }, locale);
    },
  };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
