import { createHash } from 'node:crypto';
import { API, CONSOLE_API, ERROR_MESSAGES, ErrorCode, MALL_BANK, MALL_SELLER } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRfq, memberBuyer } from '../../../test/documents.js';
import { buildTestApp, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { expireDocuments } from './expiry.js';
import { createProformaService } from './proforma.service.js';
import { createProformaPdfs } from './proforma-pdf-snapshot.js';

let now = Date.parse('2026-11-23T09:00:00Z');
const clock = () => new Date(now);
let t: TestApp;
let sales: string;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
  await createOperator(t.db, 'pi-sales@mall.example', 'sales');
  sales = await loginOperator(t.app, 'pi-sales@mall.example');
});
afterAll(() => t.close());

async function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en_US') {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: `${cookie}; frontend_lang=${lang}` },
  });
  return res.json();
}

/** A member, an RFQ of theirs quoted at 1,234.56 USD (30 % deposit) and accepted: the proforma invoice's id. */
async function acceptedInvoice(email: string) {
  const buyer = await memberBuyer(t.app, t.db, email);
  const rfqId = await insertRfq(t.db, buyer.id);
  const quoted = await call(sales, 'POST', CONSOLE_API.quotationCreate.path, {
    rfq_id: rfqId,
    lines: [
      { name: 'Hex bolt M8', specification: 'A2-70, DIN 933', quantity: 1000, unit: 'pcs', unit_price: '1.10' },
      { name: 'Washer M8', quantity: 7, unit: 'box', unit_price: '19.08' },
    ],
    valid_until: '2026-12-31',
    lead_time_days: 25,
    incoterm: 'CIF',
    payment_terms: { deposit_percent: 30, balance_terms: 'against B/L copy' },
    note: 'Shanghai port',
  });
  const accepted = await call(buyer.cookie, 'POST', API.offerAccept.path, { id: quoted.data.id });
  return { buyer, offerId: quoted.data.id as number, piId: accepted.data.proforma_invoice_id as number };
}

