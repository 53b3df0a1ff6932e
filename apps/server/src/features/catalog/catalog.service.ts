import type {
  Banner,
  CategoryNode,
  Locale,
  Market,
  Page,
  Product,
  ProductRecommendQuery,
  RecommendedCategory,
} from '@mall/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, categories, products } from '../../db/schema/index.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { AVAILABLE, productColumns, productOrder, toProduct } from './product-columns.js';

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
  /** Products per category, its sub-categories included: in any market, and in each. */
  productCounts: Record<'any' | Market, Map<number, number>>;
}

const text = (locale: Locale, en: string, zh: string) => (locale === 'en' ? en : zh);

/**
 * The catalogue changes only through the seed (and, later, the operators' console), so reads are
 * cached for a minute: browsing pages may lag a change by that long, and in return the embedded
 * database serves a home page's burst of identical requests with one query.
 */
const CACHE_TTL_MS = 60_000;
const CACHED_PAGES = 2000;
const CACHED_TOTALS = 2;

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
      db
        .select({
          categoryId: products.categoryId,
          any: count(),
          en: sql<number>`count(*) filter (where ${products.availableEn})`.mapWith(Number),
          cn: sql<number>`count(*) filter (where ${products.availableCn})`.mapWith(Number),
        })
        .from(products)
        .groupBy(products.categoryId),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const children = new Map<number, CategoryRecord[]>();
    for (const row of rows) {
      if (row.parentId === null) continue;
      const siblings = children.get(row.parentId) ?? [];
      siblings.push(row);
      children.set(row.parentId, siblings);
    }
    const productCounts = {
      any: new Map<number, number>(),
      en: new Map<number, number>(),
      cn: new Map<number, number>(),
    };
    for (const row of counts) {
      for (let id: number | null = row.categoryId; id !== null; id = byId.get(id)?.parentId ?? null) {
        for (const key of ['any', 'en', 'cn'] as const) {
          productCounts[key].set(id, (productCounts[key].get(id) ?? 0) + row[key]);
        }
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

  /**
   * The products of a category and all below it, as the condition its listing indexes serve: a top
   * category by `top_category_id`, a sub-category by `category_id`; null when there is no such category.
   */
  async function inCategory(categoryId: number): Promise<SQL | null> {
    const index = await categoryIndexOnce();
    const category = index.byId.get(categoryId);
    if (!category) return null;
    if (category.parentId === null) return eq(products.topCategoryId, categoryId);
    if (!index.children.has(categoryId)) return eq(products.categoryId, categoryId);
    return inArray(products.categoryId, await withDescendants(categoryId));
  }

  /** How many products a list of the market holds: counted once per minute for every category. */
  async function total(market: Market, categoryId: number | undefined): Promise<number> {
    const counts = (await categoryIndexOnce()).productCounts[market];
    if (categoryId !== undefined) return counts.get(categoryId) ?? 0;
    return totals.get(market, async () => {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(eq(AVAILABLE[market] as typeof products.availableEn, true));
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
    const category = query.category_id === undefined ? undefined : await inCategory(query.category_id);
    if (category === null) return { list: [], total: 0, ...page };

    const where = and(eq(AVAILABLE[market] as typeof products.availableEn, true), category);
    const [rows, totalCount] = await Promise.all([
      db
        .select(productColumns(market, locale, viewer.member))
        .from(products)
        .where(where)
        .orderBy(...productOrder(query.sort, market, viewer.member))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      total(market, query.category_id),
    ]);
    const list = rows.map((row) => toProduct(row, market));
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
        product_count: index.productCounts.any.get(root.id) ?? 0,
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
