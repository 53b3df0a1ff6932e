import { API, CONSOLE_API } from '@mall/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRfq, memberBuyer } from '../../../test/documents.js';
import { buildTestApp, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { orderChain, THREE_LINES } from '../../../test/orders.js';
import {
  buyers,
  cartLines,
  products,
  projects,
  purchasePlanLines,
  purchasePlans,
  rfqs,
} from '../../db/schema/index.js';
import { type CartService, createCartService } from '../cart/cart.service.js';
import { type CartMemory, createCartMemory } from '../cart/cart-memory.js';
import { type CatalogMemory, createCatalogMemory } from '../catalog/catalog-memory.js';

// The purchase plan line a document line came from travels with every copy along the chain
// (migration 0023): cart → quotation request → offer → proforma invoice (and its versions) → order.
const now = new Date('2026-11-23T09:00:00Z');
const clock = () => now;
let t: TestApp;
let sales: string;
let catalogMemory: CatalogMemory;
let cartMemory: CartMemory;
/** A cart service of the test's own, as another feature (purchase plans) would hold one. */
let cart: CartService;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await createOperator(t.db, 'chain-sales@mall.example', 'sales');
  sales = await loginOperator(t.app, 'chain-sales@mall.example');
  catalogMemory = createCatalogMemory(t.db, t.listen);
  await catalogMemory.start();
  cartMemory = createCartMemory(t.db, t.listen);
  await cartMemory.start();
  cart = createCartService(t.db, catalogMemory, cartMemory, clock);
});
afterAll(async () => {
  await cartMemory.stop();
  await catalogMemory.stop();
  await t.close();
});

const { call } = orderChain(
  () => t,
  () => sales,
);

const TERMS = {
  valid_until: '2026-12-31',
  lead_time_days: 10,
  incoterm: 'EXW',
  payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
};

/** Listed products of the international market, with their MOQs, lowest ids first. */
async function productsOnSale(n: number) {
  return t.db
    .select({ id: products.id, moq: products.moq, shopCode: products.shopCode })
    .from(products)
    .where(and(eq(products.availableEn, true), eq(products.listed, true)))
    .orderBy(asc(products.id))
    .limit(n);
}

/** An approved plan of the buyer's with `n` free-text lines: their ids. */
async function planLines(buyerId: number, n: number): Promise<number[]> {
  await t.db.insert(projects).values({ buyerId, name: 'General', isDefault: true }).onConflictDoNothing();
  const [project] = await t.db.select({ id: projects.id }).from(projects).where(eq(projects.buyerId, buyerId));
  if (!project) throw new Error('no project');
  const [plan] = await t.db
    .insert(purchasePlans)
    .values({
      number: `PP-2026-${String(buyerId).padStart(6, '0')}`,
      buyerId,
      projectId: project.id,
      name: 'Plant upgrade',
      neededBy: '2027-01-31',
      market: 'en',
      status: 'approved',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: purchasePlans.id });
  if (!plan) throw new Error('no plan inserted');
  const lines = await t.db
    .insert(purchasePlanLines)
    .values(
      Array.from({ length: n }, (_, position) => ({
        planId: plan.id,
        position,
        name: `Line ${position}`,
        quantity: 10,
        unit: 'pcs',
      })),
    )
    .returning({ id: purchasePlanLines.id });
  return lines.map((line) => line.id);
}

async function buyerRow(id: number) {
  const [row] = await t.db.select().from(buyers).where(eq(buyers.id, id));
  if (!row) throw new Error('no buyer');
  return row;
}

/** Each document's line table and the column that names the document. */
const LINE_TABLES = {
  offer_lines: 'offer_id',
  proforma_invoice_lines: 'proforma_invoice_id',
  purchase_order_lines: 'purchase_order_id',
} as const;