describe('the proforma invoice', () => {
  it('is issued on accept with its number, dates, parties, lines, totals, terms and bank', async () => {
    const { buyer, offerId, piId } = await acceptedInvoice('pi-issue@example.com');
    const pi = (await call(buyer.cookie, 'GET', `${API.proformaDetail.path}?id=${piId}`)).data;
    expect(pi).toMatchObject({
      id: piId,
      number: expect.stringMatching(/^PI-2026-\d{6}$/),
      version: 1,
      status: 'issued',
      quotation_id: offerId,
      currency: 'USD',
      total: '1233.56',
      issue_date: '2026-11-23',
      valid_until: '2026-12-07',
      seller: MALL_SELLER,
      bank: MALL_BANK,
      buyer: {
        company_name: 'pi-issue@example.com Ltd',
        address: 'Shanghai, CN',
        contact_name: 'Li Lei',
        email: 'pi-issue@example.com',
      },
      lines: [
        {
          name: 'Hex bolt M8',
          specification: 'A2-70, DIN 933',
          quantity: 1000,
          unit: 'pcs',
          unit_price: '1.10',
          amount: '1100.00',
        },
        { name: 'Washer M8', specification: '', quantity: 7, unit: 'box', unit_price: '19.08', amount: '133.56' },
      ],
      incoterm: 'CIF',
      lead_time_days: 25,
      payment_terms: { deposit_percent: 30, balance_terms: 'against B/L copy' },
      deposit_amount: '370.07',
      balance_amount: '863.49',
      notes: 'Shanghai port',
      purchase_order_id: null,
      versions: [{ id: piId, version: 1, status: 'issued', amends: null }],
    });
    const list = (await call(buyer.cookie, 'GET', API.proformaInvoices.path)).data.list;
    expect(list.map((p: { id: number }) => p.id)).toEqual([piId]);
  });

  it('is a PDF for its buyer in their language, and not found for another buyer', async () => {
    const { buyer, piId } = await acceptedInvoice('pi-pdf@example.com');
    const other = await memberBuyer(t.app, t.db, 'pi-pdf-other@example.com');
    const res = await t.app.inject({
      url: `${API.proformaPdf.path}?id=${piId}`,
      headers: { cookie: `${buyer.cookie}; frontend_lang=zh_CN` },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await t.app.inject({ url: `${API.proformaPdf.path}?id=${piId}`, headers: { cookie: other.cookie } });
    expect(theirs.json().result.code).toBe(ErrorCode.PROFORMA_NOT_FOUND);
  });

  it("keeps each version's PDF as first made, with its hash: the buyer and the console get the same bytes", async () => {
    const { buyer, piId } = await acceptedInvoice('pi-snapshot@example.com');
    const [job] = await queryRows<{ kind: string; payload: { id: number } }>(
      t.db,
      sql`SELECT kind, payload FROM jobs WHERE unique_key = ${`proforma.pdf:${piId}`}`,
    );
    expect(job).toEqual({ kind: 'proforma.pdf', payload: { id: piId } });

    const asBuyer = await t.app.inject({
      url: `${API.proformaPdf.path}?id=${piId}`,
      headers: { cookie: `${buyer.cookie}; frontend_lang=zh_CN` },
    });
    const sha256 = createHash('sha256').update(asBuyer.rawPayload).digest('hex');
    expect(asBuyer.headers.etag).toBe(`"${sha256}"`);
    // The mall's details change afterwards: the document the buyer was given does not.
    await t.db.execute(sql`UPDATE proforma_invoices SET notes = 'changed later' WHERE id = ${piId}`);
    const asOperator = await t.app.inject({
      url: `${CONSOLE_API.proformaPdf.path}?id=${piId}`,
      headers: { cookie: `${sales}; frontend_lang=zh_CN` },
    });
    expect(asOperator.headers['content-type']).toBe('application/pdf');
    expect(asOperator.rawPayload.equals(asBuyer.rawPayload)).toBe(true);

    await createProformaPdfs(t.db, clock, createProformaService(t.db, clock)).makeAll(piId);
    const stored = await queryRows<{ locale: string; sha256: string; size: number }>(
      t.db,
      sql`SELECT locale, sha256, size FROM proforma_pdfs WHERE proforma_invoice_id = ${piId} ORDER BY locale`,
    );
    expect(stored.map((row) => row.locale)).toEqual(['en', 'zh-Hans']);
    expect(stored[1]).toEqual({ locale: 'zh-Hans', sha256, size: asBuyer.rawPayload.length });
    await expect(
      t.db.execute(sql`UPDATE proforma_pdfs SET sha256 = ${'0'.repeat(64)} WHERE proforma_invoice_id = ${piId}`),
    ).rejects.toThrow();
    const reviewer = await createOperator(t.db, 'pi-reviewer@mall.example', 'reviewer').then(() =>
      loginOperator(t.app, 'pi-reviewer@mall.example'),
    );
    const refused = await t.app.inject({
      url: `${CONSOLE_API.proformaPdf.path}?id=${piId}`,
      headers: { cookie: reviewer },
    });
    expect(refused.json().result.code).toBe(403);
  });

  it('goes from change requested to a re-issued version that records what it amends, audited', async () => {
    const { buyer, piId } = await acceptedInvoice('pi-change@example.com');
    const asked = await call(buyer.cookie, 'POST', API.proformaRequestChange.path, {
      id: piId,
      message: 'Please make it FOB Ningbo',
    });
    expect(asked.data).toMatchObject({ status: 'change_requested', change_request: 'Please make it FOB Ningbo' });
    // Waiting for the new version, the buyer cannot confirm the one they asked to change.
    const early = await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: piId });
    expect(early.result.code).toBe(ErrorCode.PROFORMA_STATE_CONFLICT);

    const v2 = await call(sales, 'POST', CONSOLE_API.proformaReissue.path, {
      id: piId,
      amends: 'Incoterm FOB Ningbo; deposit 50%',
      incoterm: 'FOB',
      payment_terms: { deposit_percent: 50, balance_terms: 'before shipment' },
    });
    expect(v2.result).toEqual({ code: 0, message: 'success' });
    expect(v2.data).toMatchObject({
      number: asked.data.number,
      version: 2,
      status: 'issued',
      issue_date: '2026-11-23',
      valid_until: '2026-12-07',
      incoterm: 'FOB',
      total: '1233.56',
      deposit_amount: '616.78',
      amends: 'Incoterm FOB Ningbo; deposit 50%',
      change_request: null,
      versions: [
        { id: piId, version: 1, status: 'superseded', amends: null },
        { id: v2.data.id, version: 2, status: 'issued', amends: 'Incoterm FOB Ningbo; deposit 50%' },
      ],
    });
    expect(v2.data.lines).toHaveLength(2);
    const again = await call(sales, 'POST', CONSOLE_API.proformaReissue.path, { id: piId, amends: 'twice' });
    expect(again.result.code).toBe(ErrorCode.PROFORMA_STATE_CONFLICT);
    const list = (await call(buyer.cookie, 'GET', API.proformaInvoices.path)).data.list;
    expect(list.map((p: { version: number }) => p.version)).toEqual([2]);
    const entries = await queryRows<{
      action: string;
      after: { amends: string; version: number };
      owner_id: number;
      by_operator: boolean;
    }>(
      t.db,
      sql`SELECT action, after, owner_id, operator_id IS NOT NULL AS by_operator FROM audit_log
          WHERE entity = 'proforma_invoice' AND entity_id = ${String(piId)} ORDER BY id`,
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'proforma_invoice.issue',
      'proforma_invoice.request_change',
      'proforma_invoice.reissue',
    ]);
    // Every step is filed under the buyer whose invoice it is, the re-issue as the operator's.
    expect(entries.map((entry) => entry.owner_id)).toEqual([buyer.id, buyer.id, buyer.id]);
    expect(entries[2]).toMatchObject({ after: { version: 2 }, by_operator: true });
  });

  it('is confirmed once, with the buyer PO number, into a purchase order; then it is locked', async () => {
    const { buyer, piId } = await acceptedInvoice('pi-confirm@example.com');
    const confirmed = await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: piId, po_number: 'ACME-PO-77' });
    const poId = confirmed.data.purchase_order_id;
    const po = (await call(buyer.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${poId}`)).data;
    expect(po).toMatchObject({
      number: expect.stringMatching(/^PO-2026-\d{6}$/),
      po_number: 'ACME-PO-77',
      status: 'open',
      progress: 'to_ship',
      currency: 'USD',
      total: '1233.56',
      paid: '0.00',
      due: '1233.56',
      deposit_due: '370.07',
      proforma_invoice_id: piId,
      lines: [
        { name: 'Hex bolt M8', quantity: 1000, shipped: 0, received: 0, accepted: 0, rejected: 0, open: 1000 },
        { name: 'Washer M8', quantity: 7, shipped: 0, received: 0, accepted: 0, rejected: 0, open: 7 },
      ],
      payments: [],
      shipments: [],
    });
    const pi = (await call(buyer.cookie, 'GET', `${API.proformaDetail.path}?id=${piId}`)).data;
    expect(pi).toMatchObject({ status: 'confirmed', po_number: 'ACME-PO-77', purchase_order_id: poId });
    expect((await call(sales, 'POST', CONSOLE_API.proformaCancel.path, { id: piId, reason: 'x' })).result.code).toBe(
      ErrorCode.PROFORMA_STATE_CONFLICT,
    );
    expect((await call(sales, 'POST', CONSOLE_API.proformaReissue.path, { id: piId, amends: 'x' })).result.code).toBe(
      ErrorCode.PROFORMA_STATE_CONFLICT,
    );
  });

  it('of 20 confirmations at once makes exactly one purchase order; the others get the conflict code', async () => {
    const { buyer, piId } = await acceptedInvoice('pi-race@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: piId, po_number: `RACE-${i}` }),
      ),
    );
    const won = answers.filter((a) => a.result.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.result.code === ErrorCode.PROFORMA_STATE_CONFLICT)).toHaveLength(19);
    expect(answers.find((a) => a.result.code !== 0)?.result.message).toBe(
      ERROR_MESSAGES.en[ErrorCode.PROFORMA_STATE_CONFLICT],
    );
    const orders = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM purchase_orders WHERE proforma_invoice_id = ${piId}`,
    );
    expect(orders[0]?.n).toBe(1);
  });

  it('answers not found to another buyer, and cannot be confirmed once expired', async () => {
    const { buyer, piId } = await acceptedInvoice('pi-owner@example.com');
    const other = await memberBuyer(t.app, t.db, 'pi-other@example.com');
    for (const res of [
      await call(other.cookie, 'GET', `${API.proformaDetail.path}?id=${piId}`),
      await call(other.cookie, 'POST', API.proformaConfirm.path, { id: piId }),
      await call(other.cookie, 'POST', API.proformaRequestChange.path, { id: piId, message: 'mine?' }),
    ]) {
      expect(res.result.code).toBe(ErrorCode.PROFORMA_NOT_FOUND);
    }
    const start = now;
    try {
      now = Date.parse('2026-12-08T09:00:00Z');
      const cookie = await loginAs(t.app, 'pi-owner@example.com');
      const late = await call(cookie, 'POST', API.proformaConfirm.path, { id: piId }, 'zh_CN');
      expect(late.result).toEqual({ code: ErrorCode.PROFORMA_EXPIRED, message: '该形式发票已过期，请重新申请。' });
      await expireDocuments(t.db, clock);
      expect((await call(cookie, 'GET', `${API.proformaDetail.path}?id=${piId}`)).data.status).toBe('expired');
    } finally {
      now = start;
      // The moved clock may have let the hourly job prune the operator's session.
      sales = await loginOperator(t.app, 'pi-sales@mall.example');
    }
    expect(buyer.id).toBeGreaterThan(0);
  });

  it('is cancelled by an operator with a reason, audited; the buyer can no longer confirm it', async () => {
    const { buyer, piId } = await acceptedInvoice('pi-cancel@example.com');
    const cancelled = await call(sales, 'POST', CONSOLE_API.proformaCancel.path, { id: piId, reason: 'Price error' });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Price error' });
    expect((await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: piId })).result.code).toBe(
      ErrorCode.PROFORMA_STATE_CONFLICT,
    );
    const entries = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE entity = 'proforma_invoice' AND entity_id = ${String(piId)} ORDER BY id`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['proforma_invoice.issue', 'proforma_invoice.cancel']);
  });
});

describe('purchase orders', () => {
  it('are read by sales in the console, newest first, and unknown ids answer not found', async () => {
    const { buyer, piId } = await acceptedInvoice('pi-console@example.com');
    const page = (await call(sales, 'GET', `${CONSOLE_API.proformaInvoices.path}?status=issued`)).data;
    expect(page.list[0]).toMatchObject({ id: piId, status: 'issued', buyer: { email: 'pi-console@example.com' } });
    const detail = (await call(sales, 'GET', `${CONSOLE_API.proformaDetail.path}?id=${piId}`)).data;
    expect(detail.number).toMatch(/^PI-2026-/);
    expect((await call(sales, 'GET', `${CONSOLE_API.proformaDetail.path}?id=999999`)).result.code).toBe(
      ErrorCode.PROFORMA_NOT_FOUND,
    );
    expect((await call(sales, 'POST', CONSOLE_API.proformaCancel.path, { id: 999999, reason: 'x' })).result.code).toBe(
      ErrorCode.PROFORMA_NOT_FOUND,
    );
    expect((await call(sales, 'GET', `${CONSOLE_API.purchaseOrderDetail.path}?id=999999`)).result.code).toBe(
      ErrorCode.PURCHASE_ORDER_NOT_FOUND,
    );
    expect(buyer.id).toBeGreaterThan(0);
  });

  it('take payments up to what is due, shown as paid and due, audited', async () => {
    const { buyer, piId } = await acceptedInvoice('po-pay@example.com');
    const poId = (await call(buyer.cookie, 'POST', API.proformaConfirm.path, { id: piId })).data.purchase_order_id;
    const pay = (body: Record<string, unknown>) =>
      call(sales, 'POST', CONSOLE_API.purchaseOrderPayment.path, {
        purchase_order_id: poId,
        paid_on: '2026-11-23',
        reference: 'TT 001',
        ...body,
      });
    expect((await pay({ kind: 'deposit', amount: '370.08' })).result.code).toBe(ErrorCode.PAYMENT_EXCEEDS_DUE);
    const deposit = await pay({ kind: 'deposit', amount: '370.07' });
    expect(deposit.data).toMatchObject({ paid: '370.07', due: '863.49', deposit_paid: '370.07' });
    expect((await pay({ kind: 'deposit', amount: '0.01' })).result.code).toBe(ErrorCode.PAYMENT_EXCEEDS_DUE);
    expect((await pay({ kind: 'balance', amount: '863.50' })).result.code).toBe(ErrorCode.PAYMENT_EXCEEDS_DUE);
    const balance = await pay({ kind: 'balance', amount: 863.49 });
    expect(balance.data).toMatchObject({ paid: '1233.56', due: '0.00' });
    expect(balance.data.payments.map((p: { kind: string; amount: string }) => [p.kind, p.amount])).toEqual([
      ['deposit', '370.07'],
      ['balance', '863.49'],
    ]);
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE entity = 'purchase_order' AND entity_id = ${String(poId)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'purchase_order.create',
      'purchase_order.payment',
      'purchase_order.payment',
    ]);
  });

  it('are cancelled by the buyer or an operator while nothing shipped, with a reason', async () => {
    const first = await acceptedInvoice('po-cancel@example.com');
    const poId = (await call(first.buyer.cookie, 'POST', API.proformaConfirm.path, { id: first.piId })).data
      .purchase_order_id;
    const other = await memberBuyer(t.app, t.db, 'po-cancel-other@example.com');
    expect(
      (await call(other.cookie, 'POST', API.purchaseOrderCancel.path, { id: poId, reason: 'not mine' })).result.code,
    ).toBe(ErrorCode.PURCHASE_ORDER_NOT_FOUND);
    expect((await call(other.cookie, 'GET', `${API.purchaseOrderDetail.path}?id=${poId}`)).result.code).toBe(
      ErrorCode.PURCHASE_ORDER_NOT_FOUND,
    );
    const cancelled = await call(first.buyer.cookie, 'POST', API.purchaseOrderCancel.path, {
      id: poId,
      reason: 'Budget cut',
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Budget cut' });
    expect(
      (await call(sales, 'POST', CONSOLE_API.purchaseOrderCancel.path, { id: poId, reason: 'again' })).result.code,
    ).toBe(ErrorCode.PURCHASE_ORDER_NOT_OPEN);
    const page = (await call(sales, 'GET', `${CONSOLE_API.purchaseOrders.path}?status=cancelled`)).data;
    expect(page.list.find((p: { id: number }) => p.id === poId)).toMatchObject({
      status: 'cancelled',
      buyer: { email: 'po-cancel@example.com' },
    });
  });
});
