import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../apps/server/test/sample-files';
import { launchBrowser, newVisitor } from './fixtures/browser';
import type { Envelope } from './fixtures/documents';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';

/**
 * From a quotation to goods received: a member's RFQ is quoted by an operator (console API), the
 * member accepts on the phone, reads and downloads the proforma invoice, confirms it with their own
 * PO number; the operator records the deposit and ships two of three lines; the member receives one
 * line short and one with a refused quantity, and the order shows it. The journey runs in English,
 * then again in Chinese on a new RFQ of the same member; the first run takes the screenshots of
 * every page of the order chain in both languages at 390x844.
 */
const EMAIL = `orders.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Purchase2026';
const ADMIN = { email: 'sales.lead@example.com', password: 'Console-2026-secret' };
const PO_NUMBER = 'HW-4500012345';
const LINES = [
  { name: 'Hex bolt M8 x 40', specification: 'A2 stainless, DIN 933', quantity: 100, unit: 'pcs', unit_price: '0.50' },
  { name: 'Hex nut M8', specification: 'A2 stainless, DIN 934', quantity: 200, unit: 'pcs', unit_price: '0.20' },
  { name: 'Washer M8', specification: '', quantity: 300, unit: 'pcs', unit_price: '0.05' },
];

/** What the member reads and clicks, in each language. */
const TEXTS = {
  en: {
    cookie: 'en_US',
    accept: 'Accept',
    toConfirm: 'To confirm',
    confirmBody: 'A purchase order of $105.00 will be created',
    poNumberLabel: 'Your own PO number (optional)',
    confirm: 'Confirm',
    yourPo: `Your PO: ${PO_NUMBER}`,
    toShip: 'To ship',
    warehouseTile: 'Warehouse — 1 to receive',
    ordersTile: 'Purchase orders',
    paid: 'Paid $31.50',
    due: 'Due $73.50',
    shipped: 'Shipped',
    receivedOf: (name: string) => `Received quantity of ${name}`,
    rejectedOf: (name: string) => `Rejected quantity of ${name}`,
    reasonRequired: 'Please give the reason for the rejected quantity',
    reason: 'Reason for rejecting',
    confirmReceipt: 'Confirm receipt',
    partlyReceived: 'Partly received',
    depositReceived: 'Deposit received',
    received: 'Received',
    money: (amount: string) => `$${amount}`,
  },
  zh: {
    cookie: 'zh_CN',
    accept: '接受',
    toConfirm: '待确认',
    confirmBody: '系统将按此形式发票生成金额为 US$105.00 的采购订单',
    poNumberLabel: '您自己的采购单号（选填）',
    confirm: '确认',
    yourPo: `您的采购单号：${PO_NUMBER}`,
    toShip: '待发货',
    warehouseTile: '仓库 — 1 批待收货',
    ordersTile: '采购订单',
    paid: '已付 US$31.50',
    due: '待付 US$73.50',
    shipped: '运输中',
    receivedOf: (name: string) => `${name} 的实收数量`,
    rejectedOf: (name: string) => `${name} 的拒收数量`,
    reasonRequired: '请填写拒收原因',
    reason: '拒收原因',
    confirmReceipt: '确认收货',
    partlyReceived: '部分收货',
    depositReceived: '已收预付款',
    received: '已收货',
    money: (amount: string) => `US$${amount}`,
  },
} as const;

let browser: Browser;
let env: MemberServer;
let context: BrowserContext;
let page: Page;
let operatorCookie = '';

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await logIn(context, env);
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

const url = (route: string) => `${env.server.baseUrl}/h5/#${route}`;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A console call as the operator: JSON body, the operator's cookie, the site's origin. */
async function operator<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${env.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.server.baseUrl, cookie: operatorCookie },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.status, `${path}: ${envelope.result.message}`).toBe(200);
  return envelope.data;
}

