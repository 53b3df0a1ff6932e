import { API, type Envelope, ErrorCode, MARKETS, MEMBER_ONLY_SORTS, marketPath } from '@mall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, type TestApp } from '../../../test/helper.js';
import { groupCampaigns, products, productVideos, stores } from '../../db/schema/index.js';

/**
 * The price-leak walk: as a visitor, a pending account, an expired member and a member whose date
 * has passed, call every endpoint that shows products and fail on any field that carries a price or
 * something a price can be worked out from; then as an active member, who must see them.
 */
let t: TestApp;
let memberCookie: string;
/** The logged-in buyers who see no prices, by what their account is. */
const unpriced: Record<'pending' | 'expired' | 'lapsed' | 'rejected', string> = {
  pending: '',
  expired: '',
  lapsed: '',
  rejected: '',
};
beforeAll(async () => {
  t = await buildTestApp();
  await createBuyer(t.db, { email: 'walker@example.com', status: 'member', memberUntil: '2099-01-01' });
  await createBuyer(t.db, { email: 'pending@example.com', status: 'pending', memberUntil: null });
  await createBuyer(t.db, { email: 'expired@example.com', status: 'expired', memberUntil: '2024-01-01' });
  // Still a member in its row, but its date has passed: expired as of today.
  await createBuyer(t.db, { email: 'lapsed@example.com', status: 'member', memberUntil: '2024-01-01' });
  await createBuyer(t.db, { email: 'rejected@example.com', status: 'rejected', memberUntil: null });
  memberCookie = await loginAs(t.app, 'walker@example.com');
  unpriced.pending = await loginAs(t.app, 'pending@example.com');
  unpriced.expired = await loginAs(t.app, 'expired@example.com');
  unpriced.lapsed = await loginAs(t.app, 'lapsed@example.com');
  unpriced.rejected = await loginAs(t.app, 'rejected@example.com');
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

/** Every read that shows products; `loggedIn` adds the buyer's own recommendations (a visitor is sent to log in). */
async function walkUrls(loggedIn: boolean): Promise<string[]> {
  const urls: string[] = [API.swiper.path, API.categoryRecommend.path, API.categories.path];
  const [store] = await t.db.select({ code: stores.shopCode }).from(stores).limit(1);
  const someProducts = await t.db
    .select({
      id: products.id,
      code: products.code,
      name: products.nameEn,
      en: products.availableEn,
      cn: products.availableCn,
    })
    .from(products)
    .orderBy(products.id)
    .limit(40);
  const videos = await t.db.select({ id: productVideos.productId }).from(productVideos).limit(3);
  const campaigns = await t.db.select({ id: groupCampaigns.id }).from(groupCampaigns);
  const keyword = encodeURIComponent(someProducts[0]?.name.split(' ')[0] ?? '');
  for (const market of MARKETS) {
    const at = (path: string) => marketPath(path, market);
    for (const sort of ['recommended', 'sales', 'newest']) {
      urls.push(`${at(API.productRecommend.path)}?sort=${sort}&pageSize=100`);
    }
    urls.push(`${at(API.productRecommend.path)}?category_id=1&pageSize=100`);
    for (const p of someProducts) {
      if (market === 'en' ? p.en : p.cn) urls.push(`${at(API.productDetail.path)}?id=${p.id}`);
    }
    for (const p of someProducts.slice(0, 5)) urls.push(`${API.scanProduct.path}?code=${p.code}&market=${market}`);
    for (const v of videos) urls.push(`${at(API.productDetail.path)}?id=${v.id}`);
    urls.push(`${at(API.store.path)}?shop_code=${store?.code}&pageSize=100`);
    urls.push(`${at(API.groupBuying.path)}?pageSize=100`);
    for (const c of campaigns) urls.push(`${at(API.groupBuyingDetail.path)}?id=${c.id}`);
    urls.push(`${at(API.search.path)}?keyword=${keyword}&pageSize=100`);
    urls.push(`${API.keywordItems.path}?keyword=${keyword}&market=${market}`);
    if (loggedIn) urls.push(`${API.buyerProductRecommend.path}?market=${market}&pageSize=100`);
  }
  return urls;
}

interface Walked {
  url: string;
  status: number;
  leaks: string[];
  cacheControl: string | undefined;
  vary: string | undefined;
}

async function walk(cookie: string, loggedIn: boolean): Promise<Walked[]> {
  const out = [];
  for (const url of await walkUrls(loggedIn)) {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const body = res.json<Envelope<unknown>>();
    out.push({
      url,
      status: body.status,
      leaks: leaks(body.data, 'data', []),
      cacheControl: res.headers['cache-control'] as string | undefined,
      vary: res.headers.vary as string | undefined,
    });
  }
  return out;
}

/** An answer without prices may be kept by a cache, one copy per cookie; a scan of a code not sold in the market is no product. */
function expectPublicAndUnpriced(results: Walked[]): void {
  for (const r of results) {
    if (r.url.includes('scan_code') && r.status !== 200) continue;
    expect(r.status, r.url).toBe(200);
    expect(r.leaks, r.url).toEqual([]);
    // An answer behind a login is one buyer's own, priced or not; the catalogue's vary by cookie.
    if (r.url.includes('/buyer/v1/')) expect(r.cacheControl, r.url).toBe('private, no-store');
    else {
      expect(r.cacheControl, r.url).toBeUndefined();
      expect(r.vary, r.url).toMatch(/\bCookie\b/);
    }
  }
}

describe('the price-leak walk', () => {
  it('finds no price anywhere a visitor looks, in both markets and both languages', async () => {
    for (const lang of ['frontend_lang=en_US', 'frontend_lang=zh_CN']) {
      const results = await walk(lang, false);
      expect(results.length).toBeGreaterThan(60);
      expectPublicAndUnpriced(results);
    }
  });

  it('finds no price for a pending, expired or rejected account, or a member whose date has passed', async () => {
    for (const [account, cookie] of Object.entries(unpriced)) {
      for (const lang of ['frontend_lang=en_US', 'frontend_lang=zh_CN']) {
        const results = await walk(`${cookie}; ${lang}`, true);
        expect(
          results.filter((r) => r.url.includes('/buyer/v1/product/recommend')),
          account,
        ).toHaveLength(2);
        expectPublicAndUnpriced(results);
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

  it('tells a pending account it is under review, an expired member to renew, a rejected one why, for a price order', async () => {
    const expected = {
      pending: [ErrorCode.ACCOUNT_PENDING, 'Your account is under review. You can order once it is approved.'],
      expired: [ErrorCode.MEMBER_EXPIRED, 'Member expired'],
      lapsed: [ErrorCode.MEMBER_EXPIRED, 'Member expired'],
      rejected: [
        ErrorCode.ACCOUNT_REJECTED,
        'Your account application was not approved. Please contact us for details.',
      ],
    } as const;
    for (const [account, cookie] of Object.entries(unpriced)) {
      const [code, message] = expected[account as keyof typeof expected];
      for (const sort of MEMBER_ONLY_SORTS) {
        const url = `${marketPath(API.productRecommend.path, 'en')}?sort=${sort}`;
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.json(), `${account} ${url}`).toEqual({ status: code, data: null, result: { code, message } });
      }
    }
  });

  it('asks a visitor to log in for the buyer recommendations rather than answering them', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.buyerProductRecommend.path });
    expect(res.json()).toMatchObject({ status: 401, data: null });
  });

  it('refuses the cart, where every line is priced, to a pending, expired or rejected account', async () => {
    const carts = [API.mallCart, API.catalogCart, API.groupBuyingCart, API.scanCodeCart];
    const expected = {
      pending: [ErrorCode.ACCOUNT_PENDING, 'Your account is under review. You can order once it is approved.'],
      expired: [ErrorCode.MEMBER_EXPIRED, 'Member expired'],
      lapsed: [ErrorCode.MEMBER_EXPIRED, 'Member expired'],
      rejected: [
        ErrorCode.ACCOUNT_REJECTED,
        'Your account application was not approved. Please contact us for details.',
      ],
    } as const;
    for (const [account, cookie] of Object.entries(unpriced)) {
      const [code, message] = expected[account as keyof typeof expected];
      for (const cart of carts) {
        const res = await t.app.inject({ method: 'GET', url: cart.path, headers: { cookie } });
        expect(res.json(), `${account} ${cart.path}`).toEqual({ status: code, data: null, result: { code, message } });
      }
    }
  });

  it('is not blind: the same walk as a member finds the prices, and no cache keeps them', async () => {
    const results = await walk(`${memberCookie}; frontend_lang=en_US`, true);
    const flagged = results.filter((r) => r.leaks.length > 0);
    for (const route of [
      '/product/detail',
      '/product/recommend',
      '/group_buying',
      '/shop/store',
      '/scan_code/product',
      '/shop/search',
      '/keyword/items',
      '/buyer/v1/product/recommend',
    ]) {
      expect(
        flagged.some((r) => r.url.includes(route)),
        route,
      ).toBe(true);
    }
    for (const r of flagged) expect(r.cacheControl, r.url).toBe('private, no-store');
    const swiper = results.find((r) => r.url.includes('swiper'));
    expect(swiper?.leaks).toEqual([]);
    expect(swiper?.cacheControl).toBeUndefined();
    expect(swiper?.vary).toMatch(/\bCookie\b/);
  });

  it("keeps every answer behind a login out of caches: the member's cart, count and documents", async () => {
    for (const route of [API.mallCart, API.catalogCart, API.cartCount, API.offers, API.purchaseOrders]) {
      const url = route.market ? marketPath(route.path, 'en') : route.path;
      const res = await t.app.inject({ url, headers: { cookie: memberCookie } });
      expect(res.json().status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
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
