import {
  type Campaign,
  type CategoryNode,
  type Envelope,
  ErrorCode,
  type Page,
  type Product,
  type ProductDetail,
  productDetailSchema,
  type StorePage,
} from '@mall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBuyer,
  loginAs,
  queryRows,
  startedCatalogMemory,
  type TestApp,
} from '../../../test/helper.js';
import { categories, groupCampaigns, products, productVideos, productViews, stores } from '../../db/schema/index.js';
import { systemClock } from '../../lib/clock.js';
import { createCatalogService } from './catalog.service.js';
import { createCatalogDetailService } from './catalog-detail.service.js';
import { sanitizeDescription } from './sanitize.js';
import { viewerFor } from './viewer.js';

let t: TestApp;
let member: string;
let buyerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const buyer = await createBuyer(t.db, { email: 'detail@example.com', status: 'member', memberUntil: '2099-01-01' });
  buyerId = buyer.id;
  member = await loginAs(t.app, 'detail@example.com');
});
afterAll(() => t.close());

const EN = 'frontend_lang=en_US';
const ZH = 'frontend_lang=zh_CN';
const CJK = /[\u4e00-\u9fff]/;

async function get<T>(url: string, cookie = EN): Promise<Envelope<T>> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<Envelope<T>>();
}
function data<T>(body: Envelope<T>): T {
  expect(body.result).toEqual({ code: 0, message: 'success' });
  return body.data;
}
const withLang = (session: string, lang: string) => `${session}; ${lang}`;

