import { API, CONSOLE_API, ERROR_MESSAGES, ErrorCode, type VendorDetail, type VendorSummary } from '@mall/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createBuyer,
  loginAs,
  queryRows,
  TEST_HASHER,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { orderChain } from '../../../test/orders.js';
import { products, stores } from '../../db/schema/index.js';

/** Stored hashes at a test cost: this file logs several buyers in. */
const T1 = '2026-11-30T06:00:00.000Z';
const T2 = '2026-11-30T07:00:00.000Z';
const T3 = '2026-11-30T08:00:00.000Z';
let now = Date.parse(T1);
let t: TestApp;
let sales: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(now) });
  await createOperator(t.db, 'vendors-sales@mall.example', 'sales');
  sales = await loginOperator(t.app, 'vendors-sales@mall.example');
});
afterAll(() => t.close());

const { call, openOrder, plan } = orderChain(
  () => t,
  () => sales,
);

async function member(email: string) {
  const row = await createBuyer(t.db, {
    email,
    status: 'member',
    memberUntil: '2030-12-31',
    passwordHash: await TEST_HASHER.hash(TEST_PASSWORD),
  });
  return { id: row.id, cookie: await loginAs(t.app, email) };
}

/** Two products of each of three stores of the seeded catalogue, and the stores' rows. */
async function threeStores() {
  const rows = await t.db
    .select({ id: products.id, shopCode: products.shopCode })
    .from(products)
    .orderBy(asc(products.shopCode), asc(products.id));
  const byStore = new Map<string, number[]>();
  for (const row of rows) byStore.set(row.shopCode, [...(byStore.get(row.shopCode) ?? []), row.id]);
  const picked = [...byStore].filter(([, ids]) => ids.length >= 2).slice(0, 3);
  if (picked.length < 3) throw new Error('the test catalogue has fewer than three stores');
  return Promise.all(
    picked.map(async ([code, ids]) => {
      const [store] = await t.db.select().from(stores).where(eq(stores.shopCode, code));
      if (!store) throw new Error(`no store ${code}`);
      return { store, products: ids as [number, number] };
    }),
  );
}

const line = (productId: number | undefined, name: string, quantity: number, unitPrice: string) => ({
  ...(productId === undefined ? {} : { product_id: productId }),
  name,
  quantity,
  unit: 'pcs',
  unit_price: unitPrice,
});

