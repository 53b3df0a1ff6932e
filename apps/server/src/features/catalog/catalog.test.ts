import {
  type Banner,
  type CategoryNode,
  type Envelope,
  ErrorCode,
  type Page,
  PRODUCT_SORTS,
  type Product,
  productSchema,
  type RecommendedCategory,
} from '@mall/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  buildTwinApp,
  createBuyer,
  loginAs,
  startedCatalogMemory,
  TEST_PRODUCTS,
  type TestApp,
} from '../../../test/helper.js';
import { categories, products } from '../../db/schema/index.js';
import { createCatalogService } from './catalog.service.js';
import { createCatalogMemory, type ListingScope } from './catalog-memory.js';
import { viewerFor } from './viewer.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EN = { cookie: 'frontend_lang=en_US' };
const ZH = { cookie: 'frontend_lang=zh_CN' };
const CJK = /[\u4e00-\u9fff]/;

async function get<T>(url: string, headers: Record<string, string> = EN): Promise<Envelope<T>> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<Envelope<T>>();
}

function expectOk<T>(body: Envelope<T>): T {
  expect(body.status).toBe(200);
  expect(body.result).toEqual({ code: 0, message: 'success' });
  return body.data;
}

async function availableCount(market: 'en' | 'cn', categoryIds?: number[]): Promise<number> {
  const available = market === 'en' ? products.availableEn : products.availableCn;
  const [row] = await t.db
    .select({ n: count() })
    .from(products)
    .where(and(eq(available, true), categoryIds ? inArray(products.categoryId, categoryIds) : undefined));
  return row?.n ?? 0;
}

/** A category and every category below it. */
async function subtree(rootId: number): Promise<number[]> {
  const rows = await t.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
  }
  return ids;
}

describe('GET /api/shop/swiper', () => {
  it('lists the banners in English', async () => {
    const data = expectOk(await get<{ list: Banner[] }>('/api/shop/swiper'));
    expect(data.list).toHaveLength(5);
    expect(data.list[0]).toEqual({
      id: 1,
      title: 'Factory-direct fasteners',
      subtitle: 'Bulk prices on bolts, nuts and screws',
      image: expect.stringMatching(/^\/media\/banner\/1\.svg\?v=[\w-]{12}$/),
      link: '/pages/category/index?category_id=1',
    });
  });

  it('lists the banners in Chinese for the zh_CN cookie, and by Accept-Language without a cookie', async () => {
    const byCookie = expectOk(await get<{ list: Banner[] }>('/api/shop/swiper', ZH));
    expect(byCookie.list[0]?.title).toBe('工厂直供紧固件');
    expect(byCookie.list[0]?.subtitle).toBe('螺栓、螺母、螺钉批量价');
    const byHeader = expectOk(
      await get<{ list: Banner[] }>('/api/shop/swiper', { 'accept-language': 'zh-CN,zh;q=0.9' }),
    );
    expect(byHeader.list[0]?.title).toBe('工厂直供紧固件');
    const fallback = expectOk(await get<{ list: Banner[] }>('/api/shop/swiper', {}));
    expect(fallback.list[0]?.title).toBe('Factory-direct fasteners');
  });
});

describe('GET /api/shop/category/recommend', () => {
  it('gives the recommended top categories with their product counts, sub-categories included', async () => {
    const data = expectOk(await get<{ list: RecommendedCategory[] }>('/api/shop/category/recommend'));
    expect(data.list.map((c) => c.category_name)).toEqual([
      'Fasteners',
      'Bearings',
      'Electrical',
      'Safety & PPE',
      'Tools',
      'Packaging',
      'Lab Supplies',
      'Office Supplies',
      'Pneumatics',
      'Lighting',
    ]);
    const fasteners = data.list[0];
    const subIds = (await t.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, 1))).map(
      (r) => r.id,
    );
    const [expected] = await t.db.select({ n: count() }).from(products).where(inArray(products.categoryId, subIds));
    expect(fasteners).toEqual({
      category_id: 1,
      category_name: 'Fasteners',
      image: expect.stringMatching(/^\/media\/category\/1\.svg\?v=/),
      product_count: expected?.n,
    });
    expect(fasteners?.product_count).toBeGreaterThan(0);
  });

  it('names them in Chinese for zh_CN', async () => {
    const data = expectOk(await get<{ list: RecommendedCategory[] }>('/api/shop/category/recommend', ZH));
    expect(data.list.slice(0, 3).map((c) => c.category_name)).toEqual(['紧固件', '轴承', '电气']);
  });
});

