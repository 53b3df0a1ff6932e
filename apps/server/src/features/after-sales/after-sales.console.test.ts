import { AFTER_SALES_ANSWER_DAYS, API, CONSOLE_API, ERROR_MESSAGES, ErrorCode } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { afterSalesKit } from './after-sales-test-kit.js';

const START = Date.parse('2026-11-23T09:00:00Z');
let now = START;
const clock = () => new Date(now);
let t: TestApp;
let sales: string;
let admin: string;
let reviewer: string;
let salesId: number;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
  salesId = (await createOperator(t.db, 'asc-sales@mall.example', 'sales', 'Sally Sales')).id;
  await createOperator(t.db, 'asc-admin@mall.example', 'admin', 'Ada Admin');
  await createOperator(t.db, 'asc-reviewer@mall.example', 'reviewer');
  sales = await loginOperator(t.app, 'asc-sales@mall.example');
  admin = await loginOperator(t.app, 'asc-admin@mall.example');
  reviewer = await loginOperator(t.app, 'asc-reviewer@mall.example');
});
afterAll(() => t.close());

const { call, openOrder, plan, receivedOrder, openCase, shipAndReceive } = afterSalesKit(
  () => t,
  () => sales,
);

const post = (path: string, body: Record<string, unknown>, cookie = sales, lang = 'en_US') =>
  call(cookie, 'POST', path, body, lang);
const accept = (id: number, cookie = sales) => post(CONSOLE_API.afterSalesAccept.path, { id }, cookie);
const reject = (id: number, reason = 'Wear, not a defect') => post(CONSOLE_API.afterSalesReject.path, { id, reason });
const requestReturn = (id: number) => post(CONSOLE_API.afterSalesRequestReturn.path, { id });
const refund = (id: number, amount: string, lang = 'en_US') =>
  post(CONSOLE_API.afterSalesResolve.path, { id, resolution: 'refund', refund_amount: amount }, sales, lang);
const caseOf = async (id: number) => (await call(sales, 'GET', `${CONSOLE_API.afterSalesCase.path}?id=${id}`)).data;

/** Ships a planned replacement and has its buyer take in all of it on the line. */
async function shipAndReceiveReplacement(buyerCookie: string, shipmentId: number, lineId: number, quantity: number) {
  await post(CONSOLE_API.shipmentShip.path, { id: shipmentId });
  const receipt = await call(buyerCookie, 'POST', API.receiptCreate.path, {
    shipment_id: shipmentId,
    lines: [{ line_id: lineId, received: quantity }],
  });
  if (receipt.result.code !== 0) throw new Error(`receipt refused: ${JSON.stringify(receipt.result)}`);
}

/** A received order of a new buyer and a case of theirs for `quantity` bolts (0.50 each). */
async function openedCase(email: string, quantity = 10) {
  const order = await receivedOrder(email);
  const opened = await openCase(order.buyer.cookie, { shipment_id: order.shipment, line_id: order.bolts.id, quantity });
  if (opened.result.code !== 0) throw new Error(`case refused: ${JSON.stringify(opened.result)}`);
  return { ...order, id: opened.data.id as number, number: opened.data.number as string };
}

