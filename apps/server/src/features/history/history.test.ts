import { API, CONSOLE_API } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRfq, memberBuyer } from '../../../test/documents.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { orderChain, THREE_LINES } from '../../../test/orders.js';

const now = Date.parse('2026-11-23T09:00:00Z');
let t: TestApp;
let sales: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock: () => new Date(now) });
  await createOperator(t.db, 'history-sales@mall.example', 'sales', 'Wang Fang');
  await createOperator(t.db, 'history-admin@mall.example', 'admin', 'Chen Jie');
  sales = await loginOperator(t.app, 'history-sales@mall.example');
  admin = await loginOperator(t.app, 'history-admin@mall.example');
});
afterAll(() => t.close());

const { call, openOrder, plan } = orderChain(
  () => t,
  () => sales,
);

type Entry = {
  action: string;
  actor: { kind: string; name: string | null };
  document: { type: string; id: number; number: string | null; name: string | null; version: number | null };
  note: string | null;
};

async function history(cookie: string, query = '', lang = 'en_US') {
  return call(cookie, 'GET', `${API.history.path}${query ? `?${query}` : ''}`, undefined, lang);
}
const actions = (page: { list: Entry[] }) => page.list.map((entry) => entry.action);

/** An open order, shipped in part by sales and received by the buyer with one line short and one refused. */
async function receivedOrder(email: string) {
  const { buyer, po } = await openOrder(email);
  const [bolts, nuts] = po.lines;
  if (!bolts || !nuts) throw new Error('lines missing');
  const shipment = (
    await plan(po.id, [
      { line_id: bolts.id, quantity: 100 },
      { line_id: nuts.id, quantity: 50 },
    ])
  ).data;
  expect((await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: shipment.id })).status).toBe(200);
  const receipt = await call(buyer.cookie, 'POST', API.receiptCreate.path, {
    shipment_id: shipment.id,
    lines: [
      { line_id: bolts.id, received: 98, rejected: 2, reason: 'Threads damaged' },
      { line_id: nuts.id, received: 50 },
    ],
  });
  expect(receipt.status).toBe(200);
  return { buyer, po, shipmentId: shipment.id as number };
}