describe('vendors', () => {
  it('are the stores of the buyer’s orders, with exact figures from the buyer’s own documents', async () => {
    const [x, y, z] = await threeStores();
    if (!x || !y || !z) throw new Error('stores missing');
    const buyer = await member('vendors-buyer@example.com');
    const other = await member('vendors-other@example.com');

    // Hours apart: a buyer's session lasts a day. PO1, USD: two lines of X, one of Y, one naming no product.
    now = Date.parse(T1);
    const po1 = (
      await openOrder(buyer, {
        lines: [
          line(x.products[0], 'Valve', 100, '2.50'),
          line(x.products[1], 'Pump', 10, '100.00'),
          line(y.products[0], 'Gasket', 5, '3.10'),
          line(undefined, 'Freight', 1, '7.00'),
        ],
      })
    ).po;
    // PO2, CNY: one line of X, three tenths and two tenths adding up exactly.
    now = Date.parse(T2);
    const po2 = (
      await openOrder(buyer, {
        market: 'cn',
        lines: [line(x.products[0], 'Valve', 20, '12.30'), line(x.products[1], 'Pump', 2, '0.10')],
      })
    ).po;
    // PO3, USD, cancelled: counts for nothing but the detail's list of orders; Z is on it alone.
    now = Date.parse(T3);
    const po3 = (
      await openOrder(buyer, {
        lines: [line(x.products[0], 'Valve', 1, '999.00'), line(z.products[0], 'Hose', 1, '5.00')],
      })
    ).po;
    await call(buyer.cookie, 'POST', API.purchaseOrderCancel.path, { id: po3.id, reason: 'Ordered twice' });

    const [valves, pumps, gaskets] = po1.lines;
    const [cnValves] = po2.lines;
    if (!valves || !pumps || !gaskets || !cnValves) throw new Error('lines missing');
    // Sent by its planned day (2026-11-30), then received with ten valves refused.
    now = Date.parse('2026-11-30T09:00:00Z');
    const onTime = (
      await plan(po1.id, [
        { line_id: valves.id, quantity: 100 },
        { line_id: gaskets.id, quantity: 5 },
      ])
    ).data.id;
    await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: onTime });
    const receipt = await call(buyer.cookie, 'POST', API.receiptCreate.path, {
      shipment_id: onTime,
      lines: [
        { line_id: valves.id, received: 90, rejected: 10, reason: 'Cracked body' },
        { line_id: gaskets.id, received: 5 },
      ],
    });
    expect(receipt.result.code).toBe(0);
    // Planned the same day, sent the day after its planned day: late, not yet received.
    const late = (await plan(po1.id, [{ line_id: pumps.id, quantity: 10 }])).data.id;
    now = Date.parse('2026-12-01T01:00:00Z');
    // An operator's session lasts 12 hours.
    sales = await loginOperator(t.app, 'vendors-sales@mall.example');
    expect((await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: late })).data.status).toBe('shipped');
    // Planned only: not sent.
    expect((await plan(po2.id, [{ line_id: cnValves.id, quantity: 20 }])).result.code).toBe(0);

    const xSummary: VendorSummary = {
      shop_code: x.store.shopCode,
      name: x.store.nameEn,
      logo: x.store.logo,
      score: x.store.score / 10,
      qualifications: x.store.qualificationEn,
      favourite: false,
      spend: [
        { currency: 'CNY', amount: '246.20' },
        { currency: 'USD', amount: '1250.00' },
      ],
      order_count: 2,
      shipments_sent: 2,
      shipments_on_time: 1,
      quantity_inspected: 100,
      quantity_rejected: 10,
      open_after_sales: 0,
      first_order_at: T1,
      last_order_at: T2,
    };
    const ySummary: VendorSummary = {
      shop_code: y.store.shopCode,
      name: y.store.nameEn,
      logo: y.store.logo,
      score: y.store.score / 10,
      qualifications: y.store.qualificationEn,
      favourite: false,
      spend: [{ currency: 'USD', amount: '15.50' }],
      order_count: 1,
      shipments_sent: 1,
      shipments_on_time: 1,
      quantity_inspected: 5,
      quantity_rejected: 0,
      open_after_sales: 0,
      first_order_at: T1,
      last_order_at: T1,
    };
    const list = (query = '', cookie = buyer.cookie, lang?: string) =>
      call(cookie, 'GET', `${API.vendors.path}${query}`, undefined, lang);

    // The latest order first; Z (a cancelled order only) is no vendor.
    expect((await list()).data).toEqual({ list: [xSummary, ySummary], total: 2, page: 1, pageSize: 20 });
    expect((await list('?page=2&pageSize=1')).data).toEqual({ list: [ySummary], total: 2, page: 2, pageSize: 1 });
    const zh = (await list('', buyer.cookie, 'zh_CN')).data.list[0];
    expect(zh).toMatchObject({ name: x.store.nameZh, qualifications: x.store.qualificationZh });

    // A favourite comes first; marking twice or unmarking twice changes nothing more.
    const favourite = (shopCode: string, value: boolean, cookie = buyer.cookie) =>
      call(cookie, 'POST', API.vendorFavourite.path, { shop_code: shopCode, favourite: value });
    expect((await favourite(y.store.shopCode, true)).data).toEqual({ ...ySummary, favourite: true });
    expect((await favourite(y.store.shopCode, true)).data).toEqual({ ...ySummary, favourite: true });
    const rows = () =>
      queryRows<{ shop_code: string }>(
        t.db,
        sql`SELECT shop_code FROM buyer_favourite_stores WHERE buyer_id = ${buyer.id}`,
      );
    expect(await rows()).toEqual([{ shop_code: y.store.shopCode }]);
    expect((await list()).data.list).toEqual([{ ...ySummary, favourite: true }, xSummary]);
    expect((await list('?favourite=1')).data).toEqual({
      list: [{ ...ySummary, favourite: true }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect((await list('?favourite=0')).data.total).toBe(2);
    expect((await favourite(y.store.shopCode, false)).data).toEqual(ySummary);
    expect((await favourite(y.store.shopCode, false)).data).toEqual(ySummary);
    expect(await rows()).toEqual([]);
    expect((await list('?favourite=1')).data).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });

    // The detail: the store card, and every order with X (the cancelled one too), newest first, with
    // each order's progress as the order itself gives it.
    const detail = (shopCode: string, cookie = buyer.cookie, lang?: string) =>
      call(cookie, 'GET', `${API.vendorDetail.path}?shop_code=${encodeURIComponent(shopCode)}`, undefined, lang);
    const progress = async (id: number) =>
      (await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${id}`)).data.progress;
    // The product count of the store's card in the market of the latest order (PO2, CNY).
    const card = (
      await call(buyer.cookie, 'GET', `/api/cn/shop/store?shop_code=${encodeURIComponent(x.store.shopCode)}&pageSize=1`)
    ).data.store;
    const xDetail: VendorDetail = {
      ...xSummary,
      services: x.store.servicesScore / 10,
      entered_at: String(x.store.enteredOn),
      catalog: x.store.catalogEn,
      product_count: card.product_count,
      purchase_orders: [
        {
          id: po3.id,
          number: expect.stringMatching(/^PO-/),
          po_number: '',
          status: 'cancelled',
          progress: 'to_ship',
          currency: 'USD',
          amount: '999.00',
          line_count: 1,
          created_at: T3,
        },
        {
          id: po2.id,
          number: expect.stringMatching(/^PO-/),
          po_number: '',
          status: 'open',
          progress: 'to_ship',
          currency: 'CNY',
          amount: '246.20',
          line_count: 2,
          created_at: T2,
        },
        {
          id: po1.id,
          number: expect.stringMatching(/^PO-/),
          po_number: '',
          status: 'open',
          progress: 'partly_received',
          currency: 'USD',
          amount: '1250.00',
          line_count: 2,
          created_at: T1,
        },
      ],
    };
    expect((await detail(x.store.shopCode)).data).toEqual(xDetail);
    expect(card.product_count).toBeGreaterThan(0);
    expect(await Promise.all([po3.id, po2.id, po1.id].map(progress))).toEqual([
      'to_ship',
      'to_ship',
      'partly_received',
    ]);
    expect((await detail(x.store.shopCode, buyer.cookie, 'zh_CN')).data).toMatchObject({
      name: x.store.nameZh,
      qualifications: x.store.qualificationZh,
      catalog: x.store.catalogZh,
    });
    expect((await detail(y.store.shopCode)).data.purchase_orders).toMatchObject([
      { id: po1.id, amount: '15.50', line_count: 1, progress: 'partly_received' },
    ]);

    // Not a vendor: Z (a cancelled order only), an unknown store, and everything to another buyer.
    const notFound = {
      en: { code: ErrorCode.VENDOR_NOT_FOUND, message: ERROR_MESSAGES.en[ErrorCode.VENDOR_NOT_FOUND] },
      zh: { code: ErrorCode.VENDOR_NOT_FOUND, message: ERROR_MESSAGES['zh-Hans'][ErrorCode.VENDOR_NOT_FOUND] },
    };
    expect((await detail(z.store.shopCode)).result).toEqual(notFound.en);
    expect((await detail(z.store.shopCode, buyer.cookie, 'zh_CN')).result).toEqual(notFound.zh);
    expect((await detail('NOPE')).result).toEqual(notFound.en);
    expect((await favourite(z.store.shopCode, true)).result).toEqual(notFound.en);
    expect((await detail(x.store.shopCode, other.cookie)).result).toEqual(notFound.en);
    expect((await favourite(x.store.shopCode, true, other.cookie)).result).toEqual(notFound.en);
    expect((await list('', other.cookie)).data).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
    expect(await queryRows(t.db, sql`SELECT buyer_id FROM buyer_favourite_stores`)).toEqual([]);
  });

  it("count the buyer's after-sales cases still in progress about each vendor's goods", async () => {
    const [x, y] = await threeStores();
    if (!x || !y) throw new Error('stores missing');
    now = Date.parse('2026-12-02T06:00:00Z');
    sales = await loginOperator(t.app, 'vendors-sales@mall.example');
    const buyer = await member('vendors-after-sales@example.com');
    const { po } = await openOrder(buyer, {
      lines: [line(x.products[0], 'Valve', 10, '2.50'), line(y.products[0], 'Gasket', 10, '3.10')],
    });
    const [valves, gaskets] = po.lines;
    if (!valves || !gaskets) throw new Error('lines missing');
    const shipment = (
      await plan(po.id, [
        { line_id: valves.id, quantity: 10 },
        { line_id: gaskets.id, quantity: 10 },
      ])
    ).data.id;
    await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: shipment });
    await call(buyer.cookie, 'POST', API.receiptCreate.path, {
      shipment_id: shipment,
      lines: [
        { line_id: valves.id, received: 6, rejected: 4, reason: 'Cracked body' },
        { line_id: gaskets.id, received: 10 },
      ],
    });
    const open = async (lineId: number) =>
      (
        await call(buyer.cookie, 'POST', API.afterSalesCreate.path, {
          shipment_id: shipment,
          line_id: lineId,
          type: 'replacement',
          quantity: 1,
          reason: 'Cracked',
        })
      ).data.id as number;
    const counted = await open(valves.id);
    const rejected = await open(valves.id);
    const closed = await open(gaskets.id);
    await call(sales, 'POST', CONSOLE_API.afterSalesAccept.path, { id: counted });
    await call(sales, 'POST', CONSOLE_API.afterSalesReject.path, { id: rejected, reason: 'Wear' });
    await call(sales, 'POST', CONSOLE_API.afterSalesAccept.path, { id: closed });
    await call(sales, 'POST', CONSOLE_API.afterSalesResolve.path, {
      id: closed,
      resolution: 'refund',
      refund_amount: '3.10',
    });
    await call(buyer.cookie, 'POST', API.afterSalesClose.path, { id: closed });

    const figures = (await call(buyer.cookie, 'GET', API.vendors.path)).data.list.map((vendor: VendorSummary) => [
      vendor.shop_code,
      vendor.open_after_sales,
    ]);
    expect(figures).toEqual([
      [x.store.shopCode, 1],
      [y.store.shopCode, 0],
    ]);
    const detail = await call(buyer.cookie, 'GET', `${API.vendorDetail.path}?shop_code=${x.store.shopCode}`);
    expect(detail.data.open_after_sales).toBe(1);
  });

  it("count an after-sales replacement among the vendor's shipments and checked goods, not in the order's progress", async () => {
    const [x] = await threeStores();
    if (!x) throw new Error('stores missing');
    now = Date.parse('2026-12-02T06:00:00Z');
    sales = await loginOperator(t.app, 'vendors-sales@mall.example');
    const buyer = await member('vendors-replacement@example.com');
    const { po } = await openOrder(buyer, { lines: [line(x.products[0], 'Valve', 10, '2.50')] });
    const [valves] = po.lines;
    if (!valves) throw new Error('line missing');
    const receive = async (shipment: number, received: number, rejected: number) => {
      await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: shipment });
      const receipt = await call(buyer.cookie, 'POST', API.receiptCreate.path, {
        shipment_id: shipment,
        lines: [{ line_id: valves.id, received, rejected, reason: rejected > 0 ? 'Cracked body' : '' }],
      });
      expect(receipt.result.code).toBe(0);
    };
    const first = (await plan(po.id, [{ line_id: valves.id, quantity: 10 }])).data.id as number;
    await receive(first, 6, 4);
    const opened = await call(buyer.cookie, 'POST', API.afterSalesCreate.path, {
      shipment_id: first,
      line_id: valves.id,
      type: 'replacement',
      quantity: 4,
      reason: 'Cracked',
    });
    await call(sales, 'POST', CONSOLE_API.afterSalesAccept.path, { id: opened.data.id });
    const resolved = await call(sales, 'POST', CONSOLE_API.afterSalesResolve.path, {
      id: opened.data.id,
      resolution: 'replacement',
      planned_ship_date: '2026-12-10',
    });
    await receive(resolved.data.replacement_shipment_id, 3, 1);

    const vendor = (await call(buyer.cookie, 'GET', `${API.vendorDetail.path}?shop_code=${x.store.shopCode}`))
      .data as VendorDetail;
    expect(vendor).toMatchObject({
      // The order's shipment left after its planned day (2026-11-30), the replacement before its own.
      shipments_sent: 2,
      shipments_on_time: 1,
      quantity_inspected: 14,
      quantity_rejected: 5,
      purchase_orders: [expect.objectContaining({ id: po.id, status: 'closed', progress: 'received' })],
    });
  });

  it('are for logged-in buyers only', async () => {
    const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: 'frontend_lang=en_US' } });
    for (const res of [
      await visitor('GET', API.vendors.path),
      await visitor('GET', `${API.vendorDetail.path}?shop_code=S1`),
      await visitor('POST', API.vendorFavourite.path, { shop_code: 'S1', favourite: true }),
    ]) {
      expect(res.json().result).toEqual({
        code: ErrorCode.LOGIN_REQUIRED,
        message: ERROR_MESSAGES.en[ErrorCode.LOGIN_REQUIRED],
      });
    }
  });
});