async function productSoldIn(market: 'en' | 'cn', both = true) {
  const [row] = await t.db
    .select()
    .from(products)
    .where(
      both
        ? and(eq(products.availableEn, true), eq(products.availableCn, true))
        : market === 'en'
          ? eq(products.availableCn, false)
          : eq(products.availableEn, false),
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('no product');
  return row;
}

describe('GET /api/:market/shop/product/detail', () => {
  for (const market of ['en', 'cn'] as const) {
    for (const [lang, cookie] of [
      ['English', EN],
      ['Chinese', ZH],
    ] as const) {
      it(`gives a visitor the ${market} page in ${lang} without any price`, async () => {
        const row = await productSoldIn(market);
        const detail = data(await get<ProductDetail>(`/api/${market}/shop/product/detail?id=${row.id}`, cookie));
        expect(productDetailSchema.parse(detail)).toEqual(detail);
        expect(detail).toMatchObject({
          id: row.id,
          price: null,
          original_price: null,
          sub_total: null,
          price_visible: false,
          currency: market === 'en' ? 'USD' : 'CNY',
          moq: row.moq,
          shop_code: row.shopCode,
        });
        expect(detail.name).toBe(cookie === EN ? row.nameEn : row.nameZh);
        expect(CJK.test(detail.description_html)).toBe(cookie === ZH);
        expect(detail.description_html).toMatch(/^<p><strong>/);
        expect(detail.category_path).toHaveLength(2);
        expect(detail.category_path[1]?.category_id).toBe(row.categoryId);
        expect(detail.store.shop_code).toBe(row.shopCode);
        expect(detail.store.product_count).toBeGreaterThan(0);
        expect(detail.store.entered_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(detail.images).toEqual([row.image, ...row.gallery]);
        expect(detail.images).toHaveLength(3);
        expect(detail.images[1]).toMatch(new RegExp(`^/media/product/${row.id}-1\\.svg\\?v=[\\w-]{12}$`));
      });

      it(`gives a member the ${market} prices in ${lang}, with the sub-total of the MOQ`, async () => {
        const row = await productSoldIn(market);
        const detail = data(
          await get<ProductDetail>(`/api/${market}/shop/product/detail?id=${row.id}`, withLang(member, cookie)),
        );
        const price = market === 'en' ? row.priceUsd : row.priceCny;
        const original = market === 'en' ? row.originalPriceUsd : row.originalPriceCny;
        expect(detail).toMatchObject({
          price: price / 100,
          original_price: original / 100,
          sub_total: (price * row.moq) / 100,
          price_visible: true,
        });
      });
    }
  }

  it('answers "not available in this market" for a product of the other market', async () => {
    const onlyEn = await productSoldIn('en', false);
    expect(await get(`/api/cn/shop/product/detail?id=${onlyEn.id}`)).toEqual({
      status: ErrorCode.NOT_IN_MARKET,
      data: null,
      result: { code: 60125, message: 'This product is not available in this market' },
    });
    expect((await get(`/api/cn/shop/product/detail?id=${onlyEn.id}`, ZH)).result.message).toBe('该商品在此市场不可售');
    expect((await get<ProductDetail>(`/api/en/shop/product/detail?id=${onlyEn.id}`)).status).toBe(200);
  });

  it('answers PRODUCT_NOT_FOUND for an unknown id, in both languages', async () => {
    expect(await get('/api/en/shop/product/detail?id=999999')).toEqual({
      status: 60124,
      data: null,
      result: { code: 60124, message: 'This product does not exist or has been removed.' },
    });
    expect((await get('/api/en/shop/product/detail?id=999999', ZH)).result.message).toBe('该商品不存在或已下架。');
  });

  const bad: [string, string][] = [
    ['abc', 'id: must be a number'],
    ['1.5', 'id: must be a whole number'],
    ['-1', 'id: must be greater than 0'],
    ['0', 'id: must be greater than 0'],
    ['99999999999', 'id: must be at most 2147483647'],
  ];
  for (const [id, message] of bad) {
    it(`refuses id=${id} with status 400 naming id`, async () => {
      expect(await get(`/api/en/shop/product/detail?id=${id}`)).toEqual({
        status: 400,
        data: null,
        result: { code: 400, message },
      });
    });
  }

  it('refuses a missing id and a bad market', async () => {
    expect((await get('/api/en/shop/product/detail')).result).toEqual({ code: 400, message: 'id: is required' });
    expect((await get('/api/xx/shop/product/detail?id=1')).result.message).toBe('market: must be one of en, cn');
    expect((await get('/api/en/shop/product/detail?id=abc', ZH)).result.message).toBe('id：必须是数字');
  });

  it('sanitises the stored description: no script, no handler, no javascript: link', async () => {
    const row = await productSoldIn('en');
    const [other] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.availableEn, true))
      .offset(5)
      .limit(1);
    const id = other?.id ?? row.id;
    // Read once, so the page's parts are kept: the change must replace them.
    expect(data(await get<ProductDetail>(`/api/en/shop/product/detail?id=${id}`)).description_html).not.toContain(
      '<b>bolts</b>',
    );
    await t.db
      .update(products)
      .set({
        descriptionEn:
          '<p onclick="steal()">Good <b>bolts</b><script>alert(1)</script></p><a href="javascript:alert(2)">x</a><a href="https://example.com">ok</a><iframe src="https://evil"></iframe><img src="x" onerror="alert(3)">',
      })
      .where(eq(products.id, id));
    // The change reaches the read model by notification: at once on PGlite, moments later on PostgreSQL.
    await expect
      .poll(async () => data(await get<ProductDetail>(`/api/en/shop/product/detail?id=${id}`)).description_html)
      .toContain('<b>bolts</b>');
    const detail = data(await get<ProductDetail>(`/api/en/shop/product/detail?id=${id}`));
    expect(detail.description_html).not.toMatch(/script|onclick|onerror|javascript:|iframe|alert/);
    expect(detail.description_html).toContain('<b>bolts</b>');
    expect(detail.description_html).toContain('href="https://example.com"');
    expect(detail.description_html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('follows catalogue changes: a product withdrawn from a market, renamed, or deleted', async () => {
    const [row] = await queryRows<{ id: number; categoryId: number }>(
      t.db,
      sql`SELECT id, category_id AS "categoryId" FROM products WHERE available_en AND available_cn
          AND id NOT IN (SELECT product_id FROM group_campaigns) ORDER BY id DESC LIMIT 1`,
    );
    if (!row) throw new Error('no product outside the campaigns');
    const detailOf = async (market: 'en' | 'cn') =>
      (await get<ProductDetail>(`/api/${market}/shop/product/detail?id=${row.id}`)).result.code;
    const listed = async () => {
      const url = `/api/en/shop/product/recommend?category_id=${row.categoryId}&page=1&pageSize=100`;
      return data(await get<Page<Product>>(url)).list.map((p) => p.id);
    };
    expect(await listed()).toContain(row.id);

    await t.db.update(products).set({ availableEn: false }).where(eq(products.id, row.id));
    await expect.poll(() => detailOf('en')).toBe(ErrorCode.NOT_IN_MARKET);
    expect(await listed()).not.toContain(row.id);
    expect(await detailOf('cn')).toBe(0);

    await t.db.update(products).set({ availableEn: true, nameEn: 'Renamed Hex Bolt' }).where(eq(products.id, row.id));
    await expect
      .poll(async () => data(await get<ProductDetail>(`/api/en/shop/product/detail?id=${row.id}`)).name)
      .toBe('Renamed Hex Bolt');
    expect(await listed()).toContain(row.id);

    await t.db.delete(productViews).where(eq(productViews.productId, row.id));
    await t.db.execute(sql`DELETE FROM cart_lines WHERE product_id = ${row.id}`);
    await t.db.delete(products).where(eq(products.id, row.id));
    await expect.poll(() => detailOf('en')).toBe(ErrorCode.PRODUCT_NOT_FOUND);
    expect(await listed()).not.toContain(row.id);
  });

  it('answers a page read again with the same bytes, and a change to the product or its store on the next read', async () => {
    const row = await productSoldIn('en');
    const url = `/api/en/shop/product/detail?id=${row.id}`;
    const read = async (cookie: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).body;
    const visitorFirst = await read(EN);
    expect(await read(EN)).toBe(visitorFirst);
    const memberFirst = JSON.parse(await read(withLang(member, EN))) as Envelope<ProductDetail>;
    expect(memberFirst.data.price).toBe(row.priceUsd / 100);
    // Kept apart: a visitor's page read after a member's still has no price.
    expect((JSON.parse(await read(EN)) as Envelope<ProductDetail>).data.price).toBeNull();

    await t.db
      .update(products)
      .set({ priceUsd: row.priceUsd + 100 })
      .where(eq(products.id, row.id));
    await expect
      .poll(async () => (JSON.parse(await read(withLang(member, EN))) as Envelope<ProductDetail>).data.price)
      .toBe((row.priceUsd + 100) / 100);

    // Another product of the store leaving the market changes this page's store card.
    const count = (body: string) => (JSON.parse(body) as Envelope<ProductDetail>).data.store.product_count;
    const before = count(await read(EN));
    const [sibling] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopCode, row.shopCode), eq(products.availableEn, true), sql`${products.id} <> ${row.id}`))
      .limit(1);
    if (!sibling) throw new Error('the store has one product only');
    await t.db.update(products).set({ availableEn: false }).where(eq(products.id, sibling.id));
    await expect.poll(async () => count(await read(EN))).toBe(before - 1);
    await t.db.update(products).set({ availableEn: true }).where(eq(products.id, sibling.id));
    await t.db.update(products).set({ priceUsd: row.priceUsd }).where(eq(products.id, row.id));
    await expect.poll(async () => count(await read(EN))).toBe(before);
  });

  it("follows a store's and a category's changes on the product page and in the tree", async () => {
    const row = await productSoldIn('en');
    const detailOf = async () => data(await get<ProductDetail>(`/api/en/shop/product/detail?id=${row.id}`));
    const before = await detailOf();
    await t.db.update(stores).set({ nameEn: 'Renamed Trading Co.' }).where(eq(stores.shopCode, row.shopCode));
    await expect.poll(async () => (await detailOf()).store.name).toBe('Renamed Trading Co.');
    const category = before.category_path[before.category_path.length - 1];
    await t.db
      .update(categories)
      .set({ nameEn: 'Renamed Category' })
      .where(eq(categories.id, category?.category_id ?? 0));
    await expect
      .poll(async () => (await detailOf()).category_path.map((c) => c.category_name))
      .toContain('Renamed Category');
    const tree = data(await get<{ list: CategoryNode[] }>('/api/shop/category')).list;
    const names = tree.flatMap((node) => [node.category_name, ...node.children.map((child) => child.category_name)]);
    expect(names).toContain('Renamed Category');
  });

  it('carries the video when the product has one, else null', async () => {
    const [video] = await t.db.select().from(productVideos).limit(1);
    const [row] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, video?.productId ?? 0));
    const market = row?.availableEn ? 'en' : 'cn';
    const detail = data(await get<ProductDetail>(`/api/${market}/shop/product/detail?id=${video?.productId}`));
    expect(detail.video).toEqual({ url: video?.url, poster: video?.poster });
    expect(detail.video?.url).toMatch(/^https:\/\//);
    await t.db
      .update(productVideos)
      .set({ poster: 'https://example.com/new-poster.jpg' })
      .where(eq(productVideos.productId, video?.productId ?? 0));
    await expect
      .poll(async () => {
        const after = data(await get<ProductDetail>(`/api/${market}/shop/product/detail?id=${video?.productId}`));
        return after.video?.poster;
      })
      .toBe('https://example.com/new-poster.jpg');
    const plain = await productSoldIn('en');
    const none = data(await get<ProductDetail>(`/api/en/shop/product/detail?id=${plain.id}`));
    expect(none.video).toBeNull();
  });

  it('gives each of many pages asked at once its own gallery, description and video', async () => {
    const [video] = await t.db.select().from(productVideos).limit(1);
    const rows = await t.db
      .select()
      .from(products)
      .where(eq(products.availableEn, true))
      .orderBy(sql`${products.id} desc`)
      .limit(12);
    const ids = [...rows.map((row) => row.id), video?.productId ?? 0];
    const details = await Promise.all(
      ids.map(async (id) => data(await get<ProductDetail>(`/api/en/shop/product/detail?id=${id}`))),
    );
    for (const [i, row] of rows.entries()) {
      const detail = details[i] as ProductDetail;
      expect(detail.id).toBe(row.id);
      expect(detail.images).toEqual([detail.image, ...row.gallery]);
      expect(detail.description_html).toBe(sanitizeDescription(row.descriptionEn));
    }
    expect(details.at(-1)?.video).toEqual({ url: video?.url, poster: video?.poster });
  });

  it('records what a member views, counting repeats, and nothing for a visitor', async () => {
    const row = await productSoldIn('en');
    await t.db.delete(productViews);
    await get(`/api/en/shop/product/detail?id=${row.id}`);
    expect(await t.db.select().from(productViews)).toEqual([]);
    await get(`/api/en/shop/product/detail?id=${row.id}`, withLang(member, EN));
    await get(`/api/cn/shop/product/detail?id=${row.id}`, withLang(member, ZH));
    const views = await t.db.select().from(productViews);
    expect(views).toEqual([
      expect.objectContaining({ buyerId, productId: row.id, categoryId: row.categoryId, views: 2 }),
    ]);
    // An unknown product records nothing.
    await get('/api/en/shop/product/detail?id=999999', withLang(member, EN));
    expect(await t.db.select().from(productViews)).toHaveLength(1);
  });
});