describe("the buyer's History", () => {
  it("tells every step from the quotation to the goods received, who made it, and the document's name", async () => {
    const { buyer, po, shipmentId } = await receivedOrder('history-chain@example.com');
    const page = (await history(buyer.cookie)).data;
    expect(actions(page)).toEqual([
      'shipment.receive',
      'shipment.ship',
      'shipment.create',
      'purchase_order.create',
      'proforma_invoice.confirm',
      'proforma_invoice.issue',
      'offer.accept',
      'offer.create',
    ]);
    expect(page.total).toBe(8);
    const [received, shipped, , ordered, confirmed, issued, accepted, quoted] = page.list as Entry[];
    expect(received).toMatchObject({
      actor: { kind: 'buyer', name: 'Li Lei' },
      note: 'Threads damaged',
      document: { type: 'shipment', id: shipmentId, number: expect.stringMatching(/^PO-2026-\d{6}$/) },
    });
    expect(shipped?.actor).toEqual({ kind: 'operator', name: 'Wang Fang' });
    expect(ordered).toMatchObject({
      actor: { kind: 'mall', name: null },
      document: { type: 'purchase_order', id: po.id, number: received?.document.number, name: null, version: null },
    });
    expect(confirmed?.document).toMatchObject({
      type: 'proforma_invoice',
      number: expect.stringMatching(/^PI-2026-\d{6}$/),
      version: 1,
    });
    expect(issued?.actor.kind).toBe('mall');
    expect(accepted).toMatchObject({
      actor: { kind: 'buyer' },
      document: { type: 'offer', name: 'Stainless hex bolts M8', version: 1 },
    });
    expect(quoted).toMatchObject({
      actor: { kind: 'operator', name: 'Wang Fang' },
      document: { type: 'rfq', name: 'Stainless hex bolts M8' },
      note: null,
    });
  });

  it("gives one document's timeline: an order with its shipments, an RFQ with its quotations", async () => {
    const { buyer, po } = await receivedOrder('history-one@example.com');
    const order = (await history(buyer.cookie, `type=purchase_order&id=${po.id}`)).data;
    expect(actions(order)).toEqual(['shipment.receive', 'shipment.ship', 'shipment.create', 'purchase_order.create']);
    const quoted = (order.list as Entry[]).length;
    expect(quoted).toBe(4);

    const rfqId = (await history(buyer.cookie, 'type=rfq')).data.list[0].document.id;
    const rfq = (await history(buyer.cookie, `type=rfq&id=${rfqId}`)).data;
    expect(actions(rfq)).toEqual(['offer.accept', 'offer.create']);
    const invoices = (await history(buyer.cookie, 'type=proforma_invoice')).data;
    expect(actions(invoices)).toEqual(['proforma_invoice.confirm', 'proforma_invoice.issue']);
  });

  it('names an after-sales case by its number and the name of the order line it is about', async () => {
    const { buyer, po, shipmentId } = await receivedOrder('history-case@example.com');
    const [bolts] = po.lines;
    const opened = await call(buyer.cookie, 'POST', API.afterSalesCreate.path, {
      shipment_id: shipmentId,
      line_id: bolts?.id,
      quantity: 2,
      type: 'replacement',
      reason: 'Threads damaged',
    });
    expect(opened.result.code).toBe(0);
    const [entry] = (await history(buyer.cookie, 'type=after_sales_case')).data.list as Entry[];
    expect(entry).toMatchObject({
      action: 'after_sales_case.create',
      document: {
        type: 'after_sales_case',
        id: opened.data.id,
        number: opened.data.number,
        name: 'Hex bolt M8',
        version: null,
      },
    });
    expect(entry?.document.number).toMatch(/^AS-2026-\d{6}$/);
  });

  it('keeps the reasons and messages, and the buyer’s own RFQ steps', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'history-notes@example.com');
    const rfqId = await insertRfq(t.db, buyer.id);
    expect(
      (await call(buyer.cookie, 'POST', API.rfqMessage.path, { id: rfqId, content: 'Can you do 6000?' })).status,
    ).toBe(200);
    const offer = await call(sales, 'POST', CONSOLE_API.quotationCreate.path, {
      rfq_id: rfqId,
      lines: THREE_LINES,
      valid_until: '2026-12-31',
      lead_time_days: 10,
      incoterm: 'EXW',
      payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
    });
    // Two declines at once: one is taken, one entry is written.
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(buyer.cookie, 'POST', API.offerDecline.path, { id: offer.data.id, reason: 'Too expensive for now' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 60301]);
    const page = (await history(buyer.cookie)).data;
    expect(page.list).toEqual([
      expect.objectContaining({
        action: 'offer.decline',
        note: 'Too expensive for now',
        actor: expect.objectContaining({ kind: 'buyer' }),
      }),
      expect.objectContaining({ action: 'offer.create' }),
      expect.objectContaining({ action: 'rfq.message', note: 'Can you do 6000?' }),
    ]);
  });

  it('shows a buyer nothing of another buyer’s documents, even asked by number, and a visitor nothing', async () => {
    const { po } = await receivedOrder('history-owner@example.com');
    const stranger = await memberBuyer(t.app, t.db, 'history-stranger@example.com');
    expect((await history(stranger.cookie)).data.total).toBe(0);
    expect((await history(stranger.cookie, `type=purchase_order&id=${po.id}`)).data).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    const visitor = await t.app.inject({ method: 'GET', url: API.history.path });
    expect(visitor.json().status).toBe(401);
  });

  it('keeps the days asked for, and names a range the wrong way round in the caller’s language', async () => {
    const { buyer } = await receivedOrder('history-days@example.com');
    // The log is dated by the database's clock: the day of its entries, and the days either side.
    const day = (await history(buyer.cookie)).data.list[0].at.slice(0, 10) as string;
    const shift = (days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
    expect((await history(buyer.cookie, `from=${day}&to=${day}`)).data.total).toBe(8);
    expect((await history(buyer.cookie, `from=${shift(1)}`)).data.total).toBe(0);
    expect((await history(buyer.cookie, `to=${shift(-1)}`)).data.total).toBe(0);
    expect(await history(buyer.cookie, 'from=2026-11-24&to=2026-11-01')).toEqual({
      status: 400,
      data: null,
      result: { code: 400, message: 'to: The end date cannot be before the start date' },
    });
    expect((await history(buyer.cookie, 'from=2026-11-24&to=2026-11-01', 'zh_CN')).result.message).toBe(
      'to：结束日期不能早于开始日期',
    );
    expect((await history(buyer.cookie, 'type=invoice')).result.code).toBe(400);
  });

  it('counts the days in the reader’s time zone, and names a zone that does not exist', async () => {
    const { buyer } = await receivedOrder('history-zones@example.com');
    const at = new Date((await history(buyer.cookie)).data.list[0].at as string);
    const utcDay = at.toISOString().slice(0, 10);
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
    // 14 hours ahead and 11 behind: at any hour, one of them is on another day than Greenwich.
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    expect(zones.some((zone) => dayIn(zone) !== utcDay)).toBe(true);
    for (const zone of zones) {
      const day = dayIn(zone);
      const tz = encodeURIComponent(zone);
      expect((await history(buyer.cookie, `from=${day}&to=${day}&tz=${tz}`)).data.total, zone).toBe(8);
      if (day !== utcDay)
        expect((await history(buyer.cookie, `from=${utcDay}&to=${utcDay}&tz=${tz}`)).data.total, zone).toBe(0);
    }
    expect((await history(buyer.cookie, `from=${utcDay}&tz=Mars%2FOlympus`)).result).toEqual({
      code: 400,
      message: 'tz: This is not a time zone (say Asia/Shanghai or Europe/Berlin)',
    });
    expect((await history(buyer.cookie, 'tz=Mars%2FOlympus', 'zh_CN')).result.message).toBe(
      'tz：时区无效（例如 Asia/Shanghai 或 Europe/Berlin）',
    );
  });
});

describe('the console audit log', () => {
  it('names the buyer who made a change', async () => {
    const { buyer, shipmentId } = await receivedOrder('history-audit@example.com');
    const audit = await call(admin, 'GET', `${CONSOLE_API.audit.path}?entity=shipment&entity_id=${shipmentId}`);
    expect(audit.data.list[0]).toMatchObject({
      action: 'shipment.receive',
      operator: null,
      buyer: { id: buyer.id, email: 'history-audit@example.com', company_name: 'history-audit@example.com Ltd' },
    });
    expect(audit.data.list[1]).toMatchObject({ action: 'shipment.ship', buyer: null, operator: { name: 'Wang Fang' } });
  });
});
