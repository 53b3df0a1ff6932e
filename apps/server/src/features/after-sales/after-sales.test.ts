import {
  AFTER_SALES_ANSWER_DAYS,
  AFTER_SALES_WINDOW_DAYS,
  API,
  CONSOLE_API,
  ERROR_MESSAGES,
  ErrorCode,
  ORPHAN_FILE_TTL_MS,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberBuyer } from '../../../test/documents.js';
import { buildTestApp, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { multipart, png } from '../../../test/sample-files.js';
import { createFilesService } from '../files/files.service.js';
import { flagOverdueCases } from './after-sales-overdue.js';
import { afterSalesKit } from './after-sales-test-kit.js';

const DAY_MS = 24 * 60 * 60_000;
const START = Date.parse('2026-11-23T09:00:00Z');
let now = START;
const clock = () => new Date(now);
let t: TestApp;
let sales: string;

beforeAll(async () => {
  // The overdue job is run by hand below; the app's own queue would race it once the clock jumps.
  t = await buildTestApp({ noCatalogue: true, clock, env: { RUN_JOBS: 'false' } });
  await createOperator(t.db, 'as-sales@mall.example', 'sales', 'Sally Sales');
  sales = await loginOperator(t.app, 'as-sales@mall.example');
});
afterAll(() => t.close());
beforeEach(() => {
  now = START;
});

const { call, openOrder, receivedOrder, shipAndReceive, openCase, plan } = afterSalesKit(
  () => t,
  () => sales,
);

/**
 * Moves the clock, and logs sales and the buyers given in again: sessions expire as time passes
 * (an operator's in hours, a buyer's in days).
 */
async function at(time: number, ...buyers: Array<{ cookie: string; email: string }>) {
  now = time;
  sales = await loginOperator(t.app, 'as-sales@mall.example');
  for (const buyer of buyers) buyer.cookie = await loginAs(t.app, buyer.email);
}

const detailOf = (cookie: string, id: number) => call(cookie, 'GET', `${API.afterSalesDetail.path}?id=${id}`);

async function upload(cookie: string, name = 'photo.png', type = 'attachment'): Promise<string> {
  const body = multipart([
    { name: 'type', value: type },
    { name: 'file', file: { filename: name, bytes: png() } },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: API.uploadFiles.path,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  return res.json().data.id;
}

describe('opening a case', () => {
  it('takes a line a receipt checked, with the receipt, the line and the files in the detail', async () => {
    const { buyer, po, shipment, bolts } = await receivedOrder('as-open@example.com');
    const photo = await upload(buyer.cookie);
    const opened = await openCase(buyer.cookie, {
      shipment_id: shipment,
      line_id: bolts.id,
      quantity: 10,
      requested_resolution: 'Send 10 new ones',
      files: [photo],
    });
    expect(opened.result.code).toBe(0);
    expect(opened.data).toMatchObject({
      number: expect.stringMatching(/^AS-2026-\d{6}$/),
      status: 'submitted',
      type: 'replacement',
      overdue: false,
      purchase_order: { id: po.id, number: expect.stringMatching(/^PO-/) },
      shipment_id: shipment,
      line_id: bolts.id,
      product_id: null,
      name: 'Hex bolt M8',
      image: '',
      unit: 'pcs',
      quantity: 10,
      currency: 'USD',
      reason: 'Thread damaged',
      requested_resolution: 'Send 10 new ones',
      files: [{ id: photo, name: 'photo.png', kind: 'png', url: `${API.file.path}?id=${photo}` }],
      receipt: { received: 90, rejected: 10, reason: 'Bent thread', at: '2026-11-23T09:00:00.000Z' },
      unit_price: '0.50',
      reject_reason: null,
      resolution: null,
      refund_amount: null,
      replacement_shipment_id: null,
      messages: [],
      created_at: '2026-11-23T09:00:00.000Z',
    });
    expect(opened.data).not.toHaveProperty('buyer');
    expect((await detailOf(buyer.cookie, opened.data.id)).data).toEqual(opened.data);

    const list = (await call(buyer.cookie, 'GET', API.afterSales.path)).data;
    expect(list).toMatchObject({ total: 1, page: 1, list: [{ id: opened.data.id, status: 'submitted' }] });
    expect(list.list[0]).not.toHaveProperty('reason');
  });

  it('refuses a shipment of another buyer, a line not on it, goods not checked yet and more than was checked', async () => {
    const { buyer, po, shipment, bolts, nuts } = await receivedOrder('as-refuse@example.com');
    const other = await memberBuyer(t.app, t.db, 'as-refuse-other@example.com');
    expect((await openCase(other.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 1 })).result.code).toBe(
      ErrorCode.SHIPMENT_NOT_FOUND,
    );
    expect((await openCase(buyer.cookie, { shipment_id: 999999, line_id: bolts.id, quantity: 1 })).result.code).toBe(
      ErrorCode.SHIPMENT_NOT_FOUND,
    );
    expect((await openCase(buyer.cookie, { shipment_id: shipment, line_id: nuts.id, quantity: 1 })).result.code).toBe(
      ErrorCode.LINE_NOT_IN_DOCUMENT,
    );
    // Shipped, not received yet.
    const underway = (await plan(po.id, [{ line_id: nuts.id, quantity: 20 }])).data.id;
    await call(sales, 'POST', CONSOLE_API.shipmentShip.path, { id: underway });
    expect((await openCase(buyer.cookie, { shipment_id: underway, line_id: nuts.id, quantity: 1 })).result).toEqual({
      code: ErrorCode.AFTER_SALES_LINE_NOT_RECEIVED,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_LINE_NOT_RECEIVED],
    });

    const tooMany = await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 101 });
    expect(tooMany.result).toEqual({
      code: ErrorCode.AFTER_SALES_EXCEEDS_RECEIVED,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_EXCEEDS_RECEIVED],
    });
    expect(tooMany.data).toEqual({ claimable: 100 });
    const inChinese = await openCase(
      buyer.cookie,
      { shipment_id: shipment, line_id: bolts.id, quantity: 101 },
      'zh_CN',
    );
    expect(inChinese.result).toEqual({
      code: ErrorCode.AFTER_SALES_EXCEEDS_RECEIVED,
      message: ERROR_MESSAGES['zh-Hans'][ErrorCode.AFTER_SALES_EXCEEDS_RECEIVED],
    });
    const invalid = await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 0 });
    expect(invalid.status).toBe(400);
    const [cases] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM after_sales_cases WHERE buyer_id = ${buyer.id}`,
    );
    expect(cases?.n).toBe(0);
  });

  it('counts the quantity across the cases of a line: a rejected case frees what it claimed', async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-quantity@example.com');
    const first = await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 60 });
    const second = await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 40 });
    expect([first.result.code, second.result.code]).toEqual([0, 0]);
    const third = await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 1 });
    expect(third.result.code).toBe(ErrorCode.AFTER_SALES_EXCEEDS_RECEIVED);
    expect(third.data).toEqual({ claimable: 0 });
    const claimable = (await call(buyer.cookie, 'GET', API.afterSalesClaimable.path)).data.list;
    expect(claimable).toMatchObject([{ shipment_id: shipment, line_id: bolts.id, claimable: 0 }]);

    await call(sales, 'POST', CONSOLE_API.afterSalesReject.path, { id: first.data.id, reason: 'Damaged in use' });
    const again = await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 60 });
    expect(again.result.code).toBe(0);
    expect((await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 1 })).data).toEqual({
      claimable: 0,
    });
  });

  it('of 10 cases opened at once for more than was checked, opens only what fits', async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-race@example.com');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 30 }),
      ),
    );
    expect(answers.filter((a) => a.result.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.result.code === ErrorCode.AFTER_SALES_EXCEEDS_RECEIVED)).toHaveLength(7);
    const numbers = answers.filter((a) => a.result.code === 0).map((a) => a.data.number);
    expect(new Set(numbers).size).toBe(3);
  });

  it(`is open for ${AFTER_SALES_WINDOW_DAYS} days from the receipt's day`, async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-window@example.com');
    const who = { ...buyer, email: 'as-window@example.com' };
    const claimable = (await call(buyer.cookie, 'GET', API.afterSalesClaimable.path)).data.list;
    expect(claimable).toEqual([
      {
        shipment_id: shipment,
        line_id: bolts.id,
        purchase_order: { id: expect.any(Number), number: expect.stringMatching(/^PO-/) },
        name: 'Hex bolt M8',
        image: '',
        unit: 'pcs',
        received: 90,
        rejected: 10,
        claimable: 100,
        received_at: '2026-11-23T09:00:00.000Z',
        open_until: '2026-12-23',
      },
    ]);
    // The last day, to its last minute.
    await at(Date.parse('2026-12-23T23:59:00Z'), who);
    expect((await openCase(who.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 1 })).result.code).toBe(0);
    now = Date.parse('2026-12-24T00:00:00Z');
    expect((await openCase(who.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 1 })).result).toEqual({
      code: ErrorCode.AFTER_SALES_WINDOW_CLOSED,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_WINDOW_CLOSED],
    });
    const inChinese = await openCase(who.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 1 }, 'zh_CN');
    expect(inChinese.result).toEqual({
      code: ErrorCode.AFTER_SALES_WINDOW_CLOSED,
      message: ERROR_MESSAGES['zh-Hans'][ErrorCode.AFTER_SALES_WINDOW_CLOSED],
    });
    expect((await call(who.cookie, 'GET', API.afterSalesClaimable.path)).data.list).toEqual([]);
  });

  it("lists the claimable lines of the buyer's orders only, by order when asked", async () => {
    const { buyer, po, shipment, bolts, nuts } = await receivedOrder('as-claimable@example.com');
    const second = await openOrder(buyer);
    const [otherBolts] = second.po.lines;
    if (!otherBolts) throw new Error('line missing');
    now = START + 60 * 60_000;
    const later = await shipAndReceive(buyer.cookie, second.po.id, [
      { line_id: otherBolts.id, quantity: 5, received: 5 },
    ]);
    // Arrived short: nothing checked, nothing to claim.
    const short = await shipAndReceive(buyer.cookie, po.id, [{ line_id: nuts.id, quantity: 5, received: 0 }]);
    const all = (await call(buyer.cookie, 'GET', API.afterSalesClaimable.path)).data.list;
    expect(all.map((line: { shipment_id: number }) => line.shipment_id)).toEqual([later, shipment]);
    expect(all.map((line: { shipment_id: number }) => line.shipment_id)).not.toContain(short);
    const ofFirst = (await call(buyer.cookie, 'GET', `${API.afterSalesClaimable.path}?purchase_order_id=${po.id}`)).data
      .list;
    expect(ofFirst).toMatchObject([{ shipment_id: shipment, line_id: bolts.id }]);
    const stranger = await memberBuyer(t.app, t.db, 'as-claimable-other@example.com');
    expect((await call(stranger.cookie, 'GET', API.afterSalesClaimable.path)).data.list).toEqual([]);
  });
});