describe('product pages kept as answered', () => {
  it("keeps other products' pages through a product's change, and makes again those whose store card counts changed", async () => {
    const memory = await startedCatalogMemory(t);
    const detail = createCatalogDetailService(t.db, createCatalogService(t.db, memory), memory, systemClock);
    const pageOf = (id: number) =>
      detail.productDetail({ id, market: 'en', locale: 'en', viewer: viewerFor('member') });
    const [changed, kept, sibling] = await queryRows<{ id: number; priceUsd: number }>(
      t.db,
      sql`SELECT p.id, p.price_usd AS "priceUsd" FROM products p
          WHERE p.available_en AND p.shop_code <> (SELECT shop_code FROM products WHERE available_en ORDER BY id LIMIT 1)
            AND p.shop_code = (SELECT shop_code FROM products WHERE available_en ORDER BY id DESC LIMIT 1)
          ORDER BY p.id DESC LIMIT 3`,
    );
    if (!changed || !kept || !sibling) throw new Error('the test catalogue has no store of three products');
    const [other] = await t.db
      .select()
      .from(products)
      .where(eq(products.availableEn, true))
      .orderBy(products.id)
      .limit(1);
    if (!other) throw new Error('no product');
    const before = await pageOf(kept.id);
    const otherBefore = await pageOf(other.id);
    expect(await pageOf(kept.id)).toBe(before);

    await t.db
      .update(products)
      .set({ priceUsd: changed.priceUsd + 100 })
      .where(eq(products.id, changed.id));
    await memory.caughtUp();
    expect((await pageOf(changed.id)).price).toBe((changed.priceUsd + 100) / 100);
    expect(await pageOf(kept.id)).toBe(before);

    // A product of the same store leaving the market: the store card counts one fewer.
    await t.db.update(products).set({ availableEn: false }).where(eq(products.id, sibling.id));
    await memory.caughtUp();
    const after = await pageOf(kept.id);
    expect(after.store.product_count).toBe(before.store.product_count - 1);
    expect({ ...after, store: before.store }).toEqual(before);
    expect(await pageOf(other.id)).toBe(otherBefore);

    await t.db.update(products).set({ availableEn: true }).where(eq(products.id, sibling.id));
    await t.db.update(products).set({ priceUsd: changed.priceUsd }).where(eq(products.id, changed.id));
  });
});

