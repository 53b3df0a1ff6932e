import { API, CONSOLE_API, ERROR_MESSAGES, ErrorCode } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBuyer } from '../../../test/documents.js';
import { buildTestApp, buildTwinApp, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { orderChain } from '../../../test/orders.js';

// A buyer's pages and details are remembered at the revision of the buyer's orders
// (order-memory.ts): every way an order changes must show in the buyer's next read.
const now = Date.parse('2026-11-23T09:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let sales: string;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
  await createOperator(t.db, 'po-sales@mall.example', 'sales');
  sales = await loginOperator(t.app, 'po-sales@mall.example');
});
afterAll(() => t.close());

const { call, openOrder, plan } = orderChain(
  () => t,
  () => sales,
);

describe("a buyer's purchase orders", () => {
  it('come a page at a time, newest first, with how many there are', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'po-pages@example.com');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await openOrder(buyer)).po.id);
    const [oldest, middle, newest] = ids;

    const first = (await call(buyer.cookie, 'GET', `${API.purchaseOrders.path}?pageSize=2`)).data;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.list.map((o: { id: number }) => o.id)).toEqual([newest, middle]);
    expect(first.list[0]).toEqual({
      id: newest,
      number: expect.stringMatching(/^PO-2026-\d{6}$/),
      po_number: '',
      status: 'open',
      progress: 'to_ship',
      currency: 'USD',
      total: '105.00',
      paid: '0.00',
      due: '105.00',
      proforma_invoice_id: expect.any(Number),
      created_at: '2026-11-23T09:00:00.000Z',
    });
    const second = (await call(buyer.cookie, 'GET', `${API.purchaseOrders.path}?page=2&pageSize=2`)).data;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.list.map((o: { id: number }) => o.id)).toEqual([oldest]);
    const beyond = (await call(buyer.cookie, 'GET', `${API.purchaseOrders.path}?page=3&pageSize=2`)).data;
    expect(beyond).toEqual({ list: [], total: 3, page: 3, pageSize: 2 });
    // Twenty to a page unless asked.
    expect((await call(buyer.cookie, 'GET', API.purchaseOrders.path)).data).toMatchObject({ total: 3, pageSize: 20 });

    await call(buyer.cookie, 'POST', API.purchaseOrderCancel.path, { id: middle, reason: 'Ordered twice' });
    expect(
      await queryRows(
        t.db,
        sql`SELECT buyer_id, owner_id, operator_id, after->>'reason' AS reason FROM audit_log
            WHERE action = 'purchase_order.cancel' AND entity_id = ${String(middle)}`,
      ),
    ).toEqual([{ buyer_id: buyer.id, owner_id: buyer.id, operator_id: null, reason: 'Ordered twice' }]);
    const cancelled = (await call(buyer.cookie, 'GET', `${API.purchaseOrders.path}?status=cancelled`)).data;
    expect(cancelled).toMatchObject({ total: 1, list: [{ id: middle, status: 'cancelled' }] });
    const open = (await call(buyer.cookie, 'GET', `${API.purchaseOrders.path}?status=open`)).data;
    expect(open.list.map((o: { id: number }) => o.id)).toEqual([newest, oldest]);
  });

  it('refuse a page out of range, in both languages', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'po-bad-page@example.com');
    const bad = `${API.purchaseOrders.path}?page=0&pageSize=101`;
    expect(await call(buyer.cookie, 'GET', bad)).toEqual({
      status: 400,
      data: null,
      result: { code: 400, message: 'page: must be at least 1; pageSize: must be at most 100' },
    });
    expect(
      (await call(buyer.cookie, 'GET', `${API.purchaseOrders.path}?pageSize=101`, undefined, 'zh_CN')).result,
    ).toEqual({ code: 400, message: 'pageSize：不能大于 100' });
    expect((await call(buyer.cookie, 'GET', `${API.purchaseOrders.path}?status=lost`)).result.code).toBe(400);
  });

  it('show every change at the next read: an operator here, another server, or SQL behind them', async () => {
    const { buyer, po } = await openOrder('po-follow@example.com');
    const [bolts] = po.lines;
    if (!bolts) throw new Error('line missing');
    const detail = async () => (await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${po.id}`)).data;
    const summary = async () => (await call(buyer.cookie, 'GET', API.purchaseOrders.path)).data.list[0];
    expect(await detail()).toMatchObject({ paid: '0.00', shipments: [] });
    expect(await summary()).toMatchObject({ id: po.id, paid: '0.00', progress: 'to_ship' });

    await call(sales, 'POST', CONSOLE_API.purchaseOrderPayment.path, {
      purchase_order_id: po.id,
      kind: 'deposit',
      amount: '31.50',
      paid_on: '2026-11-23',
    });
    expect(await detail()).toMatchObject({ paid: '31.50', deposit_paid: '31.50', due: '73.50' });
    expect(await summary()).toMatchObject({ paid: '31.50', due: '73.50' });

    const twin = await buildTwinApp(t, { clock });
    try {
      const twinSales = await loginOperator(twin, 'po-sales@mall.example');
      const shipment = (await plan(po.id, [{ line_id: bolts.id, quantity: 100 }], twinSales)).data.id;
      await twin.inject({
        method: 'POST',
        url: CONSOLE_API.shipmentShip.path,
        payload: { id: shipment },
        headers: { cookie: twinSales },
      });
      expect(await detail()).toMatchObject({
        progress: 'partly_shipped',
        shipments: [{ id: shipment, status: 'shipped' }],
      });
      expect(await summary()).toMatchObject({ progress: 'partly_shipped' });

      await t.db.execute(sql`UPDATE shipments SET tracking_number = 'SF-CHANGED' WHERE id = ${shipment}`);
      expect(await detail()).toMatchObject({ shipments: [{ id: shipment, tracking_number: 'SF-CHANGED' }] });
      await t.db.execute(sql`UPDATE shipment_lines SET quantity = 40 WHERE shipment_id = ${shipment}`);
      expect((await detail()).lines[0]).toMatchObject({ shipped: 40, open: 60 });
    } finally {
      await twin.close();
    }
    const [revision] = await queryRows<{ revision: number }>(
      t.db,
      sql`SELECT revision::int AS revision FROM buyer_order_revisions WHERE buyer_id = ${buyer.id}`,
    );
    expect(revision?.revision).toBeGreaterThanOrEqual(6);
  });

  it("are another buyer's to see only, remembered or not", async () => {
    const { buyer, po } = await openOrder('po-owner@example.com');
    const other = await memberBuyer(t.app, t.db, 'po-stranger@example.com');
    const url = `${API.purchaseOrderDetail.path}?id=${po.id}`;
    expect((await call(buyer.cookie, 'GET', url)).data.id).toBe(po.id);
    for (const lang of ['en_US', 'zh_CN'] as const) {
      expect((await call(other.cookie, 'GET', url, undefined, lang)).result).toEqual({
        code: ErrorCode.PURCHASE_ORDER_NOT_FOUND,
        message: ERROR_MESSAGES[lang === 'en_US' ? 'en' : 'zh-Hans'][ErrorCode.PURCHASE_ORDER_NOT_FOUND],
      });
    }
    expect((await call(other.cookie, 'GET', API.purchaseOrders.path)).data).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });
});