describe('GET /api/shop/category', () => {
  it('gives the whole tree: about 20 top categories, each with sub-categories', async () => {
    const data = expectOk(await get<{ list: CategoryNode[] }>('/api/shop/category'));
    expect(data.list.length).toBeGreaterThanOrEqual(20);
    for (const top of data.list) {
      expect(top.parent_id).toBeNull();
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      for (const child of top.children) {
        expect(child.parent_id).toBe(top.category_id);
        expect(child.children).toEqual([]);
      }
    }
    expect(data.list[0]?.children.map((c) => c.category_name)).toEqual([
      'Bolts',
      'Nuts',
      'Screws',
      'Washers',
      'Anchors',
    ]);
  });

  it('names the tree in Chinese for zh_CN', async () => {
    const data = expectOk(await get<{ list: CategoryNode[] }>('/api/shop/category', ZH));
    expect(data.list[0]?.category_name).toBe('紧固件');
    expect(data.list[0]?.children.map((c) => c.category_name)).toEqual(['螺栓', '螺母', '螺钉', '垫圈', '锚栓']);
  });
});

describe('GET /api/:market/shop/product/recommend', () => {
  const PRODUCT_KEYS = Object.keys(productSchema.shape).sort();

  for (const [market, currency] of [
    ['en', 'USD'],
    ['cn', 'CNY'],
  ] as const) {
    it(`pages the ${market} market's products in ${currency}, with no price for a visitor`, async () => {
      const data = expectOk(await get<Page<Product>>(`/api/${market}/shop/product/recommend`));
      expect(data.page).toBe(1);
      expect(data.pageSize).toBe(20);
      expect(data.total).toBe(await availableCount(market));
      expect(data.list).toHaveLength(20);
      for (const product of data.list) {
        expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
        expect(product.price).toBeNull();
        expect(product.original_price).toBeNull();
        expect(product.price_visible).toBe(false);
        expect(product.currency).toBe(currency);
        expect(product.code).toMatch(/^\d{13}$/);
        expect(product.image).toMatch(new RegExp(`^/media/product/${product.id}\\.svg\\?v=`));
      }
    });
  }

  it('carries no price number anywhere in a visitor payload', async () => {
    const res = await t.app.inject({ url: '/api/en/shop/product/recommend?pageSize=100', headers: EN });
    const [cheapest] = await t.db.select({ usd: products.priceUsd, cny: products.priceCny }).from(products).limit(1);
    expect(res.body).not.toMatch(/price_usd|price_cny|"price":\d|"original_price":\d|"discount/);
    expect(res.body).not.toContain(`:${(cheapest?.usd ?? 0) / 100},`);
  });

  it('shows prices to an active member, not to a pending account, and hides them again after logout', async () => {
    await createBuyer(t.db, { email: 'prices@example.com', status: 'member', memberUntil: '2099-01-01' });
    await createBuyer(t.db, { email: 'waiting@example.com', status: 'pending', memberUntil: null });
    const cookie = await loginAs(t.app, 'prices@example.com');
    const member = expectOk(await get<Page<Product>>('/api/cn/shop/product/recommend?pageSize=5', { cookie }));
    for (const p of member.list) {
      expect(p.price_visible).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      expect(p.currency).toBe('CNY');
    }
    const waiting = await loginAs(t.app, 'waiting@example.com');
    const pending = expectOk(
      await get<Page<Product>>('/api/cn/shop/product/recommend?pageSize=5', { cookie: waiting }),
    );
    for (const p of pending.list) expect([p.price, p.original_price, p.price_visible]).toEqual([null, null, false]);
    await t.app.inject({ method: 'POST', url: '/api/purchase/v1/h5/customer/logout', headers: { cookie } });
    const after = expectOk(await get<Page<Product>>('/api/cn/shop/product/recommend?pageSize=5', { cookie }));
    for (const p of after.list) expect([p.price, p.price_visible]).toEqual([null, false]);
  });

  it('answers a page read again with the same bytes, and a product changed since on the next read', async () => {
    const url = '/api/en/shop/product/recommend?sort=sales&page=1&pageSize=5';
    const read = async () => (await t.app.inject({ method: 'GET', url, headers: EN })).body;
    const first = await read();
    expect(await read()).toBe(first);
    const top = (JSON.parse(first) as Envelope<Page<Product>>).data.list[0];
    if (!top) throw new Error('no product listed');
    await t.db.update(products).set({ nameEn: 'Best Seller Renamed' }).where(eq(products.id, top.id));
    await expect
      .poll(async () => (JSON.parse(await read()) as Envelope<Page<Product>>).data.list[0]?.name)
      .toBe('Best Seller Renamed');
    await t.db.update(products).set({ nameEn: top.name }).where(eq(products.id, top.id));
  });

  it('gives names, brands and units in the caller language', async () => {
    const en = expectOk(await get<Page<Product>>('/api/en/shop/product/recommend?pageSize=5'));
    const zh = expectOk(await get<Page<Product>>('/api/en/shop/product/recommend?pageSize=5', ZH));
    expect(zh.list.map((p) => p.id)).toEqual(en.list.map((p) => p.id));
    for (const p of en.list) expect(`${p.name}${p.unit}`).not.toMatch(CJK);
    for (const p of zh.list) {
      expect(p.name).toMatch(CJK);
      expect(p.unit).toMatch(CJK);
    }
  });

  it('walks the pages without overlap and ends with an empty page', async () => {
    const total = await availableCount('en');
    const seen = new Set<number>();
    const pageSize = 100;
    for (let page = 1; page <= Math.ceil(total / pageSize); page++) {
      const data = expectOk(
        await get<Page<Product>>(`/api/en/shop/product/recommend?page=${page}&pageSize=${pageSize}`),
      );
      expect(data.page).toBe(page);
      expect(data.pageSize).toBe(pageSize);
      for (const p of data.list) seen.add(p.id);
    }
    expect(seen.size).toBe(total);
    const beyond = expectOk(await get<Page<Product>>(`/api/en/shop/product/recommend?page=999&pageSize=${pageSize}`));
    expect(beyond).toEqual({ list: [], total, page: 999, pageSize });
  });

  it.each(['en', 'cn'] as const)(
    '%s: filters by a top category including its sub-categories, and by a sub-category alone',
    async (market) => {
      const top = expectOk(
        await get<Page<Product>>(`/api/${market}/shop/product/recommend?category_id=1&pageSize=100`),
      );
      const subIds = (await t.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, 1))).map(
        (r) => r.id,
      );
      expect(top.total).toBe(await availableCount(market, subIds));
      expect(top.list.length).toBe(top.total);
      expect(new Set(top.list.map((p) => p.category_id)).size).toBeGreaterThan(1);
      for (const p of top.list) expect(subIds).toContain(p.category_id);

      const sub = expectOk(
        await get<Page<Product>>(`/api/${market}/shop/product/recommend?category_id=${subIds[0]}&pageSize=100`),
      );
      expect(sub.total).toBe(await availableCount(market, [subIds[0] ?? 0]));
      for (const p of sub.list) expect(p.category_id).toBe(subIds[0]);

      const none = expectOk(await get<Page<Product>>('/api/en/shop/product/recommend?category_id=99999'));
      expect(none).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
    },
  );

  it('orders by score, by sales volume, or by listing date', async () => {
    const recommended = expectOk(await get<Page<Product>>('/api/en/shop/product/recommend?pageSize=50'));
    const scores = recommended.list.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const sales = expectOk(await get<Page<Product>>('/api/en/shop/product/recommend?sort=sales&pageSize=50'));
    const volumes = sales.list.map((p) => p.sales_volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    const newest = expectOk(await get<Page<Product>>('/api/en/shop/product/recommend?sort=newest&pageSize=50'));
    const rows = await t.db
      .select({ id: products.id, createdAt: products.createdAt })
      .from(products)
      .where(
        inArray(
          products.id,
          newest.list.map((p) => p.id),
        ),
      );
    const created = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    const times = newest.list.map((p) => created.get(p.id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('orders a member by price in the market of the path, cheapest or dearest first', async () => {
    await createBuyer(t.db, { email: 'sorter@example.com', status: 'member', memberUntil: '2099-01-01' });
    const member = { cookie: `${await loginAs(t.app, 'sorter@example.com')}; frontend_lang=en_US` };
    for (const market of ['en', 'cn'] as const) {
      const base = `/api/${market}/shop/product/recommend?category_id=1&pageSize=50`;
      const cheap = expectOk(await get<Page<Product>>(`${base}&sort=price_asc`, member));
      const dear = expectOk(await get<Page<Product>>(`${base}&sort=price_desc`, member));
      const ascending = cheap.list.map((p) => p.price ?? Number.NaN);
      const descending = dear.list.map((p) => p.price ?? Number.NaN);
      expect(ascending.length).toBeGreaterThan(10);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      expect(ascending[0]).toBeLessThan(descending[0] ?? 0);
      expect(cheap.total).toBe(dear.total);
      const [cheapest] = await t.db
        .select({ usd: products.priceUsd, cny: products.priceCny })
        .from(products)
        .where(
          and(
            eq(market === 'en' ? products.availableEn : products.availableCn, true),
            inArray(products.categoryId, await subtree(1)),
          ),
        )
        .orderBy(market === 'en' ? products.priceUsd : products.priceCny)
        .limit(1);
      expect(ascending[0]).toBe((market === 'en' ? (cheapest?.usd ?? 0) : (cheapest?.cny ?? 0)) / 100);
    }
  });

  it('refuses a price order to a visitor: the order of prices is itself a price secret', async () => {
    for (const sort of ['price_asc', 'price_desc']) {
      for (const [headers, message] of [
        [EN, 'Not logged in'],
        [ZH, '未登录'],
      ] as const) {
        expect(await get(`/api/en/shop/product/recommend?sort=${sort}`, headers)).toEqual({
          status: 401,
          data: null,
          result: { code: 401, message },
        });
      }
    }
  });

  it('shows only the products available in the chosen market', async () => {
    const [onlyEn] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.availableCn, false))
      .limit(1);
    expect(onlyEn).toBeDefined();
    const all = expectOk(await get<Page<Product>>('/api/cn/shop/product/recommend?pageSize=100&page=1'));
    const pages = [all];
    for (let page = 2; page <= Math.ceil(all.total / 100); page++) {
      pages.push(expectOk(await get<Page<Product>>(`/api/cn/shop/product/recommend?pageSize=100&page=${page}`)));
    }
    expect(pages.flatMap((p) => p.list.map((x) => x.id))).not.toContain(onlyEn?.id);
    expect(all.total).toBeLessThan(TEST_PRODUCTS);
  });
});

describe('bad input to product/recommend', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['/api/xx/shop/product/recommend', EN, 'market: must be one of en, cn'],
    ['/api/en/shop/product/recommend?page=0', EN, 'page: must be at least 1'],
    ['/api/en/shop/product/recommend?pageSize=101', EN, 'pageSize: must be at most 100'],
    ['/api/en/shop/product/recommend?pageSize=2.5', EN, 'pageSize: must be a whole number'],
    ['/api/en/shop/product/recommend?page=abc', EN, 'page: must be a number'],
    [
      '/api/en/shop/product/recommend?sort=cheapest',
      EN,
      'sort: must be one of recommended, sales, price_asc, price_desc, newest',
    ],
    ['/api/en/shop/product/recommend?category_id=-1', EN, 'category_id: must be greater than 0'],
    [
      '/api/en/shop/product/recommend?page=0&pageSize=101',
      EN,
      'page: must be at least 1; pageSize: must be at most 100',
    ],
    ['/api/xx/shop/product/recommend', ZH, 'market：必须是以下之一：en, cn'],
    ['/api/en/shop/product/recommend?pageSize=101', ZH, 'pageSize：不能大于 100'],
    ['/api/en/shop/product/recommend?page=0', ZH, 'page：不能小于 1'],
  ];
  for (const [url, headers, message] of cases) {
    it(`${url} (${headers.cookie}) → status 400 "${message}"`, async () => {
      expect(await get(url, headers)).toEqual({ status: 400, data: null, result: { code: 400, message } });
    });
  }
});

