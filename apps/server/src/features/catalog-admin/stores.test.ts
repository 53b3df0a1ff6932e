import { API, CONSOLE_API, ErrorCode } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { png } from '../../../test/sample-files.js';
import { callConsole, uploadPicture } from './console-test-kit.js';

let t: TestApp;
let catalog: string;
let reviewer: string;
let member: string;

beforeAll(async () => {
  t = await buildTestApp();
  await createOperator(t.db, 'catalog@mall.example', 'catalog');
  await createOperator(t.db, 'reviewer@mall.example', 'reviewer');
  catalog = await loginOperator(t.app, 'catalog@mall.example');
  reviewer = await loginOperator(t.app, 'reviewer@mall.example');
  await createBuyer(t.db, { email: 'member@example.com', status: 'member', memberUntil: '2099-01-01' });
  member = await loginAs(t.app, 'member@example.com');
});
afterAll(() => t.close());

const call = (def: Parameters<typeof callConsole>[1], input?: Record<string, unknown>, lang?: string) =>
  callConsole(t.app, def, catalog, input, lang);

async function storePage(shopCode: string, lang = 'en_US') {
  const res = await t.app.inject({
    url: `${API.store.path}?shop_code=${shopCode}`,
    headers: { cookie: `${member}; frontend_lang=${lang}` },
  });
  return res.json();
}

describe('stores in the console', () => {
  it('is for catalog operators only', async () => {
    for (const def of [
      CONSOLE_API.stores,
      CONSOLE_API.storeDetail,
      CONSOLE_API.storeCreate,
      CONSOLE_API.storeUpdate,
      CONSOLE_API.catalogueImageUpload,
    ]) {
      expect((await callConsole(t.app, def, reviewer)).status).toBe(403);
      expect((await callConsole(t.app, def, member)).status).toBe(401);
      expect((await callConsole(t.app, def, null)).status).toBe(401);
    }
  });

  it('lists and shows stores with scores as text and product counts', async () => {
    const page = await call(CONSOLE_API.stores, { pageSize: 5 });
    expect(page.data.total).toBeGreaterThan(0);
    const first = page.data.list[0];
    expect(first.score).toMatch(/^\d\.\d$/);
    expect(first.product_count).toBeGreaterThan(0);
    expect((await call(CONSOLE_API.storeDetail, { shop_code: first.shop_code })).data).toEqual(first);
    expect((await call(CONSOLE_API.storeDetail, { shop_code: 'NOPE1' })).result.code).toBe(ErrorCode.STORE_NOT_FOUND);
  });

  it('creates a store with an uploaded logo; a file that is not a picture is refused', async () => {
    const logo = await uploadPicture(t.app, catalog, png(64, 64));
    expect(logo.data).toMatchObject({ kind: 'png', width: 64, height: 64 });
    const served = await t.app.inject({ url: logo.data.url });
    expect(served.headers['content-type']).toBe('image/png');
    const text = await uploadPicture(t.app, catalog, Buffer.from('just some text'), 'logo.png');
    expect(text.result.code).toBe(ErrorCode.FILE_TYPE_NOT_ALLOWED);

    const fields = {
      shop_code: 'NEWSTORE1',
      name_en: 'Harbour Fasteners',
      name_zh: '港湾紧固件',
      score: '4.6',
      services_score: 4,
      entered_on: '2024-03-01',
      qualification_en: 'ISO 9001',
      qualification_zh: 'ISO 9001 认证',
      catalog_en: 'Bolts and nuts',
      catalog_zh: '螺栓和螺母',
    };
    const created = await call(CONSOLE_API.storeCreate, { ...fields, logo_image_id: logo.data.id });
    expect(created.data).toMatchObject({ score: '4.6', services_score: '4.0', logo: logo.data.url, version: 1 });
    expect((await call(CONSOLE_API.storeCreate, fields)).result.code).toBe(ErrorCode.STORE_CODE_TAKEN);
    const missingLogo = await call(CONSOLE_API.storeCreate, {
      ...fields,
      shop_code: 'NEWSTORE2',
      logo_image_id: 'a'.repeat(32),
    });
    expect(missingLogo.result.code).toBe(ErrorCode.CATALOGUE_IMAGE_NOT_FOUND);
    expect((await storePage('NEWSTORE1')).data.store).toMatchObject({
      name: 'Harbour Fasteners',
      score: 4.6,
      logo: logo.data.url,
    });
  });

  it('checks the fields in the operator language', async () => {
    const bad = await call(CONSOLE_API.storeCreate, {
      shop_code: 'bad code',
      name_en: 'x',
      name_zh: 'x',
      score: '5.5',
      services_score: '4.55',
      entered_on: '2024-02-30',
      qualification_en: '',
      qualification_zh: '',
      catalog_en: '',
      catalog_zh: '',
    });
    expect(bad.result).toEqual({
      code: 400,
      message:
        'shop_code: Please enter 1-16 capital letters or digits; score: Please enter a score from 0 to 5 with at most one decimal; services_score: Please enter a score from 0 to 5 with at most one decimal; entered_on: Please enter a valid date (YYYY-MM-DD)',
    });
    const zh = await call(CONSOLE_API.storeUpdate, { shop_code: 'NEWSTORE1', version: 1, score: 'x' }, 'zh_CN');
    expect(zh.result.message).toBe('score：请输入0到5之间的评分，最多1位小数');
  });

  it('updates a store the storefront shows at once; a stale version is told', async () => {
    const store = (await call(CONSOLE_API.stores, { pageSize: 1 })).data.list[0];
    const updated = await call(CONSOLE_API.storeUpdate, {
      shop_code: store.shop_code,
      version: store.version,
      name_zh: '新名字',
      score: '3.1',
    });
    expect(updated.data).toMatchObject({ name_zh: '新名字', score: '3.1', version: store.version + 1 });
    await expect
      .poll(async () => (await storePage(store.shop_code, 'zh_CN')).data.store)
      .toMatchObject({ name: '新名字', score: 3.1 });
    const stale = await call(CONSOLE_API.storeUpdate, {
      shop_code: store.shop_code,
      version: store.version,
      name_en: 'Late',
    });
    expect(stale.result.code).toBe(ErrorCode.CATALOGUE_ITEM_STALE);
    const audit = await queryRows<{ before: { score: string }; after: { score: string } }>(
      t.db,
      sql`SELECT before, after FROM audit_log WHERE action = 'store.update' AND entity_id = ${store.shop_code}`,
    );
    expect(audit).toEqual([
      { before: expect.objectContaining({ score: store.score }), after: expect.objectContaining({ score: '3.1' }) },
    ]);
  });
});
