import { API, CONSOLE_API } from '@mall/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { buyerApi, type Call, inDays, operatorApi, postRfq, shipAndReceive } from './fixtures/documents';
import {
  logIn,
  MEMBER_CONTACT_NAME,
  type MemberServer,
  serverWithMember,
  stopServerWithMember,
} from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';

/**
 * The buyer's History: a member's RFQ is quoted, accepted, confirmed, shipped in part and received
 * with a refused quantity (through the API, as the order journey does in the pages); the phone's
 * History lists every step with who made it, narrows to purchase orders and opens the order, whose
 * page ends with its timeline; the desk's History tab shows the same, and the order's drawer its
 * timeline.
 */
const EMAIL = `history.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'HistoryJourney2026';
const ADMIN = { email: 'history.lead@example.com', password: 'Console-2026-secret' };
const STEPS = [
  'shipment.receive',
  'shipment.ship',
  'shipment.create',
  'purchase_order.create',
  'proforma_invoice.confirm',
  'proforma_invoice.issue',
  'offer.accept',
  'offer.create',
  'rfq.create',
];
const ORDER_STEPS = ['shipment.receive', 'shipment.ship', 'shipment.create', 'purchase_order.create'];

let browser: Browser;
let env: MemberServer;
let phone: { context: BrowserContext; page: Page };
let desk: { context: BrowserContext; page: Page };
let poId: number;
let poNumber: string;
const url = (path: string) => `${env.server.baseUrl}${path}`;
const kinds = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  phone = await newVisitor(browser, 'phone');
  desk = await newVisitor(browser, 'desktop');
  await logIn(phone.context, env);
  await logIn(desk.context, env);
  const buyer: Call = buyerApi(phone.context, env.server.baseUrl);
  const operator = await operatorApi(env.server.baseUrl, ADMIN);

  const rfqId = await postRfq(phone.context, env.server.baseUrl, 'Cable ties 200 mm', 600);
  const offer = await operator<{ id: number }>(CONSOLE_API.quotationCreate.path, {
    rfq_id: rfqId,
    lines: [
      { name: 'Cable tie 200 mm', specification: 'Nylon 66, black', quantity: 600, unit: 'pcs', unit_price: '0.04' },
      { name: 'Cable tie 300 mm', specification: 'Nylon 66, black', quantity: 400, unit: 'pcs', unit_price: '0.06' },
    ],
    valid_until: inDays(20),
    lead_time_days: 15,
    incoterm: 'FOB',
    payment_terms: { deposit_percent: 30, balance_terms: 'before shipping' },
    note: '',
  });
  const { proforma_invoice_id } = await buyer<{ proforma_invoice_id: number }>(API.offerAccept.path, { id: offer.id });
  ({ purchase_order_id: poId } = await buyer<{ purchase_order_id: number }>(API.proformaConfirm.path, {
    id: proforma_invoice_id,
    po_number: '',
  }));
  const po = await buyer<{ number: string; lines: Array<{ id: number; quantity: number }> }>(
    `${API.purchaseOrderDetail.path}?id=${poId}`,
  );
  poNumber = po.number;
  const [short, long] = po.lines;
  if (!short || !long) throw new Error('lines missing');
  await shipAndReceive(
    operator,
    buyer,
    poId,
    [{ line_id: short.id, quantity: 600, rejected: 10, reason: 'Brittle, snapped on closing' }],
    { name: 'SF Express', tracking: 'SF5550001' },
  );
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe('a member reading what happened to their documents', () => {
  it('on the phone: every step with who made it, narrowed to orders, and the order page’s timeline', async () => {
    const { page, context } = phone;
    await page.goto(url('/h5/#/pages/workstation/workstation'));
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/#\/pages\/workstation\/history/);

    const entries = page.getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBe(STEPS.length);
    expect(await kinds(page, 'history-entry')).toEqual(STEPS);
    const received = await entries.first().innerText();
    expect(received).toContain('Goods received');
    expect(received).toContain(`Shipment of ${poNumber}`);
    expect(received).toContain(MEMBER_CONTACT_NAME);
    expect(await entries.nth(1).innerText()).toContain('(the mall)');
    expect(await entries.nth(5).innerText()).toContain('The mall');

    await shootInBothLanguages(
      context,
      page,
      'history',
      async (p, lang) => {
        await p
          .getByTestId('history-entry')
          .nth(STEPS.length - 1)
          .waitFor();
        if (lang === 'zh') expect(await p.getByTestId('history-entry').first().innerText()).toContain('已收货');
      },
      { fullPage: true },
    );

    await page.getByTestId('history-type-purchase_order').click();
    await expect.poll(() => kinds(page, 'history-entry')).toEqual(['purchase_order.create']);
    await entries.first().click();
    await page.waitForURL(new RegExp(`#/pages/workstation/purchase-order\\?id=${poId}$`));
    const timeline = page.getByTestId('document-timeline');
    await timeline.scrollIntoViewIfNeeded();
    await expect.poll(() => kinds(page, 'timeline-entry')).toEqual(ORDER_STEPS);
    expect(await timeline.innerText()).toContain('Brittle, snapped on closing');
    await shootInBothLanguages(context, page, 'history-order-timeline', (p) =>
      p
        .getByTestId('timeline-entry')
        .nth(ORDER_STEPS.length - 1)
        .waitFor(),
    );
  });

  it('at the desk: the History tab, and the order drawer’s timeline', async () => {
    const { page, context } = desk;
    await page.goto(url('/?tab=history'));
    await expect.poll(() => kinds(page, 'history-entry')).toEqual(STEPS);
    await shootInBothLanguages(
      context,
      page,
      'desktop-history',
      async (p, lang) => {
        await p
          .getByTestId('history-entry')
          .nth(STEPS.length - 1)
          .waitFor();
        if (lang === 'zh') expect(await p.getByTestId('history-entry').first().innerText()).toContain('已收货');
      },
      { width: 1440 },
    );
    // The order's row opens its drawer, which ends with the order's timeline.
    await page
      .locator('[data-testid="history-entry"][data-action="purchase_order.create"]')
      .getByRole('button', { name: new RegExp(poNumber) })
      .click();
    const timeline = page.getByTestId('document-timeline');
    await timeline.waitFor();
    await expect.poll(() => kinds(page, 'timeline-entry')).toEqual(ORDER_STEPS);
  });
});
