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
import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, categories } from '../../db/schema/index.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { type CatalogMemory, type ListingPage, type ListingScope, recordToProduct } from './catalog-memory.js';
import { refusePriceOrder, type Viewer } from './viewer.js';

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
 * The category tree with its product counts, made once per revision of the catalogue's read model
 * (catalog-memory.ts), which categories' changes advance like products' do.
 */
const CACHE_TTL_MS = Number.POSITIVE_INFINITY;
/** Category and list pages kept as answered: those asked for most lately (decision 052). */
const KEPT_LIST_PAGES = 1000;

/** A list page as answered, the listing's records and total it was made from, and the catalogue's revision it was last found current at. */
interface KeptListPage extends ListingPage {
  page: Page<Product>;
  revision: number;
}

function sameListing(kept: ListingPage, listed: ListingPage): boolean {
  return (
    kept.total === listed.total &&
    kept.records.length === listed.records.length &&
    kept.records.every((record, i) => record === listed.records[i])
  );
}

/** The banners within their active window now, in order; read each time, so a console change shows at once. */
export async function activeBanners(db: Db, clock: Clock, locale: Locale): Promise<Banner[]> {
  const now = clock();
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((row) => ({
    id: row.id,
    title: text(locale, row.titleEn, row.titleZh),
    subtitle: text(locale, row.subtitleEn, row.subtitleZh),
    image: row.image,
    link: row.link,
  }));
}

export function createCatalogService(db: Db, memory: CatalogMemory, clock: Clock = systemClock) {
  const categoryIndex = new TtlCache<CategoryIndex>(1, CACHE_TTL_MS);
  const categoryRows = new TtlCache<CategoryRecord[]>(1, CACHE_TTL_MS);

  /**
   * The categories' rows, read again only after a whole reload (a category's change asks for one):
   * products changing one by one, as in an import, recount the tree without a query.
   */
  async function categoryRowsOnce(): Promise<CategoryRecord[]> {
    return categoryRows.get(String(await memory.wholeRevision()), () =>
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
    );
  }

  const categoryMaps = new TtlCache<Map<number, CategoryRecord>>(1, CACHE_TTL_MS);
  /**
   * List pages as answered, with the records and total they were made from: a kept page is answered
   * again while the listing still gives those very records (a record is never changed, a changed
   * product gets a new one) and that total, so a change elsewhere in the catalogue keeps it.
   * Never changed once made: the route sends a kept page's bytes again.
   */
  const listPages = new TtlCache<KeptListPage>(KEPT_LIST_PAGES, CACHE_TTL_MS, { admitFrequent: true });
  // A whole reload puts every product in a new record table: kept records would hold the old one.
  memory.follow((ids) => {
    if (ids === null) listPages.clear();
  });

  /** Categories by id without their counts: what a product's path needs, unchanged while products change. */
  async function categoriesById(): Promise<Map<number, CategoryRecord>> {
    return categoryMaps.get(
      String(await memory.wholeRevision()),
      async () => new Map((await categoryRowsOnce()).map((row) => [row.id, row])),
    );
  }

  async function loadCategories(): Promise<CategoryIndex> {
    const [rows, counts] = await Promise.all([categoryRowsOnce(), memory.countsByCategory()]);
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
    for (const [categoryId, count] of counts) {
      for (let id: number | null = categoryId; id !== null; id = byId.get(id)?.parentId ?? null) {
        for (const key of ['any', 'en', 'cn'] as const) {
          productCounts[key].set(id, (productCounts[key].get(id) ?? 0) + count[key]);
        }
      }
    }
    return { roots: rows.filter((row) => row.parentId === null), byId, children, productCounts };
  }

  /** Made again after any catalogue change: categories notify like products do. */
  async function categoryIndexOnce(): Promise<CategoryIndex> {
    return categoryIndex.get(String(await memory.revision()), loadCategories);
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

  /** Where a category's products are listed: by top category, or by the categories at and below it. */
  async function scopeOf(categoryId: number | undefined): Promise<ListingScope | null> {
    if (categoryId === undefined) return { kind: 'all' };
    const index = await categoryIndexOnce();
    const category = index.byId.get(categoryId);
    if (!category) return null;
    if (category.parentId === null) return { kind: 'top', id: categoryId };
    return { kind: 'within', id: categoryId, ids: await withDescendants(categoryId) };
  }

  /** A page of the market's products, of a category and all below it when one is named. */
  async function recommendProducts(args: {
    market: Market;
    locale: Locale;
    viewer: Viewer;
    query: ProductRecommendQuery;
  }): Promise<Page<Product>> {
    const { market, locale, viewer, query } = args;
    // Refused before anything is read: a price order tells how prices compare.
    refusePriceOrder(query.sort, viewer);
    const { page, pageSize, sort, category_id } = query;
    const listingNow = async (): Promise<ListingPage> => {
      const scope = await scopeOf(category_id);
      if (scope === null) return { records: [], total: 0 };
      return memory.listing(market, sort, scope, (page - 1) * pageSize, pageSize);
    };
    const pageOf = (listed: ListingPage, revision: number): KeptListPage => ({
      ...listed,
      revision,
      page: {
        list: listed.records.map((record) => recordToProduct(record, market, locale, viewer.member)),
        total: listed.total,
        page,
        pageSize,
      },
    });
    // Read before the listing: a page is never marked current at a revision newer than what it shows.
    const revision = await memory.revision();
    const priced = viewer.member ? 'priced' : 'unpriced';
    const key = `${market}:${locale}:${priced}:${sort}:${category_id ?? ''}:${page}:${pageSize}`;
    const kept = await listPages.get(key, async () => pageOf(await listingNow(), revision));
    if (kept.revision >= revision) return kept.page;
    const listed = await listingNow();
    if (sameListing(kept, listed)) {
      kept.revision = revision;
      return kept.page;
    }
    listPages.delete(key);
    return (await listPages.get(key, async () => pageOf(listed, revision))).page;
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
    const byId = await categoriesById();
    const path: { category_id: number; category_name: string }[] = [];
    for (let row = byId.get(categoryId); row; row = row.parentId === null ? undefined : byId.get(row.parentId)) {
      path.unshift({ category_id: row.id, category_name: text(locale, row.nameEn, row.nameZh) });
    }
    return path;
  }

  return {
    recommendProducts,
    banners: (locale: Locale) => activeBanners(db, clock, locale),
    recommendedCategories,
    categoryTree,
    categoryPath,
    withDescendants,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
