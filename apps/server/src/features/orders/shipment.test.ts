import { API, CONSOLE_API, ERROR_MESSAGES, ErrorCode } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRfq, memberBuyer } from '../../../test/documents.js';
import { buildTestApp, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { orderChain, THREE_LINES } from '../../../test/orders.js';

const now = Date.parse('2026-11-23T09:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let sales: string;
let reviewer: string;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
  await createOperator(t.db, 'ship-sales@mall.example', 'sales');
  await createOperator(t.db, 'ship-reviewer@mall.example', 'reviewer');
  sales = await loginOperator(t.app, 'ship-sales@mall.example');
  reviewer = await loginOperator(t.app, 'ship-reviewer@mall.example');
});
afterAll(() => t.close());

const { call, openOrder, plan } = orderChain(
  () => t,
  () => sales,
);

describe('shipments', () => {
  it('are planned, shipped or cancelled by sales only, never more than is left, audited', async () => {
    const { buyer, po } = await openOrder('ship-plan@example.com');
    const [bolts, nuts] = po.lines;
    if (!bolts || !nuts) throw new Error('lines missing');

    expect((await plan(po.id, [{ line_id: bolts.id, quantity: 10 }], reviewer)).result.code).toBe(ErrorCode.FORBIDDEN);
    expect((await plan(po.id, [{ line_id: bolts.id, quantity: 101 }])).result).toEqual({
      code: ErrorCode.SHIPMENT_EXCEEDS_OPEN,
      message: ERROR_MESSAGES.en[ErrorCode.SHIPMENT_EXCEEDS_OPEN],
    });
    expect((await plan(po.id, [{ line_id: 999999, quantity: 1 }])).result.code).toBe(ErrorCode.LINE_NOT_IN_DOCUMENT);

    const first = await plan(po.id, [{ line_id: bolts.id, quantity: 60 }]);
    expect(first.data).toEqual({ id: expect.any(Number) });
    expect((await plan(po.id, [{ line_id: bolts.id, quantity: 41 }])).result.code).toBe(
      ErrorCode.SHIPMENT_EXCEEDS_OPEN,
    );
    const cancelled = await call(sales, 'POST', CONSOLE_API.shipmentCancel.path, { id: first.data.id });
    expect(cancelled.data.status).toBe('cancelled');
    // Cancelled: its quantity is open again.
    const second = await plan(po.id, [
      { line_id: bolts.id, quantity: 100 },
      { line_id: nuts.id, quantity: 50 },
    ]);
    expect((await call(reviewer, 'POST', CONSOLE_API.shipmentShip.path, { id: second.data.id })).result.code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const shipped = await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: second.data.id });
    expect(shipped.data).toMatchObject({
      status: 'shipped',
      shipped_at: '2026-11-23T09:00:00.000Z',
      carrier: 'SF Express',
    });
    expect((await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: second.data.id })).result.code).toBe(
      ErrorCode.SHIPMENT_NOT_PLANNED,
    );
    expect((await call(sales, 'POST', CONSOLE_API.shipmentCancel.path, { id: second.data.id })).result.code).toBe(
      ErrorCode.SHIPMENT_NOT_PLANNED,
    );
    // Shipped: the order can no longer be cancelled.
    const late = await call(buyer.cookie, 'POST', API.purchaseOrderCancel.path, { id: po.id, reason: 'late' });
    expect(late.result.code).toBe(ErrorCode.PURCHASE_ORDER_SHIPPED);

    const detail = (await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${po.id}`)).data;
    expect(detail.progress).toBe('partly_shipped');
    expect(detail.lines.map((l: { shipped: number; open: number }) => [l.shipped, l.open])).toEqual([
      [100, 0],
      [50, 150],
      [0, 300],
    ]);
    expect(detail.shipments.map((s: { status: string }) => s.status)).toEqual(['cancelled', 'shipped']);
    const audit = await queryRows<{ action: string; owner_id: number }>(
      t.db,
      sql`SELECT action, owner_id FROM audit_log WHERE entity = 'shipment' AND entity_id IN (${String(first.data.id)}, ${String(second.data.id)}) ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'shipment.create',
      'shipment.cancel',
      'shipment.create',
      'shipment.ship',
    ]);
    // Operators' steps are filed under the buyer whose order it is: the buyer's History shows them.
    expect(new Set(audit.map((a) => a.owner_id))).toEqual(new Set([buyer.id]));
  });

  it('of 20 plans at once for more than is left, ship only what is left', async () => {
    const { po } = await openOrder('ship-race@example.com');
    const [bolts] = po.lines;
    if (!bolts) throw new Error('line missing');
    // 20 × 7 asks 140 of 100: 14 plans fit, the rest are refused.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => plan(po.id, [{ line_id: bolts.id, quantity: 7 }])),
    );
    expect(answers.filter((a) => a.result.code === 0)).toHaveLength(14);
    expect(answers.filter((a) => a.result.code === ErrorCode.SHIPMENT_EXCEEDS_OPEN)).toHaveLength(6);
    const [planned] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM shipment_lines WHERE line_id = ${bolts.id}`,
    );
    expect(planned?.n).toBe(98);
  });

  it('are refused for a cancelled order, and so are its payments', async () => {
    const { buyer, po } = await openOrder('ship-cancelled@example.com');
    const [bolts] = po.lines;
    if (!bolts) throw new Error('line missing');
    const planned = (await plan(po.id, [{ line_id: bolts.id, quantity: 5 }])).data.id;
    await call(buyer.cookie, 'POST', API.purchaseOrderCancel.path, { id: po.id, reason: 'Changed supplier' });
    // The order's planned shipments went with it.
    expect((await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: planned })).result.code).toBe(
      ErrorCode.PURCHASE_ORDER_NOT_OPEN,
    );
    expect((await plan(po.id, [{ line_id: bolts.id, quantity: 5 }])).result.code).toBe(
      ErrorCode.PURCHASE_ORDER_NOT_OPEN,
    );
    const payment = await call(sales, 'POST', CONSOLE_API.purchaseOrderPayment.path, {
      purchase_order_id: po.id,
      kind: 'deposit',
      amount: '1.00',
      paid_on: '2026-11-23',
    });
    expect(payment.result.code).toBe(ErrorCode.PURCHASE_ORDER_NOT_OPEN);
    const detail = (await call(sales, 'GET', `${CONSOLE_API.purchaseOrderDetail.path}?id=${po.id}`)).data;
    expect(detail).toMatchObject({ status: 'cancelled', shipments: [{ id: planned, status: 'cancelled' }] });
    expect((await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: 999999 })).result.code).toBe(
      ErrorCode.SHIPMENT_NOT_FOUND,
    );
  });

  it('are listed for their buyer only', async () => {
    const { buyer, po } = await openOrder('ship-list@example.com');
    const other = await memberBuyer(t.app, t.db, 'ship-list-other@example.com');
    const [bolts] = po.lines;
    if (!bolts) throw new Error('line missing');
    const planned = await plan(po.id, [{ line_id: bolts.id, quantity: 5 }]);
    const mine = (await call(buyer.cookie, 'GET', API.shipments.path)).data.list;
    expect(mine).toMatchObject([{ id: planned.data.id, purchase_order_id: po.id, status: 'planned' }]);
    expect((await call(other.cookie, 'GET', API.shipments.path)).data.list).toEqual([]);
  });
});

describe('receipts', () => {
  it('are refused before shipping, for another buyer, over the shipped quantity, and without a reason', async () => {
    const { buyer, po } = await openOrder('receipt-refuse@example.com');
    const other = await memberBuyer(t.app, t.db, 'receipt-other@example.com');
    const [bolts] = po.lines;
    if (!bolts) throw new Error('line missing');
    const shipment = (await plan(po.id, [{ line_id: bolts.id, quantity: 10 }])).data.id;
    const receive = (cookie: string, lines: unknown[]) =>
      call(cookie, 'POST', API.receiptCreate.path, { shipment_id: shipment, lines });

    expect((await receive(buyer.cookie, [{ line_id: bolts.id, received: 10 }])).result.code).toBe(
      ErrorCode.SHIPMENT_NOT_SHIPPED,
    );
    await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: shipment });
    expect((await receive(other.cookie, [{ line_id: bolts.id, received: 10 }])).result.code).toBe(
      ErrorCode.SHIPMENT_NOT_FOUND,
    );
    expect(
      (await receive(buyer.cookie, [{ line_id: bolts.id, received: 8, rejected: 3, reason: 'bent' }])).result.code,
    ).toBe(ErrorCode.RECEIPT_EXCEEDS_SHIPPED);
    const noReason = await receive(buyer.cookie, [{ line_id: bolts.id, received: 8, rejected: 2 }]);
    expect(noReason.result.code).toBe(ErrorCode.REJECT_REASON_REQUIRED);
    expect((await receive(buyer.cookie, [{ line_id: 999999, received: 1 }])).result.code).toBe(
      ErrorCode.LINE_NOT_IN_DOCUMENT,
    );
    const done = await receive(buyer.cookie, [{ line_id: bolts.id, received: 10 }]);
    expect(done.data).toEqual({ id: expect.any(Number) });
    expect((await receive(buyer.cookie, [{ line_id: bolts.id, received: 10 }])).result.code).toBe(
      ErrorCode.SHIPMENT_NOT_SHIPPED,
    );
  });
});

describe('the whole chain', () => {
  it('RFQ → quotation v1 → v2 → accept → PI → change → re-issue → confirm → deposit → ship → short and rejected receipt', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'chain@example.com');
    const rfqId = await insertRfq(t.db, buyer.id);
    const quote = (lines: typeof THREE_LINES) =>
      call(sales, 'POST', CONSOLE_API.quotationCreate.path, {
        rfq_id: rfqId,
        lines,
        valid_until: '2026-12-15',
        lead_time_days: 15,
        incoterm: 'FOB',
        payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
      });
    const v1 = (await quote(THREE_LINES)).data;
    const v2 = (
      await quote(THREE_LINES.map((l) => ({ ...l, unit_price: l.unit_price === '0.50' ? '0.45' : l.unit_price })))
    ).data;
    expect([v1.version, v2.version]).toEqual([1, 2]);
    expect((await call(buyer.cookie, 'POST', API.offerAccept.path, { id: v1.id })).result.code).toBe(
      ErrorCode.OFFER_NOT_OPEN,
    );
    const piId = (await call(buyer.cookie, 'POST', API.offerAccept.path, { id: v2.id })).data.proforma_invoice_id;
    // 100 × 0.45 + 200 × 0.20 + 300 × 0.05 = 45 + 40 + 15
    expect((await call(buyer.cookie, 'GET', `${API.proformaDetail.path}?id=${piId}`)).data.total).toBe('100.00');

    await call(buyer.cookie, 'POST', API.proformaRequestChange.path, { id: piId, message: 'Nuts: 250 please' });
    const reissued = await call(sales, 'POST', CONSOLE_API.proformaReissue.path, {
      id: piId,
      amends: 'Nuts 200 → 250',
      lines: [
        { name: 'Hex bolt M8', quantity: 100, unit: 'pcs', unit_price: '0.45' },
        { name: 'Hex nut M8', quantity: 250, unit: 'pcs', unit_price: '0.20' },
        { name: 'Washer M8', quantity: 300, unit: 'pcs', unit_price: '0.05' },
      ],
    });
    expect(reissued.data).toMatchObject({ version: 2, total: '110.00', deposit_amount: '33.00' });
    const poId = (
      await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: reissued.data.id, po_number: 'CHAIN-1' })
    ).data.purchase_order_id;

    const deposit = await call(sales, 'POST', CONSOLE_API.purchaseOrderPayment.path, {
      purchase_order_id: poId,
      kind: 'deposit',
      amount: '33.00',
      paid_on: '2026-11-23',
      reference: 'TT-CHAIN',
    });
    expect(deposit.data).toMatchObject({ po_number: 'CHAIN-1', paid: '33.00', due: '77.00' });
    const [bolts, nuts, washers] = deposit.data.lines as Array<{ id: number }>;
    if (!bolts || !nuts || !washers) throw new Error('lines missing');

    const shipment = (
      await plan(poId, [
        { line_id: bolts.id, quantity: 100 },
        { line_id: nuts.id, quantity: 250 },
      ])
    ).data.id;
    await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: shipment });
    expect((await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${poId}`)).data.progress).toBe(
      'partly_shipped',
    );
    const receipt = await call(buyer.cookie, 'POST', API.receiptCreate.path, {
      shipment_id: shipment,
      lines: [
        { line_id: bolts.id, received: 90 },
        { line_id: nuts.id, received: 240, rejected: 10, reason: 'Thread damaged' },
      ],
    });
    expect(receipt.data.id).toEqual(expect.any(Number));

    const po = (await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${poId}`)).data;
    expect(po).toMatchObject({ status: 'open', progress: 'partly_received', paid: '33.00', due: '77.00' });
    expect(
      po.lines.map((l: Record<string, number>) => [l.quantity, l.shipped, l.received, l.accepted, l.rejected, l.open]),
    ).toEqual([
      // 10 bolts never arrived: open on the order again.
      [100, 90, 90, 90, 0, 10],
      [250, 250, 250, 240, 10, 0],
      [300, 0, 0, 0, 0, 300],
    ]);
    expect(po.shipments).toMatchObject([
      {
        id: shipment,
        status: 'delivered',
        lines: [
          { line_id: bolts.id, quantity: 100, received: 90, rejected: 0, reason: null },
          { line_id: nuts.id, quantity: 250, received: 240, rejected: 10, reason: 'Thread damaged' },
        ],
      },
    ]);

    // The rest ships and arrives in full: the order is received and closes.
    const rest = (
      await plan(poId, [
        { line_id: bolts.id, quantity: 10 },
        { line_id: washers.id, quantity: 300 },
      ])
    ).data.id;
    await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: rest });
    await call(buyer.cookie, 'POST', API.receiptCreate.path, {
      shipment_id: rest,
      lines: [
        { line_id: bolts.id, received: 10 },
        { line_id: washers.id, received: 300 },
      ],
    });
    const closed = (await call(buyer.cookie, 'GET', API.purchaseOrders.path)).data.list[0];
    expect(closed).toMatchObject({ id: poId, status: 'closed', progress: 'received' });
  });
});