describe('GET /api/:market/shop/store', () => {
  it('gives the store card and its products in the market, paged, without prices for a visitor', async () => {
    const [store] = await t.db.select().from(stores).limit(1);
    const page = data(await get<StorePage>(`/api/en/shop/store?shop_code=${store?.shopCode}&pageSize=5`));
    expect(page.store).toMatchObject({ shop_code: store?.shopCode, name: store?.nameEn });
    expect(page.store.services).toBe((store?.servicesScore ?? 0) / 10);
    expect(page.products.pageSize).toBe(5);
    expect(page.products.total).toBe(page.store.product_count);
    for (const p of page.products.list) {
      expect(p.shop_code).toBe(store?.shopCode);
      expect([p.price, p.original_price, p.price_visible]).toEqual([null, null, false]);
    }
    const zh = data(await get<StorePage>(`/api/cn/shop/store?shop_code=${store?.shopCode}`, withLang(member, ZH)));
    expect(zh.store.name).toBe(store?.nameZh);
    expect(zh.store.qualifications).toMatch(CJK);
    for (const p of zh.products.list) expect(p.price).toBeGreaterThan(0);
  });

  it("keeps the store card's product count in step as products leave and come back to a market", async () => {
    const [row] = await t.db.select().from(products).where(eq(products.availableEn, true)).limit(1);
    if (!row) throw new Error('no product');
    const count = async () =>
      data(await get<StorePage>(`/api/en/shop/store?shop_code=${row.shopCode}&pageSize=1`)).store.product_count;
    const before = await count();
    await t.db.update(products).set({ availableEn: false }).where(eq(products.id, row.id));
    await expect.poll(count).toBe(before - 1);
    const detail = data(await get<{ store: { product_count: number } }>(`/api/cn/shop/product/detail?id=${row.id}`));
    expect(detail.store.product_count).toBeGreaterThan(0);
    await t.db.update(products).set({ availableEn: true }).where(eq(products.id, row.id));
    await expect.poll(count).toBe(before);
  });

  it('answers STORE_NOT_FOUND for an unknown store and 400 without a code', async () => {
    expect((await get('/api/en/shop/store?shop_code=NOPE')).result).toEqual({
      code: 60127,
      message: 'This store does not exist.',
    });
    expect((await get('/api/en/shop/store')).result).toEqual({ code: 400, message: 'shop_code: is required' });
  });
});