describe('the queue', () => {
  it('is for sales and admins: oldest first, open by default, with the buyer, overdue ones on request', async () => {
    now = START;
    const first = await openedCase('asc-queue-a@example.com');
    now = START + 60_000;
    const second = await openedCase('asc-queue-b@example.com');
    const done = await openedCase('asc-queue-c@example.com');
    await reject(done.id);

    expect((await call(reviewer, 'GET', CONSOLE_API.afterSalesQueue.path)).result.code).toBe(ErrorCode.FORBIDDEN);
    expect((await call(first.buyer.cookie, 'GET', CONSOLE_API.afterSalesQueue.path)).result.code).toBe(401);
    const queue = (await call(admin, 'GET', CONSOLE_API.afterSalesQueue.path)).data;
    const ids = queue.list.map((c: { id: number }) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(done.id);
    expect(queue.list.find((c: { id: number }) => c.id === first.id)).toMatchObject({
      number: first.number,
      status: 'submitted',
      overdue: false,
      buyer: {
        company_name: 'asc-queue-a@example.com Ltd',
        contact_name: 'Li Lei',
        email: 'asc-queue-a@example.com',
      },
    });
    const rejected = (await call(sales, 'GET', `${CONSOLE_API.afterSalesQueue.path}?status=rejected`)).data.list;
    expect(rejected.map((c: { id: number }) => c.id)).toContain(done.id);
    const all = (await call(sales, 'GET', `${CONSOLE_API.afterSalesQueue.path}?status=all&pageSize=100`)).data;
    expect(all.total).toBe(queue.total + rejected.length);

    // Three days on, the first is overdue and the second not yet: `overdue=1` keeps the first.
    now = START + AFTER_SALES_ANSWER_DAYS * 24 * 60 * 60_000;
    sales = await loginOperator(t.app, 'asc-sales@mall.example');
    const overdue = (await call(sales, 'GET', `${CONSOLE_API.afterSalesQueue.path}?overdue=1&pageSize=100`)).data.list;
    expect(overdue.map((c: { id: number }) => c.id)).toContain(first.id);
    expect(overdue.map((c: { id: number }) => c.id)).not.toContain(second.id);
    expect(overdue.every((c: { overdue: boolean }) => c.overdue)).toBe(true);
    // Back in time: the hourly prune may have run three days on and ended the earlier sessions.
    now = START;
    sales = await loginOperator(t.app, 'asc-sales@mall.example');
    admin = await loginOperator(t.app, 'asc-admin@mall.example');
    reviewer = await loginOperator(t.app, 'asc-reviewer@mall.example');
  });
});

describe('the steps', () => {
  it('accept, ask the goods back and resolve, each from its states only, stamping the answer', async () => {
    const c = await openedCase('asc-steps@example.com');
    expect((await accept(c.id, reviewer)).result.code).toBe(ErrorCode.FORBIDDEN);
    expect((await requestReturn(c.id)).result).toEqual({
      code: ErrorCode.AFTER_SALES_NOT_ACCEPTED,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_NOT_ACCEPTED],
    });
    expect((await refund(c.id, '1.00')).result.code).toBe(ErrorCode.AFTER_SALES_NOT_ACCEPTED);
    now = START + 5 * 60_000;
    const accepted = await accept(c.id);
    expect(accepted.data).toMatchObject({
      status: 'accepted',
      accepted_at: '2026-11-23T09:05:00.000Z',
      overdue: false,
    });
    expect((await accept(c.id)).result).toEqual({
      code: ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER],
    });
    expect((await reject(c.id)).result.code).toBe(ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER);
    const waiting = await requestReturn(c.id);
    expect(waiting.data.status).toBe('waiting_return');
    expect((await requestReturn(c.id)).result.code).toBe(ErrorCode.AFTER_SALES_NOT_ACCEPTED);
    const resolved = await refund(c.id, '5.00');
    expect(resolved.data).toMatchObject({
      status: 'resolved',
      resolution: 'refund',
      refund_amount: '5.00',
      currency: 'USD',
      resolved_at: '2026-11-23T09:05:00.000Z',
    });
    expect((await refund(c.id, '1.00')).result.code).toBe(ErrorCode.AFTER_SALES_NOT_ACCEPTED);
    const [row] = await queryRows<{ answered_at: string }>(
      t.db,
      sql`SELECT answered_at::text FROM after_sales_cases WHERE id = ${c.id}`,
    );
    expect(new Date(row?.answered_at ?? '').toISOString()).toBe('2026-11-23T09:05:00.000Z');
    now = START;
  });

  it('reject with the reason the buyer reads; an escalated case is still accepted or rejected', async () => {
    const c = await openedCase('asc-reject@example.com');
    expect((await post(CONSOLE_API.afterSalesReject.path, { id: c.id, reason: ' ' })).status).toBe(400);
    const rejected = await reject(c.id, 'Damage from misuse');
    expect(rejected.data).toMatchObject({ status: 'rejected', reject_reason: 'Damage from misuse' });
    const seen = (await call(c.buyer.cookie, 'GET', `${API.afterSalesDetail.path}?id=${c.id}`)).data;
    expect(seen).toMatchObject({ status: 'rejected', reject_reason: 'Damage from misuse' });
    expect((await accept(c.id)).result.code).toBe(ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER);

    const late = await openedCase('asc-escalated@example.com', 5);
    await t.db.execute(
      sql`UPDATE after_sales_cases SET status = 'escalated', escalated_at = now() WHERE id = ${late.id}`,
    );
    expect((await accept(late.id)).data.status).toBe('accepted');
    expect((await accept(999999)).result).toEqual({
      code: ErrorCode.AFTER_SALES_NOT_FOUND,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_NOT_FOUND],
    });
  });

  it('move a case once whatever runs at once: two accepts, or an accept and a reject', async () => {
    const twice = await openedCase('asc-race-a@example.com');
    const accepts = await Promise.all([accept(twice.id), accept(twice.id, admin)]);
    expect(accepts.map((a) => a.result.code).sort()).toEqual([0, ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER]);

    const either = await openedCase('asc-race-b@example.com');
    const answers = await Promise.all([accept(either.id), reject(either.id)]);
    expect(answers.filter((a) => a.result.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.result.code === ErrorCode.AFTER_SALES_NOT_AWAITING_ANSWER)).toHaveLength(1);
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE entity = 'after_sales_case'
        AND entity_id IN (${String(twice.id)}, ${String(either.id)}) AND action <> 'after_sales_case.create'`,
    );
    expect(audit).toHaveLength(2);
  });
});

describe('resolving', () => {
  it('refunds at most the unit price × the quantity, to the cent', async () => {
    const c = await openedCase('asc-refund@example.com', 7);
    await accept(c.id);
    // 7 × 0.50 = 3.50
    expect((await refund(c.id, '3.51')).result).toEqual({
      code: ErrorCode.AFTER_SALES_REFUND_EXCEEDS,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_REFUND_EXCEEDS],
    });
    expect((await refund(c.id, '3.51', 'zh_CN')).result).toEqual({
      code: ErrorCode.AFTER_SALES_REFUND_EXCEEDS,
      message: ERROR_MESSAGES['zh-Hans'][ErrorCode.AFTER_SALES_REFUND_EXCEEDS],
    });
    expect((await refund(c.id, '0')).status).toBe(400);
    expect((await refund(c.id, '1.234')).status).toBe(400);
    expect((await refund(c.id, '3.5')).data).toMatchObject({ status: 'resolved', refund_amount: '3.50' });
  });

  it('by a replacement: a shipment of the quantity on the same order, shipped and received like any', async () => {
    const c = await openedCase('asc-replace@example.com', 10);
    await accept(c.id);
    await requestReturn(c.id);
    const badDay = await post(CONSOLE_API.afterSalesResolve.path, {
      id: c.id,
      resolution: 'replacement',
      planned_ship_date: '2026-02-30',
    });
    expect(badDay.status).toBe(400);
    const resolved = await post(CONSOLE_API.afterSalesResolve.path, {
      id: c.id,
      resolution: 'replacement',
      planned_ship_date: '2026-12-01',
    });
    expect(resolved.data).toMatchObject({
      status: 'resolved',
      resolution: 'replacement',
      refund_amount: null,
      replacement_shipment_id: expect.any(Number),
    });
    const shipmentId = resolved.data.replacement_shipment_id as number;
    const po = (await call(sales, 'GET', `${CONSOLE_API.purchaseOrderDetail.path}?id=${c.po.id}`)).data;
    expect(po.shipments.find((s: { id: number }) => s.id === shipmentId)).toMatchObject({
      purchase_order_id: c.po.id,
      status: 'planned',
      planned_date: '2026-12-01',
      after_sales_case_id: c.id,
      lines: [{ line_id: c.bolts.id, quantity: 10, received: null, rejected: null }],
    });
    expect(po.shipments.find((s: { id: number }) => s.id === c.shipment)).toMatchObject({ after_sales_case_id: null });
    // The replacement is not more of the order: the bolts' counters stay those of its own shipment.
    const bolts = { shipped: 100, received: 100, accepted: 90, rejected: 10, open: 0 };
    expect(po.lines[0]).toMatchObject(bolts);
    expect(po.progress).toBe('partly_received');
    const planned = await queryRows<{
      action: string;
      operator_id: number;
      owner_id: number;
      after: { after_sales_case_id: number };
    }>(
      t.db,
      sql`SELECT action, operator_id, owner_id, after FROM audit_log WHERE entity = 'shipment' AND entity_id = ${String(shipmentId)}`,
    );
    expect(planned).toEqual([
      expect.objectContaining({
        action: 'shipment.create',
        operator_id: salesId,
        owner_id: c.buyer.id,
        after: expect.objectContaining({ after_sales_case_id: c.id }),
      }),
    ]);

    await post(CONSOLE_API.shipmentShip.path, { id: shipmentId });
    const receipt = await call(c.buyer.cookie, 'POST', API.receiptCreate.path, {
      shipment_id: shipmentId,
      lines: [{ line_id: c.bolts.id, received: 10 }],
    });
    expect(receipt.result.code).toBe(0);
    const arrived = (await call(c.buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${c.po.id}`)).data;
    expect(arrived.lines[0]).toMatchObject(bolts);
    expect(arrived.shipments.find((s: { id: number }) => s.id === shipmentId)).toMatchObject({
      status: 'delivered',
      after_sales_case_id: c.id,
    });
    const listed = (await call(c.buyer.cookie, 'GET', API.shipments.path)).data.list;
    expect(listed.find((s: { id: number }) => s.id === shipmentId)).toMatchObject({ after_sales_case_id: c.id });
    const claimable = (await call(c.buyer.cookie, 'GET', API.afterSalesClaimable.path)).data.list;
    expect(claimable.find((line: { shipment_id: number }) => line.shipment_id === shipmentId)).toMatchObject({
      claimable: 10,
    });
  });

  it('by a replacement on an order closed since: shipped and received, the order closed and its counters as they were', async () => {
    const c = await openedCase('asc-replace-closed@example.com', 10);
    const rest = await shipAndReceive(c.buyer.cookie, c.po.id, [
      { line_id: c.nuts.id, quantity: 200, received: 200 },
      { line_id: c.washers.id, quantity: 300, received: 300 },
    ]);
    const orderOf = async () =>
      (await call(c.buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${c.po.id}`)).data;
    const closed = await orderOf();
    expect(closed).toMatchObject({ status: 'closed', progress: 'received' });
    await accept(c.id);
    const resolved = await post(CONSOLE_API.afterSalesResolve.path, {
      id: c.id,
      resolution: 'replacement',
      planned_ship_date: '2026-12-01',
    });
    const shipmentId = resolved.data.replacement_shipment_id as number;
    expect((await post(CONSOLE_API.shipmentShip.path, { id: shipmentId })).data).toMatchObject({ status: 'shipped' });
    const receipt = await call(c.buyer.cookie, 'POST', API.receiptCreate.path, {
      shipment_id: shipmentId,
      lines: [{ line_id: c.bolts.id, received: 10 }],
    });
    expect(receipt.result.code).toBe(0);
    const after = await orderOf();
    expect(after).toMatchObject({ status: 'closed', progress: 'received', lines: closed.lines });
    expect(after.shipments.find((s: { id: number }) => s.id === shipmentId)).toMatchObject({ status: 'delivered' });

    // An order's own shipment still leaves only while the order is open, a replacement never once it is cancelled.
    const own = await queryRows<{ id: number }>(
      t.db,
      sql`INSERT INTO shipments (purchase_order_id, carrier, tracking_number, planned_date, created_at)
        VALUES (${c.po.id}, '', '', '2026-12-01', now()) RETURNING id`,
    );
    expect((await post(CONSOLE_API.shipmentShip.path, { id: own[0]?.id })).result.code).toBe(
      ErrorCode.PURCHASE_ORDER_NOT_OPEN,
    );
    const again = await openCase(c.buyer.cookie, { shipment_id: rest, line_id: c.nuts.id, quantity: 5 });
    expect(again.result.code).toBe(0);
    await accept(again.data.id);
    const second = await post(CONSOLE_API.afterSalesResolve.path, {
      id: again.data.id,
      resolution: 'replacement',
      planned_ship_date: '2026-12-01',
    });
    await t.db.execute(sql`UPDATE purchase_orders SET status = 'cancelled' WHERE id = ${c.po.id}`);
    expect((await post(CONSOLE_API.shipmentShip.path, { id: second.data.replacement_shipment_id })).result.code).toBe(
      ErrorCode.PURCHASE_ORDER_NOT_OPEN,
    );
  });

  it("by a replacement that leaves a short line short: the order's list and detail still count what its own shipment brought", async () => {
    const { buyer, po } = await openOrder('asc-replace-short@example.com');
    const [bolts, nuts, washers] = po.lines;
    if (!bolts || !nuts || !washers) throw new Error('lines missing');
    // 95 of 100 bolts come (90 taken in, 5 refused); the rest of the order in full.
    const shipment = await shipAndReceive(buyer.cookie, po.id, [
      { line_id: bolts.id, quantity: 95, received: 90, rejected: 5 },
      { line_id: nuts.id, quantity: 200, received: 200 },
      { line_id: washers.id, quantity: 300, received: 300 },
    ]);
    const opened = await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 5 });
    await accept(opened.data.id);
    const resolved = await post(CONSOLE_API.afterSalesResolve.path, {
      id: opened.data.id,
      resolution: 'replacement',
      planned_ship_date: '2026-12-01',
    });
    await shipAndReceiveReplacement(buyer.cookie, resolved.data.replacement_shipment_id, bolts.id, 5);

    const listed = (await call(buyer.cookie, 'GET', API.purchaseOrders.path)).data.list;
    expect(listed.find((o: { id: number }) => o.id === po.id)).toMatchObject({
      status: 'open',
      progress: 'partly_received',
    });
    const detail = (await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${po.id}`)).data;
    expect(detail).toMatchObject({ status: 'open', progress: 'partly_received' });
    expect(detail.lines[0]).toMatchObject({ shipped: 95, received: 95, accepted: 90, rejected: 5, open: 5 });
  });

  it("keeps a resolved or closed case's replacement from being cancelled", async () => {
    const c = await openedCase('asc-replace-cancel@example.com', 10);
    await accept(c.id);
    const resolved = await post(CONSOLE_API.afterSalesResolve.path, {
      id: c.id,
      resolution: 'replacement',
      planned_ship_date: '2026-12-01',
    });
    const shipmentId = resolved.data.replacement_shipment_id as number;
    const cancel = (lang = 'en_US') => post(CONSOLE_API.shipmentCancel.path, { id: shipmentId }, sales, lang);
    expect((await cancel()).result).toEqual({
      code: ErrorCode.SHIPMENT_IS_REPLACEMENT,
      message: 'This shipment replaces goods of an after-sales case and cannot be cancelled.',
    });
    expect((await cancel('zh_CN')).result).toEqual({
      code: ErrorCode.SHIPMENT_IS_REPLACEMENT,
      message: '该发货为售后补发，不能取消。',
    });
    await call(c.buyer.cookie, 'POST', API.afterSalesClose.path, { id: c.id });
    expect((await caseOf(c.id)).status).toBe('closed');
    expect((await cancel()).result.code).toBe(ErrorCode.SHIPMENT_IS_REPLACEMENT);
    const [row] = await queryRows<{ status: string }>(t.db, sql`SELECT status FROM shipments WHERE id = ${shipmentId}`);
    expect(row?.status).toBe('planned');

    // The order's own planned shipments are cancelled as before.
    const own = await plan(c.po.id, [{ line_id: c.nuts.id, quantity: 20 }]);
    expect((await post(CONSOLE_API.shipmentCancel.path, { id: own.data.id })).data).toMatchObject({
      status: 'cancelled',
    });
  });
});