/** A buyer call through the browser's session. */
async function buyer<T>(path: string): Promise<T> {
  const envelope = (await (await context.request.get(`${env.server.baseUrl}${path}`)).json()) as Envelope<T>;
  expect(envelope.status, `${path}: ${envelope.result.message}`).toBe(200);
  return envelope.data;
}

async function dialogButton(name: string) {
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
}

function journey(lang: keyof typeof TEXTS) {
  const T = TEXTS[lang];
  // The first run shoots every page in both languages; the second only walks it.
  const shoot = lang === 'en' ? shootInBothLanguages : async () => {};

  describe(`order journey (${lang})`, () => {
    beforeAll(async () => {
      await context.addCookies([{ name: 'frontend_lang', value: T.cookie, url: env.server.baseUrl }]);
      // Off the site, so the next visit loads the app in the language (a new hash alone would not).
      await page.goto('about:blank');
    });

    let rfqId = 0;
    let poId = 0;

    it('an operator quotes the RFQ the member posted', async () => {
      const upload = await context.request.post(`${env.server.baseUrl}/api/buyer/v1/upload/files`, {
        headers: { origin: env.server.baseUrl },
        multipart: { type: 'main_picture', file: { name: 'bolt.png', mimeType: 'image/png', buffer: png(120, 90) } },
      });
      const picture = ((await upload.json()) as Envelope<{ id: string }>).data.id;
      const projects = await buyer<{ list: Array<{ id: number }> }>('/api/buyer/v1/projects');
      const posted = await context.request.post(`${env.server.baseUrl}/api/buyer/v1/rfq/upload`, {
        headers: { origin: env.server.baseUrl },
        form: {
          name: 'Stainless fasteners M8',
          main_picture: picture,
          quantity: 600,
          unit: 'pcs',
          deadline: inDays(30),
          project_id: projects.list[0]?.id ?? 0,
        },
      });
      const rfq = (await posted.json()) as Envelope<{ id: number }>;
      expect(rfq.status, rfq.result.message).toBe(200);
      rfqId = rfq.data.id;

      const login = await fetch(`${env.server.baseUrl}/api/console/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: env.server.baseUrl },
        body: JSON.stringify(ADMIN),
      });
      expect(((await login.json()) as Envelope<unknown>).status).toBe(200);
      operatorCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect(operatorCookie).toMatch(/^mall_op_sid=/);
      await operator('/api/console/v1/quotations', {
        rfq_id: rfqId,
        lines: LINES,
        valid_until: inDays(20),
        lead_time_days: 25,
        incoterm: 'FOB',
        payment_terms: { deposit_percent: 30, balance_terms: 'before shipping' },
        note: 'Packed in cartons of 100.',
      });
    });

    it('the member accepts on the phone and lands on the proforma invoice, with its PDF', async () => {
      await page.goto(url(`/pages/rfq/detail?id=${rfqId}`));
      await page.getByTestId('offer-accept').click();
      await dialogButton(T.accept);
      await page.waitForURL(/#\/pages\/workstation\/proforma-invoice\?id=\d+$/);
      const detail = page.getByTestId('proforma-detail');
      await detail.waitFor();
      expect(await detail.getByRole('heading', { level: 2 }).innerText()).toMatch(/^PI-\d{4}-\d{6}$/);
      expect(await page.getByTestId('proforma-status').first().innerText()).toBe(T.toConfirm);
      expect(await page.getByTestId('proforma-line').count()).toBe(3);
      expect(await page.getByTestId('proforma-total').innerText()).toBe(T.money('105.00'));
      expect(await page.getByTestId('proforma-deposit').innerText()).toBe(T.money('31.50'));
      expect(await page.getByTestId('proforma-buyer').innerText()).toContain('Hanse Werkzeug GmbH');
      await shoot(context, page, 'order-proforma-detail', (p) => p.getByTestId('proforma-detail').waitFor(), {
        fullPage: true,
      });

      const href = await page.getByTestId('proforma-pdf').getAttribute('href');
      expect(href).toMatch(/^\/api\/buyer\/v1\/proforma_invoices\/pdf\?id=\d+$/);
      const pdf = await context.request.get(`${env.server.baseUrl}${href}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // The RFQ's quotation now leads to the invoice.
      const proformaUrl = page.url();
      await page.goto(url(`/pages/rfq/detail?id=${rfqId}`));
      await page.getByTestId('offer-proforma').click();
      await page.waitForURL(proformaUrl);

      await page.goto(url('/pages/workstation/proforma-invoices'));
      await page.getByTestId('proforma-card').first().waitFor();
      expect(await page.getByTestId('proforma-tab-toConfirm').innerText()).toBe(`${T.toConfirm} 1`);
      await shoot(context, page, 'order-proforma-list', (p) => p.getByTestId('proforma-card').first().waitFor());
    });

    it('confirms the invoice with its own PO number and lands on the purchase order', async () => {
      await page.getByTestId('proforma-card').first().click();
      await page.getByTestId('proforma-confirm').click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.innerText()).toContain(T.confirmBody);
      await dialog.getByLabel(T.poNumberLabel).fill(PO_NUMBER);
      await dialogButton(T.confirm);
      await page.waitForURL(/#\/pages\/workstation\/purchase-order\?id=\d+$/);
      poId = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'));
      const detail = page.getByTestId('purchase-order-detail');
      await detail.waitFor();
      expect(await detail.innerText()).toContain(T.yourPo);
      expect(await page.getByTestId('purchase-order-progress').innerText()).toBe(T.toShip);
      expect(await page.getByTestId('purchase-order-due').innerText()).toBe(T.money('105.00'));
      await shoot(context, page, 'order-purchase-order-new', (p) => p.getByTestId('purchase-order-detail').waitFor());
    });

    it('the operator records the deposit and ships two of the three lines', async () => {
      const po = await buyer<{ lines: Array<{ id: number; quantity: number }> }>(
        `/api/buyer/v1/purchase_orders/detail?id=${poId}`,
      );
      await operator('/api/console/v1/purchase_orders/payments', {
        purchase_order_id: poId,
        kind: 'deposit',
        amount: '31.50',
        paid_on: inDays(0),
        reference: 'TT-20261201',
      });
      const [bolts, nuts] = po.lines;
      if (!bolts || !nuts) throw new Error('lines missing');
      const shipment = await operator<{ id: number }>('/api/console/v1/shipments', {
        purchase_order_id: poId,
        lines: [
          { line_id: bolts.id, quantity: bolts.quantity },
          { line_id: nuts.id, quantity: nuts.quantity },
        ],
        carrier: 'SF Express',
        tracking_number: 'SF1402938475',
        planned_date: inDays(1),
      });
      await operator('/api/console/v1/shipments/ship', { id: shipment.id });
    });

    it('the workstation, the order list and the shipment plans show what moved', async () => {
      await page.goto(url('/pages/workstation/workstation'));
      await page.getByText('Hanse Werkzeug GmbH').waitFor();
      await page.getByRole('link', { name: T.warehouseTile }).waitFor();
      await shoot(context, page, 'order-workstation', (p) => p.getByTestId('workstation-tile').first().waitFor());

      await page.getByRole('link', { name: T.ordersTile }).click();
      await page.waitForURL(/#\/pages\/workstation\/purchase-orders$/);
      const card = page.getByTestId('purchase-order-card').first();
      await card.waitFor();
      expect(await card.getAttribute('data-progress')).toBe('partly_shipped');
      expect(await card.innerText()).toContain(T.paid);
      expect(await card.innerText()).toContain(T.due);
      await shoot(context, page, 'order-purchase-orders', (p) =>
        p.getByTestId('purchase-order-card').first().waitFor(),
      );

      await page.goto(url('/pages/workstation/shipment-plans'));
      const shipment = page.getByTestId('shipment-card').first();
      await shipment.waitFor();
      expect(await shipment.getByTestId('shipment-tracking').innerText()).toBe('SF1402938475');
      expect(await shipment.getByTestId('shipment-status').innerText()).toBe(T.shipped);
      expect(await shipment.getByTestId('shipment-line').count()).toBe(2);
      await shoot(context, page, 'order-shipment-plans', (p) => p.getByTestId('shipment-card').first().waitFor());
    });

    it('receives one line short and one with a refused quantity on the Warehouse page', async () => {
      await page.goto(url('/pages/workstation/warehouse'));
      await page.getByTestId('warehouse-to-receive').waitFor();
      await shoot(context, page, 'order-warehouse-to-receive', (p) => p.getByTestId('warehouse-to-receive').waitFor());
      await page.getByTestId('shipment-receive').click();
      await page.waitForURL(/#\/pages\/workstation\/receive\?id=\d+$/);
      await page.getByTestId('receive-form').waitFor();

      // Never more than shipped: typing 150 of 100 holds at 100.
      const bolts = page.getByRole('textbox', { name: T.receivedOf('Hex bolt M8 x 40') });
      await bolts.fill('150');
      expect(await bolts.inputValue()).toBe('100');
      await bolts.fill('90');
      await page.getByTestId('receive-short').waitFor();
      await page.getByRole('textbox', { name: T.rejectedOf('Hex nut M8') }).fill('5');
      expect(await page.getByRole('textbox', { name: T.receivedOf('Hex nut M8') }).inputValue()).toBe('195');

      // A refusal needs its reason before anything is sent.
      await page.getByTestId('receive-confirm').click();
      await page.getByRole('alert').getByText(T.reasonRequired).waitFor();
      await page.getByLabel(T.reason).fill('Thread damaged on 5 nuts');
      await shoot(
        context,
        page,
        'order-receive',
        async (p) => {
          await p.getByTestId('receive-form').waitFor();
          await p.getByRole('textbox').nth(0).fill('90');
          await p.getByRole('textbox').nth(3).fill('5');
        },
        { fullPage: true },
      );
      await bolts.fill('90');
      await page.getByRole('textbox', { name: T.rejectedOf('Hex nut M8') }).fill('5');
      await page.getByLabel(T.reason).fill('Thread damaged on 5 nuts');
      await page.getByTestId('receive-confirm').click();
      await dialogButton(T.confirmReceipt);

      // The order shows where its goods are, line by line.
      await page.waitForURL(new RegExp(`#/pages/workstation/purchase-order\\?id=${poId}$`));
      await page.getByTestId('purchase-order-detail').waitFor();
      expect(await page.getByTestId('purchase-order-progress').innerText()).toBe(T.partlyReceived);
      const counters = async (index: number) => {
        const line = page.getByTestId('purchase-order-line').nth(index);
        return Promise.all(
          ['ordered', 'shipped', 'received', 'accepted', 'rejected'].map(async (key) =>
            Number.parseInt(await line.getByTestId(`line-${key}`).locator('strong').innerText(), 10),
          ),
        );
      };
      expect(await counters(0)).toEqual([100, 90, 90, 90, 0]);
      expect(await counters(1)).toEqual([200, 200, 200, 195, 5]);
      expect(await counters(2)).toEqual([300, 0, 0, 0, 0]);
      expect(await page.getByTestId('purchase-order-paid').innerText()).toBe(T.money('31.50'));
      expect(await page.getByTestId('purchase-order-payment').innerText()).toContain(T.depositReceived);
      expect(await page.getByTestId('shipment-status').innerText()).toBe(T.received);
      await shoot(
        context,
        page,
        'order-purchase-order-received',
        (p) => p.getByTestId('purchase-order-detail').waitFor(),
        { fullPage: true },
      );

      await page.goto(url('/pages/workstation/warehouse'));
      await page.getByTestId('warehouse-done').waitFor();
      expect(await page.getByTestId('warehouse-none-to-receive').isVisible()).toBe(true);
      expect(await page.getByTestId('warehouse-done').innerText()).toContain('Thread damaged on 5 nuts');
      await shoot(context, page, 'order-warehouse-done', (p) => p.getByTestId('warehouse-done').waitFor());
    });
  });
}

journey('en');
journey('zh');
