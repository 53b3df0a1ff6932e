import { SEARCH_GUIDE_MAX, SEARCH_GUIDE_MIN_BUYERS, type SearchPage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';

/** Logins are slow on purpose (scrypt); the test below makes many of them. */
const MANY_LOGINS_TIMEOUT_MS = 90_000;

let t: TestApp;
const EN = 'frontend_lang=en_US';
const ZH = 'frontend_lang=zh_CN';
let loginCount = 0;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** New buyers, each logged in once; the cookies carry the interface language too. */
async function buyers(count: number, status: 'member' | 'pending', lang = EN): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    loginCount += 1;
    const email = `searcher${loginCount}@example.com`;
    await createBuyer(t.db, { email, status, memberUntil: status === 'member' ? '2099-01-01' : null });
    cookies.push(`${await loginAs(t.app, email, undefined, `10.7.0.${loginCount}`)}; ${lang}`);
  }
  return cookies;
}

async function guide(cookie = EN): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/shop/search/keyword/guide', headers: { cookie } });
  return res.json().data.list;
}

async function search(keyword: string, cookie: string, market: 'en' | 'cn' = 'en', extra = ''): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${market}/shop/search?keyword=${encodeURIComponent(keyword)}${extra}`,
    headers: { cookie },
  });
  const body = res.json() as { status: number; data: SearchPage };
  expect(body.status).toBe(200);
  return body.data.total;
}

/** Odd keywords that each find products: one client repeating them must not make them popular. */
const ODD = ['size xl', 'pin', 'way', 'gang', 'xl'];

describe('GET /api/shop/search/keyword/guide', () => {
  let fresh: string[];

  it('offers the best-selling categories of the catalogue, in the caller language, on a fresh mall', async () => {
    const [top] = await queryRows<{ name_en: string; name_zh: string }>(
      t.db,
      sql`SELECT c.name_en, c.name_zh FROM products p JOIN categories c ON c.id = p.category_id
          GROUP BY c.id ORDER BY sum(p.sales_60d) DESC LIMIT 1`,
    );
    fresh = await guide();
    expect(fresh).toHaveLength(SEARCH_GUIDE_MAX);
    expect(fresh[0]).toBe(top?.name_en);
    const zh = await guide(ZH);
    expect(zh).toHaveLength(SEARCH_GUIDE_MAX);
    expect(zh[0]).toBe(top?.name_zh);
  });

  it(
    'stays as it was when one client repeats odd searches, from many sessions, and when visitors do',
    async () => {
      const [member] = await buyers(1, 'member');
      const sessions = [member as string];
      // The same buyer logging in again and again: each login is a new session of the same account.
      for (let i = 0; i < SEARCH_GUIDE_MIN_BUYERS + 1; i++) {
        sessions.push(`${await loginAs(t.app, `searcher${loginCount}@example.com`, undefined, `10.8.0.${i}`)}; ${EN}`);
      }
      for (const keyword of ODD) {
        for (const cookie of sessions) {
          expect(await search(keyword, cookie)).toBeGreaterThan(0);
          // A visitor, as many times as they like.
          await search(keyword, EN);
        }
      }
      expect(await guide()).toEqual(fresh);
    },
    MANY_LOGINS_TIMEOUT_MS,
  );

  it('offers a keyword once enough distinct approved buyers found products with it, not before', async () => {
    const members = await buyers(SEARCH_GUIDE_MIN_BUYERS, 'member');
    const [last, ...first] = members;
    for (const cookie of first) expect(await search('Hex Bolt', cookie)).toBeGreaterThan(0);
    expect(await guide()).not.toContain('hex bolt');
    // Searches with a filter are not the keyword alone: they do not count.
    await search('hex bolt', last as string, 'en', '&moq_max=1000000');
    expect(await guide()).not.toContain('hex bolt');
    await search('hex  bolt ', last as string);
    const list = await guide();
    expect(list[0]).toBe('hex bolt');
    expect(list).toHaveLength(SEARCH_GUIDE_MAX);
    // Only in the language those buyers searched in.
    expect(await guide(ZH)).not.toContain('hex bolt');
  });

  it('does not count accounts a reviewer has not approved', async () => {
    const pending = await buyers(SEARCH_GUIDE_MIN_BUYERS, 'pending');
    for (const cookie of pending) expect(await search('bearing', cookie)).toBeGreaterThan(0);
    expect(await guide()).not.toContain('bearing');
  });

  it('never offers a keyword that found nothing, however many buyers searched it', async () => {
    const members = await buyers(SEARCH_GUIDE_MIN_BUYERS, 'member');
    for (const cookie of members) expect(await search('bearing gloves', cookie)).toBe(0);
    expect(await guide()).not.toContain('bearing gloves');
  });

  it('offers in Chinese what buyers searched with the Chinese interface, in either market', async () => {
    const members = await buyers(SEARCH_GUIDE_MIN_BUYERS, 'member', ZH);
    for (const [i, cookie] of members.entries()) {
      expect(await search('手套', cookie, i % 2 === 0 ? 'cn' : 'en')).toBeGreaterThan(0);
    }
    expect((await guide(ZH))[0]).toBe('手套');
    expect(await guide()).not.toContain('手套');
  });
});
