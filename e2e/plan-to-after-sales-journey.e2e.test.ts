import { API, CONSOLE_API, type PurchasePlanDetail } from '@mall/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../apps/server/test/sample-files';
import { launchBrowser, newVisitor, phoneToast, pressPopconfirm, pressUntilClosed } from './fixtures/browser';
import { consoleLogIn } from './fixtures/console';
import { buyerApi, type Call, inDays, operatorApi, shipAndReceive, uploadPicture } from './fixtures/documents';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';

/**
 * A project's purchase, from its plan to after-sales: the member plans a catalogue product and a
 * cable tray the catalogue lacks, submits and approves the plan on the phone, posts the tray as an
 * RFQ and puts the product in the cart. Sales quotes the RFQ; both lines are ordered, shipped and
 * received, two pieces of the product refused. The plan shows what its lines ordered and received.
 * The member opens a case for the refused pieces from the order; sales accepts it and resolves it
 * with a replacement shipment in the console; the member closes it. The vendor's page counts the
 * open case while it is open; the desk shows the plan and the case.
 */
const EMAIL = `plans.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'PlansJourney2026';
const ADMIN = { email: 'plans.lead@example.com', password: 'Console-2026-secret' };
const REFUSED = 2;
const TRAY = { name: 'Cable tray 300 mm', quantity: 50 };

type Product = { id: number; shop_code: string; moq: number; name: string };

let browser: Browser;
let env: MemberServer;
let phone: { context: BrowserContext; page: Page };
let desk: { context: BrowserContext; page: Page };
let operatorPage: { context: BrowserContext; page: Page };
let buyer: Call;
let operator: Call;
let product: Product;
let plan: PurchasePlanDetail;
let productLine: number;
let trayLine: number;
/** The order of the product (from the cart) and of the tray (from the RFQ's quotation). */
let productOrder: { id: number; number: string; lineId: number; quantity: number };
let trayOrder: { id: number; number: string };
let caseId: number;
let caseNumber: string;
const url = (path: string) => `${env.server.baseUrl}${path}`;

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  phone = await newVisitor(browser, 'phone');
  desk = await newVisitor(browser, 'desktop');
  operatorPage = await newVisitor(browser, 'desktop');
  await logIn(phone.context, env);
  await logIn(desk.context, env);
  buyer = buyerApi(phone.context, env.server.baseUrl);
  operator = await operatorApi(env.server.baseUrl, ADMIN);

  const { list } = await buyer<{ list: Product[] }>('/api/en/shop/product/recommend?pageSize=1');
  const [first] = list;
  if (!first) throw new Error('a product expected');
  product = first;
  const projects = await buyer<{ list: Array<{ id: number }> }>(API.projects.path);
  plan = await buyer<PurchasePlanDetail>(API.purchasePlanCreate.path, {
    name: 'Site B fit-out',
    project_id: projects.list[0]?.id,
    needed_by: inDays(40),
    notes: 'Phase 1: the east wing',
    market: 'en',
    lines: [
      { product_id: product.id, quantity: product.moq * 2, unit: 'pcs' },
      {
        name: TRAY.name,
        quantity: TRAY.quantity,
        unit: 'm',
        target_price: '12.50',
        picture: await uploadPicture(phone.context, env.server.baseUrl),
      },
    ],
  });
  [productLine, trayLine] = plan.lines.map((line) => line.id) as [number, number];
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

/** The phone page at `path` read afresh, as pulling it down would: documents changed since it was last shown. */
async function openFresh(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.reload();
}

const lineOf = (page: Page, id: number) => page.locator(`[data-testid="plan-line"][data-line="${id}"]`);

describe('a member buying what a project plan needs, and claiming what arrived wrong', () => {
  it('on the phone: submits and approves the plan, posts a line as an RFQ and puts the other in the cart', async () => {
    const { page, context } = phone;
    await page.goto(url('/h5/#/pages/workstation/workstation'));
    await page.getByRole('link', { name: 'Purchase plans' }).click();
    await page.waitForURL(/#\/pages\/workstation\/purchase-plans/);
    const card = page.locator(`[data-testid="plan-card"][data-id="${plan.id}"]`);
    await expect.poll(() => card.innerText()).toContain(plan.number);
    expect(await card.innerText()).toContain('Draft');
    await shootInBothLanguages(context, page, 'phone-purchase-plans', (p) =>
      p.getByTestId('plan-card').first().waitFor(),
    );

    await page.getByTestId('plans-new').click();
    await page.waitForURL(/#\/pages\/workstation\/purchase-plan-edit/);
    await page.getByTestId('add-free-text').click();
    await shootInBothLanguages(
      context,
      page,
      'phone-purchase-plan-form',
      (p) => p.getByTestId('line-editor').first().waitFor(),
      {
        fullPage: true,
      },
    );
    await page.goBack();
    await card.click();
    await page.waitForURL(/#\/pages\/workstation\/purchase-plan\?id=/);
    await page.getByTestId('plan-submit').click();
    await phoneToast(page, 'Plan submitted for approval');
    await page.getByTestId('plan-approve').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Approve' }).click();
    await phoneToast(page, 'Plan approved');
    await expect.poll(() => page.getByTestId('plan-status').innerText()).toBe('Approved');

    await lineOf(page, trayLine).getByTestId('line-choose').click();
    await page.getByTestId('plan-to-rfq').click();
    await page.getByTestId('rfq-deadline-sheet').getByLabel('Deadline for quotes').fill(inDays(14));
    await page.getByTestId('rfq-deadline-confirm').click();
    await phoneToast(page, '1 RFQ posted');

    await lineOf(page, productLine).getByTestId('line-choose').click();
    await page.getByTestId('plan-to-cart').click();
    await phoneToast(page, '1 line put in the cart');
    await expect
      .poll(() => lineOf(page, productLine).getByTestId('line-link').allInnerTexts())
      .toEqual([expect.stringContaining('In the cart')]);
    await expect
      .poll(() => lineOf(page, trayLine).getByTestId('line-link').allInnerTexts())
      .toEqual([expect.stringMatching(/^RFQ /)]);
    await shootInBothLanguages(context, page, 'phone-purchase-plan-approved', (p) =>
      p.getByTestId('plan-line').first().waitFor(),
    );
  });

  it('shows on the plan what its lines ordered and received, once the documents are made', async () => {
    // The tray's RFQ is quoted and the quotation accepted; the cart is ordered; both arrive.
    const { list: rfqs } = await buyer<{ list: Array<{ id: number; name: string; quantity: number }> }>(
      `${API.requirements.path}?status=all`,
    );
    const rfq = rfqs.find((r) => r.name === TRAY.name);
    expect(rfq?.quantity).toBe(TRAY.quantity);
    const offer = await operator<{ id: number }>(CONSOLE_API.quotationCreate.path, {
      rfq_id: rfq?.id,
      lines: [
        { name: TRAY.name, specification: 'Galvanised', quantity: TRAY.quantity, unit: 'm', unit_price: '11.80' },
      ],
      valid_until: inDays(20),
      lead_time_days: 10,
      incoterm: 'FOB',
      payment_terms: { deposit_percent: 30, balance_terms: 'before shipping' },
      note: '',
    });
    const { proforma_invoice_id } = await buyer<{ proforma_invoice_id: number }>(API.offerAccept.path, {
      id: offer.id,
    });
    const { purchase_order_id } = await buyer<{ purchase_order_id: number }>(API.proformaConfirm.path, {
      id: proforma_invoice_id,
      po_number: '',
    });
    const tray = await buyer<{ number: string; lines: Array<{ id: number; quantity: number }> }>(
      `${API.purchaseOrderDetail.path}?id=${purchase_order_id}`,
    );
    trayOrder = { id: purchase_order_id, number: tray.number };
    await shipAndReceive(operator, buyer, purchase_order_id, [
      { line_id: tray.lines[0]?.id ?? 0, quantity: TRAY.quantity },
    ]);

    const cart = await buyer<{ list: Array<{ id: number; product_id: number }> }>(API.mallCart.path);
    const cartLine = cart.list.find((line) => line.product_id === product.id);
    const confirmed = await buyer<{ purchase_orders: Array<{ id: number }> }>(API.confirmCart.path, {
      source: 'mall',
      ids: String(cartLine?.id),
      market: 'en',
    });
    const ordered = confirmed.purchase_orders[0]?.id ?? 0;
    const po = await buyer<{ number: string; lines: Array<{ id: number; quantity: number }> }>(
      `${API.purchaseOrderDetail.path}?id=${ordered}`,
    );
    const [line] = po.lines;
    if (!line) throw new Error('line missing');
    productOrder = { id: ordered, number: po.number, lineId: line.id, quantity: line.quantity };
    expect(line.quantity).toBe(product.moq * 2);
    await shipAndReceive(operator, buyer, ordered, [
      { line_id: line.id, quantity: line.quantity, rejected: REFUSED, reason: 'Dented housings' },
    ]);

    const { page } = phone;
    await openFresh(page, `/h5/#/pages/workstation/purchase-plan?id=${plan.id}`);
    await expect.poll(() => page.getByTestId('plan-progress').innerText()).toBe('Partly received');
    const quantity = product.moq * 2;
    expect(await lineOf(page, productLine).getByTestId('line-ordered').innerText()).toContain(
      `${quantity} of ${quantity}`,
    );
    expect(await lineOf(page, productLine).getByTestId('line-received').innerText()).toContain(
      `${quantity - REFUSED} of ${quantity}`,
    );
    expect(await lineOf(page, trayLine).getByTestId('line-received').innerText()).toContain(
      `${TRAY.quantity} of ${TRAY.quantity}`,
    );
    expect(await lineOf(page, productLine).getByTestId('line-link').allInnerTexts()).toContainEqual(
      expect.stringContaining(productOrder.number),
    );
    expect(await lineOf(page, trayLine).getByTestId('line-link').allInnerTexts()).toContainEqual(
      expect.stringContaining(trayOrder.number),
    );
  });

  it('on the phone: opens a case for the refused pieces from their order', async () => {
    const { page, context } = phone;
    await openFresh(page, `/h5/#/pages/workstation/purchase-order?id=${productOrder.id}`);
    await page.getByRole('link', { name: 'Open an after-sales case' }).click();
    await page.waitForURL(/#\/pages\/workstation\/after-sales-new/);
    const choices = page.getByTestId('case-line');
    await expect.poll(() => choices.count()).toBe(1);
    expect(await choices.innerText()).toContain(productOrder.number);
    expect(await page.getByRole('radio', { name: 'Replacement' }).isChecked()).toBe(true);

    await page.getByLabel('Quantity').fill(String(productOrder.quantity + 1));
    await page.getByTestId('case-submit').click();
    await expect.poll(() => page.getByText(`At most ${productOrder.quantity}`).count()).toBeGreaterThan(0);
    await page.getByLabel('Quantity').fill(String(REFUSED));
    await page.getByLabel('What is wrong').fill('Two housings arrived dented and cannot be fitted.');
    await shootInBothLanguages(context, page, 'phone-after-sales-new', (p) => p.getByTestId('case-line').waitFor());
    await page.getByLabel('Quantity').fill(String(REFUSED));
    await page.getByLabel('What is wrong').fill('Two housings arrived dented and cannot be fitted.');
    // A photograph of the dents goes with the case.
    await page
      .getByTestId('case-files-input')
      .setInputFiles({ name: 'dented.png', mimeType: 'image/png', buffer: png(1600, 1200) });
    await page.getByTestId('uploaded-file').waitFor();
    await page.getByTestId('case-submit').click();
    await phoneToast(page, 'Case opened');
    await page.waitForURL(/#\/pages\/workstation\/after-sales-case\?id=/);
    caseId = Number(new URL(page.url().replace('/#', '')).searchParams.get('id'));
    const opened = await buyer<{ number: string; status: string; quantity: number }>(
      `${API.afterSalesDetail.path}?id=${caseId}`,
    );
    expect(opened).toMatchObject({ status: 'submitted', quantity: REFUSED });
    caseNumber = opened.number;
    await expect.poll(() => page.getByTestId('case-status').innerText()).toBe('Waiting for an answer');
    await shootInBothLanguages(context, page, 'phone-after-sales-case', (p) => p.getByTestId('case-detail').waitFor());
  });

  it('in the console: sales accepts the case and resolves it with a replacement shipment', async () => {
    const { page, context } = operatorPage;
    await page.goto(url('/console/'));
    await consoleLogIn(page, ADMIN.email, ADMIN.password);
    await page.goto(url('/console/after-sales'));
    const row = page.getByRole('row').filter({ hasText: caseNumber });
    await row.waitFor();
    await shootInBothLanguages(context, page, 'console-after-sales', (p) => p.getByRole('row').nth(1).waitFor(), {
      width: 1440,
    });
    await row.getByTestId('open-case').click();
    const drawer = page.locator('.ant-drawer-content');
    // The buyer's photograph is shown in the case, read from the console's file route at the width
    // of its thumbnail rather than as taken.
    const photo = drawer.locator('img[data-testid="case-file-picture"], [data-testid="case-file-picture"] img').first();
    await photo.waitFor();
    expect(await photo.getAttribute('alt')).toBe('dented.png');
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/console\/v1\/files\?id=[0-9a-f]{32}&width=240$/);
    await expect
      .poll(() => photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(240);
    await pressPopconfirm(page, drawer.getByRole('button', { name: 'Accept' }), 'accept-confirm');
    await page.getByText(`${caseNumber} accepted.`).waitFor();

    await drawer.getByRole('button', { name: 'Resolve' }).click();
    const modal = page.getByTestId('resolve-form');
    await modal.getByText('Replacement shipment').click();
    const shipDate = modal.locator('input[id$="planned_ship_date"]');
    await shipDate.fill(inDays(3));
    await shipDate.press('Enter');
    await pressUntilClosed(page.getByTestId('resolve-confirm'), modal);
    await page.getByText(`${caseNumber} resolved.`).waitFor();
    await shootInBothLanguages(
      context,
      page,
      'console-after-sales-case',
      (p) => p.locator('.ant-drawer-content').waitFor(),
      {
        width: 1440,
      },
    );

    const resolved = await buyer<{ status: string; resolution: string; replacement_shipment_id: number }>(
      `${API.afterSalesDetail.path}?id=${caseId}`,
    );
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'replacement' });
    const shipments = await buyer<{ list: Array<{ id: number; purchase_order_id: number }> }>(API.shipments.path);
    expect(shipments.list.find((s) => s.id === resolved.replacement_shipment_id)?.purchase_order_id).toBe(
      productOrder.id,
    );
  });

  it('on the phone: the vendor counts the open case, and the member closes it', async () => {
    const { page } = phone;
    await openFresh(page, `/h5/#/pages/workstation/vendor?shop_code=${product.shop_code}`);
    await expect.poll(() => page.getByTestId('vendor-open-after-sales').innerText()).toBe('1 open case');
    expect(await page.getByTestId('vendor-rejection').innerText()).toContain(
      `${REFUSED} of ${productOrder.quantity} received refused`,
    );

    await openFresh(page, `/h5/#/pages/workstation/after-sales-case?id=${caseId}`);
    await expect.poll(() => page.getByTestId('case-status').innerText()).toBe('Resolved');
    expect(await page.getByTestId('case-outcome').innerText()).toContain('A replacement shipment is planned');
    await page.getByTestId('case-close').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Close the case' }).click();
    await phoneToast(page, 'Case closed');
    await expect.poll(() => page.getByTestId('case-status').innerText()).toBe('Closed');

    await openFresh(page, `/h5/#/pages/workstation/vendor?shop_code=${product.shop_code}`);
    await expect.poll(() => page.getByTestId('vendor-open-after-sales').innerText()).toBe('None open');

    await openFresh(page, '/h5/#/pages/workstation/after-sales?status=all');
    const cases = page.getByTestId('case-card');
    await expect.poll(() => cases.count()).toBe(1);
    expect(await cases.first().getAttribute('data-status')).toBe('closed');
    await shootInBothLanguages(phone.context, page, 'phone-after-sales', (p) => p.getByTestId('case-card').waitFor());
  });

  it('on the desk: the plan with its lines’ progress, and the closed case', async () => {
    const { page, context } = desk;
    await page.goto(url(`/?tab=purchasePlans&open=${plan.id}`));
    const drawer = page.locator('.ant-drawer-content');
    await expect.poll(() => drawer.innerText()).toContain(plan.number);
    expect(await drawer.innerText()).toContain(productOrder.number);
    await shootInBothLanguages(
      context,
      page,
      'desktop-purchase-plan',
      (p) => p.locator('.ant-drawer-content').waitFor(),
      {
        width: 1440,
      },
    );

    await page.goto(url('/?tab=purchasePlans&edit=new'));
    await shootInBothLanguages(
      context,
      page,
      'desktop-purchase-plan-form',
      (p) => p.locator('.ant-drawer-content').waitFor(),
      {
        width: 1440,
      },
    );
    await page.goto(url('/?tab=afterSales&new=1'));
    await shootInBothLanguages(
      context,
      page,
      'desktop-after-sales-form',
      (p) => p.locator('.ant-drawer-content').waitFor(),
      {
        width: 1440,
      },
    );

    await page.goto(url(`/?tab=afterSales&open=${caseId}`));
    await expect.poll(() => page.locator('.ant-drawer-content').innerText()).toContain(caseNumber);
    expect(await page.locator('.ant-drawer-content').innerText()).toContain('Closed');
    await shootInBothLanguages(
      context,
      page,
      'desktop-after-sales-case',
      (p) => p.locator('.ant-drawer-content').waitFor(),
      {
        width: 1440,
      },
    );
  });
});
