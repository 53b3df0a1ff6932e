import type { Product, SearchPage, SearchRecord } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';

let t: TestApp;
let member: string;
let otherMember: string;
const EN = 'frontend_lang=en_US';
const ZH = 'frontend_lang=zh_CN';

beforeAll(async () => {
  t = await buildTestApp();
  await createBuyer(t.db, { email: 'finder@example.com', status: 'member', memberUntil: '2099-01-01' });
  await createBuyer(t.db, { email: 'other@example.com', status: 'member', memberUntil: '2099-01-01' });
  member = await loginAs(t.app, 'finder@example.com');
  otherMember = await loginAs(t.app, 'other@example.com', undefined, '10.9.9.8');
});

afterAll(async () => {
  await t?.close();
});

interface Answer<T> {
  status: number;
  data: T;
  result: { code: number; message: string };
}

async function get<T>(url: string, cookie = EN): Promise<Answer<T>> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function post<T>(url: string, payload: Record<string, string>, cookie: string): Promise<Answer<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const q = (keyword: string) => encodeURIComponent(keyword);
const search = (market: 'en' | 'cn', params: string, cookie = EN) =>
  get<SearchPage>(`/api/${market}/shop/search?${params}`, cookie);

function expectNoPrices(list: Product[]) {
  for (const product of list) {
    expect(product).toMatchObject({ price: null, original_price: null, price_visible: false });
  }
}

