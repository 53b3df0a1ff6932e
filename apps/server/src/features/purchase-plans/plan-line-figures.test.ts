import { API, CONSOLE_API } from '@mall/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRfq, memberBuyer } from '../../../test/documents.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { orderChain, THREE_LINES } from '../../../test/orders.js';
import {
  cartLines,
  products,
  proformaInvoices,
  projects,
  purchaseOrders,
  purchasePlanLines,
  purchasePlans,
  rfqs,
} from '../../db/schema/index.js';
import { fileQuotationRequest } from '../quotation/quotation.service.js';
import { planLineFigures } from './plan-line-figures.js';

const now = new Date('2026-11-23T09:00:00Z');
let t: TestApp;
let sales: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  await createOperator(t.db, 'figures-sales@mall.example', 'sales');
  sales = await loginOperator(t.app, 'figures-sales@mall.example');
});
afterAll(() => t.close());

const { call, plan } = orderChain(
  () => t,
  () => sales,
);

/** An approved plan of the buyer's with one line per entry (a product's or free text): the lines' ids. */
async function insertPlan(buyerId: number, lines: Array<{ productId: number | null; quantity: number }>) {
  await t.db.insert(projects).values({ buyerId, name: 'General', isDefault: true }).onConflictDoNothing();
  const [project] = await t.db.select({ id: projects.id }).from(projects).where(eq(projects.buyerId, buyerId));
  if (!project) throw new Error('no project');
  const [row] = await t.db
    .insert(purchasePlans)
    .values({
      number: `PP-2026-${String(buyerId).padStart(6, '0')}`,
      buyerId,
      projectId: project.id,
      name: 'Line 3 refit',
      neededBy: '2027-01-31',
      market: 'en',
      status: 'approved',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: purchasePlans.id });
  if (!row) throw new Error('no plan inserted');
  const inserted = await t.db
    .insert(purchasePlanLines)
    .values(lines.map((line, position) => ({ ...line, planId: row.id, position, name: 'Planned', unit: 'pcs' })))
    .returning({ id: purchasePlanLines.id });
  return inserted.map((line) => line.id);
}

/** A quotation request filed in the buyer's default group, quoted by sales and accepted: the PI's id. */
async function requestQuotedAccepted(
  buyer: { id: number; cookie: string },
  items: Array<{ productId: number; quantity: number; planLineId: number | null }>,
) {
  const requestId = await t.db.transaction((tx) =>
    fileQuotationRequest(tx, { buyerId: buyer.id, market: 'en', locale: 'en', items, now }),
  );
  const offer = await call(sales, 'POST', CONSOLE_API.quotationCreate.path, {
    quotation_request_id: requestId,
    lines: items.map((item) => ({
      product_id: item.productId,
      name: `Product ${item.productId}`,
      quantity: item.quantity,
      unit: 'pcs',
      unit_price: '1.00',
    })),
    valid_until: '2026-12-31',
    lead_time_days: 10,
    incoterm: 'EXW',
    payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
  });
  const accepted = await call(buyer.cookie, 'POST', API.offerAccept.path, { id: offer.data.id });
  return { requestId, piId: accepted.data.proforma_invoice_id as number };
}

async function confirmed(buyer: { cookie: string }, piId: number) {
  const po = await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: piId });
  const id = po.data.purchase_order_id as number;
  const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  if (!row) throw new Error('no purchase order');
  return row;
}