describe('messages', () => {
  it("of operators answer the case, carry the operator's name, take no files, and stop once it is finished", async () => {
    const c = await openedCase('asc-reply@example.com');
    const reply = (body: Record<string, unknown>) => post(CONSOLE_API.afterSalesReply.path, { id: c.id, ...body });
    expect((await reply({ body: 'With a file', files: ['0123456789abcdef0123456789abcdef'] })).result.code).toBe(
      ErrorCode.FILE_NOT_FOUND,
    );
    const replied = await reply({ body: 'Please send photos' });
    expect(replied.data.messages).toEqual([
      {
        id: expect.any(Number),
        author: 'operator',
        author_name: 'Sally Sales',
        body: 'Please send photos',
        files: [],
        created_at: '2026-11-23T09:00:00.000Z',
      },
    ]);
    expect(replied.data.buyer).toMatchObject({ email: 'asc-reply@example.com' });
    const [row] = await queryRows<{ answered: boolean }>(
      t.db,
      sql`SELECT answered_at IS NOT NULL AS answered FROM after_sales_cases WHERE id = ${c.id}`,
    );
    expect(row?.answered).toBe(true);
    await reject(c.id);
    expect((await reply({ body: 'One more thing' })).result).toEqual({
      code: ErrorCode.AFTER_SALES_CLOSED,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_CLOSED],
    });
    expect((await post(CONSOLE_API.afterSalesReply.path, { id: 999999, body: 'Hello' })).result.code).toBe(
      ErrorCode.AFTER_SALES_NOT_FOUND,
    );
  });

  it("show the buyer's files through the console's file route", async () => {
    const c = await openedCase('asc-files@example.com');
    await t.db.execute(sql`
      INSERT INTO uploaded_files (id, buyer_id, purpose, kind, mime, name, size, data, created_at)
      VALUES ('feedfacefeedfacefeedfacefeedface', ${c.buyer.id}, 'attachment', 'png', 'image/png', 'scratch.png', 3,
        '\\x010203', now())`);
    await call(c.buyer.cookie, 'POST', API.afterSalesMessage.path, {
      id: c.id,
      body: 'See the scratch',
      files: ['feedfacefeedfacefeedfacefeedface'],
    });
    const [message] = (await caseOf(c.id)).messages;
    expect(message).toMatchObject({
      author: 'buyer',
      author_name: 'Li Lei',
      files: [
        { id: 'feedfacefeedfacefeedfacefeedface', url: `${CONSOLE_API.file.path}?id=feedfacefeedfacefeedfacefeedface` },
      ],
    });
  });
});

