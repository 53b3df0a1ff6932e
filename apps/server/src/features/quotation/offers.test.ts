import { API, CONSOLE_API, ERROR_MESSAGES, ErrorCode } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuotationRequest, insertRfq, memberBuyer } from '../../../test/documents.js';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { png } from '../../../test/sample-files.js';
import { expireDocuments } from '../orders/expiry.js';

let now = Date.parse('2026-11-23T09:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let sales: string;
let reviewer: string;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
  await createOperator(t.db, 'sales@mall.example', 'sales', 'Wang Fang');
  await createOperator(t.db, 'reviewer@mall.example', 'reviewer');
  sales = await loginOperator(t.app, 'sales@mall.example');
  reviewer = await loginOperator(t.app, 'reviewer@mall.example');
});
afterAll(() => t.close());

const LINES = [
  { name: 'Hex bolt M8 A2', quantity: 3000, unit: 'pcs', unit_price: '0.12' },
  { name: 'Hex nut M8 A2', quantity: 3000, unit: 'pcs', unit_price: 0.05 },
];

function quoteBody(extra: Record<string, unknown>) {
  return {
    lines: LINES,
    valid_until: '2026-12-10',
    lead_time_days: 20,
    incoterm: 'FOB',
    payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
    note: 'Packed in cartons of 500',
    ...extra,
  };
}

async function consoleCall(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en_US') {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: `${cookie}; frontend_lang=${lang}` },
  });
  return res.json();
}

async function buyerCall(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en_US') {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: `${cookie}; frontend_lang=${lang}` },
  });
  return res.json();
}

describe("an RFQ's files in the console", () => {
  it('lists them with console addresses and serves them to sales, never to a reviewer or a buyer', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'rfq-files@example.com');
    const rfqId = await insertRfq(t.db, buyer.id);
    const picture = png(20, 10);
    const fileId = 'ab'.repeat(16);
    await t.db.execute(
      sql`INSERT INTO uploaded_files (id, buyer_id, rfq_id, purpose, position, kind, mime, name, size, width, height, data, created_at)
          VALUES (${fileId}, ${buyer.id}, ${rfqId}, 'attachment', 0, 'png', 'image/png', 'drawing 图纸.png', ${picture.length},
                  20, 10, ${picture}, now())`,
    );
    const detail = await consoleCall(sales, 'GET', `${CONSOLE_API.rfqDetail.path}?id=${rfqId}`);
    expect(detail.data.files).toEqual([
      {
        id: fileId,
        name: 'drawing 图纸.png',
        kind: 'png',
        purpose: 'attachment',
        size: picture.length,
        width: 20,
        height: 10,
        url: `/api/console/v1/files?id=${fileId}`,
      },
    ]);
    expect(detail.data.main_picture).toBeNull();

    const file = await t.app.inject({ url: detail.data.files[0].url, headers: { cookie: sales } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`inline; filename*=UTF-8''drawing%20%E5%9B%BE%E7%BA%B8.png`);
    expect(file.rawPayload.equals(picture)).toBe(true);

    const refused = await consoleCall(reviewer, 'GET', detail.data.files[0].url);
    expect(refused.result.code).toBe(403);
    const asBuyer = await t.app.inject({ url: detail.data.files[0].url, headers: { cookie: buyer.cookie } });
    expect(asBuyer.json().result.code).toBe(401);
    const unknown = await consoleCall(sales, 'GET', `${CONSOLE_API.file.path}?id=${'cd'.repeat(16)}`);
    expect(unknown.result.code).toBe(ErrorCode.FILE_NOT_FOUND);
  });
});