describe('files', () => {
  it("takes the buyer's own free attachments only, and keeps them past the uploads' day", async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-files@example.com');
    const other = await memberBuyer(t.app, t.db, 'as-files-other@example.com');
    const theirs = await upload(other.cookie);
    const body = { shipment_id: shipment, line_id: bolts.id, quantity: 1 };
    expect((await openCase(buyer.cookie, { ...body, files: [theirs] })).result.code).toBe(ErrorCode.FILE_NOT_FOUND);
    const mine = await upload(buyer.cookie);
    const opened = await openCase(buyer.cookie, { ...body, files: [mine] });
    expect(opened.result.code).toBe(0);
    // A file serves one case or message.
    expect((await openCase(buyer.cookie, { ...body, files: [mine] })).result.code).toBe(ErrorCode.FILE_NOT_FOUND);
    const reused = await call(buyer.cookie, 'POST', API.afterSalesMessage.path, {
      id: opened.data.id,
      body: 'again',
      files: [mine],
    });
    expect(reused.result.code).toBe(ErrorCode.FILE_NOT_FOUND);
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(buyer.cookie)));
    expect((await openCase(buyer.cookie, { ...body, files: four })).status).toBe(400);

    const later = createFilesService({ db: t.db, clock: () => new Date(START + ORPHAN_FILE_TTL_MS + 60_000) });
    // The four refused uploads go; the case's stays.
    expect(await later.pruneOrphans()).toBeGreaterThanOrEqual(4);
    const kept = (await detailOf(buyer.cookie, opened.data.id)).data.files;
    expect(kept.map((file: { id: string }) => file.id)).toEqual([mine]);
    const read = await t.app.inject({ method: 'GET', url: kept[0].url, headers: { cookie: buyer.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
  });
});