describe('catalog service: the member branch', () => {
  it('gives a member the market prices, original ≥ discounted, in that currency', async () => {
    const memory = await startedCatalogMemory(t);
    const catalog = createCatalogService(t.db, memory);
    const query = { page: 1, pageSize: 20, sort: 'recommended' as const };
    for (const market of ['en', 'cn'] as const) {
      const member = await catalog.recommendProducts({ market, locale: 'en', viewer: viewerFor('member'), query });
      const visitor = await catalog.recommendProducts({ market, locale: 'en', viewer: viewerFor('visitor'), query });
      expect(member.list.map((p) => p.id)).toEqual(visitor.list.map((p) => p.id));
      const rows = await t.db
        .select()
        .from(products)
        .where(
          inArray(
            products.id,
            member.list.map((p) => p.id),
          ),
        );
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const p of member.list) {
        const row = byId.get(p.id);
        expect(p.price_visible).toBe(true);
        expect(p.currency).toBe(market === 'en' ? 'USD' : 'CNY');
        expect(p.price).toBe(((market === 'en' ? row?.priceUsd : row?.priceCny) ?? 0) / 100);
        expect(p.original_price).toBe(((market === 'en' ? row?.originalPriceUsd : row?.originalPriceCny) ?? 0) / 100);
        expect(p.original_price).toBeGreaterThanOrEqual(p.price ?? Number.POSITIVE_INFINITY);
      }
      for (const p of visitor.list) expect([p.price, p.original_price, p.price_visible]).toEqual([null, null, false]);
    }
  });
});