describe('quoting an RFQ', () => {
  it('answers in the market currency, versions each quotation, supersedes the open one and marks the RFQ quoted', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'quote-rfq@example.com');
    const rfqId = await insertRfq(t.db, buyer.id, 'cn');

    const first = await consoleCall(sales, 'POST', CONSOLE_API.quotationCreate.path, quoteBody({ rfq_id: rfqId }));
    expect(first.data).toEqual({ id: expect.any(Number), version: 1 });
    const second = await consoleCall(
      sales,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ rfq_id: rfqId, lines: [{ ...LINES[0], unit_price: '0.11' }] }),
    );
    expect(second.data.version).toBe(2);

    const offers = (await buyerCall(buyer.cookie, 'GET', API.offers.path)).data.list;
    expect(offers.map((o: { version: number; status: string }) => [o.version, o.status])).toEqual([
      [2, 'quoted'],
      [1, 'superseded'],
    ]);
    expect(offers[0]).toMatchObject({
      request: { type: 'rfq', id: rfqId },
      currency: 'CNY',
      total: '330.00',
      valid_until: '2026-12-10',
      incoterm: 'FOB',
      payment_terms: { deposit_percent: 30, balance_terms: 'before shipment' },
      lines: [{ name: 'Hex bolt M8 A2', quantity: 3000, unit: 'pcs', unit_price: '0.11', amount: '330.00' }],
    });
    expect(offers[1].total).toBe('510.00');

    const rfq = await buyerCall(buyer.cookie, 'GET', `${API.rfqDetail.path}?id=${rfqId}`);
    expect(rfq.data.status).toBe('quoted');
    // The RFQ rule: a quoted RFQ cannot be cancelled.
    const cancel = await buyerCall(buyer.cookie, 'POST', API.rfqCancel.path, { ids: String(rfqId) });
    expect(cancel.result.code).toBe(ErrorCode.RFQ_UNDER_QUOTATION);

    const audit = await queryRows<{ action: string; entity: string; after: { version: number } }>(
      t.db,
      sql`SELECT action, entity, after FROM audit_log WHERE entity = 'rfq' AND entity_id = ${String(rfqId)} ORDER BY id`,
    );
    expect(audit.map((a) => [a.action, a.after.version])).toEqual([
      ['offer.create', 1],
      ['offer.create', 2],
    ]);
  });

  it('lets one of two operators who saw the same version quote; the other is told, in their language', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'quote-race@example.com');
    const rfqId = await insertRfq(t.db, buyer.id);
    await createOperator(t.db, 'sales2@mall.example', 'sales', 'Li Lei');
    const other = await loginOperator(t.app, 'sales2@mall.example');
    const answers = await Promise.all(
      [sales, other].map((cookie) =>
        consoleCall(cookie, 'POST', CONSOLE_API.quotationCreate.path, quoteBody({ rfq_id: rfqId, seen_version: 0 })),
      ),
    );
    expect(answers.map((a) => a.result.code).sort()).toEqual([0, ErrorCode.QUOTATION_VERSION_CHANGED]);
    const [versions] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM offers WHERE rfq_id = ${rfqId}`,
    );
    expect(versions?.n).toBe(1);

    const stale = await consoleCall(
      other,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ rfq_id: rfqId, seen_version: 0 }),
      'zh_CN',
    );
    expect(stale.result).toEqual({
      code: ErrorCode.QUOTATION_VERSION_CHANGED,
      message: ERROR_MESSAGES['zh-Hans'][ErrorCode.QUOTATION_VERSION_CHANGED],
    });
    const next = await consoleCall(
      other,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ rfq_id: rfqId, seen_version: 1 }),
    );
    expect(next.data.version).toBe(2);
  });

  it('refuses a cancelled RFQ, an unknown one, a past validity, and callers outside sales', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'quote-refuse@example.com');
    const rfqId = await insertRfq(t.db, buyer.id);
    await buyerCall(buyer.cookie, 'POST', API.rfqCancel.path, { ids: String(rfqId) });

    const cancelled = await consoleCall(
      sales,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ rfq_id: rfqId }),
      'zh_CN',
    );
    expect(cancelled.result).toEqual({
      code: ErrorCode.RFQ_CANCELLED,
      message: ERROR_MESSAGES['zh-Hans'][ErrorCode.RFQ_CANCELLED],
    });
    const unknown = await consoleCall(sales, 'POST', CONSOLE_API.quotationCreate.path, quoteBody({ rfq_id: 999999 }));
    expect(unknown.result.code).toBe(ErrorCode.RFQ_NOT_FOUND);
    const past = await consoleCall(
      sales,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ rfq_id: rfqId, valid_until: '2026-11-22' }),
    );
    expect(past.result).toEqual({
      code: ErrorCode.VALID_UNTIL_PAST,
      message: 'The validity date must be today or later.',
    });
    const both = await consoleCall(
      sales,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ rfq_id: rfqId, quotation_request_id: 1 }),
    );
    expect(both.result.code).toBe(ErrorCode.VALIDATION);

    const asReviewer = await consoleCall(
      reviewer,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ rfq_id: rfqId }),
    );
    expect(asReviewer.result.code).toBe(ErrorCode.FORBIDDEN);
    const inboxAsReviewer = await consoleCall(reviewer, 'GET', CONSOLE_API.rfqInbox.path);
    expect(inboxAsReviewer.result.code).toBe(ErrorCode.FORBIDDEN);
    const asBuyer = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.quotationCreate.path,
      payload: quoteBody({ rfq_id: rfqId }),
      headers: { cookie: buyer.cookie },
    });
    expect(asBuyer.json().result.code).toBe(ErrorCode.LOGIN_REQUIRED);
  });
});

describe('the quoting inbox', () => {
  it('lists RFQs and quotation requests unanswered first, oldest first, with the buyer and items', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'inbox@example.com');
    const answered = await insertRfq(t.db, buyer.id);
    const waiting = await insertRfq(t.db, buyer.id);
    await consoleCall(sales, 'POST', CONSOLE_API.quotationCreate.path, quoteBody({ rfq_id: answered }));

    const page = (await consoleCall(sales, 'GET', `${CONSOLE_API.rfqInbox.path}?pageSize=100`)).data;
    const ids = page.list.map((r: { id: number }) => r.id);
    expect(ids.indexOf(waiting)).toBeLessThan(ids.indexOf(answered));
    const row = page.list.find((r: { id: number }) => r.id === answered);
    expect(row).toMatchObject({
      status: 'quoted',
      currency: 'USD',
      buyer: { id: buyer.id, company_name: 'inbox@example.com Ltd', email: 'inbox@example.com' },
      items: [{ name: 'Stainless hex bolts M8', quantity: 5000, unit: 'pcs' }],
      offers: [{ version: 1, status: 'quoted', total: '510.00', valid_until: '2026-12-10' }],
    });
    const submitted = (await consoleCall(sales, 'GET', `${CONSOLE_API.rfqInbox.path}?status=submitted&pageSize=100`))
      .data;
    expect(submitted.list.every((r: { status: string }) => r.status === 'submitted')).toBe(true);

    const requestId = await insertQuotationRequest(t.db, buyer.id);
    const requests = (await consoleCall(sales, 'GET', `${CONSOLE_API.quotationRequestInbox.path}?status=submitted`))
      .data;
    expect(requests.list.find((r: { id: number }) => r.id === requestId)).toMatchObject({
      status: 'submitted',
      currency: 'USD',
      buyer: { email: 'inbox@example.com' },
      items: [
        { name: 'Valve', quantity: 10, unit: 'pcs' },
        { name: 'Pump', quantity: 2, unit: 'set' },
      ],
      offers: [],
    });
  });

  it('carries messages both ways on the RFQ thread, audited', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'thread@example.com');
    const rfqId = await insertRfq(t.db, buyer.id);
    await buyerCall(buyer.cookie, 'POST', API.rfqMessage.path, { id: rfqId, content: 'Can you do A4 steel?' });
    const answer = await consoleCall(sales, 'POST', CONSOLE_API.rfqMessage.path, { id: rfqId, content: 'Yes, +15%.' });
    expect(answer.data.messages.map((m: { author: string; content: string }) => [m.author, m.content])).toEqual([
      ['buyer', 'Can you do A4 steel?'],
      ['operator', 'Yes, +15%.'],
    ]);
    const seen = await buyerCall(buyer.cookie, 'GET', `${API.rfqDetail.path}?id=${rfqId}`);
    expect(seen.data.messages.at(-1)).toMatchObject({ author: 'operator', content: 'Yes, +15%.' });
    const [entry] = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE entity = 'rfq' AND entity_id = ${String(rfqId)}`,
    );
    expect(entry?.action).toBe('rfq.message');
  });
});

