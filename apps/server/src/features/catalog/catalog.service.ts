import {
  type Banner,
  type CategoryNode,
  type Locale,
  MARKET_CURRENCY,
  type Market,
  type Page,
  type Product,
  type ProductRecommendQuery,
  type RecommendedCategory,
} from '@mall/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, categories, products } from '../../db/schema/index.js';
import { TtlCache } from '../../lib/ttl-cache.js';

/** Who is looking: only a member sees prices (ARCHITECTURE: prices are server-side secrets for visitors). */
export interface Viewer {
  member: boolean;
}

interface CategoryRecord {
  id: number;
  parentId: number | null;
  nameEn: string;
  nameZh: string;
  image: string;
  recommended: boolean;
  sort: number;
}

interface CategoryIndex {
  roots: CategoryRecord[];
  byId: Map<number, CategoryRecord>;
  children: Map<number, CategoryRecord[]>;
  /** Products per category, its sub-categories included, any market. */
  productCounts: Map<number, number>;
}

const text = (locale: Locale, en: string, zh: string) => (locale === 'en' ? en : zh);

const AVAILABLE = { en: products.availableEn, cn: products.availableCn } as const;
const PRICE = {
  en: { price: products.priceUsd, original: products.originalPriceUsd },
  cn: { price: products.priceCny, original: products.originalPriceCny },
} as const;
/** A visitor's row never carries a price: the database is not even asked for one. */
const NO_PRICE = sql<number | null>`NULL::integer`;
// `NULLS LAST` matches the indexes' order (drizzle-kit writes DESC NULLS LAST), so PostgreSQL walks them.
const ORDER: Record<ProductRecommendQuery['sort'], SQL[]> = {
  recommended: [sql`${products.score} desc nulls last`, sql`${products.sales60d} desc nulls last`, asc(products.id)],
  sales: [sql`${products.salesVolume} desc nulls last`, asc(products.id)],
  newest: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
};

/**
 * The catalogue changes only through the seed (and, later, the operators' console), so reads are
 * cached for a minute: browsing pages may lag a change by that long, and in return the embedded
 * database serves a home page's burst of identical requests with one query.
 */
const CACHE_TTL_MS = 60_000;
const CACHED_PAGES = 2000;
const CACHED_TOTALS = 500;

