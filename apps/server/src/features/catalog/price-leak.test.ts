import { API, type Envelope, MARKETS, MEMBER_ONLY_SORTS, marketPath } from '@mall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, type TestApp } from '../../../test/helper.js';
import { groupCampaigns, products, productVideos, stores } from '../../db/schema/index.js';

/**
 * The price-leak walk: as a visitor, call every catalogue endpoint and fail on any field
 * that carries a price or something a price can be worked out from.
 */
let t: TestApp;
let memberCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createBuyer(t.db, { email: 'walker@example.com', status: 'member', memberUntil: '2099-01-01' });
  memberCookie = await loginAs(t.app, 'walker@example.com');
});
afterAll(() => t.close());

/** Names that speak of money: their value must be null (or false, for `price_visible`). */
const PRICE_NAME = /price|discount|sub_?total|amount|cost|fee|tax|saving|currency_value/i;
/** The only numeric fields a visitor payload may carry; a new one must be reviewed and added here. */
const ALLOWED_NUMBERS = new Set([
  'status',
  'code',
  'id',
  'category_id',
  'parent_id',
  'moq',
  'lead_time',
  'sales_volume',
  'sales_60d',
  'score',
  'services',
  'product_count',
  'total',
  'page',
  'pageSize',
  'group_moq',
  'target_quantity',
  'committed_quantity',
  'progress',
]);
/** A price written as text: a currency sign or code beside digits. */
const PRICE_TEXT = /[$¥￥€£]\s*\d|\d\s*(USD|CNY|RMB|元)\b|(USD|CNY|RMB)\s*\d/;

function leaks(value: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      leaks(item, `${path}[${i}]`, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (key === 'price_visible') {
        if (inner !== false) found.push(`${at} = ${JSON.stringify(inner)}`);
      } else if (PRICE_NAME.test(key) && inner !== null && key !== 'currency') {
        found.push(`${at} = ${JSON.stringify(inner)}`);
      } else if (typeof inner === 'number' && !ALLOWED_NUMBERS.has(key)) {
        found.push(`${at} = ${inner} (unreviewed number)`);
      } else {
        leaks(inner, at, found);
      }
    }
  } else if (typeof value === 'string' && PRICE_TEXT.test(value.replace(/<[^>]*>/g, ''))) {
    found.push(`${path} = ${JSON.stringify(value)}`);
  }
  return found;
}

async function walkUrls(): Promise<string[]> {
  const urls: string[] = [API.swiper.path, API.categoryRecommend.path, API.categories.path];
  const [store] = await t.db.select({ code: stores.shopCode }).from(stores).limit(1);
  const someProducts = await t.db
    .select({ id: products.id, en: products.availableEn, cn: products.availableCn })
    .from(products)
    .orderBy(products.id)
    .limit(40);
  const videos = await t.db.select({ id: productVideos.productId }).from(productVideos).limit(3);
  const campaigns = await t.db.select({ id: groupCampaigns.id }).from(groupCampaigns);
  for (const market of MARKETS) {
    const at = (path: string) => marketPath(path, market);
    for (const sort of ['recommended', 'sales', 'newest']) {
      urls.push(`${at(API.productRecommend.path)}?sort=${sort}&pageSize=100`);
    }
    urls.push(`${at(API.productRecommend.path)}?category_id=1&pageSize=100`);
    for (const p of someProducts) {
      if (market === 'en' ? p.en : p.cn) urls.push(`${at(API.productDetail.path)}?id=${p.id}`);
    }
    for (const v of videos) urls.push(`${at(API.productDetail.path)}?id=${v.id}`);
    urls.push(`${at(API.store.path)}?shop_code=${store?.code}&pageSize=100`);
    urls.push(`${at(API.groupBuying.path)}?pageSize=100`);
    for (const c of campaigns) urls.push(`${at(API.groupBuyingDetail.path)}?id=${c.id}`);
  }
  return urls;
}

async function walk(cookie: string): Promise<{ url: string; status: number; leaks: string[] }[]> {
  const out = [];
  for (const url of await walkUrls()) {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const body = res.json<Envelope<unknown>>();
    out.push({ url, status: body.status, leaks: leaks(body.data, 'data', []) });
  }
  return out;
}

describe('the price-leak walk', () => {
  it('finds no price anywhere a visitor looks, in both markets and both languages', async () => {
    for (const lang of ['frontend_lang=en_US', 'frontend_lang=zh_CN']) {
      const results = await walk(lang);
      expect(results.length).toBeGreaterThan(60);
      for (const r of results) {
        expect(r.status, r.url).toBe(200);
        expect(r.leaks, r.url).toEqual([]);
      }
    }
  });

  it('asks a visitor to log in for a list ordered by price, which would tell how prices compare', async () => {
    for (const market of MARKETS) {
      for (const sort of MEMBER_ONLY_SORTS) {
        const url = `${marketPath(API.productRecommend.path, market)}?category_id=1&sort=${sort}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.json(), url).toEqual({ status: 401, data: null, result: { code: 401, message: 'Not logged in' } });
      }
    }
  });

  it('asks a visitor to log in for the buyer recommendations rather than answering them', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.buyerProductRecommend.path });
    expect(res.json()).toMatchObject({ status: 401, data: null });
  });

  it('is not blind: the same walk as a member finds the prices', async () => {
    const results = await walk(`${memberCookie}; frontend_lang=en_US`);
    const flagged = results.filter((r) => r.leaks.length > 0).map((r) => r.url);
    expect(flagged.some((u) => u.includes('/product/detail'))).toBe(true);
    expect(flagged.some((u) => u.includes('/product/recommend'))).toBe(true);
    expect(flagged.some((u) => u.includes('/group_buying'))).toBe(true);
    expect(flagged.some((u) => u.includes('/shop/store'))).toBe(true);
    expect(results.find((r) => r.url.includes('swiper'))?.leaks).toEqual([]);
  });

  it('flags a price written in a text field, and an unreviewed number', () => {
    expect(leaks({ name: 'Bolt, now only $12.50' }, 'data', [])).toHaveLength(1);
    expect(leaks({ title: '特价 ¥99' }, 'data', [])).toHaveLength(1);
    expect(leaks({ weight_per_unit_cents: 1250 }, 'data', [])).toHaveLength(1);
    expect(leaks({ list: [{ price: null, discount: 0.2 }] }, 'data', [])).toEqual(['data.list[0].discount = 0.2']);
    expect(leaks({ name: 'M8 x 40 bolt', moq: 10 }, 'data', [])).toEqual([]);
  });

  it('uses a store that really sells products', async () => {
    const [store] = await t.db.select({ code: stores.shopCode }).from(stores).limit(1);
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.shopCode, store?.code ?? ''));
    expect(row).toBeDefined();
  });
});