describe('files held elsewhere', () => {
  it("are not taken by an RFQ (a case's, a message's) nor by a case (a plan's picture)", async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-files-held@example.com');
    const caseFile = await upload(buyer.cookie);
    const messageFile = await upload(buyer.cookie);
    const opened = await openCase(buyer.cookie, {
      shipment_id: shipment,
      line_id: bolts.id,
      quantity: 1,
      files: [caseFile],
    });
    expect(opened.result.code).toBe(0);
    const message = await call(buyer.cookie, 'POST', API.afterSalesMessage.path, {
      id: opened.data.id,
      body: 'Another photo',
      files: [messageFile],
    });
    expect(message.result.code).toBe(0);

    const project = (await call(buyer.cookie, 'GET', API.projects.path)).data.list[0].id as number;
    const rfq = async (files: string) =>
      call(buyer.cookie, 'POST', API.rfqUpload.path, {
        name: 'Hex bolt M8',
        main_picture: await upload(buyer.cookie, 'bolt.png', 'main_picture'),
        quantity: '100',
        unit: 'pcs',
        use_for: '',
        budget: '',
        description: '',
        files,
        deadline: '2026-12-20',
        project_id: String(project),
        requester: '',
      });
    expect((await rfq(caseFile)).result.code).toBe(ErrorCode.FILE_NOT_FOUND);
    expect((await rfq(messageFile)).result.code).toBe(ErrorCode.FILE_NOT_FOUND);
    expect((await rfq(await upload(buyer.cookie))).result.code).toBe(0);
    const kept = (await detailOf(buyer.cookie, opened.data.id)).data;
    expect(kept.files.map((file: { id: string }) => file.id)).toEqual([caseFile]);
    expect(kept.messages[0].files.map((file: { id: string }) => file.id)).toEqual([messageFile]);

    const picture = await upload(buyer.cookie, 'part.png', 'main_picture');
    const plan = await call(buyer.cookie, 'POST', API.purchasePlanCreate.path, {
      name: 'Spares',
      project_id: project,
      needed_by: '2026-12-20',
      notes: '',
      market: 'en',
      lines: [{ name: 'Hex bolt M8', quantity: 10, unit: 'pcs', picture }],
    });
    expect(plan.result.code).toBe(0);
    const withPicture = { shipment_id: shipment, line_id: bolts.id, quantity: 1, files: [picture] };
    expect((await openCase(buyer.cookie, withPicture)).result.code).toBe(ErrorCode.FILE_NOT_FOUND);
    const reply = { id: opened.data.id, body: 'The plan’s picture', files: [picture] };
    expect((await call(buyer.cookie, 'POST', API.afterSalesMessage.path, reply)).result.code).toBe(
      ErrorCode.FILE_NOT_FOUND,
    );
  });
});