describe('catalog service: list pages kept as answered', () => {
  it('keeps a page through a change to a product not on it, and makes it again when one on it changes', async () => {
    const memory = await startedCatalogMemory(t);
    const catalog = createCatalogService(t.db, memory);
    const query = { page: 1, pageSize: 5, sort: 'sales' as const };
    const pageOf = () => catalog.recommendProducts({ market: 'en', locale: 'en', viewer: viewerFor('member'), query });
    const before = await pageOf();
    expect(await pageOf()).toBe(before);
    const [listed] = before.list;
    const [elsewhere] = await t.db
      .select({ id: products.id, priceUsd: products.priceUsd })
      .from(products)
      .where(eq(products.availableEn, true))
      .orderBy(products.salesVolume, products.id)
      .limit(1);
    if (!listed || !elsewhere) throw new Error('no product');

    await t.db
      .update(products)
      .set({ priceUsd: elsewhere.priceUsd + 100 })
      .where(eq(products.id, elsewhere.id));
    await memory.caughtUp();
    expect(await pageOf()).toBe(before);

    await t.db.update(products).set({ nameEn: 'Listed Renamed' }).where(eq(products.id, listed.id));
    await memory.caughtUp();
    const after = await pageOf();
    expect(after.list.map((product) => product.name)).toEqual([
      'Listed Renamed',
      ...before.list.slice(1).map((product) => product.name),
    ]);
    expect(await pageOf()).toBe(after);

    await t.db.update(products).set({ nameEn: listed.name }).where(eq(products.id, listed.id));
    await t.db.update(products).set({ priceUsd: elsewhere.priceUsd }).where(eq(products.id, elsewhere.id));
  });
});

