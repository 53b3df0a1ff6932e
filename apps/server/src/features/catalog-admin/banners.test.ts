import { API, CONSOLE_API, ErrorCode } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { png } from '../../../test/sample-files.js';
import { callConsole, uploadPicture } from './console-test-kit.js';

const HOUR = 60 * 60_000;
const now = Date.parse('2026-12-01T08:00:00Z');
let t: TestApp;
let catalog: string;
let sales: string;
let member: string;
let imageId: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(now) });
  await createOperator(t.db, 'catalog@mall.example', 'catalog');
  await createOperator(t.db, 'sales@mall.example', 'sales');
  catalog = await loginOperator(t.app, 'catalog@mall.example');
  sales = await loginOperator(t.app, 'sales@mall.example');
  await createBuyer(t.db, { email: 'member@example.com', status: 'member', memberUntil: '2099-01-01' });
  member = await loginAs(t.app, 'member@example.com');
  imageId = (await uploadPicture(t.app, catalog, png(320, 120))).data.id;
});
afterAll(() => t.close());

const call = (def: Parameters<typeof callConsole>[1], input?: Record<string, unknown>, lang?: string) =>
  callConsole(t.app, def, catalog, input, lang);

async function homeBanners(lang = 'en_US') {
  const res = await t.app.inject({ url: API.swiper.path, headers: { cookie: `frontend_lang=${lang}` } });
  return res.json().data.list as Array<{ id: number; title: string; image: string; link: string }>;
}

describe('home banners in the console', () => {
  it('is for catalog operators only', async () => {
    for (const def of [
      CONSOLE_API.banners,
      CONSOLE_API.bannerCreate,
      CONSOLE_API.bannerUpdate,
      CONSOLE_API.bannerDelete,
      CONSOLE_API.bannerReorder,
    ]) {
      expect((await callConsole(t.app, def, sales)).status).toBe(403);
      expect((await callConsole(t.app, def, member)).status).toBe(401);
      expect((await callConsole(t.app, def, null)).status).toBe(401);
    }
  });

  it('adds, changes, orders and deletes banners the home page shows at once, within their window', async () => {
    const created = await call(CONSOLE_API.bannerCreate, {
      title_en: 'Spring fair',
      title_zh: '春季展会',
      image_id: imageId,
      link: '/pages/group-buying/index',
    });
    expect(created.data).toMatchObject({ title_en: 'Spring fair', version: 1, starts_at: null, ends_at: null });
    const id = created.data.id;
    expect((await homeBanners()).at(-1)).toMatchObject({ id, title: 'Spring fair', link: '/pages/group-buying/index' });
    expect((await homeBanners('zh_CN')).at(-1)?.title).toBe('春季展会');

    const later = await call(CONSOLE_API.bannerUpdate, {
      id,
      version: 1,
      starts_at: new Date(now + HOUR).toISOString(),
    });
    expect(later.data.version).toBe(2);
    expect((await homeBanners()).some((b) => b.id === id)).toBe(false);
    await call(CONSOLE_API.bannerUpdate, {
      id,
      version: 2,
      starts_at: '',
      ends_at: new Date(now + HOUR).toISOString(),
    });
    expect((await homeBanners()).some((b) => b.id === id)).toBe(true);
    const stale = await call(CONSOLE_API.bannerUpdate, { id, version: 2, title_en: 'Late' });
    expect(stale.result.code).toBe(ErrorCode.CATALOGUE_ITEM_STALE);

    const order = (await call(CONSOLE_API.banners)).data.list.map((b: { id: number }) => b.id).reverse();
    const reordered = await call(CONSOLE_API.bannerReorder, { ids: order });
    expect(reordered.data.list.map((b: { id: number }) => b.id)).toEqual(order);
    expect((await homeBanners()).map((b) => b.id)).toEqual(order);
    expect((await call(CONSOLE_API.bannerReorder, { ids: order.slice(1) })).result.code).toBe(
      ErrorCode.CATALOGUE_ORDER_MISMATCH,
    );

    const current = (await call(CONSOLE_API.banners)).data.list.find((b: { id: number }) => b.id === id);
    expect((await call(CONSOLE_API.bannerDelete, { id, version: current.version })).status).toBe(200);
    expect((await homeBanners()).some((b) => b.id === id)).toBe(false);
    expect((await call(CONSOLE_API.bannerDelete, { id, version: current.version })).result.code).toBe(
      ErrorCode.BANNER_NOT_FOUND,
    );

    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE entity = 'banner' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['banner.create', 'banner.update', 'banner.update', 'banner.delete']);
  });

  it('checks the fields in the operator language', async () => {
    const bad = await call(CONSOLE_API.bannerCreate, {
      title_en: '',
      title_zh: 'x',
      image_id: 'nope',
      link: 'https://elsewhere.example',
      starts_at: new Date(now + HOUR).toISOString(),
      ends_at: new Date(now).toISOString(),
    });
    expect(bad.result).toEqual({
      code: 400,
      message:
        'title_en: Please enter 1-100 characters; image_id: Please upload a picture; link: Please enter a storefront path starting with /, or leave it empty; ends_at: The end must be after the start',
    });
    const zh = await call(CONSOLE_API.bannerCreate, { title_en: 'x', title_zh: 'x' }, 'zh_CN');
    expect(zh.result.message).toBe('image_id：为必填项');
  });
});
