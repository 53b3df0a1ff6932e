import { CONSOLE_API, ErrorCode, type ProductAdminDetail } from '@mall/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTwinApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { multipart, png, xlsx } from '../../../test/sample-files.js';
import { categories, products, stores } from '../../db/schema/index.js';

let t: TestApp;
/** A second server on the same database, as a second process of a deployment would be. */
let twin: FastifyInstance;
let catalog: string;
let admin: string;
let subCategoryId: number;
let topCategoryId: number;
let shopCode: string;

beforeAll(async () => {
  t = await buildTestApp();
  twin = await buildTwinApp(t);
  await createOperator(t.db, 'catalog@mall.example', 'catalog', 'Wang Fang');
  await createOperator(t.db, 'admin@mall.example', 'admin');
  await createOperator(t.db, 'reviewer@mall.example', 'reviewer');
  await createOperator(t.db, 'sales@mall.example', 'sales');
  catalog = await loginOperator(t.app, 'catalog@mall.example');
  admin = await loginOperator(t.app, 'admin@mall.example');
  const [sub] = await t.db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(sql`${categories.parentId} IS NOT NULL`)
    .orderBy(categories.id)
    .limit(1);
  if (!sub?.parentId) throw new Error('no sub-category');
  subCategoryId = sub.id;
  topCategoryId = sub.parentId;
  const [store] = await t.db.select({ code: stores.shopCode }).from(stores).limit(1);
  shopCode = store?.code ?? '';
});
afterAll(async () => {
  await twin.close();
  await t.close();
});

const EN = 'frontend_lang=en_US';
const ZH = 'frontend_lang=zh_CN';
const postgres = process.env.MALL_TEST_DB === 'postgres';

/** A valid EAN-13 from a 12-digit prefix. */
function ean(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

function fields(overrides: Record<string, unknown> = {}) {
  return {
    code: ean('480000000001'),
    name_en: 'Zephyrite Torque Gauge',
    name_zh: '风石扭矩计',
    description_en: '<p>Reads torque.</p>',
    description_zh: '<p>测量扭矩。</p>',
    brand_en: 'Zephyr',
    brand_zh: '风牌',
    category_id: subCategoryId,
    shop_code: shopCode,
    unit_en: 'pcs',
    unit_zh: '件',
    moq: 10,
    lead_time: 7,
    price_usd: '12.50',
    original_price_usd: '15',
    price_cny: '88.00',
    original_price_cny: '99.99',
    markets: ['en', 'cn'],
    video_url: '',
    ...overrides,
  };
}

function post(path: string, payload: unknown, cookie = catalog, lang = EN) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: payload as object,
    headers: { cookie: `${cookie}; ${lang}` },
  });
}

async function created(overrides: Record<string, unknown> = {}): Promise<ProductAdminDetail> {
  const res = await post(CONSOLE_API.productCreate.path, fields(overrides));
  const body = res.json();
  if (body.status !== 200) throw new Error(`create failed: ${res.body}`);
  return body.data;
}

function storefront(app: FastifyInstance, url: string) {
  return app.inject({ url, headers: { cookie: EN } }).then((res) => res.json());
}

describe('who may edit the catalogue', () => {
  it('answers 401 without an operator session, even with a buyer session, and 403 to reviewers and sales', async () => {
    await createBuyer(t.db, { email: 'member@example.com', status: 'member', memberUntil: '2099-01-01' });
    const buyer = await loginAs(t.app, 'member@example.com');
    const reviewer = await loginOperator(t.app, 'reviewer@mall.example');
    const sales = await loginOperator(t.app, 'sales@mall.example');
    const routes = Object.values(CONSOLE_API).filter((route) => route.path.startsWith('/api/console/v1/products'));
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes) {
      const call = (cookie?: string) =>
        t.app
          .inject({
            method: route.method,
            url: route.path,
            payload: route.method === 'POST' ? {} : undefined,
            headers: cookie ? { cookie } : {},
          })
          .then((res) => res.json().status);
      expect(await call(), route.path).toBe(401);
      expect(await call(buyer), route.path).toBe(401);
      expect(await call(reviewer), route.path).toBe(403);
      expect(await call(sales), route.path).toBe(403);
    }
    const list = await t.app.inject({ url: CONSOLE_API.products.path, headers: { cookie: admin } });
    expect(list.json().status).toBe(200);
  });
});