describe('catalogue memory: a writer catching up', () => {
  it('shows a change committed just before `caughtUp`, on either database', async () => {
    const memory = await startedCatalogMemory(t);
    const catalog = createCatalogService(t.db, memory);
    const [top] = await catalog.categoryTree('en');
    if (!top) throw new Error('the test catalogue has no category');
    for (const name of ['Caught up once', 'Caught up twice']) {
      await t.db.update(categories).set({ nameEn: name }).where(eq(categories.id, top.category_id));
      await memory.caughtUp();
      expect((await catalog.categoryTree('en'))[0]?.category_name).toBe(name);
    }
    await t.db.update(categories).set({ nameEn: top.category_name }).where(eq(categories.id, top.category_id));
  });
});

describe('catalogue memory: listings after changes by id', () => {
  it('orders and counts them, and counts the categories, as a memory loaded afresh does, in both markets, every order and category', async () => {
    const memory = await startedCatalogMemory(t);
    const rows = await t.db
      .select({ id: products.id, categoryId: products.categoryId, topCategoryId: products.topCategoryId })
      .from(products)
      .orderBy(products.id)
      .limit(12);
    const [first, second] = rows;
    if (!first || !second || rows.length < 12) throw new Error('the test catalogue is too small');
    const scopes: ListingScope[] = [
      { kind: 'all' },
      { kind: 'top', id: first.topCategoryId },
      { kind: 'top', id: second.topCategoryId },
      { kind: 'within', id: first.categoryId, ids: [first.categoryId] },
      { kind: 'within', id: second.categoryId, ids: [second.categoryId] },
    ];
    const everyListing = async (of: typeof memory) => {
      const seen: Array<{ total: number; ids: number[] }> = [];
      for (const market of ['en', 'cn'] as const) {
        for (const sort of PRODUCT_SORTS) {
          for (const scope of scopes) {
            const page = await of.listing(market, sort, scope, 0, TEST_PRODUCTS);
            seen.push({ total: page.total, ids: page.records.map((record) => record.id) });
          }
        }
      }
      return seen;
    };
    // A category left with no product may keep a zero count: it reads as none.
    const categoryCounts = async (of: typeof memory) =>
      [...(await of.countsByCategory())].filter(([, count]) => count.any > 0).sort(([x], [y]) => x - y);
    // Every listing and count is made before the changes, so that the changes move products within them.
    await everyListing(memory);
    await categoryCounts(memory);
    const ids = rows.map((row) => row.id);
    const before = await t.db.select().from(products).where(inArray(products.id, ids));
    try {
      const [a, b, c, d, e, f] = ids as [number, number, number, number, number, number];
      await t.db.update(products).set({ priceUsd: 1, priceCny: 999_999_00 }).where(eq(products.id, a));
      await t.db.update(products).set({ score: 0, salesVolume: 10_000_000, sales60d: 0 }).where(eq(products.id, b));
      await t.db
        .update(products)
        .set({ categoryId: second.categoryId, topCategoryId: second.topCategoryId })
        .where(eq(products.id, c));
      await t.db.update(products).set({ availableEn: false }).where(eq(products.id, d));
      await t.db
        .update(products)
        .set({ listed: false })
        .where(inArray(products.id, [e, f]));
      await t.db
        .update(products)
        .set({ createdAt: new Date('2001-01-01T00:00:00Z') })
        .where(inArray(products.id, ids.slice(6)));
      await memory.caughtUp();
      const fresh = createCatalogMemory(t.db, t.listen);
      await fresh.start();
      expect(await everyListing(memory)).toEqual(await everyListing(fresh));
      expect(await categoryCounts(memory)).toEqual(await categoryCounts(fresh));
      await fresh.stop();
    } finally {
      for (const row of before) await t.db.update(products).set(row).where(eq(products.id, row.id));
    }
  });
});

describe('a server just started', () => {
  it('answers its very first catalogue reads from the whole catalogue, waiting for it to load', async () => {
    const fresh = await buildTwinApp(t);
    try {
      const [page, detail] = await Promise.all([
        fresh.inject({ url: '/api/en/shop/product/recommend?pageSize=5' }),
        fresh.inject({ url: '/api/en/shop/product/detail?id=1' }),
      ]);
      const [{ n }] = (await t.db.select({ n: count() }).from(products).where(eq(products.availableEn, true))) as [
        { n: number },
      ];
      expect(page.json<Envelope<Page<Product>>>().data.total).toBe(n);
      expect(page.json<Envelope<Page<Product>>>().data.list).toHaveLength(5);
      expect(detail.json<Envelope<unknown>>().result.code).not.toBe(ErrorCode.PRODUCT_NOT_FOUND);
    } finally {
      await fresh.close();
    }
  });
});