describe('the thread and the steps of the buyer', () => {
  it('takes messages with files until the case is finished; a resolved case closes', async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-thread@example.com');
    const opened = (await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 5 })).data;
    const photo = await upload(buyer.cookie, 'close-up.png');
    now = START + 60_000;
    const said = await call(buyer.cookie, 'POST', API.afterSalesMessage.path, {
      id: opened.id,
      body: 'Here is a close-up',
      files: [photo],
    });
    expect(said.data.messages).toEqual([
      {
        id: expect.any(Number),
        author: 'buyer',
        author_name: 'Li Lei',
        body: 'Here is a close-up',
        files: [expect.objectContaining({ id: photo, name: 'close-up.png' })],
        created_at: '2026-11-23T09:01:00.000Z',
      },
    ]);
    expect(said.data.updated_at).toBe('2026-11-23T09:01:00.000Z');
    await call(sales, 'POST', CONSOLE_API.afterSalesReply.path, { id: opened.id, body: 'We are on it' });
    const both = (await detailOf(buyer.cookie, opened.id)).data.messages;
    expect(both.map((m: { author: string; author_name: string }) => [m.author, m.author_name])).toEqual([
      ['buyer', 'Li Lei'],
      ['operator', 'Sally Sales'],
    ]);

    const close = () => call(buyer.cookie, 'POST', API.afterSalesClose.path, { id: opened.id });
    expect((await close()).result.code).toBe(ErrorCode.AFTER_SALES_NOT_RESOLVED);
    await call(sales, 'POST', CONSOLE_API.afterSalesAccept.path, { id: opened.id });
    await call(sales, 'POST', CONSOLE_API.afterSalesResolve.path, {
      id: opened.id,
      resolution: 'refund',
      refund_amount: '2.50',
    });
    now = START + 60 * 60_000;
    const closed = await close();
    expect(closed.data).toMatchObject({ status: 'closed', closed_at: '2026-11-23T10:00:00.000Z' });
    expect((await close()).result.code).toBe(ErrorCode.AFTER_SALES_NOT_RESOLVED);
    const late = await call(buyer.cookie, 'POST', API.afterSalesMessage.path, { id: opened.id, body: 'Thanks' });
    expect(late.result).toEqual({
      code: ErrorCode.AFTER_SALES_CLOSED,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_CLOSED],
    });
  });

  it(`escalates a case unanswered for ${AFTER_SALES_ANSWER_DAYS} days, which the overdue job stamps`, async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-escalate@example.com');
    const waiting = (await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 5 })).data;
    const answered = (await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 5 })).data;
    const who = { ...buyer, email: 'as-escalate@example.com' };
    const escalate = (id: number) => call(who.cookie, 'POST', API.afterSalesEscalate.path, { id });
    expect((await escalate(waiting.id)).result).toEqual({
      code: ErrorCode.AFTER_SALES_NOT_OVERDUE,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_NOT_OVERDUE],
    });
    await at(START + DAY_MS, who);
    // An operator's message answers the case: it never becomes overdue.
    await call(sales, 'POST', CONSOLE_API.afterSalesReply.path, { id: answered.id, body: 'Checking' });

    await at(START + AFTER_SALES_ANSWER_DAYS * DAY_MS - 1, who);
    expect(await flagOverdueCases(t.db, clock)).toBe(0);
    expect((await detailOf(who.cookie, waiting.id)).data.overdue).toBe(false);
    now = START + AFTER_SALES_ANSWER_DAYS * DAY_MS;
    expect((await detailOf(who.cookie, waiting.id)).data.overdue).toBe(true);
    // Every case of the mall unanswered since the start: this file's others too.
    expect(await flagOverdueCases(t.db, clock)).toBeGreaterThanOrEqual(1);
    // Stamped once.
    expect(await flagOverdueCases(t.db, clock)).toBe(0);
    const stamps = await queryRows<{ id: number; overdue_at: string | null }>(
      t.db,
      sql`SELECT id, overdue_at::text FROM after_sales_cases WHERE id IN (${waiting.id}, ${answered.id}) ORDER BY id`,
    );
    expect(stamps.map((row) => row.overdue_at !== null)).toEqual([true, false]);
    expect((await detailOf(who.cookie, answered.id)).data.overdue).toBe(false);
    expect((await escalate(answered.id)).result.code).toBe(ErrorCode.AFTER_SALES_NOT_OVERDUE);

    const escalated = await escalate(waiting.id);
    expect(escalated.data).toMatchObject({
      status: 'escalated',
      overdue: false,
      escalated_at: '2026-11-26T09:00:00.000Z',
    });
    expect((await escalate(waiting.id)).result.code).toBe(ErrorCode.AFTER_SALES_NOT_OVERDUE);
    const open = (await call(who.cookie, 'GET', `${API.afterSales.path}?status=escalated`)).data.list;
    expect(open.map((c: { id: number }) => c.id)).toEqual([waiting.id]);
  });

  it('shows a case to its buyer only', async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-owner@example.com');
    const stranger = await memberBuyer(t.app, t.db, 'as-owner-other@example.com');
    const opened = (await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 5 })).data;
    const notFound = {
      code: ErrorCode.AFTER_SALES_NOT_FOUND,
      message: ERROR_MESSAGES.en[ErrorCode.AFTER_SALES_NOT_FOUND],
    };
    expect((await detailOf(stranger.cookie, opened.id)).result).toEqual(notFound);
    for (const path of [API.afterSalesEscalate.path, API.afterSalesClose.path]) {
      expect((await call(stranger.cookie, 'POST', path, { id: opened.id })).result).toEqual(notFound);
    }
    const message = await call(stranger.cookie, 'POST', API.afterSalesMessage.path, { id: opened.id, body: 'Hi' });
    expect(message.result).toEqual(notFound);
    expect((await call(stranger.cookie, 'GET', API.afterSales.path)).data).toMatchObject({ list: [], total: 0 });
    expect((await call('', 'GET', API.afterSales.path)).status).toBe(401);
  });

  it('lists newest first, by state (open: still in progress) and by purchase order', async () => {
    const { buyer, po, shipment, bolts } = await receivedOrder('as-list@example.com');
    const second = await openOrder(buyer);
    const [otherBolts] = second.po.lines;
    if (!otherBolts) throw new Error('line missing');
    const otherShipment = await shipAndReceive(buyer.cookie, second.po.id, [
      { line_id: otherBolts.id, quantity: 10, received: 10 },
    ]);
    const a = (await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 1 })).data;
    const b = (await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 1 })).data;
    const c = (await openCase(buyer.cookie, { shipment_id: otherShipment, line_id: otherBolts.id, quantity: 1 })).data;
    await call(sales, 'POST', CONSOLE_API.afterSalesReject.path, { id: b.id, reason: 'Not a defect' });
    const ids = async (query: string) =>
      (await call(buyer.cookie, 'GET', `${API.afterSales.path}${query}`)).data.list.map((x: { id: number }) => x.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?status=open')).toEqual([c.id, a.id]);
    expect(await ids('?status=rejected')).toEqual([b.id]);
    expect(await ids(`?purchase_order_id=${po.id}`)).toEqual([b.id, a.id]);
    expect(await ids('?page=2&pageSize=2')).toEqual([a.id]);
  });
});