describe('the product list', () => {
  it('filters by keyword, category, store, market and listing state, newest first, in pages', async () => {
    const page = async (query: string) =>
      (await t.app.inject({ url: `${CONSOLE_API.products.path}?${query}`, headers: { cookie: catalog } })).json().data;
    const all = await page('pageSize=5');
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.list).toHaveLength(5);
    const ids = all.list.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = all.list[0];
    expect(first.price_usd).toMatch(/^\d+\.\d{2}$/);
    expect((await page(`keyword=${first.code}`)).list.map((item: { id: number }) => item.id)).toEqual([first.id]);
    const inTop = await page(`category_id=${topCategoryId}&pageSize=100`);
    expect(inTop.total).toBeGreaterThan(0);
    const [counted] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM products WHERE top_category_id = ${topCategoryId} OR category_id = ${topCategoryId}`,
    );
    expect(inTop.total).toBe(counted?.n);
    const ofStore = await page(`shop_code=${shopCode}&pageSize=100`);
    expect(ofStore.list.every((item: { shop_code: string }) => item.shop_code === shopCode)).toBe(true);
    const cnOnly = await page('market=cn&pageSize=100');
    expect(cnOnly.list.every((item: { markets: string[] }) => item.markets.includes('cn'))).toBe(true);
    expect((await page('status=unlisted')).total).toBe(0);
    const bad = await t.app.inject({ url: `${CONSOLE_API.products.path}?status=gone`, headers: { cookie: catalog } });
    expect(bad.json().result).toEqual({ code: 400, message: 'status: must be one of listed, unlisted' });
  });
});

describe('creating a product', () => {
  it('names each bad field in the operator language and keeps nothing', async () => {
    const bad = fields({
      code: '6900000000019',
      name_en: '',
      price_usd: '12.345',
      original_price_usd: '-3',
      price_cny: '100',
      original_price_cny: '99.99',
      moq: 0,
      markets: [],
      video_url: 'javascript:alert(1)',
    });
    const en = (await post(CONSOLE_API.productCreate.path, bad)).json();
    expect(en.status).toBe(400);
    for (const text of [
      'code: Please enter a 13-digit EAN-13 code with a valid check digit',
      'name_en: Please enter the name (1-200 characters)',
      'price_usd: Please enter a price from 0.01 to 10,000,000 with at most 2 decimals',
      'original_price_usd: Please enter a price from 0.01 to 10,000,000 with at most 2 decimals',
      'moq: Please enter a whole number from 1 to 1,000,000',
      'markets: Please choose at least one market (en, cn)',
      'video_url: Please enter an https:// video link (at most 500 characters)',
    ])
      expect(en.result.message).toContain(text);
    const zh = (await post(CONSOLE_API.productCreate.path, bad, catalog, ZH)).json();
    expect(zh.result.message).toContain('name_en：请输入名称（1-200个字符）');
    // With every number well-formed, the discounted price above the original is named.
    const above = (await post(CONSOLE_API.productCreate.path, fields({ price_cny: '100' }))).json();
    expect(above.result).toEqual({
      code: 400,
      message: 'price_cny: The discounted price cannot be higher than the original price',
    });
    const refs = (
      await post(CONSOLE_API.productCreate.path, fields({ category_id: topCategoryId, shop_code: 'NOPE' }))
    ).json();
    expect(refs.result.message).toBe(
      'category_id: Please choose an existing sub-category; shop_code: Please choose an existing store',
    );
    // A JSON number is not an exact price.
    const float = (await post(CONSOLE_API.productCreate.path, fields({ price_usd: 12.5 }))).json();
    expect(float.result.message).toContain('price_usd: Please enter a price');
    const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM products WHERE name_en = ''`);
    expect(row?.n).toBe(0);
  });

  it('adds it, audited, and the storefront shows it in its detail, category list, search and suggestions', async () => {
    const product = await created({ code: ean('480000000101'), name_en: 'Quillion Flux Meter', name_zh: '羽通量计' });
    expect(product).toMatchObject({
      name_en: 'Quillion Flux Meter',
      price_usd: '12.50',
      original_price_usd: '15.00',
      markets: ['en', 'cn'],
      listed: true,
      version: 1,
      top_category_id: topCategoryId,
    });
    expect(product.history).toMatchObject([
      {
        action: 'product.create',
        operator: { email: 'catalog@mall.example' },
        before: null,
        after: { price_usd: '12.50', original_price_usd: '15.00' },
      },
    ]);
    expect(product.images).toHaveLength(1);
    expect(product.images[0]).toMatch(/^\/media\/product\/\d+\.svg\?v=/);
    // The URL's version is the hash of the drawing the media route serves for the product.
    const picture = await t.app.inject({ url: product.images[0] ?? '' });
    expect(picture.headers.etag).toBe(`"${product.images[0]?.split('?v=')[1]}"`);
    // The other server sees it: at once on PGlite, within moments on PostgreSQL.
    const seen = async (app: FastifyInstance) => {
      const detail = await storefront(app, `/api/en/shop/product/detail?id=${product.id}`);
      const list = await storefront(
        app,
        `/api/en/shop/product/recommend?category_id=${subCategoryId}&sort=newest&pageSize=5`,
      );
      const search = await storefront(app, '/api/en/shop/search?keyword=quillion');
      const match = await storefront(app, '/api/shop/search/keyword/match?keyword=quill');
      return [
        detail.data?.name,
        list.data?.list?.[0]?.name,
        search.data?.list?.[0]?.name,
        match.data?.list?.some((s: string) => /quillion/i.test(s)),
      ];
    };
    const expected = ['Quillion Flux Meter', 'Quillion Flux Meter', 'Quillion Flux Meter', true];
    expect(await seen(t.app)).toEqual(expected);
    if (postgres) await expect.poll(() => seen(twin)).toEqual(expected);
    else expect(await seen(twin)).toEqual(expected);
  });

  it('refuses a product code another product has, on the code field', async () => {
    const [existing] = await t.db.select({ code: products.code }).from(products).limit(1);
    const res = (await post(CONSOLE_API.productCreate.path, fields({ code: existing?.code }), catalog, ZH)).json();
    expect(res.result).toEqual({ code: 400, message: 'code：该商品编码已被其他商品使用' });
  });
});

