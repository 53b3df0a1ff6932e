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
 * be among the first five hits. English, Chinese, pinyin, typos, synonyms, codes and mixed scripts.
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
  // Typos: two in one query, two in one long word, one in a short word
  ['hydralic jak', [158, 66, 203]],
  ['hydrolic jack', [158, 66, 203]],
  ['jak', [158, 66, 203]],
  ['glve', [58, 197]],
  // Synonyms: the buyer's word for what the catalogue calls otherwise
  ['spanner', [199, 178]],
  ['binder', [85, 290]],
  ['mcb', [143]],
  ['螺丝', [299, 69, 108]],
  ['液压顶', [158, 66, 203]],
  ['膨胀螺丝', [287]],
  ['空开', [189, 143]],
  ['地牛', [51]],
  ['螺帽', [249]],
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

const EN = 'frontend_lang=en_US';
const ZH = 'frontend_lang=zh_CN';

async function hits(keyword: string, market: 'en' | 'cn' = 'en', cookie = EN): Promise<SearchPage> {
  const res = await t.app.inject({
    url: `/api/${market}/shop/search?keyword=${encodeURIComponent(keyword)}&pageSize=20`,
    headers: { cookie },
  });
  return (res.json() as { data: SearchPage }).data;
}

const names = (page: SearchPage) => page.list.map((product) => product.name);

async function suggestions(keyword: string, cookie: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/shop/search/keyword/match?keyword=${encodeURIComponent(keyword)}`,
    headers: { cookie },
  });
  return (res.json() as { data: { list: string[] } }).data.list;
}

describe('typos and synonyms, as the buyer sees them', () => {
  it('finds hydraulic jacks, and only them, for a typo in each word', async () => {
    const found = await hits('hydralic jak');
    expect(found.total).toBe((await hits('hydraulic jack')).total);
    expect(names(found).length).toBeGreaterThan(0);
    for (const name of names(found)) expect(name).toMatch(/Hydraulic Jack/);
  });

  it('forgives two typos in a long word and one in a shorter word', async () => {
    expect(names(await hits('hydrolic'))).toEqual(names(await hits('hydraulic')));
    // Seven letters, two typos: more than a word of that length is forgiven.
    expect((await hits('hydrlic')).total).toBe(0);
    expect(names(await hits('vlave'))).toEqual(names(await hits('valve')));
  });

  it('ranks the reading one typo away above the one two typos away: "abresive" is abrasives, then adhesives', async () => {
    const found = await hits('abresive');
    const all = names(found);
    expect(found.total).toBe((await hits('abrasive')).total + (await hits('adhesive')).total);
    const lastAbrasive = all.findLastIndex((name) => /Disc|Sanding|Polishing/.test(name));
    const firstAdhesive = all.findIndex((name) => /Adhesive|Sealant|Tape|Threadlocker/.test(name));
    expect(lastAbrasive).toBeGreaterThanOrEqual(0);
    expect(firstAdhesive).toBeGreaterThan(lastAbrasive);
  });

  it('reads no typo into a word too short for one: "pk" finds nothing though "pc" and "pu" find products', async () => {
    expect((await hits('pc')).total).toBeGreaterThan(0);
    expect((await hits('pu')).total).toBeGreaterThan(0);
    expect((await hits('pk')).total).toBe(0);
  });

  it('finds screws and bolts for 螺丝, after the screwdriver set that has the word as typed', async () => {
    const [first, ...rest] = names(await hits('螺丝', 'cn', ZH));
    expect(first).toContain('螺丝刀');
    expect(rest.length).toBeGreaterThan(3);
    for (const name of rest) expect(name).toMatch(/螺钉|螺栓/);
    expect(rest.some((name) => name.includes('螺钉'))).toBe(true);
    expect(rest.some((name) => name.includes('螺栓'))).toBe(true);
  });

  it('ranks a synonym below the word as typed, whatever sells more: glues before the rest of the adhesives category', async () => {
    const found = names(await hits('glue'));
    // The Glues category (adhesives, threadlocker) has the word; sealants and tapes only share the
    // Adhesives category with them, found through the synonym "adhesive".
    const lastGlue = found.findLastIndex((name) => /Adhesive|Threadlocker/.test(name));
    const firstOther = found.findIndex((name) => /Sealant|Tape/.test(name));
    expect(lastGlue).toBeGreaterThanOrEqual(0);
    expect(firstOther).toBeGreaterThan(lastGlue);
    expect(found).toContain('Heat-Resistant Silicone Sealant Clear');
  });

  it('suggests through typos and synonyms, the word as typed before its synonyms', async () => {
    const typed = await suggestions('hydralic', EN);
    expect(typed.length).toBeGreaterThan(0);
    for (const phrase of typed) expect(phrase).toMatch(/Hydraulic/);
    const [first, ...rest] = await suggestions('螺丝', ZH);
    expect(first).toContain('螺丝刀');
    expect(rest.length).toBeGreaterThan(0);
    for (const phrase of rest) expect(phrase).toMatch(/螺钉|螺栓/);
    expect(await suggestions('spanner', EN)).toContain('Insulated Combination Wrench 13mm');
  });
});