describe('the record', () => {
  it("audits every step in its transaction and shows them in the buyer's History and the case's timeline", async () => {
    const { buyer, shipment, bolts } = await receivedOrder('as-history@example.com');
    const opened = (await openCase(buyer.cookie, { shipment_id: shipment, line_id: bolts.id, quantity: 4 })).data;
    await call(buyer.cookie, 'POST', API.afterSalesMessage.path, { id: opened.id, body: 'Photos follow' });
    await call(sales, 'POST', CONSOLE_API.afterSalesAccept.path, { id: opened.id });
    await call(sales, 'POST', CONSOLE_API.afterSalesResolve.path, {
      id: opened.id,
      resolution: 'refund',
      refund_amount: '2.00',
    });
    await call(buyer.cookie, 'POST', API.afterSalesClose.path, { id: opened.id });

    const audit = await queryRows<{
      action: string;
      buyer_id: number | null;
      operator_id: number | null;
      owner_id: number;
    }>(
      t.db,
      sql`SELECT action, buyer_id, operator_id, owner_id FROM audit_log
        WHERE entity = 'after_sales_case' AND entity_id = ${String(opened.id)} ORDER BY id`,
    );
    expect(audit.map((a) => [a.action, a.buyer_id !== null, a.operator_id !== null])).toEqual([
      ['after_sales_case.create', true, false],
      ['after_sales_case.message', true, false],
      ['after_sales_case.accept', false, true],
      ['after_sales_case.resolve', false, true],
      ['after_sales_case.close', true, false],
    ]);
    expect(new Set(audit.map((a) => a.owner_id))).toEqual(new Set([buyer.id]));

    const history = (await call(buyer.cookie, 'GET', `${API.history.path}?type=after_sales_case`)).data;
    expect(history.list.map((entry: { action: string }) => entry.action)).toEqual([
      'after_sales_case.close',
      'after_sales_case.resolve',
      'after_sales_case.accept',
      'after_sales_case.message',
      'after_sales_case.create',
    ]);
    expect(history.list[1]).toMatchObject({
      actor: { kind: 'operator', name: 'Sally Sales' },
      document: { type: 'after_sales_case', id: opened.id },
    });
    expect(history.list[3].note).toBe('Photos follow');
    const timeline = (await call(buyer.cookie, 'GET', `${API.history.path}?type=after_sales_case&id=${opened.id}`))
      .data;
    expect(timeline.total).toBe(5);
  });
});
