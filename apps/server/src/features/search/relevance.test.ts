import type { SearchPage } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { RELEVANCE, RELEVANCE_TOP } from './relevance-set.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('the relevance set', () => {
  it('has at least 40 queries', () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(RELEVANCE)('%s finds %j in the first five', async (keyword, ids) => {
    const res = await t.app.inject({
      url: `/api/en/shop/search?keyword=${encodeURIComponent(keyword)}&pageSize=${RELEVANCE_TOP}`,
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

  it('finds screws and bolts for 螺丝 first, the screwdriver set that holds the word inside 螺丝刀 after them', async () => {
    const found = names(await hits('螺丝', 'cn', ZH));
    const last = found.at(-1);
    const fasteners = found.slice(0, -1);
    expect(last).toContain('螺丝刀');
    expect(fasteners.length).toBeGreaterThan(3);
    for (const name of fasteners) expect(name).toMatch(/螺钉|螺栓/);
    expect(fasteners.some((name) => name.includes('螺钉'))).toBe(true);
    expect(fasteners.some((name) => name.includes('螺栓'))).toBe(true);
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
    const screws = await suggestions('螺丝', ZH);
    expect(screws.length).toBeGreaterThan(1);
    expect(screws[0]).toMatch(/螺钉|螺栓/);
    const screwdriver = screws.findIndex((phrase) => phrase.includes('螺丝刀'));
    for (const phrase of screwdriver === -1 ? screws : screws.slice(0, screwdriver))
      expect(phrase).toMatch(/螺钉|螺栓/);
    expect(await suggestions('spanner', EN)).toContain('Insulated Combination Wrench 13mm');
  });
});