describe('GET /api/buyer/v1/product/recommend', () => {
  it('asks a visitor to log in', async () => {
    expect((await get('/api/buyer/v1/product/recommend')).status).toBe(401);
  });

  it('falls back to best sellers, then follows the most viewed categories', async () => {
    const cookie = withLang(await loginAs(t.app, 'detail@example.com'), EN);
    await t.db.delete(productViews);
    const best = data(await get<Page<Product>>('/api/buyer/v1/product/recommend?pageSize=10', cookie));
    const volumes = best.list.map((p) => p.sales_volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    for (const p of best.list) expect(p.price).toBeGreaterThan(0);

    const row = await productSoldIn('cn');
    await get(`/api/cn/shop/product/detail?id=${row.id}`, cookie);
    const mine = data(await get<Page<Product>>('/api/buyer/v1/product/recommend?market=cn&pageSize=50', cookie));
    expect(mine.total).toBeGreaterThan(0);
    for (const p of mine.list) {
      expect(p.category_id).toBe(row.categoryId);
      expect(p.currency).toBe('CNY');
    }
  });
});

describe('GET /api/:market/shop/group_buying', () => {
  it('lists campaigns active first, with progress and status, and no group price for a visitor', async () => {
    const page = data(await get<Page<Campaign>>('/api/en/shop/group_buying'));
    expect(page.total).toBe(6);
    const statuses = page.list.map((c) => c.status);
    expect(statuses).toEqual(['active', 'active', 'active', 'active', 'upcoming', 'ended']);
    const ends = page.list.slice(0, 4).map((c) => Date.parse(c.ends_at));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    for (const c of page.list) {
      expect([c.group_price, c.price_visible, c.product.price, c.product.original_price]).toEqual([
        null,
        false,
        null,
        null,
      ]);
      expect(c.progress).toBeCloseTo(c.committed_quantity / c.target_quantity, 3);
      expect(c.group_moq).toBeGreaterThanOrEqual(c.product.moq);
    }
    expect(page.list.find((c) => c.status === 'upcoming')?.committed_quantity).toBe(0);
  });

  it('gives a member the group price in the market currency, below the product price', async () => {
    const page = data(await get<Page<Campaign>>('/api/cn/shop/group_buying', withLang(member, ZH)));
    for (const c of page.list) {
      expect(c.currency).toBe('CNY');
      expect(c.group_price).toBeGreaterThan(0);
      expect(c.group_price).toBeLessThanOrEqual(c.product.price ?? 0);
      expect(c.product.name).toMatch(CJK);
    }
  });

  it('shows one campaign, and refuses unknown and malformed ids', async () => {
    const [first] = await t.db.select().from(groupCampaigns).orderBy(groupCampaigns.id).limit(1);
    const one = data(await get<Campaign>(`/api/en/shop/group_buying/detail?id=${first?.id}`));
    expect(one).toMatchObject({ id: first?.id, target_quantity: first?.targetQuantity, group_price: null });
    expect((await get('/api/en/shop/group_buying/detail?id=9999')).result.code).toBe(60126);
    expect((await get('/api/en/shop/group_buying/detail?id=1.5')).result).toEqual({
      code: 400,
      message: 'id: must be a whole number',
    });
  });

  it('has campaigns placed around the seeding time: database check of the periods', async () => {
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM group_campaigns WHERE starts_at <= now() AND ends_at > now()`,
    );
    expect(rows[0]?.n).toBe(4);
  });
});

describe('the seed of videos and campaigns', () => {
  it('is deterministic for a given moment, and places 4 active, 1 upcoming and 1 ended campaign around it', async () => {
    const { DEFAULT_SEED, generateCampaigns, generateCategories, generateVideos } = await import(
      '../../db/seed/generate.js'
    );
    const { leaves } = generateCategories();
    const now = new Date('2030-05-01T00:00:00Z');
    const campaigns = generateCampaigns(300, DEFAULT_SEED, leaves, now);
    expect(generateCampaigns(300, DEFAULT_SEED, leaves, now)).toEqual(campaigns);
    expect(generateVideos(300, DEFAULT_SEED, leaves)).toEqual(generateVideos(300, DEFAULT_SEED, leaves));
    const status = (c: (typeof campaigns)[number]) =>
      c.startsAt > now ? 'upcoming' : c.endsAt > now ? 'active' : 'ended';
    expect(campaigns.map(status).sort()).toEqual(['active', 'active', 'active', 'active', 'ended', 'upcoming']);
    for (const c of campaigns) {
      expect(c.groupMoq).toBeGreaterThan(0);
      expect(c.committedQuantity).toBeLessThanOrEqual(c.targetQuantity);
    }
  });
});
