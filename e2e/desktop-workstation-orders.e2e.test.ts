import { readFile } from 'node:fs/promises';
import { ERROR_MESSAGES, ErrorCode } from '@mall/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, pressConfirmation } from './fixtures/browser';
import { buyerApi, type Call, inDays, operatorApi, postRfq } from './fixtures/documents';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { SHOTS, shootInBothLanguages } from './fixtures/screenshots';

/**
 * A member's proforma invoices, purchase orders, shipments and warehouse at a desk (1440x900, the
 * workstation at `/`): three RFQs quoted by an operator (console API) and accepted by the member
 * (buyer API), one invoice confirmed beforehand; in the browser the member confirms another with
 * their own PO number, finds the order in Purchase orders (filter, sort, CSV), asks for a change of
 * the third, then receives the shipment the operator shipped, one line short and one refused.
 */
const EMAIL = `desk.orders.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'DeskOrders2026';
const ADMIN = { email: 'sales.desk@example.com', password: 'Console-Desk-2026' };
const PO_NUMBER = 'HW-4500012345';
const EARLIER_PO_NUMBER = 'HW-4500000001';
const CHANGE_MESSAGE = 'Please quote the flange nuts in A4 stainless.';
const REJECT_REASON = 'Thread damaged on 5 nuts';

/** The quotations the operator sends: the first becomes the order received, the second is sent back, the third ordered before. */
const QUOTES = {
  fasteners: [
    {
      name: 'Hex bolt M8 x 40',
      specification: 'A2 stainless, DIN 933',
      quantity: 100,
      unit: 'pcs',
      unit_price: '0.50',
    },
    { name: 'Hex nut M8', specification: 'A2 stainless, DIN 934', quantity: 200, unit: 'pcs', unit_price: '0.20' },
    { name: 'Washer M8', specification: '', quantity: 300, unit: 'pcs', unit_price: '0.05' },
  ],
  flanges: [{ name: 'Flange nut M10', specification: '', quantity: 50, unit: 'pcs', unit_price: '1.20' }],
  springs: [{ name: 'Spring washer M8', specification: '', quantity: 1000, unit: 'pcs', unit_price: '0.02' }],
} as const;

interface Invoice {
  id: number;
  number: string;
  status: string;
  purchase_order_id: number | null;
  change_request: string | null;
}

interface Order {
  id: number;
  number: string;
  po_number: string;
  status: string;
  progress: string;
  total: string;
  cancel_reason: string | null;
  created_at: string;
  lines: Array<{ id: number; quantity: number; shipped: number; received: number; accepted: number; rejected: number }>;
}

interface Shipment {
  id: number;
  status: string;
  lines: Array<{ name: string; received: number | null; rejected: number | null; reason: string | null }>;
}

let browser: Browser;
let env: MemberServer;
let context: BrowserContext;
let page: Page;
let buyer: Call;
let operator: Call;
const invoices: Record<keyof typeof QUOTES, Invoice> = {} as Record<keyof typeof QUOTES, Invoice>;

const url = (path: string) => `${env.server.baseUrl}${path}`;

/** A day as the English pages write it. */
function day(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

const invoice = (id: number) => buyer<Invoice>(`/api/buyer/v1/proforma_invoices/detail?id=${id}`);
const order = (id: number) => buyer<Order>(`/api/buyer/v1/purchase_orders/detail?id=${id}`);
const orders = async () => (await buyer<{ list: Order[] }>('/api/buyer/v1/purchase_orders')).list;

/** An RFQ the member posts, quoted by the operator and accepted by the member: its proforma invoice. */
async function quotedInvoice(name: string, lines: (typeof QUOTES)[keyof typeof QUOTES]): Promise<Invoice> {
  const rfqId = await postRfq(
    context,
    env.server.baseUrl,
    name,
    lines.reduce((sum, line) => sum + line.quantity, 0),
  );
  await operator('/api/console/v1/quotations', {
    rfq_id: rfqId,
    lines,
    valid_until: inDays(20),
    lead_time_days: 25,
    incoterm: 'FOB',
    payment_terms: { deposit_percent: 30, balance_terms: 'before shipping' },
    note: 'Packed in cartons of 100.',
  });
  const offers = await buyer<{ list: Array<{ id: number; request: { type: string; id: number } }> }>(
    '/api/buyer/v1/offers',
  );
  const offer = offers.list.find((o) => o.request.type === 'rfq' && o.request.id === rfqId);
  if (!offer) throw new Error(`no quotation for the RFQ ${name}`);
  const { proforma_invoice_id } = await buyer<{ proforma_invoice_id: number }>('/api/buyer/v1/offers/accept', {
    id: offer.id,
  });
  return invoice(proforma_invoice_id);
}

/** Waits for antd's popup message with this text (earlier ones may still be showing). */
async function seeMessage(text: string): Promise<void> {
  await page.locator('.ant-message-notice-content').filter({ hasText: text }).last().waitFor();
}

const table = (name: string) => page.getByTestId(`table-${name}`);
const rows = (name: string) => table(name).locator('tbody tr.ant-table-row');
const rowOf = (name: string, text: string) => rows(name).filter({ hasText: text });
/** A dialog (modal or drawer) holding this test id. */
const dialogWith = (testId: string): Locator => page.getByRole('dialog').filter({ has: page.getByTestId(testId) });

/** Opens a tab of the workstation and waits for its address and its rows. */
async function openTab(tab: string): Promise<void> {
  await page.getByTestId(`tab-${tab}`).click();
  await page.waitForURL((address) => address.searchParams.get('tab') === tab);
  await table(tab).waitFor();
}

/** Chinese, then English, at the desk's size: a screenshot each, nothing wider than the window. */
const shootDesk = (name: string, ready: (page: Page) => Promise<unknown>) =>
  shootInBothLanguages(context, page, `desktop-${name}`, ready, { width: 1440 });

/** A screenshot in English of what is open now, once its opening animation has ended. */
async function shot(name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}desktop-${name}-en-1440.png` });
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser, 'desktop'));
  await logIn(context, env);
  buyer = buyerApi(context, env.server.baseUrl);
  operator = await operatorApi(env.server.baseUrl, ADMIN);

  invoices.fasteners = await quotedInvoice('Stainless fasteners M8', QUOTES.fasteners);
  invoices.flanges = await quotedInvoice('Flange nuts M10', QUOTES.flanges);
  invoices.springs = await quotedInvoice('Spring washers M8', QUOTES.springs);
  await buyer('/api/buyer/v1/proforma_invoices/confirm', { id: invoices.springs.id, po_number: EARLIER_PO_NUMBER });
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe("a member's orders at a desk", () => {
  it('lists the proforma invoices by state, each opening in a drawer', async () => {
    await page.goto(url('/?tab=proformaInvoices'));
    await rows('proformaInvoices').nth(2).waitFor();
    expect(await table('proformaInvoices').locator('thead th').allInnerTexts()).toEqual([
      'No.',
      'Version',
      'Status',
      'Total',
      'Issued',
      'Valid until',
      'Purchase order',
      'Actions',
    ]);
    const filter = page.getByTestId('filter-proformaInvoices');
    expect(await filter.innerText()).toMatch(/All \(3\)\s+To confirm \(2\)\s+Confirmed \(1\)\s+Closed \(0\)/);
    const fasteners = rowOf('proformaInvoices', invoices.fasteners.number);
    expect(await fasteners.getByTestId('proforma-status').innerText()).toBe('To confirm');
    expect(await fasteners.innerText()).toContain('$105.00');
    const springs = rowOf('proformaInvoices', invoices.springs.number);
    expect(await springs.getByTestId('proforma-status').innerText()).toBe('Confirmed');
    expect(await springs.getByTestId(`proforma-confirm-${invoices.springs.id}`).count()).toBe(0);
    await shootDesk('workstation-proformas', (p) =>
      p.getByTestId('table-proformaInvoices').locator('tbody tr.ant-table-row').nth(2).waitFor(),
    );

    await page.getByTestId(`proforma-open-${invoices.fasteners.id}`).click();
    const drawer = page.getByTestId('proforma-drawer');
    await drawer.waitFor();
    expect(await drawer.getByTestId('proforma-total').innerText()).toBe('$105.00');
    expect(await drawer.getByTestId('proforma-deposit').innerText()).toBe('$31.50');
    expect(await drawer.getByTestId('proforma-buyer').innerText()).toContain('Hanse Werkzeug GmbH');
    expect(await drawer.innerText()).toContain('Hex bolt M8 x 40');
    expect(await drawer.getByTestId('proforma-drawer-pdf').getAttribute('href')).toBe(
      `/api/buyer/v1/proforma_invoices/pdf?id=${invoices.fasteners.id}`,
    );
    await shootDesk('workstation-proforma-drawer', async (p) => {
      await p.getByTestId(`proforma-open-${invoices.fasteners.id}`).click();
      await p.getByTestId('proforma-drawer').waitFor();
    });
    await dialogWith('proforma-drawer').getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('confirms an invoice with the buyer PO number; its order is made', async () => {
    await page.getByTestId(`proforma-confirm-${invoices.fasteners.id}`).click();
    const dialog = dialogWith('proforma-confirm-form');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      'A purchase order of $105.00 will be created from this proforma invoice, and the invoice can no longer change.',
    );
    await dialog.getByLabel('Your own PO number (optional)').fill(PO_NUMBER);
    await shot('workstation-proforma-confirm');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await seeMessage('Confirmed: purchase order created');
    await dialog.waitFor({ state: 'hidden' });

    const stored = await invoice(invoices.fasteners.id);
    expect(stored.status).toBe('confirmed');
    const made = await order(stored.purchase_order_id ?? 0);
    expect([made.po_number, made.status, made.total]).toEqual([PO_NUMBER, 'open', '105.00']);
    const row = rowOf('proformaInvoices', invoices.fasteners.number);
    expect(await row.getByTestId('proforma-status').innerText()).toBe('Confirmed');
    await row.getByText(made.number).waitFor();
    expect(await page.getByTestId('filter-proformaInvoices').innerText()).toContain('Confirmed (2)');
  });

  it('finds the order in Purchase orders: filtered, sorted by total, exported', async () => {
    await openTab('purchaseOrders');
    await rows('purchaseOrders').nth(1).waitFor();
    const [newer, earlier] = await orders();
    if (!newer || !earlier) throw new Error('two orders expected');
    expect(newer.po_number).toBe(PO_NUMBER);
    expect(await table('purchaseOrders').locator('thead th').allInnerTexts()).toEqual([
      'No.',
      'Your PO No.',
      'Status',
      'Progress',
      'Total',
      'Paid',
      'Due',
      'Created',
      'Actions',
    ]);
    const row = rowOf('purchaseOrders', newer.number);
    expect(await row.getByTestId('purchase-order-status').innerText()).toBe('Open');
    expect(await row.getByTestId('purchase-order-progress').innerText()).toBe('To ship');
    expect(await row.getByTestId(`po-cancel-${newer.id}`).innerText()).toBe('Cancel order');

    await page.getByTestId('filter-purchaseOrders').getByText('Open (2)').click();
    await page.waitForURL((address) => address.searchParams.get('filter') === 'open');
    await table('purchaseOrders').getByRole('columnheader', { name: 'Total', exact: true }).click();
    await page.waitForURL((address) => address.searchParams.get('sort') === 'total');
    expect(new URL(page.url()).searchParams.get('order')).toBe('ascend');
    await expect
      .poll(() => rows('purchaseOrders').locator('td:first-child').allInnerTexts())
      .toEqual([earlier.number, newer.number]);
    await table('purchaseOrders').getByRole('columnheader', { name: 'Total', exact: true }).click();
    await page.waitForURL((address) => address.searchParams.get('order') === 'descend');
    await expect
      .poll(() => rows('purchaseOrders').locator('td:first-child').allInnerTexts())
      .toEqual([newer.number, earlier.number]);
    await shootDesk('workstation-purchase-orders', (p) =>
      p.getByTestId('table-purchaseOrders').locator('tbody tr.ant-table-row').nth(1).waitFor(),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-purchaseOrders').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^purchaseOrders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('No.,Your PO No.,Status,Progress,Total,Paid,Due,Created');
    expect(csv[1]).toBe(`${newer.number},${PO_NUMBER},Open,To ship,$105.00,$0.00,$105.00,${day(newer.created_at)}`);
    expect(csv).toHaveLength(4);
  });

  it('asks for a change of another invoice, and refuses an empty message', async () => {
    await openTab('proformaInvoices');
    await page.getByTestId(`proforma-change-${invoices.flanges.id}`).click();
    const dialog = dialogWith('proforma-change-form');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Please say what should change, 1-500 characters');
    expect((await invoice(invoices.flanges.id)).status).toBe('issued');
    await shot('workstation-proforma-change');

    await dialog.getByLabel('Your message to the mall (1-500 characters)').fill(CHANGE_MESSAGE);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await seeMessage('Change requested: the mall will issue a new version');
    await dialog.waitFor({ state: 'hidden' });
    const stored = await invoice(invoices.flanges.id);
    expect([stored.status, stored.change_request]).toEqual(['change_requested', CHANGE_MESSAGE]);
    const row = rowOf('proformaInvoices', invoices.flanges.number);
    expect(await row.getByTestId('proforma-status').innerText()).toBe('Change requested');
    expect(await row.getByTestId(`proforma-change-${invoices.flanges.id}`).count()).toBe(0);
  });

  let shipmentId = 0;

  it('shows the shipment the operator shipped in Shipment plans', async () => {
    const orderId = (await invoice(invoices.fasteners.id)).purchase_order_id ?? 0;
    const [bolts, nuts] = (await order(orderId)).lines;
    if (!bolts || !nuts) throw new Error('lines missing');
    ({ id: shipmentId } = await operator<{ id: number }>('/api/console/v1/shipments', {
      purchase_order_id: orderId,
      lines: [
        { line_id: bolts.id, quantity: bolts.quantity },
        { line_id: nuts.id, quantity: nuts.quantity },
      ],
      carrier: 'SF Express',
      tracking_number: 'SF1402938475',
      planned_date: inDays(1),
    }));
    await operator('/api/console/v1/shipments/ship', { id: shipmentId });

    await page.goto(url('/?tab=shipments'));
    const row = rows('shipments').first();
    await row.waitFor();
    expect(await row.getByTestId('shipment-status').innerText()).toBe('Shipped');
    expect(await row.getByTestId('shipment-tracking').innerText()).toBe('SF1402938475');
    expect(await row.getByTestId('shipment-line').allInnerTexts()).toEqual([
      'Hex bolt M8 x 40 × 100 pieces',
      'Hex nut M8 × 200 pieces',
    ]);
    expect(await page.getByTestId('filter-shipments').innerText()).toContain('Shipped (1)');
    await shootDesk('workstation-shipments', (p) =>
      p.getByTestId('table-shipments').locator('tbody tr.ant-table-row').first().waitFor(),
    );
  });

  it('receives it in the Warehouse, one line short and one refused with its reason', async () => {
    await openTab('warehouse');
    expect(await page.getByTestId('filter-warehouse').innerText()).toMatch(/To receive \(1\)\s+Receipts done \(0\)/);
    const form = page.getByTestId('receive-form');
    await shootDesk('workstation-receive', async (p) => {
      await p.getByTestId(`receive-${shipmentId}`).click();
      await p.getByTestId('receive-form').waitFor();
    });

    // Never more than shipped: 150 of 100 is held at 100 once the field is left.
    const bolts = form.getByRole('spinbutton', { name: 'Received quantity of Hex bolt M8 x 40' });
    await bolts.fill('150');
    await bolts.blur();
    await expect.poll(() => bolts.inputValue()).toBe('100');
    await bolts.fill('90');
    await form.getByTestId('receive-short').getByText('Short: 10').waitFor();
    await form.getByRole('spinbutton', { name: 'Rejected quantity of Hex nut M8' }).fill('5');
    await expect
      .poll(() => form.getByRole('spinbutton', { name: 'Received quantity of Hex nut M8' }).inputValue())
      .toBe('195');

    // A refusal needs its reason before anything is sent.
    await form.getByTestId('receive-confirm').click();
    expect(await form.getByRole('alert').innerText()).toBe('Please give the reason for the rejected quantity');
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    await form.getByLabel('Reason for rejecting').fill(REJECT_REASON);
    await shot('workstation-receive-reason');
    await form.getByTestId('receive-confirm').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm the receipt?' });
    await confirm.waitFor();
    const orderNumber = (await orders())[0]?.number ?? '';
    expect(await confirm.innerText()).toContain(
      `What arrived is recorded on ${orderNumber}; what is short stays open on the order.`,
    );
    await pressConfirmation(page, 'Confirm receipt');
    await seeMessage('Receipt recorded');
    await form.waitFor({ state: 'detached' });

    const stored = (await buyer<{ list: Shipment[] }>('/api/buyer/v1/shipments')).list.find((s) => s.id === shipmentId);
    expect(stored?.status).toBe('delivered');
    expect(stored?.lines.map((line) => [line.name, line.received, line.rejected, line.reason || null])).toEqual([
      ['Hex bolt M8 x 40', 90, 0, null],
      ['Hex nut M8', 195, 5, REJECT_REASON],
    ]);
    await expect.poll(() => rows('warehouse').count()).toBe(0);
    expect(await page.getByTestId('warehouse-empty').innerText()).toContain(
      'Nothing to receive. Shipped goods appear here until you record what arrived.',
    );
    await page.getByTestId('filter-warehouse').getByText('Receipts done (1)').click();
    await page.waitForURL((address) => address.searchParams.get('filter') === 'done');
    await expect
      .poll(() => rows('warehouse').first().getByTestId('shipment-line').allInnerTexts())
      .toEqual([
        'Hex bolt M8 x 40 × 100 pieces · 90 received · 0 rejected · 10 short',
        `Hex nut M8 × 200 pieces · 195 received · 5 rejected · 0 short · ${REJECT_REASON}`,
      ]);
    await shootDesk('workstation-warehouse-done', (p) =>
      p.getByTestId('table-warehouse').locator('tbody tr.ant-table-row').first().waitFor(),
    );
  });

  it("moves the order's progress, line by line", async () => {
    const [received] = await orders();
    if (!received) throw new Error('order missing');
    expect(received.progress).toBe('partly_received');
    await openTab('purchaseOrders');
    const row = rowOf('purchaseOrders', received.number);
    expect(await row.getByTestId('purchase-order-progress').innerText()).toBe('Partly received');
    // Goods have left: the order can no longer be cancelled.
    expect(await row.getByTestId(`po-cancel-${received.id}`).count()).toBe(0);

    await page.getByTestId(`po-open-${received.id}`).click();
    const drawer = page.getByTestId('purchase-order-drawer');
    await drawer.waitFor();
    const counters = (line: string) =>
      Promise.all(
        ['shipped', 'received', 'accepted', 'rejected'].map(async (key) =>
          Number(
            (await drawer.getByRole('row').filter({ hasText: line }).getByTestId(`line-${key}`).innerText()).replace(
              /\D/g,
              '',
            ),
          ),
        ),
      );
    expect(await counters('Hex bolt M8 x 40')).toEqual([90, 90, 90, 0]);
    expect(await counters('Hex nut M8')).toEqual([200, 200, 195, 5]);
    expect(await counters('Washer M8')).toEqual([0, 0, 0, 0]);
    expect(await drawer.innerText()).toContain(`Your PO: ${PO_NUMBER}`);
    // The open order is in the address: a reload (in either language) opens it again.
    expect(new URL(page.url()).searchParams.get('open')).toBe(String(received.id));
    await shootDesk('workstation-purchase-order-drawer', (p) => p.getByTestId('purchase-order-drawer').waitFor());
    await dialogWith('purchase-order-drawer').getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('open')).toBeNull();
  });

  it('keeps the confirmation and the PO number typed when the invoice was cancelled meanwhile', async () => {
    const lockWashers = await quotedInvoice('Lock washers M8', QUOTES.springs);
    // Lists read within the last half minute are not read again on their own: the buyer reloads.
    await page.goto(url('/?tab=proformaInvoices'));
    await page.getByTestId(`proforma-confirm-${lockWashers.id}`).waitFor();
    await operator('/api/console/v1/proforma_invoices/cancel', { id: lockWashers.id, reason: 'Price error' });

    await page.getByTestId(`proforma-confirm-${lockWashers.id}`).click();
    const dialog = dialogWith('proforma-confirm-form');
    await dialog.getByLabel('Your own PO number (optional)').fill(PO_NUMBER);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await seeMessage(ERROR_MESSAGES.en[ErrorCode.PROFORMA_STATE_CONFLICT]);
    const row = rowOf('proformaInvoices', lockWashers.number);
    await row.getByTestId('proforma-status').getByText('Cancelled').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Your own PO number (optional)').inputValue()).toBe(PO_NUMBER);
    expect((await invoice(lockWashers.id)).status).toBe('cancelled');
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('cancels an order nothing of which has shipped, and keeps the reason when goods shipped meanwhile', async () => {
    const fresh = await quotedInvoice('Wing nuts M8', QUOTES.flanges);
    const { purchase_order_id: freshId } = await buyer<{ purchase_order_id: number }>(
      '/api/buyer/v1/proforma_invoices/confirm',
      { id: fresh.id },
    );
    const earlier = (await orders()).find((o) => o.po_number === EARLIER_PO_NUMBER);
    if (!earlier) throw new Error('the earlier order is missing');
    await page.goto(url('/?tab=purchaseOrders'));
    await page.getByTestId(`po-cancel-${earlier.id}`).waitFor();
    await page.getByTestId(`po-cancel-${freshId}`).waitFor();

    // The operator ships the earlier order while its Cancel order is on screen.
    const [springs] = (await order(earlier.id)).lines;
    if (!springs) throw new Error('the earlier order has no line');
    const shipment = await operator<{ id: number }>('/api/console/v1/shipments', {
      purchase_order_id: earlier.id,
      lines: [{ line_id: springs.id, quantity: springs.quantity }],
      planned_date: inDays(0),
    });
    await operator('/api/console/v1/shipments/ship', { id: shipment.id });

    await page.getByTestId(`po-cancel-${earlier.id}`).click();
    const dialog = dialogWith('po-cancel-form');
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Please say why, 1-500 characters');
    await dialog.getByLabel('Reason (1-500 characters)').fill('Ordered twice');
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await seeMessage(ERROR_MESSAGES.en[ErrorCode.PURCHASE_ORDER_SHIPPED]);
    await expect.poll(() => page.getByTestId(`po-cancel-${earlier.id}`).count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Reason (1-500 characters)').inputValue()).toBe('Ordered twice');
    expect((await order(earlier.id)).status).toBe('open');
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId(`po-cancel-${freshId}`).click();
    const again = dialogWith('po-cancel-form');
    await again.getByLabel('Reason (1-500 characters)').fill('Ordered twice');
    await again.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await seeMessage('Order cancelled');
    await again.waitFor({ state: 'hidden' });
    const cancelled = await order(freshId);
    expect([cancelled.status, cancelled.cancel_reason]).toEqual(['cancelled', 'Ordered twice']);
    const row = rowOf('purchaseOrders', cancelled.number);
    expect(await row.getByTestId('purchase-order-status').innerText()).toBe('Cancelled');
    expect(await row.getByTestId(`po-cancel-${freshId}`).count()).toBe(0);
  });
});