describe('offers for the buyer', () => {
  it('accepts an open offer into a proforma invoice, once; a second accept is refused', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'accept@example.com');
    const requestId = await insertQuotationRequest(t.db, buyer.id);
    const quoted = await consoleCall(
      sales,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ quotation_request_id: requestId }),
    );
    const accepted = await buyerCall(buyer.cookie, 'POST', API.offerAccept.path, { id: quoted.data.id });
    expect(accepted.data).toEqual({ proforma_invoice_id: expect.any(Number) });
    const again = await buyerCall(buyer.cookie, 'POST', API.offerAccept.path, { id: quoted.data.id });
    expect(again.result.code).toBe(ErrorCode.OFFER_NOT_OPEN);
    const [offer] = (await buyerCall(buyer.cookie, 'GET', API.offers.path)).data.list;
    expect(offer).toMatchObject({
      status: 'accepted',
      request: { type: 'quotation_request', id: requestId },
      proforma_invoice_id: accepted.data.proforma_invoice_id,
    });
    // Accepted: the request is closed to new quotations.
    const requote = await consoleCall(
      sales,
      'POST',
      CONSOLE_API.quotationCreate.path,
      quoteBody({ quotation_request_id: requestId }),
    );
    expect(requote.result.code).toBe(ErrorCode.REQUEST_ALREADY_ACCEPTED);
  });

  it('declines with a reason, and refuses a superseded offer, another buyer and a pending account', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'decline@example.com');
    const other = await memberBuyer(t.app, t.db, 'decline-other@example.com');
    const rfqId = await insertRfq(t.db, buyer.id);
    const v1 = (await consoleCall(sales, 'POST', CONSOLE_API.quotationCreate.path, quoteBody({ rfq_id: rfqId }))).data;
    const v2 = (await consoleCall(sales, 'POST', CONSOLE_API.quotationCreate.path, quoteBody({ rfq_id: rfqId }))).data;

    expect((await buyerCall(buyer.cookie, 'POST', API.offerAccept.path, { id: v1.id })).result.code).toBe(
      ErrorCode.OFFER_NOT_OPEN,
    );
    expect((await buyerCall(other.cookie, 'POST', API.offerAccept.path, { id: v2.id })).result.code).toBe(
      ErrorCode.OFFER_NOT_FOUND,
    );
    expect((await buyerCall(other.cookie, 'GET', API.offers.path)).data.list).toEqual([]);
    const noReason = await buyerCall(buyer.cookie, 'POST', API.offerDecline.path, { id: v2.id, reason: ' ' });
    expect(noReason.result.code).toBe(ErrorCode.VALIDATION);
    // A NUL character cannot be stored: refused as invalid, not a server fault.
    const nul = await buyerCall(buyer.cookie, 'POST', API.offerDecline.path, { id: v2.id, reason: 'a\u0000b' });
    expect(nul.result.code).toBe(ErrorCode.VALIDATION);
    const declined = await buyerCall(buyer.cookie, 'POST', API.offerDecline.path, { id: v2.id, reason: 'Too dear' });
    expect(declined.data).toMatchObject({ status: 'declined', decline_reason: 'Too dear' });
    // Declined: the operator may quote again, as version 3.
    const v3 = (await consoleCall(sales, 'POST', CONSOLE_API.quotationCreate.path, quoteBody({ rfq_id: rfqId }))).data;
    expect(v3.version).toBe(3);

    await createBuyer(t.db, { email: 'decline-pending@example.com' });
    const pending = await loginAs(t.app, 'decline-pending@example.com');
    const refused = await buyerCall(pending, 'POST', API.offerAccept.path, { id: v3.id });
    expect(refused.result.code).toBe(ErrorCode.ACCOUNT_PENDING);
  });

  it('cannot accept an offer past its date, before and after the expiry job marks it', async () => {
    const buyer = await memberBuyer(t.app, t.db, 'expire@example.com');
    const rfqId = await insertRfq(t.db, buyer.id);
    const offer = (
      await consoleCall(
        sales,
        'POST',
        CONSOLE_API.quotationCreate.path,
        quoteBody({ rfq_id: rfqId, valid_until: '2026-11-24' }),
      )
    ).data;
    const start = now;
    try {
      now = Date.parse('2026-11-25T00:30:00Z');
      // Sessions last a day: the buyer logs in again on the later day.
      buyer.cookie = await loginAs(t.app, 'expire@example.com');
      const late = await buyerCall(buyer.cookie, 'POST', API.offerAccept.path, { id: offer.id }, 'zh_CN');
      expect(late.result).toEqual({ code: ErrorCode.OFFER_EXPIRED, message: '该报价已过期，请重新询价。' });
      await expireDocuments(t.db, clock);
      const [seen] = (await buyerCall(buyer.cookie, 'GET', `${API.offers.path}?status=expired`)).data.list;
      expect(seen).toMatchObject({ id: offer.id, status: 'expired' });
      const still = await buyerCall(buyer.cookie, 'POST', API.offerAccept.path, { id: offer.id });
      expect(still.result.code).toBe(ErrorCode.OFFER_EXPIRED);
    } finally {
      now = start;
    }
  });
});