describe('GET /api/:market/shop/search', () => {
  it('answers a visitor in English on the international market: English names, USD, no prices, facets', async () => {
    const answer = await search('en', `keyword=bolts&facets=1`);
    expect(answer).toMatchObject({ status: 200, result: { code: 0 } });
    const { list, total, page, facets } = answer.data;
    expect(total).toBeGreaterThan(0);
    expect(page).toBe(1);
    expect(list.every((p) => /bolt/i.test(p.name) && p.currency === 'USD')).toBe(true);
    expectNoPrices(list);
    expect(facets?.categories[0]).toMatchObject({ category_name: 'Bolts' });
    expect(facets?.brands.length).toBeGreaterThan(0);
  });

  it('answers a visitor in Chinese on the China market: Chinese names, CNY, no prices', async () => {
    const answer = await search('cn', `keyword=${q('螺栓')}&facets=1`, ZH);
    expect(answer.status).toBe(200);
    expect(answer.data.list.length).toBeGreaterThan(0);
    expect(answer.data.list.every((p) => p.currency === 'CNY')).toBe(true);
    expect(answer.data.list[0]?.name).toContain('螺栓');
    expectNoPrices(answer.data.list);
    expect(answer.data.facets?.categories[0]).toMatchObject({ category_name: '螺栓' });
  });

  it("gives a member the market's prices", async () => {
    const en = await search('en', 'keyword=bearing', `${member}; ${EN}`);
    const cn = await search('cn', 'keyword=bearing', `${member}; ${ZH}`);
    expect(en.data.list.length).toBeGreaterThan(0);
    for (const product of [...en.data.list, ...cn.data.list]) {
      expect(product.price_visible).toBe(true);
      expect(product.price).toEqual(expect.any(Number));
    }
    expect(en.data.list[0]?.currency).toBe('USD');
    expect(cn.data.list[0]?.currency).toBe('CNY');
    expect(cn.data.list[0]?.name).toMatch(/轴承/);
  });

  it('refuses a visitor the price orders and the price filter with 401, and gives them to a member', async () => {
    for (const params of [
      'keyword=valve&sort=price_asc',
      'keyword=valve&sort=price_desc',
      'keyword=valve&price_min=1',
    ]) {
      const answer = await search('en', params);
      expect(answer).toMatchObject({ status: 401, data: null, result: { code: 401, message: 'Not logged in' } });
    }
    const ascending = await search('en', 'keyword=valve&sort=price_asc&pageSize=50', `${member}; ${EN}`);
    const prices = ascending.data.list.map((p) => p.price ?? 0);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ranged = await search('en', 'keyword=valve&price_min=10&price_max=100&pageSize=50', `${member}; ${EN}`);
    expect(ranged.data.list.every((p) => (p.price ?? 0) >= 10 && (p.price ?? 0) <= 100)).toBe(true);
    const backwards = await search('en', 'keyword=valve&price_min=100&price_max=10', `${member}; ${EN}`);
    expect(backwards).toMatchObject({
      status: 60142,
      result: { code: 60142, message: 'The lowest price cannot be above the highest price' },
    });
  });

  it('tells a pending and an expired account why the price order and filter are refused', async () => {
    await createBuyer(t.db, { email: 'waiting@example.com' });
    await createBuyer(t.db, { email: 'lapsed@example.com', status: 'member', memberUntil: '2020-01-01' });
    const pending = await loginAs(t.app, 'waiting@example.com', undefined, '10.9.9.7');
    const expired = await loginAs(t.app, 'lapsed@example.com', undefined, '10.9.9.6');
    for (const params of ['keyword=valve&sort=price_desc', 'keyword=valve&price_max=50']) {
      expect(await search('en', params, `${pending}; ${EN}`)).toMatchObject({
        status: 60119,
        data: null,
        result: { code: 60119 },
      });
      expect(await search('en', params, `${expired}; ${EN}`)).toMatchObject({
        status: 60118,
        data: null,
        result: { code: 60118, message: 'Member expired' },
      });
    }
  });

  it('orders by sales and by newest', async () => {
    const bySales = await search('en', 'keyword=steel&sort=sales&pageSize=50');
    const sales = bySales.data.list.map((p) => p.sales_volume);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const newest = await search('en', 'keyword=steel&sort=newest&pageSize=5');
    expect(newest.data.list).toHaveLength(5);
  });

  it('filters by category, brand, MOQ, lead time and store score', async () => {
    const all = await search('en', 'keyword=steel&pageSize=100&facets=1');
    const facet = all.data.facets?.categories[0];
    const brand = all.data.facets?.brands[0]?.brand ?? '';
    expect(facet).toBeDefined();
    const inCategory = await search('en', `keyword=steel&pageSize=100&category_id=${facet?.category_id}`);
    expect(inCategory.data.total).toBe(facet?.count);
    expect(inCategory.data.list.every((p) => p.category_id === facet?.category_id)).toBe(true);
    const ofBrand = await search('en', `keyword=steel&pageSize=100&brand=${q(brand)}`);
    expect(ofBrand.data.total).toBeGreaterThan(0);
    expect(ofBrand.data.list.every((p) => p.brand === brand)).toBe(true);
    const moq = await search('en', 'keyword=steel&pageSize=100&moq_max=10');
    expect(moq.data.list.every((p) => p.moq <= 10)).toBe(true);
    const lead = await search('en', 'keyword=steel&pageSize=100&lead_time_max=7');
    expect(lead.data.list.every((p) => p.lead_time <= 7)).toBe(true);
    expect(lead.data.total).toBeLessThan(all.data.total);
    const scored = await search('en', 'keyword=steel&pageSize=100&score_min=4.5');
    const goodStores = await queryRows<{ shop_code: string }>(
      t.db,
      sql`SELECT shop_code FROM stores WHERE score >= 45`,
    );
    const codes = new Set(goodStores.map((row) => row.shop_code));
    expect(scored.data.list.every((p) => codes.has(p.shop_code))).toBe(true);
  });

  it('pages through the hits; facets only when asked for', async () => {
    const first = await search('en', 'keyword=steel&pageSize=5&page=1');
    const second = await search('en', 'keyword=steel&pageSize=5&page=2');
    expect(first.data.facets).toBeNull();
    expect(second.data.facets).toBeNull();
    expect(second.data.total).toBe(first.data.total);
    const firstIds = new Set(first.data.list.map((p) => p.id));
    expect(second.data.list.some((p) => firstIds.has(p.id))).toBe(false);
  });

  it('finds a product only in the markets it is sold in, by its code', async () => {
    const [row] = await queryRows<{ code: string }>(
      t.db,
      sql`SELECT code FROM products WHERE NOT available_en AND available_cn ORDER BY id LIMIT 1`,
    );
    expect(row).toBeDefined();
    expect((await search('en', `keyword=${row?.code}`)).data.total).toBe(0);
    expect((await search('cn', `keyword=${row?.code}`)).data.list.map((p) => p.code)).toEqual([row?.code]);
  });

  it('says an empty search cannot be made, in the caller language', async () => {
    for (const keyword of ['', '   ', '\t\n']) {
      expect(await search('en', `keyword=${q(keyword)}`)).toMatchObject({
        status: 60140,
        data: null,
        result: { code: 60140, message: 'Search input cannot be empty' },
      });
    }
    expect(await search('en', 'page=1', ZH)).toMatchObject({ result: { code: 60140, message: '搜索内容不能为空' } });
  });
});