export function createCatalogService(db: Db) {
  const categoryIndex = new TtlCache<CategoryIndex>(1, CACHE_TTL_MS);
  const totals = new TtlCache<number>(CACHED_TOTALS, CACHE_TTL_MS);
  const pages = new TtlCache<Page<Product>>(CACHED_PAGES, CACHE_TTL_MS);

  async function loadCategories(): Promise<CategoryIndex> {
    const [rows, counts] = await Promise.all([
      db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          nameEn: categories.nameEn,
          nameZh: categories.nameZh,
          image: categories.image,
          recommended: categories.recommended,
          sort: categories.sort,
        })
        .from(categories)
        .orderBy(asc(categories.sort), asc(categories.id)),
      db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const children = new Map<number, CategoryRecord[]>();
    for (const row of rows) {
      if (row.parentId === null) continue;
      const siblings = children.get(row.parentId) ?? [];
      siblings.push(row);
      children.set(row.parentId, siblings);
    }
    const productCounts = new Map<number, number>();
    for (const { categoryId, n } of counts) {
      for (let id: number | null = categoryId; id !== null; id = byId.get(id)?.parentId ?? null) {
        productCounts.set(id, (productCounts.get(id) ?? 0) + n);
      }
    }
    return { roots: rows.filter((row) => row.parentId === null), byId, children, productCounts };
  }

  function categoryIndexOnce(): Promise<CategoryIndex> {
    return categoryIndex.get('all', loadCategories);
  }

  /** The category and all below it; empty when it does not exist. */
  async function withDescendants(categoryId: number): Promise<number[]> {
    const index = await categoryIndexOnce();
    if (!index.byId.has(categoryId)) return [];
    const ids: number[] = [];
    const stack = [categoryId];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      ids.push(id);
      for (const child of index.children.get(id) ?? []) stack.push(child.id);
    }
    return ids;
  }

  function total(market: Market, categoryIds: number[] | undefined, where: SQL | undefined): Promise<number> {
    return totals.get(`${market}:${categoryIds?.join(',') ?? '*'}`, async () => {
      const [row] = await db.select({ n: count() }).from(products).where(where);
      return row?.n ?? 0;
    });
  }

  interface RecommendArgs {
    market: Market;
    locale: Locale;
    viewer: Viewer;
    query: ProductRecommendQuery;
  }

  function recommendProducts(args: RecommendArgs): Promise<Page<Product>> {
    const { market, locale, viewer, query } = args;
    const key = [market, locale, viewer.member, query.category_id, query.sort, query.page, query.pageSize].join(':');
    return pages.get(key, () => loadRecommendedProducts(args));
  }

  async function loadRecommendedProducts(args: RecommendArgs): Promise<Page<Product>> {
    const { market, locale, viewer, query } = args;
    const page = { page: query.page, pageSize: query.pageSize };
    const categoryIds = query.category_id === undefined ? undefined : await withDescendants(query.category_id);
    if (categoryIds?.length === 0) return { list: [], total: 0, ...page };

    const where = and(
      eq(AVAILABLE[market] as typeof products.availableEn, true),
      categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
    );
    const en = locale === 'en';
    const price = viewer.member ? sql<number | null>`${PRICE[market].price}` : NO_PRICE;
    const originalPrice = viewer.member ? sql<number | null>`${PRICE[market].original}` : NO_PRICE;
    const [rows, totalCount] = await Promise.all([
      db
        .select({
          id: products.id,
          name: en ? products.nameEn : products.nameZh,
          brand: en ? products.brandEn : products.brandZh,
          categoryId: products.categoryId,
          unit: en ? products.unitEn : products.unitZh,
          moq: products.moq,
          leadTime: products.leadTime,
          salesVolume: products.salesVolume,
          sales60d: products.sales60d,
          score: products.score,
          shopCode: products.shopCode,
          code: products.code,
          image: products.image,
          price,
          originalPrice,
        })
        .from(products)
        .where(where)
        .orderBy(...ORDER[query.sort])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      total(market, categoryIds, where),
    ]);

    const list = rows.map(
      (row): Product => ({
        id: row.id,
        name: row.name,
        brand: row.brand,
        category_id: row.categoryId,
        unit: row.unit,
        moq: row.moq,
        price: row.price === null ? null : row.price / 100,
        original_price: row.originalPrice === null ? null : row.originalPrice / 100,
        currency: MARKET_CURRENCY[market],
        price_visible: viewer.member,
        lead_time: row.leadTime,
        sales_volume: row.salesVolume,
        sales_60d: row.sales60d,
        score: row.score / 10,
        shop_code: row.shopCode,
        code: row.code,
        image: row.image,
      }),
    );
    return { list, total: totalCount, ...page };
  }

  async function banners_(locale: Locale): Promise<Banner[]> {
    const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
    return rows.map((row) => ({
      id: row.id,
      title: text(locale, row.titleEn, row.titleZh),
      subtitle: text(locale, row.subtitleEn, row.subtitleZh),
      image: row.image,
      link: row.link,
    }));
  }

  async function recommendedCategories(locale: Locale): Promise<RecommendedCategory[]> {
    const index = await categoryIndexOnce();
    return index.roots
      .filter((root) => root.recommended)
      .map((root) => ({
        category_id: root.id,
        category_name: text(locale, root.nameEn, root.nameZh),
        image: root.image,
        product_count: index.productCounts.get(root.id) ?? 0,
      }));
  }

  async function categoryTree(locale: Locale): Promise<CategoryNode[]> {
    const index = await categoryIndexOnce();
    const node = (row: CategoryRecord): CategoryNode => ({
      category_id: row.id,
      category_name: text(locale, row.nameEn, row.nameZh),
      parent_id: row.parentId,
      image: row.image,
      children: (index.children.get(row.id) ?? []).map(node),
    });
    return index.roots.map(node);
  }

  /** Top-down path of a category, named in the caller's language; empty when unknown. */
  async function categoryPath(
    categoryId: number,
    locale: Locale,
  ): Promise<{ category_id: number; category_name: string }[]> {
    const index = await categoryIndexOnce();
    const path: { category_id: number; category_name: string }[] = [];
    for (
      let row = index.byId.get(categoryId);
      row;
      row = row.parentId === null ? undefined : index.byId.get(row.parentId)
    ) {
      path.unshift({ category_id: row.id, category_name: text(locale, row.nameEn, row.nameZh) });
    }
    return path;
  }

  return { recommendProducts, banners: banners_, recommendedCategories, categoryTree, categoryPath, withDescendants };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
