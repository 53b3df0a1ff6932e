import { Readable } from 'node:stream';
import { CONSOLE_API, ErrorCode, PRODUCT_CSV_COLUMNS, type ProductImport } from '@mall/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTwinApp, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { multipart } from '../../../test/sample-files.js';
import { categories, products, stores } from '../../db/schema/index.js';

let t: TestApp;
let twin: FastifyInstance;
let catalog: string;
let subCategoryId: number;
let shopCode: string;

beforeAll(async () => {
  t = await buildTestApp();
  twin = await buildTwinApp(t);
  await createOperator(t.db, 'catalog@mall.example', 'catalog', 'Wang Fang');
  catalog = await loginOperator(t.app, 'catalog@mall.example');
  const [sub] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.parentId} IS NOT NULL`)
    .orderBy(categories.id)
    .limit(1);
  subCategoryId = sub?.id ?? 0;
  const [store] = await t.db.select({ code: stores.shopCode }).from(stores).limit(1);
  shopCode = store?.code ?? '';
});
afterAll(async () => {
  await twin.close();
  await t.close();
});

const EN = 'frontend_lang=en_US';
const ZH = 'frontend_lang=zh_CN';
const BOM = '\uFEFF';
const postgres = process.env.MALL_TEST_DB === 'postgres';
const HEADER = PRODUCT_CSV_COLUMNS.join(',');

function ean(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** A row of every column; `overrides` by column name. */
function row(code: string, overrides: Record<string, string | number> = {}): string {
  const values: Record<string, string | number> = {
    code,
    name_en: `Imported Widget ${code}`,
    name_zh: `导入部件 ${code}`,
    brand_en: 'Importa',
    brand_zh: '导入牌',
    category_id: subCategoryId,
    shop_code: shopCode,
    unit_en: 'pcs',
    unit_zh: '件',
    moq: 5,
    lead_time: 10,
    price_usd: '3.10',
    original_price_usd: '3.50',
    price_cny: '21.00',
    original_price_cny: '25.00',
    markets: 'en,cn',
    listed: 'true',
    description_en: 'Plain text, with a comma',
    description_zh: '纯文本',
    images: '',
    video_url: '',
    ...overrides,
  };
  return PRODUCT_CSV_COLUMNS.map((column) => {
    const text = String(values[column]);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }).join(',');
}

function upload(bytes: Buffer | Readable, lang = EN, filename = 'products.csv') {
  if (bytes instanceof Readable) {
    return t.app
      .inject({
        method: 'POST',
        url: CONSOLE_API.productImportPreview.path,
        payload: bytes,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: `${catalog}; ${lang}` },
      })
      .then((res) => res.json());
  }
  const body = multipart([{ name: 'file', file: { filename, bytes, contentType: 'text/csv' } }]);
  return t.app
    .inject({
      method: 'POST',
      url: CONSOLE_API.productImportPreview.path,
      payload: body.payload,
      headers: { ...body.headers, cookie: `${catalog}; ${lang}` },
    })
    .then((res) => res.json());
}
const BOUNDARY = 'streamedBoundary42';

async function importCount(): Promise<number> {
  const [counted] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM product_imports`);
  return counted?.n ?? 0;
}
async function productCount(): Promise<number> {
  const [counted] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM products`);
  return counted?.n ?? 0;
}

function status(id: number, lang = EN) {
  return t.app
    .inject({ url: `${CONSOLE_API.productImportStatus.path}?id=${id}`, headers: { cookie: `${catalog}; ${lang}` } })
    .then((res) => res.json());
}
function confirm(id: number) {
  return t.app
    .inject({
      method: 'POST',
      url: CONSOLE_API.productImportConfirm.path,
      payload: { id },
      headers: { cookie: `${catalog}; ${EN}` },
    })
    .then((res) => res.json());
}

describe('the template', () => {
  it('is the header and one example row, UTF-8 with a byte order mark, and previews as one new product', async () => {
    const res = await t.app.inject({ url: CONSOLE_API.productImportTemplate.path, headers: { cookie: catalog } });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''products-template.csv");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toContain('不锈钢六角螺栓');
    expect(lines.slice(2)).toEqual(['']);
    const preview = await upload(res.rawPayload);
    expect(preview.data).toMatchObject({ state: 'previewed', total_rows: 1, create_count: 1, reject_count: 0 });
  });
});

describe('the preview', () => {
  it('counts rows to create, update and reject, with each rejected row and its reason, and changes nothing', async () => {
    const [existing] = await t.db.select().from(products).orderBy(products.id).limit(1);
    if (!existing) throw new Error('no product');
    const fresh = Array.from({ length: 250 }, (_, i) => row(ean(`47000${String(i).padStart(7, '0')}`)));
    const lines = [
      HEADER,
      ...fresh,
      row(existing.code, { name_en: 'Renamed By Import' }),
      row(ean('471000000001'), { price_usd: '12.345' }),
      row(ean('471000000002'), { original_price_usd: '-3' }),
      row(ean('471000000003'), { price_cny: 'abc' }),
      row(ean('471000000004'), { price_cny: '30.00' }),
      row(ean('471000000005'), { category_id: 999_999 }),
      row(ean('471000000006'), { name_en: '' }),
      row(ean('470000000000')),
      row('12345', {}),
    ];
    const before = await productCount();
    const preview = await upload(Buffer.from(`${lines.join('\r\n')}\r\n`));
    expect(preview.result.code).toBe(0);
    const first = 252; // row 1 is the header, then 250 new rows and the update
    expect(preview.data).toMatchObject({
      state: 'previewed',
      total_rows: 259,
      create_count: 250,
      update_count: 1,
      reject_count: 8,
      rows_done: 0,
    });
    expect(preview.data.rejects).toEqual([
      {
        row: first + 1,
        column: 'price_usd',
        message: 'price_usd: Please enter a price from 0.01 to 10,000,000 with at most 2 decimals',
      },
      {
        row: first + 2,
        column: 'original_price_usd',
        message: expect.stringContaining('original_price_usd: Please enter a price'),
      },
      { row: first + 3, column: 'price_cny', message: expect.stringContaining('price_cny: Please enter a price') },
      {
        row: first + 4,
        column: 'price_cny',
        message: 'price_cny: The discounted price cannot be higher than the original price',
      },
      { row: first + 5, column: 'category_id', message: 'category_id: Please choose an existing sub-category' },
      { row: first + 6, column: 'name_en', message: 'name_en: Please enter the name (1-200 characters)' },
      {
        row: first + 7,
        column: 'code',
        message: 'code: This product code already appears on an earlier row of the file',
      },
      { row: first + 8, column: 'code', message: 'code: Please enter a 13-digit EAN-13 code with a valid check digit' },
    ]);
    const zh = await status(preview.data.id, ZH);
    expect(zh.data.rejects[0].message).toBe('price_usd：请输入0.01至10,000,000之间的价格，最多2位小数');
    expect(await productCount()).toBe(before);
    const [unchanged] = await t.db.select().from(products).where(eq(products.id, existing.id));
    expect(unchanged?.nameEn).toBe(existing.nameEn);
  });
});

describe('files refused whole', () => {
  it('refuses text that is not UTF-8, missing columns, broken CSV and an empty file, keeping nothing', async () => {
    const imports = await importCount();
    // "名称" in GBK, as a spreadsheet program saves "CSV" on a Chinese system.
    const gbk = Buffer.concat([
      Buffer.from(`${HEADER}\r\n${row(ean('472000000001'))},`),
      Buffer.from([0xc3, 0xfb, 0xb3, 0xc6]),
    ]);
    expect((await upload(gbk)).result).toEqual({
      code: ErrorCode.IMPORT_NOT_UTF8,
      message:
        'The file is not UTF-8 text. Please save it as "CSV UTF-8" (the template is) and upload it again. Nothing was imported.',
    });
    const missing = await upload(Buffer.from('code,name_en\r\n1,a\r\n'));
    expect(missing.result.code).toBe(ErrorCode.IMPORT_COLUMNS_MISSING);
    expect(missing.data.columns).toEqual([
      'name_zh',
      'category_id',
      'shop_code',
      'moq',
      'price_usd',
      'original_price_usd',
      'price_cny',
      'original_price_cny',
    ]);
    const broken = await upload(Buffer.from(`${HEADER}\r\n"unclosed,${row(ean('472000000002'))}\r\n`));
    expect(broken.result.code).toBe(ErrorCode.IMPORT_NOT_CSV);
    expect((await upload(Buffer.from(`${BOM}${HEADER}\r\n`))).result.code).toBe(ErrorCode.IMPORT_EMPTY);
    expect((await upload(Buffer.from(''))).result.code).toBe(ErrorCode.IMPORT_EMPTY);
    expect(await importCount()).toBe(imports);
  });

  it('refuses a file of 1,000,000 rows while it streams in, before reading it all', async () => {
    const imports = await importCount();
    const rowsSent = { n: 0 };
    // Generated as it is read: the test never holds the file either.
    const body = Readable.from(
      (function* () {
        yield `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}\r\n`;
        const line = 'x,Bad,坏,,,1,S,,,1,0,1.00,1.00,1.00,1.00,en,true,,,,\r\n';
        for (let chunk = 0; chunk < 1000; chunk++) {
          rowsSent.n += 1000;
          yield line.repeat(1000);
        }
        yield `\r\n--${BOUNDARY}--\r\n`;
      })(),
    );
    const refused = await upload(body);
    expect(refused.result).toEqual({
      code: ErrorCode.IMPORT_TOO_MANY_ROWS,
      message: 'The file has more than 100,000 product rows. Please split it into several files. Nothing was imported.',
    });
    expect(await importCount()).toBe(imports);
  });
});

