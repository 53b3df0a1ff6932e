import type { SearchPage } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/**
 * The relevance set: what a buyer types, and the products of the demo catalogue (by id) that must
 * be among the first five hits. English, Chinese, pinyin, typos, codes and mixed scripts.
 */
const RELEVANCE: ReadonlyArray<readonly [keyword: string, ids: number[]]> = [
  // English: words, prefixes, plural and singular
  ['bearing', [78, 95]],
  ['bearings', [78, 95]],
  ['ball bearing', [78, 39]],
  ['hex bolt', [108, 105]],
  ['bolts', [108, 105, 116]],
  ['bolt', [108, 105, 116]],
  ['led bulb', [3]],
  ['hydraulic cylinder', [4]],
  ['butterfly valve', [5, 183, 121]],
  ['emergency light', [2, 118, 241]],
  ['gloves', [58, 197]],
  ['glove', [58, 197]],
  ['stackable bin', [1, 145]],
  ['pipette', [163, 161]],
  ['pressure gauge', [294, 181]],
  ['caster', [47, 187]],
  ['hydrau', [4]],
  ['butterf', [5]],
  // Typos of one letter
  ['bering', [78, 95]],
  ['hydralic', [4]],
  ['glovs', [58]],
  ['presure gauge', [294]],
  ['vlave butterfly', [5]],
  ['cylnder hydraulic', [4]],
  // Chinese: one character and longer substrings
  ['螺', [108]],
  ['螺栓', [108, 105, 116]],
  ['轴承', [78, 95]],
  ['液压油缸', [4]],
  ['蝶阀', [5, 183, 121]],
  ['手套', [58, 197]],
  ['应急灯', [2, 118, 241]],
  ['零件盒', [1, 145]],
  ['球泡灯', [3]],
  // Pinyin, full and initials
  ['luoshuan', [108, 105]],
  ['ls', [108]],
  ['zhoucheng', [78, 95]],
  ['diefa', [5, 183]],
  ['shoutao', [58, 197]],
  ['yingjideng', [2, 118]],
  ['fbyjd', [2]],
  // Codes: product code exactly, shop code
  ['6900000000007', [1]],
  ['6900000000038', [4]],
  ['S10035', [1]],
  // Mixed scripts and specifications
  ['不锈钢 bolt', [108]],
  ['LED 12W', [3]],
  ['M16x60 bolt', [108, 116]],
];

describe('the relevance set', () => {
  it('has at least 40 queries', () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(RELEVANCE)('%s finds %j in the first five', async (keyword, ids) => {
    const res = await t.app.inject({
      url: `/api/en/shop/search?keyword=${encodeURIComponent(keyword)}&pageSize=5`,
      headers: { cookie: 'frontend_lang=en_US' },
    });
    const body = res.json() as { status: number; data: SearchPage };
    expect(body.status).toBe(200);
    const top = body.data.list.map((product) => product.id);
    for (const id of ids) expect(top).toContain(id);
  });

  it('puts the product of an exact code first, even when its words match others', async () => {
    const res = await t.app.inject({ url: '/api/en/shop/search?keyword=6900000000038' });
    expect((res.json() as { data: SearchPage }).data.list.map((p) => p.id)).toEqual([4]);
  });
});