describe('changing a product', () => {
  it('changes every field, audits what changed, and the storefront follows on both servers', async () => {
    const product = await created({ code: ean('480000000202'), name_en: 'Brassica Valve' });
    const res = await post(CONSOLE_API.productUpdate.path, {
      ...fields({ code: product.code, name_en: 'Vermilion Valve', price_usd: '11.00', markets: 'en' }),
      id: product.id,
      version: product.version,
    });
    const changed = res.json().data as ProductAdminDetail;
    expect(changed).toMatchObject({ name_en: 'Vermilion Valve', price_usd: '11.00', markets: ['en'], version: 2 });
    expect(changed.history[0]).toMatchObject({
      action: 'product.update',
      before: { name_en: 'Brassica Valve', price_usd: '12.50', markets: ['en', 'cn'] },
      after: { name_en: 'Vermilion Valve', price_usd: '11.00', markets: ['en'] },
    });
    const name = async (app: FastifyInstance) => [
      (await storefront(app, `/api/en/shop/product/detail?id=${product.id}`)).data?.name,
      (await storefront(app, `/api/cn/shop/product/detail?id=${product.id}`)).status,
      (await storefront(app, '/api/en/shop/search?keyword=vermilion')).data?.list?.[0]?.id,
    ];
    const expected = ['Vermilion Valve', ErrorCode.NOT_IN_MARKET, product.id];
    expect(await name(t.app)).toEqual(expected);
    if (postgres) await expect.poll(() => name(twin)).toEqual(expected);
    else expect(await name(twin)).toEqual(expected);
  });

  it('draws the generated picture again for a new name, so its address follows what is served', async () => {
    const product = await created({ code: ean('480000000219'), name_en: 'Brassica Hex Bolt' });
    const before = product.images[0] ?? '';
    const res = await post(CONSOLE_API.productUpdate.path, {
      ...fields({ code: product.code, name_en: 'Brassica Work Glove' }),
      id: product.id,
      version: product.version,
    });
    const changed = res.json().data as ProductAdminDetail;
    const after = changed.images[0] ?? '';
    expect(after).toMatch(new RegExp(`^/media/product/${product.id}\\.svg\\?v=`));
    expect(after).not.toBe(before);
    const picture = await t.app.inject({ url: after });
    expect(picture.headers.etag).toBe(`"${after.split('?v=')[1]}"`);
    const detail = await storefront(t.app, `/api/en/shop/product/detail?id=${product.id}`);
    expect(detail.data?.images?.[0]).toBe(after);
  });

  it('of two operators editing the same version, one wins and the other is told', async () => {
    const product = await created({ code: ean('480000000303'), name_en: 'Contested Clamp' });
    const edit = (name: string, cookie: string) =>
      post(
        CONSOLE_API.productUpdate.path,
        { ...fields({ code: product.code, name_en: name }), id: product.id, version: product.version },
        cookie,
      ).then((res) => res.json());
    const [a, b] = await Promise.all([edit('Clamp by Wang', catalog), edit('Clamp by Admin', admin)]);
    const codes = [a.result.code, b.result.code].sort();
    expect(codes).toEqual([0, ErrorCode.PRODUCT_CHANGED]);
    const loser = a.result.code === 0 ? b : a;
    expect(loser.result.message).toBe(
      'This product was changed by someone else after you opened it. Please reload it and make your change again.',
    );
    const winner = a.result.code === 0 ? 'Clamp by Wang' : 'Clamp by Admin';
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ nameEn: winner, version: 2 });
    const [entries] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'product' AND entity_id = ${String(product.id)} AND action = 'product.update'`,
    );
    expect(entries?.n).toBe(1);
  });

  it('takes a product off the storefront and lists it again, with a version each time', async () => {
    const product = await created({ code: ean('480000000404'), name_en: 'Ephemeral Eyebolt' });
    const off = (await post(CONSOLE_API.productListing.path, { id: product.id, version: 1, listed: false })).json();
    expect(off.data).toMatchObject({ listed: false, version: 2 });
    expect(off.data.history[0]).toMatchObject({
      action: 'product.unlist',
      before: { listed: true },
      after: { listed: false },
    });
    const detail = () => storefront(t.app, `/api/en/shop/product/detail?id=${product.id}`);
    expect((await detail()).status).toBe(ErrorCode.NOT_IN_MARKET);
    expect((await storefront(t.app, '/api/en/shop/search?keyword=ephemeral')).data.total).toBe(0);
    const stale = (await post(CONSOLE_API.productListing.path, { id: product.id, version: 1, listed: true })).json();
    expect(stale.result.code).toBe(ErrorCode.PRODUCT_CHANGED);
    const back = (await post(CONSOLE_API.productListing.path, { id: product.id, version: 2, listed: 'true' })).json();
    expect(back.data).toMatchObject({ listed: true, version: 3 });
    expect((await detail()).data.name).toBe('Ephemeral Eyebolt');
    const gone = (await post(CONSOLE_API.productListing.path, { id: 999_999, version: 1, listed: true })).json();
    expect(gone.result.code).toBe(ErrorCode.PRODUCT_NOT_FOUND);
  });

  it('sets and removes the video link', async () => {
    const product = await created({
      code: ean('480000000505'),
      video_url: 'https://www.youtube-nocookie.com/embed/abc',
    });
    expect(product.video_url).toBe('https://www.youtube-nocookie.com/embed/abc');
    const [video] = await queryRows<{ poster: string }>(
      t.db,
      sql`SELECT poster FROM product_videos WHERE product_id = ${product.id}`,
    );
    expect(video?.poster).toBe(product.images[0]);
    const removed = (
      await post(CONSOLE_API.productUpdate.path, {
        ...fields({ code: product.code }),
        id: product.id,
        version: 1,
        video_url: '',
      })
    ).json();
    expect(removed.data.video_url).toBe('');
  });
});

describe('product pictures', () => {
  function upload(id: number | string, file: Buffer, name = 'photo.png') {
    const body = multipart([
      { name: 'id', value: String(id) },
      { name: 'file', file: { filename: name, bytes: file } },
    ]);
    return t.app
      .inject({
        method: 'POST',
        url: CONSOLE_API.productImageUpload.path,
        payload: body.payload,
        headers: { ...body.headers, cookie: `${catalog}; ${EN}` },
      })
      .then((res) => res.json());
  }

  it('adds checked pictures, serves them to anyone, orders and removes them', async () => {
    const product = await created({ code: ean('480000000606') });
    const added = await upload(product.id, png(80, 60));
    expect(added.data.images).toHaveLength(2);
    expect(added.data.version).toBe(2);
    const url = added.data.images[1] as string;
    expect(url).toMatch(/^\/media\/products\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png(80, 60))).toBe(true);
    // At a width pages draw it: WebP where taken, never enlarged past its own 80 px.
    const at240 = `${url}/240`;
    const sized = await t.app.inject({ url: at240, headers: { accept: 'image/webp,*/*' } });
    expect(sized.headers['content-type']).toBe('image/webp');
    expect(imageSize(sized.rawPayload)).toMatchObject({ type: 'webp', width: 80, height: 60 });

    // Named .png but a spreadsheet; a picture too small to show: refused, nothing kept.
    expect((await upload(product.id, xlsx(), 'fake.png')).result.code).toBe(ErrorCode.MAIN_PICTURE_NOT_IMAGE);
    expect((await upload(product.id, png(8, 8))).result.code).toBe(ErrorCode.IMAGE_SIZE_INVALID);
    expect((await upload('x', png())).result).toEqual({ code: 400, message: 'id: must be a number' });

    const arrange = (images: string[], version: number) =>
      post(CONSOLE_API.productImagesArrange.path, { id: product.id, version, images }).then((res) => res.json());
    const placeholder = product.images[0] as string;
    const moved = await arrange([url, placeholder], 2);
    expect(moved.data.images).toEqual([url, placeholder]);
    expect(moved.data.history[0]).toMatchObject({ action: 'product.image.arrange' });
    expect((await storefront(t.app, `/api/en/shop/product/detail?id=${product.id}`)).data.image).toBe(url);
    expect((await arrange(['/media/products/elsewhere.png'], 3)).result).toEqual({
      code: 400,
      message: "images: Please keep 1 to 10 of the product's own pictures",
    });
    expect((await arrange([], 3)).result.code).toBe(400);
    const removed = await arrange([placeholder], 3);
    expect(removed.data.images).toEqual([placeholder]);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    // Kept resized, yet gone once removed.
    expect((await t.app.inject({ url: at240, headers: { accept: 'image/webp,*/*' } })).statusCode).toBe(404);
  });

  it('keeps at most ten pictures', async () => {
    const product = await created({ code: ean('480000000707') });
    for (let i = 1; i < 10; i++) expect((await upload(product.id, png(20 + i, 20))).status).toBe(200);
    expect((await upload(product.id, png(40, 40))).result.code).toBe(ErrorCode.PRODUCT_IMAGES_FULL);
  });
});