/** The plan line ids of a document's lines, in their order. */
async function planLinesOf(table: keyof typeof LINE_TABLES, id: number) {
  const rows = await queryRows<{ plan_line_id: number | null }>(
    t.db,
    sql`SELECT plan_line_id FROM ${sql.raw(table)} WHERE ${sql.raw(LINE_TABLES[table])} = ${id} ORDER BY position`,
  );
  return rows.map((row) => row.plan_line_id);
}
const offerPlanLines = (id: number) => planLinesOf('offer_lines', id);
const invoicePlanLines = (id: number) => planLinesOf('proforma_invoice_lines', id);
const orderPlanLines = (id: number) => planLinesOf('purchase_order_lines', id);

describe('a plan line along the document chain', () => {
  it('goes from a cart line to the quotation request, the offer, every PI version and the order', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'chain-cart@example.com');
    const [l1, l2] = await planLines(buyer.id, 2);
    const [p1, p2, p3] = await productsOnSale(3);
    if (!l1 || !l2 || !p1 || !p2 || !p3) throw new Error('no fixtures');
    const row = await buyerRow(buyer.id);
    const add = (productId: number, quantity: number, planLineId?: number) =>
      cart.add(row, { product_id: productId, quantity, source: 'mall', market: 'en' }, planLineId);
    const a = await add(p1.id, p1.moq, l1);
    const b = await add(p2.id, p2.moq, l2);
    const c = await add(p3.id, p3.moq);

    const request = await call(buyer.cookie, 'POST', API.addQuotation.path, {
      ids: `${a.id},${b.id},${c.id}`,
      market: 'en',
    });
    expect(request.status).toBe(200);
    expect(
      await queryRows(
        t.db,
        sql`SELECT product_id, plan_line_id FROM quotation_request_items WHERE request_id = ${request.data.id}
            ORDER BY position`,
      ),
    ).toEqual([
      { product_id: p1.id, plan_line_id: l1 },
      { product_id: p2.id, plan_line_id: l2 },
      { product_id: p3.id, plan_line_id: null },
    ]);

    // Each offer line takes the plan line of the request's item of its product; free text none.
    const line = (productId: number | undefined, unitPrice: string) => ({
      ...(productId === undefined ? {} : { product_id: productId }),
      name: `Product ${productId ?? 'extra'}`,
      quantity: 10,
      unit: 'pcs',
      unit_price: unitPrice,
    });
    const offer = await call(sales, 'POST', CONSOLE_API.quotationCreate.path, {
      quotation_request_id: request.data.id,
      lines: [line(p2.id, '2.00'), line(p1.id, '1.00'), line(undefined, '5.00'), line(p3.id, '3.00')],
      ...TERMS,
    });
    expect(await offerPlanLines(offer.data.id)).toEqual([l2, l1, null, null]);

    const pi = (await call(buyer.cookie, 'POST', API.offerAccept.path, { id: offer.data.id })).data
      .proforma_invoice_id as number;
    expect(await invoicePlanLines(pi)).toEqual([l2, l1, null, null]);

    // A re-issue as it was copies the lines; one with lines written anew follows their products.
    const v2 = (await call(sales, 'POST', CONSOLE_API.proformaReissue.path, { id: pi, amends: 'Bank' })).data.id;
    expect(await invoicePlanLines(v2)).toEqual([l2, l1, null, null]);
    const v3 = (
      await call(sales, 'POST', CONSOLE_API.proformaReissue.path, {
        id: v2,
        amends: 'Prices',
        lines: [line(p1.id, '0.90'), line(undefined, '4.00'), line(p2.id, '1.80')],
      })
    ).data.id;
    expect(await invoicePlanLines(v3)).toEqual([l1, null, l2]);

    const po = await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: v3 });
    expect(await orderPlanLines(po.data.purchase_order_id)).toEqual([l1, null, l2]);
  });

  it('gives every line of an offer to an RFQ the RFQ’s plan line, down to the order', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'chain-rfq@example.com');
    const [l1] = await planLines(buyer.id, 1);
    if (!l1) throw new Error('no plan line');
    const planned = await insertRfq(t.db, buyer.id);
    await t.db.update(rfqs).set({ planLineId: l1 }).where(eq(rfqs.id, planned));
    const unplanned = await insertRfq(t.db, buyer.id);

    const offer = await call(sales, 'POST', CONSOLE_API.quotationCreate.path, {
      rfq_id: planned,
      lines: THREE_LINES,
      ...TERMS,
    });
    expect(await offerPlanLines(offer.data.id)).toEqual([l1, l1, l1]);
    const other = await call(sales, 'POST', CONSOLE_API.quotationCreate.path, {
      rfq_id: unplanned,
      lines: THREE_LINES,
      ...TERMS,
    });
    expect(await offerPlanLines(other.data.id)).toEqual([null, null, null]);

    const pi = (await call(buyer.cookie, 'POST', API.offerAccept.path, { id: offer.data.id })).data
      .proforma_invoice_id as number;
    expect(await invoicePlanLines(pi)).toEqual([l1, l1, l1]);
    const po = await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: pi });
    expect(await orderPlanLines(po.data.purchase_order_id)).toEqual([l1, l1, l1]);
  });

  it('stays on the order of a cart bought at list prices', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'chain-list@example.com');
    const [l1] = await planLines(buyer.id, 1);
    const [p1, p2] = await productsOnSale(2);
    if (!l1 || !p1 || !p2) throw new Error('no fixtures');
    const row = await buyerRow(buyer.id);
    const a = await cart.add(row, { product_id: p1.id, quantity: p1.moq, source: 'mall', market: 'en' }, l1);
    const b = await cart.add(row, { product_id: p2.id, quantity: p2.moq, source: 'mall', market: 'en' });

    const confirmed = await call(buyer.cookie, 'POST', API.confirmCart.path, {
      source: 'mall',
      ids: `${a.id},${b.id}`,
      market: 'en',
    });
    expect(confirmed.status).toBe(200);
    const lines = await queryRows<{ product_id: number; plan_line_id: number | null }>(
      t.db,
      sql`SELECT l.product_id, l.plan_line_id FROM purchase_order_lines l
          JOIN purchase_orders o ON o.id = l.purchase_order_id
          WHERE o.buyer_id = ${buyer.id} ORDER BY l.product_id`,
    );
    expect(lines).toEqual(
      [
        { product_id: p1.id, plan_line_id: l1 },
        { product_id: p2.id, plan_line_id: null },
      ].sort((x, y) => x.product_id - y.product_id),
    );
    const invoiceLines = await queryRows<{ plan_line_id: number | null }>(
      t.db,
      sql`SELECT l.plan_line_id FROM proforma_invoice_lines l
          JOIN proforma_invoices p ON p.id = l.proforma_invoice_id
          WHERE p.buyer_id = ${buyer.id} AND l.product_id = ${p1.id}`,
    );
    expect(invoiceLines).toEqual([{ plan_line_id: l1 }]);
  });

  it('is kept by a cart line that has one when more is added, and taken by one that has none', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'chain-merge@example.com');
    const [l1, l2] = await planLines(buyer.id, 2);
    const [p1, p2] = await productsOnSale(2);
    if (!l1 || !l2 || !p1 || !p2) throw new Error('no fixtures');
    const row = await buyerRow(buyer.id);
    const add = (productId: number, quantity: number, planLineId?: number) =>
      cart.add(row, { product_id: productId, quantity, source: 'mall', market: 'en' }, planLineId);
    const planLineOf = async (id: number) =>
      (await t.db.select({ planLineId: cartLines.planLineId }).from(cartLines).where(eq(cartLines.id, id)))[0]
        ?.planLineId;

    const first = await add(p1.id, p1.moq, l1);
    expect(await add(p1.id, p1.moq, l2)).toMatchObject({ id: first.id, quantity: p1.moq * 2 });
    expect(await add(p1.id, p1.moq)).toMatchObject({ id: first.id, quantity: p1.moq * 3 });
    expect(await planLineOf(first.id)).toBe(l1);

    const plain = await add(p2.id, p2.moq);
    expect(await planLineOf(plain.id)).toBeNull();
    expect(await add(p2.id, p2.moq, l2)).toMatchObject({ id: plain.id, quantity: p2.moq * 2 });
    expect(await planLineOf(plain.id)).toBe(l2);
  });
});