describe('bad input', () => {
  it.each([
    ['%', 0],
    ['_', 0],
    ['\\', 0],
    ["'", 0],
    ['.*', 0],
    ['%_%', 0],
    ['🔩🔧', 0],
    ["'; DROP TABLE products; --", null],
    ['bolt%', null],
    ['螺栓 bolt', null],
    ['不锈钢bolt', null],
    ['Ｂｏｌｔ', null],
    ['a'.repeat(100), 0],
    ['(bolt | nut) & !washer', null],
    ['bolt:*', null],
  ])('%j gives a sensible answer', async (keyword, total) => {
    const answer = await search('en', `keyword=${q(keyword)}`);
    expect(answer).toMatchObject({ status: 200, result: { code: 0 } });
    if (total !== null) expect(answer.data.total).toBe(total);
    const match = await get<{ list: string[] }>(`/api/shop/search/keyword/match?keyword=${q(keyword)}`);
    expect(match.status).toBe(200);
  });

  it('finds bolts whatever decoration surrounds the word', async () => {
    for (const keyword of ['bolt%', 'Ｂｏｌｔ', '螺栓 bolt', 'bolt:*']) {
      const answer = await search('en', `keyword=${q(keyword)}`);
      expect(answer.data.list[0]?.name).toMatch(/Bolt/);
    }
  });

  it('refuses a keyword of 1,000 characters with a clear message; suggestions stay empty', async () => {
    const long = 'bolt '.repeat(200);
    expect(await search('en', `keyword=${q(long)}`)).toMatchObject({
      status: 60141,
      result: { code: 60141, message: 'Please search with at most 100 characters' },
    });
    expect((await get<{ list: string[] }>(`/api/shop/search/keyword/match?keyword=${q(long)}`)).data.list).toEqual([]);
    expect((await get<{ list: Product[] }>(`/api/shop/search/keyword/items?keyword=${q(long)}`)).data.list).toEqual([]);
  });

  it('rejects malformed filters as validation errors, and the catalogue is intact afterwards', async () => {
    for (const params of ['keyword=bolt&sort=cheapest', 'keyword=bolt&moq_max=-1', 'keyword=bolt&score_min=9']) {
      expect((await search('en', params)).status).toBe(400);
    }
    const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM products`);
    expect(row?.n).toBe(300);
  });
});

describe('GET /api/shop/search/keyword/match', () => {
  const match = (keyword: string, cookie = EN) =>
    get<{ list: string[] }>(`/api/shop/search/keyword/match?keyword=${q(keyword)}`, cookie);

  it('suggests as the buyer types, in their language first', async () => {
    const en = await match('bea');
    expect(en.data.list).toContain('Ball Bearings');
    expect(en.data.list.every((s) => /bea/i.test(s))).toBe(true);
    const zh = await match('螺', ZH);
    expect(zh.data.list[0]).toMatch(/螺/);
    expect(zh.data.list).toContain('螺栓');
  });

  it('suggests Chinese names for pinyin, full and initials', async () => {
    expect((await match('luoshuan', ZH)).data.list).toContain('螺栓');
    expect((await match('zhouc', ZH)).data.list.some((s) => s.includes('轴承'))).toBe(true);
    expect((await match('zc', ZH)).data.list.some((s) => s.includes('轴承'))).toBe(true);
  });

  it('answers an empty list for nothing typed', async () => {
    expect((await match('')).data.list).toEqual([]);
    expect((await match('  ')).data.list).toEqual([]);
  });
});

describe('GET /api/shop/search/keyword/items', () => {
  const items = (keyword: string, market: string, cookie = EN) =>
    get<{ list: Product[] }>(`/api/shop/search/keyword/items?keyword=${q(keyword)}&market=${market}`, cookie);

  it('gives the best five hits; prices only to a member, in the market asked for', async () => {
    const visitor = await items('bearing', 'cn', ZH);
    expect(visitor.data.list).toHaveLength(5);
    expect(visitor.data.list.every((p) => p.currency === 'CNY' && /轴承/.test(p.name))).toBe(true);
    expectNoPrices(visitor.data.list);
    const priced = await items('bearing', 'en', `${member}; ${EN}`);
    expect(priced.data.list.every((p) => p.price_visible && p.currency === 'USD' && typeof p.price === 'number')).toBe(
      true,
    );
  });

  it('puts the product of an exact code first', async () => {
    const [row] = await queryRows<{ code: string; name_en: string }>(
      t.db,
      sql`SELECT code, name_en FROM products WHERE available_en ORDER BY id LIMIT 1`,
    );
    const answer = await items(row?.code ?? '', 'en');
    expect(answer.data.list[0]?.name).toBe(row?.name_en);
  });
});

describe('search history', () => {
  const history = (cookie: string) => get<{ list: SearchRecord[] }>('/api/shop/search_record', cookie);
  const remove = (cookie: string, payload: Record<string, string> = {}) =>
    post<{ deleted: number }>('/api/shop/delete_search_record', payload, cookie);

  it("keeps a member's searches on the server, newest first, each once", async () => {
    const cookie = `${member}; ${EN}`;
    await remove(cookie);
    await search('en', 'keyword=Pipette', otherMember);
    await search('en', 'keyword=bolt', cookie);
    await search('cn', `keyword=${q('螺栓')}`, cookie);
    await search('en', `keyword=${q('  hex   bolt ')}`, cookie);
    await search('en', 'keyword=bolt&page=2', cookie);
    expect((await history(cookie)).data.list.map((r) => r.keyword)).toEqual(['hex bolt', '螺栓', 'bolt']);
    await search('en', 'keyword=bolt', cookie);
    const list = (await history(cookie)).data.list;
    expect(list.map((r) => r.keyword)).toEqual(['bolt', 'hex bolt', '螺栓']);
    expect(Date.parse(list[0]?.searched_at ?? '')).not.toBeNaN();
    // Another member has their own.
    expect((await history(otherMember)).data.list.map((r) => r.keyword)).toEqual(['Pipette']);
  });

  it('deletes one keyword, then all of them', async () => {
    const cookie = `${member}; ${EN}`;
    expect((await remove(cookie, { keyword: '螺栓' })).data.deleted).toBe(1);
    expect((await history(cookie)).data.list.map((r) => r.keyword)).toEqual(['bolt', 'hex bolt']);
    expect((await remove(cookie)).data.deleted).toBe(2);
    expect((await history(cookie)).data.list).toEqual([]);
    expect((await history(otherMember)).data.list).toHaveLength(1);
  });

  it('keeps searches made within one millisecond in the order they were made', async () => {
    const cookie = `${member}; ${EN}`;
    const keywords = ['bolt', 'nut', 'washer', 'glove', 'valve', 'bearing', 'cable', 'tape', 'lamp', 'pump'];
    for (const keyword of keywords) await search('en', `keyword=${keyword}&pageSize=1`, cookie);
    expect((await history(cookie)).data.list.map((r) => r.keyword).slice(0, keywords.length)).toEqual(
      [...keywords].reverse(),
    );
    await remove(cookie);
  });

  it('keeps nothing on the server for a visitor', async () => {
    await search('en', 'keyword=gloves');
    expect(await history(EN)).toMatchObject({ status: 200, data: { list: [] } });
    expect((await remove(EN)).data.deleted).toBe(0);
  });

  it('refuses a deletion posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/delete_search_record',
      headers: { cookie: member, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.json()).toMatchObject({ result: { code: 403 } });
  });
});