describe('planLineFigures', () => {
  it('answers an empty map for no lines', async () => {
    expect(await planLineFigures(t.db, 1, [])).toEqual(new Map());
  });

  it("sums each line's orders, receipts and cart, and lists its documents in chain order", async () => {
    const buyer = await memberBuyer(t.app, t.db, 'figures@example.com');
    const other = await memberBuyer(t.app, t.db, 'figures-other@example.com');
    const [p1, p2] = await t.db
      .select({ id: products.id, moq: products.moq })
      .from(products)
      .where(and(eq(products.availableEn, true), eq(products.listed, true)))
      .orderBy(asc(products.id))
      .limit(2);
    if (!p1 || !p2) throw new Error('no products');
    const [l1, l2, l3, l4] = await insertPlan(buyer.id, [
      { productId: p1.id, quantity: 10 },
      { productId: p2.id, quantity: 8 },
      { productId: null, quantity: 5000 },
      { productId: null, quantity: 1 },
    ]);
    if (!l1 || !l2 || !l3 || !l4) throw new Error('no plan lines');

    // The cart: two lines of L1 (two markets); another buyer's line naming L1 is not this buyer's.
    await t.db.insert(cartLines).values([
      { buyerId: buyer.id, market: 'en', source: 'mall', productId: p1.id, quantity: 12, planLineId: l1 },
      { buyerId: buyer.id, market: 'cn', source: 'mall', productId: p1.id, quantity: 3, planLineId: l1 },
      { buyerId: other.id, market: 'en', source: 'mall', productId: p1.id, quantity: 99, planLineId: l1 },
    ]);

    // Request 1 (L1 7, L2 5) → PI, re-issued once (v1 superseded) → PO; 5 of L1 shipped, 4 taken in, 1 refused.
    const first = await requestQuotedAccepted(buyer, [
      { productId: p1.id, quantity: 7, planLineId: l1 },
      { productId: p2.id, quantity: 5, planLineId: l2 },
    ]);
    const reissued = await call(sales, 'POST', CONSOLE_API.proformaReissue.path, {
      id: first.piId,
      amends: 'Bank details',
    });
    const current = reissued.data as { id: number; number: string };
    const order = await confirmed(buyer, current.id);
    const detail = (await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${order.id}`)).data;
    const line1 = detail.lines[0] as { id: number };
    const shipment = (await plan(order.id, [{ line_id: line1.id, quantity: 5 }])).data.id;
    await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: shipment });
    const receipt = await call(buyer.cookie, 'POST', API.receiptCreate.path, {
      shipment_id: shipment,
      lines: [{ line_id: line1.id, received: 4, rejected: 1, reason: 'Dented' }],
    });
    expect(receipt.status).toBe(200);

    // Request 2 (L2 3) → PI confirmed → PO cancelled: the PI still holds the line, the PO no longer.
    const second = await requestQuotedAccepted(buyer, [{ productId: p2.id, quantity: 3, planLineId: l2 }]);
    const cancelledOrder = await confirmed(buyer, second.piId);
    await call(buyer.cookie, 'POST', API.purchaseOrderCancel.path, { id: cancelledOrder.id, reason: 'Too early' });
    const [secondPi] = await t.db.select().from(proformaInvoices).where(eq(proformaInvoices.id, second.piId));

    // An RFQ of L3, quoted with three lines and accepted: its PI holds the three lines' quantities.
    const rfqId = await insertRfq(t.db, buyer.id);
    await t.db.update(rfqs).set({ planLineId: l3 }).where(eq(rfqs.id, rfqId));
    const offer = await call(sales, 'POST', CONSOLE_API.quotationCreate.path, {
      rfq_id: rfqId,
      lines: THREE_LINES,
      valid_until: '2026-12-31',
      lead_time_days: 10,
      incoterm: 'EXW',
      payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
    });
    const rfqPi = (await call(buyer.cookie, 'POST', API.offerAccept.path, { id: offer.data.id })).data
      .proforma_invoice_id as number;
    const [rfqPiRow] = await t.db.select().from(proformaInvoices).where(eq(proformaInvoices.id, rfqPi));

    const figures = await planLineFigures(t.db, buyer.id, [l1, l2, l3, l4]);
    expect([...figures.keys()]).toEqual([l1, l2, l3, l4]);
    expect(figures.get(l1)).toEqual({
      ordered: 7,
      received: 4,
      inCart: 15,
      links: [
        { type: 'cart', id: 0, number: '', quantity: 15 },
        { type: 'quotation_request', id: first.requestId, number: String(first.requestId), quantity: 7 },
        { type: 'proforma_invoice', id: current.id, number: current.number, quantity: 7 },
        { type: 'purchase_order', id: order.id, number: order.number, quantity: 7 },
      ],
    });
    expect(figures.get(l2)).toEqual({
      ordered: 5,
      received: 0,
      inCart: 0,
      links: [
        { type: 'quotation_request', id: first.requestId, number: String(first.requestId), quantity: 5 },
        { type: 'quotation_request', id: second.requestId, number: String(second.requestId), quantity: 3 },
        { type: 'proforma_invoice', id: current.id, number: current.number, quantity: 5 },
        { type: 'proforma_invoice', id: second.piId, number: secondPi?.number, quantity: 3 },
        { type: 'purchase_order', id: order.id, number: order.number, quantity: 5 },
      ],
    });
    expect(figures.get(l3)).toEqual({
      ordered: 0,
      received: 0,
      inCart: 0,
      links: [
        { type: 'rfq', id: rfqId, number: String(rfqId), quantity: 5000 },
        { type: 'proforma_invoice', id: rfqPi, number: rfqPiRow?.number, quantity: 600 },
      ],
    });
    expect(figures.get(l4)).toEqual({ ordered: 0, received: 0, inCart: 0, links: [] });

    // Only the buyer's own documents count: the other buyer sees just their cart line.
    expect(await planLineFigures(t.db, other.id, [l1, l2])).toEqual(
      new Map([
        [l1, { ordered: 0, received: 0, inCart: 99, links: [{ type: 'cart', id: 0, number: '', quantity: 99 }] }],
        [l2, { ordered: 0, received: 0, inCart: 0, links: [] }],
      ]),
    );
    // In a transaction as well.
    expect((await t.db.transaction((tx) => planLineFigures(tx, buyer.id, [l1]))).get(l1)).toEqual(figures.get(l1));
  });

  it("counts what after-sales replacements bring in, never more than the order line's quantity", async () => {
    const buyer = await memberBuyer(t.app, t.db, 'figures-replacement@example.com');
    const [p1] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.availableEn, true), eq(products.listed, true)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!p1) throw new Error('no products');
    const [l1] = await insertPlan(buyer.id, [{ productId: p1.id, quantity: 10 }]);
    if (!l1) throw new Error('no plan line');
    const { piId } = await requestQuotedAccepted(buyer, [{ productId: p1.id, quantity: 10, planLineId: l1 }]);
    const order = await confirmed(buyer, piId);
    const [line] = (await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${order.id}`)).data.lines;
    const receive = async (shipment: number, received: number, rejected: number) => {
      await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: shipment });
      const receipt = await call(buyer.cookie, 'POST', API.receiptCreate.path, {
        shipment_id: shipment,
        lines: [{ line_id: line.id, received, rejected, reason: rejected > 0 ? 'Dented' : '' }],
      });
      expect(receipt.result.code).toBe(0);
    };
    /** A case about `quantity` of the first shipment's goods, resolved by a replacement that arrives in full. */
    const replaced = async (shipment: number, quantity: number) => {
      const opened = await call(buyer.cookie, 'POST', API.afterSalesCreate.path, {
        shipment_id: shipment,
        line_id: line.id,
        type: 'replacement',
        quantity,
        reason: 'Dented',
      });
      await call(sales, 'POST', CONSOLE_API.afterSalesAccept.path, { id: opened.data.id });
      const resolved = await call(sales, 'POST', CONSOLE_API.afterSalesResolve.path, {
        id: opened.data.id,
        resolution: 'replacement',
        planned_ship_date: '2026-12-01',
      });
      await receive(resolved.data.replacement_shipment_id, quantity, 0);
    };
    const received = async () => (await planLineFigures(t.db, buyer.id, [l1])).get(l1)?.received;

    const shipment = (await plan(order.id, [{ line_id: line.id, quantity: 10 }])).data.id as number;
    await receive(shipment, 8, 2);
    expect(await received()).toBe(8);
    // The 2 refused come again: the plan line has all 10.
    await replaced(shipment, 2);
    expect(await received()).toBe(10);
    // 3 taken in and then found faulty come again too: still 10, what was ordered.
    await replaced(shipment, 3);
    expect(await received()).toBe(10);
  });
});