describe('the record', () => {
  it("audits every operator step under the operator, filed under the buyer's name, with what changed", async () => {
    const c = await openedCase('asc-audit@example.com', 2);
    await post(CONSOLE_API.afterSalesReply.path, { id: c.id, body: 'Looking into it' });
    await accept(c.id);
    await requestReturn(c.id);
    await refund(c.id, '1.00');
    const audit = await queryRows<{
      action: string;
      operator_id: number;
      owner_id: number;
      before: unknown;
      after: Record<string, unknown>;
    }>(
      t.db,
      sql`SELECT action, operator_id, owner_id, before, after FROM audit_log
        WHERE entity = 'after_sales_case' AND entity_id = ${String(c.id)} AND operator_id IS NOT NULL ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        action: 'after_sales_case.message',
        operator_id: salesId,
        owner_id: c.buyer.id,
        before: null,
        after: { message_id: expect.any(Number), message: 'Looking into it' },
      },
      {
        action: 'after_sales_case.accept',
        operator_id: salesId,
        owner_id: c.buyer.id,
        before: { status: 'submitted' },
        after: { status: 'accepted' },
      },
      {
        action: 'after_sales_case.request_return',
        operator_id: salesId,
        owner_id: c.buyer.id,
        before: { status: 'accepted' },
        after: { status: 'waiting_return' },
      },
      {
        action: 'after_sales_case.resolve',
        operator_id: salesId,
        owner_id: c.buyer.id,
        before: { status: 'waiting_return' },
        after: { status: 'resolved', resolution: 'refund', refund_amount: '1.00' },
      },
    ]);
    const log = (await call(admin, 'GET', `${CONSOLE_API.audit.path}?entity=after_sales_case&entity_id=${c.id}`)).data;
    expect(log.total).toBe(5);
  });
});
