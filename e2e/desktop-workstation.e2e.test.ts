import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, pressConfirmation, pressUntilShown } from './fixtures/browser';
import { buyerApi, type Call, inDays, operatorApi, postRfq } from './fixtures/documents';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';

/**
 * The workstation at a desk (1440x900, `/`): a member's RFQs and the mall's quotations as tables,
 * filtered, sorted and paged through the address, exported to CSV, and acted on as on the phone:
 * cancel and re-open an RFQ, write to the mall, decline one quotation and accept another.
 */
const EMAIL = `desk.work.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'DeskWork2026';
const ADMIN = { email: 'quotes.lead@example.com', password: 'Console-2026-secret' };
const RFQ_NAMES = ['Cable ties 200 mm', 'Safety gloves size L', 'Stainless fasteners M8'] as const;

let browser: Browser;
let env: MemberServer;
let context: BrowserContext;
let page: Page;
let buyer: Call;
let operator: Call;
const rfqIds: Record<string, number> = {};
const url = (path: string) => `${env.server.baseUrl}${path}`;

function quote(rfqId: number, unitPrice: string) {
  return operator('/api/console/v1/quotations', {
    rfq_id: rfqId,
    lines: [{ name: 'Item as asked', specification: '', quantity: 600, unit: 'pcs', unit_price: unitPrice }],
    valid_until: inDays(20),
    lead_time_days: 25,
    incoterm: 'FOB',
    payment_terms: { deposit_percent: 30, balance_terms: 'before shipping' },
    note: '',
  });
}

const table = (name: string) => page.getByTestId(`table-${name}`);
const rowNames = (name: string) => table(name).locator('tbody tr.ant-table-row').allInnerTexts();
const dialog = () => page.getByRole('dialog').filter({ has: page.locator('.ant-modal-body, .ant-modal-confirm-body') });

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser, 'desktop'));
  await logIn(context, env);
  buyer = buyerApi(context, env.server.baseUrl);
  operator = await operatorApi(env.server.baseUrl, ADMIN);
  for (const name of RFQ_NAMES) rfqIds[name] = await postRfq(context, env.server.baseUrl, name, 600);
  // The gloves are quoted twice: the first version is replaced by the second.
  await quote(rfqIds['Safety gloves size L'] as number, '1.20');
  await quote(rfqIds['Safety gloves size L'] as number, '1.10');
  await quote(rfqIds['Stainless fasteners M8'] as number, '0.50');
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe("a member's workstation at a desk", () => {
  it('lists the RFQs, filters and sorts them through the address, and exports what it shows', async () => {
    await page.goto(url('/'));
    await table('rfqs').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await table('rfqs').locator('tbody tr.ant-table-row').count()).toBe(3);

    await page.getByTestId('filter-rfqs').getByText('Quoted (2)').click();
    await page.waitForURL((address) => address.searchParams.get('filter') === 'quoted');
    await expect.poll(() => table('rfqs').locator('tbody tr.ant-table-row').count()).toBe(2);

    await table('rfqs').getByRole('columnheader', { name: 'RFQ name' }).click();
    await page.waitForURL((address) => address.searchParams.get('order') === 'ascend');
    await page.reload();
    await table('rfqs').locator('tbody tr.ant-table-row').first().waitFor();
    const ascending = await rowNames('rfqs');
    expect(ascending[0]).toContain('Safety gloves size L');
    expect(ascending[1]).toContain('Stainless fasteners M8');

    await table('rfqs').getByRole('columnheader', { name: 'RFQ name' }).click();
    await page.waitForURL((address) => address.searchParams.get('order') === 'descend');
    await expect.poll(async () => (await rowNames('rfqs'))[0]).toContain('Stainless fasteners M8');

    const download = page.waitForEvent('download');
    await page.getByTestId('export-rfqs').click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'RFQ name,Project,Order QTY,Unit,Budget,Currency,Deadline for quotes,Quotations,Status,Created',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^Stainless fasteners M8,General,600,\w+,Open,USD,\d{4}-\d{2}-\d{2},1,Quoted,\d{4}-/);
  });

  it('cancels an RFQ after asking, re-opens it, and writes to the mall about another', async () => {
    const ties = rfqIds['Cable ties 200 mm'] as number;
    await page.goto(url('/?filter=submitted'));
    await page.getByTestId(`rfq-cancel-${ties}`).click();
    await dialog().getByText('Cancel this RFQ? Suppliers will stop quoting on it.').waitFor();
    await pressConfirmation(page, 'Confirm');
    await page.getByText('Cancelled 1 RFQ').waitFor();
    await expect
      .poll(async () => (await buyer<{ status: string }>(`/api/buyer/v1/rfq/detail?id=${ties}`)).status)
      .toBe('cancelled');

    await page.getByTestId('filter-rfqs').getByText('Cancelled (1)').click();
    await page.getByTestId(`rfq-reopen-${ties}`).click();
    await pressConfirmation(page, 'Confirm');
    await page.getByText('The RFQ is submitted again').waitFor();
    expect((await buyer<{ status: string }>(`/api/buyer/v1/rfq/detail?id=${ties}`)).status).toBe('submitted');

    const fasteners = rfqIds['Stainless fasteners M8'] as number;
    await page.getByTestId('filter-rfqs').getByText('All (3)').click();
    await page.getByTestId(`rfq-open-${fasteners}`).click();
    const drawer = page.getByTestId('rfq-drawer');
    await drawer.waitFor();
    expect(await drawer.innerText()).toContain('Quoted');
    await drawer.getByTestId('rfq-message-send').click();
    await drawer.getByText('Please enter a message (1-1000 characters)').waitFor();
    await drawer.getByTestId('rfq-message-input').fill('Can you pack them in boxes of 50?');
    await drawer.getByTestId('rfq-message-send').click();
    await drawer.getByTestId('rfq-message').first().waitFor();
    expect(await drawer.getByTestId('rfq-message').innerText()).toContain('Can you pack them in boxes of 50?');
    const stored = await buyer<{ messages: Array<{ content: string; author: string }> }>(
      `/api/buyer/v1/rfq/detail?id=${fasteners}`,
    );
    expect(stored.messages).toEqual([
      expect.objectContaining({ author: 'buyer', content: 'Can you pack them in boxes of 50?' }),
    ]);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('declines a quotation with a reason, and accepts another, which issues its proforma invoice', async () => {
    await page.goto(url('/?tab=quotations'));
    await table('quotations').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await rowNames('quotations')).toHaveLength(2);
    const offers = (
      await buyer<{ list: Array<{ id: number; status: string; request: { id: number } }> }>('/api/buyer/v1/offers')
    ).list;
    const gloves = offers.find((o) => o.request.id === rfqIds['Safety gloves size L'] && o.status === 'quoted');
    const fasteners = offers.find((o) => o.request.id === rfqIds['Stainless fasteners M8']);
    if (!gloves || !fasteners) throw new Error('the quotations were not made');

    await page.getByTestId(`offer-decline-${gloves.id}`).click();
    const declining = page.getByRole('dialog').filter({ has: page.getByTestId('offer-decline-form') });
    await pressUntilShown(
      declining.getByRole('button', { name: 'Decline', exact: true }),
      declining.getByRole('alert'),
    );
    expect(await declining.getByRole('alert').innerText()).toBe('Please say why, 1-500 characters');
    await declining.getByLabel('Reason (1-500 characters)').fill('Found them closer to home');
    await declining.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByText('Quotation declined').waitFor();
    await declining.waitFor({ state: 'hidden' });
    await expect.poll(() => rowNames('quotations')).toHaveLength(1);
    const declined = (
      await buyer<{ list: Array<{ id: number; decline_reason: string | null }> }>(
        '/api/buyer/v1/offers?status=declined',
      )
    ).list;
    expect(declined).toEqual([expect.objectContaining({ id: gloves.id, decline_reason: 'Found them closer to home' })]);

    await page.getByTestId(`offer-open-${fasteners.id}`).click();
    const drawer = page.getByTestId('offer-drawer');
    await drawer.waitFor();
    expect(await drawer.innerText()).toContain('$300.00');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.getByTestId(`offer-accept-${fasteners.id}`).click();
    await dialog().getByText('A proforma invoice of $300.00 will be issued').waitFor();
    await pressConfirmation(page, 'Accept');
    await page.waitForURL((address) => address.searchParams.get('tab') === 'proformaInvoices');
    await page.getByText('Accepted: proforma invoice issued').waitFor();
    const invoices = (
      await buyer<{ list: Array<{ status: string; total: string }> }>('/api/buyer/v1/proforma_invoices')
    ).list;
    expect(invoices).toEqual([expect.objectContaining({ status: 'issued', total: '300.00' })]);
  });

  it('shows both tables in Chinese and in English, nothing wider than the window', async () => {
    await page.goto(url('/'));
    await shootInBothLanguages(
      context,
      page,
      'desktop-workstation-rfqs',
      async (p, lang) => {
        await table('rfqs').locator('tbody tr.ant-table-row').first().waitFor();
        await p
          .getByTestId('tab-rfqs')
          .getByText(lang === 'zh' ? '询价单' : 'RFQs')
          .waitFor();
      },
      { width: 1440 },
    );
    await page.goto(url('/?tab=quotations&filter=all'));
    await shootInBothLanguages(
      context,
      page,
      'desktop-workstation-quotations',
      async (_page, lang) => {
        await table('quotations').locator('tbody tr.ant-table-row').first().waitFor();
        await table('quotations')
          .getByRole('columnheader', { name: lang === 'zh' ? '对应需求' : 'Answers' })
          .waitFor();
      },
      { width: 1440 },
    );
  });
});