describe('confirming an import', () => {
  it('applies the previewed rows in the background with progress; the storefront finds them; a second confirm is told', async () => {
    const [existing] = await t.db.select().from(products).orderBy(products.id).limit(1);
    if (!existing) throw new Error('no product');
    const codes = Array.from({ length: 300 }, (_, i) => ean(`48000${String(i).padStart(7, '0')}`));
    const csv = [
      HEADER,
      ...codes.map((code, i) => row(code, i === 0 ? { name_en: 'Xylophant Gasket', name_zh: '象牌垫片' } : {})),
      row(existing.code, { name_en: 'Updated By Import', price_usd: '1.00', original_price_usd: '2.00' }),
    ].join('\n');
    const preview = (await upload(Buffer.from(csv))).data as ProductImport;
    expect(preview).toMatchObject({ create_count: 300, update_count: 1, reject_count: 0 });
    const confirmed = await confirm(preview.id);
    expect(confirmed.data).toMatchObject({ state: 'queued', rows_done: 0 });
    await expect.poll(async () => (await status(preview.id)).data.state).toBe('done');
    const done = (await status(preview.id)).data as ProductImport;
    expect(done).toMatchObject({ rows_done: 301, created: 300, updated: 1, error: null });
    expect(done.finished_at).not.toBeNull();
    expect((await confirm(preview.id)).result).toEqual({
      code: ErrorCode.IMPORT_ALREADY_CONFIRMED,
      message: 'This import has already been confirmed.',
    });

    const [updated] = await t.db.select().from(products).where(eq(products.id, existing.id));
    expect(updated).toMatchObject({ nameEn: 'Updated By Import', priceUsd: 100, version: existing.version + 1 });
    const entries = await queryRows<{ action: string; n: number }>(
      t.db,
      sql`SELECT action, count(*)::int AS n FROM audit_log WHERE action LIKE 'product.import%' GROUP BY action ORDER BY action`,
    );
    expect(entries).toEqual([
      { action: 'product.import.confirm', n: 1 },
      { action: 'product.import.create', n: 300 },
      { action: 'product.import.update', n: 1 },
    ]);
    const [staged] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM product_import_rows WHERE import_id = ${preview.id}`,
    );
    expect(staged?.n).toBe(0);

    const seen = async (app: FastifyInstance) => {
      const search = await app.inject({ url: '/api/en/shop/search?keyword=xylophant', headers: { cookie: EN } });
      const zh = await app.inject({
        url: `/api/cn/shop/search?keyword=${encodeURIComponent('象牌')}`,
        headers: { cookie: ZH },
      });
      const hit = search.json().data.list[0];
      const detail = hit
        ? (await app.inject({ url: `/api/en/shop/product/detail?id=${hit.id}`, headers: { cookie: EN } })).json().data
        : null;
      return [hit?.name, zh.json().data.list[0]?.name, detail?.image?.startsWith('/media/product/')];
    };
    const expected = ['Xylophant Gasket', '象牌垫片', true];
    expect(await seen(t.app)).toEqual(expected);
    if (postgres) await expect.poll(() => seen(twin)).toEqual(expected);
    else expect(await seen(twin)).toEqual(expected);
  });

  it('refuses to confirm an unknown import', async () => {
    expect((await confirm(999_999)).result.code).toBe(ErrorCode.IMPORT_NOT_FOUND);
    expect((await status(999_999)).result.code).toBe(ErrorCode.IMPORT_NOT_FOUND);
  });
});

describe('the export', () => {
  it('writes the filtered products in the columns of the template, and reads back as updates only', async () => {
    const res = await t.app.inject({
      url: `${CONSOLE_API.productExport.path}?category_id=${subCategoryId}&shop_code=${shopCode}`,
      headers: { cookie: catalog },
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''products-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(res.body.startsWith(BOM)).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const [counted] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM products WHERE (category_id = ${subCategoryId} OR top_category_id = ${subCategoryId}) AND shop_code = ${shopCode}`,
    );
    // Descriptions hold no line breaks here, so each product is one line.
    expect(lines.length - 1).toBe(counted?.n);
    expect(res.body).toContain('Xylophant Gasket');
    const again = await upload(res.rawPayload);
    expect(again.data).toMatchObject({ create_count: 0, update_count: counted?.n, reject_count: 0 });
  });

  it('writes a formula-like text as text, and reads it back as typed', async () => {
    const code = ean('481000000001');
    const preview = await upload(Buffer.from(`${HEADER}\n${row(code, { name_en: '=HYPERLINK("x")' })}\n`));
    await confirm(preview.data.id);
    await expect.poll(async () => (await status(preview.data.id)).data.state).toBe('done');
    const res = await t.app.inject({
      url: `${CONSOLE_API.productExport.path}?keyword=${code}`,
      headers: { cookie: catalog },
    });
    expect(res.body).toContain(`${code},"'=HYPERLINK(""x"")"`);
    const back = await upload(res.rawPayload);
    expect(back.data).toMatchObject({ update_count: 1, reject_count: 0 });
  });
});
