import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, png, xlsx } from '../apps/server/test/sample-files';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { buyerApi, type Call, inDays } from './fixtures/documents';
import {
  logIn,
  MEMBER_CONTACT_NAME,
  type MemberServer,
  registerPendingBuyer,
  serverWithMember,
  stopServerWithMember,
} from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';

/**
 * Posting an RFQ at a desk (1440x900, `/uploadInquiry`): from the workstation's RFQ table, the
 * phone's form laid out wide, its messages, uploads with progress, a new project; then the
 * workstation with the RFQ's drawer open, and its edit. In Chinese without an English label; a
 * pending account is refused as on the phone; a phone is sent to the phone's form of the same RFQ.
 */
const EMAIL = `desk.rfq.${Date.now().toString(36)}@example.com`;
const PENDING_EMAIL = `desk.rfq.pending.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'DeskRfq2026';
const RFQ_NAME = 'Stainless bolts M8 x 40';
const PROJECT_NAME = 'Line 2 retrofit';

interface StoredRfq {
  id: number;
  name: string;
  quantity: number;
  unit: string;
  budget: string | null;
  deadline: string;
  requester: string;
  project: { name: string };
  main_picture: { name: string } | null;
  files: Array<{ name: string }>;
}

let browser: Browser;
let env: MemberServer;
let context: BrowserContext;
let page: Page;
let buyer: Call;
let rfqId = 0;
const url = (path: string) => `${env.server.baseUrl}${path}`;

const pictureInput = (p: Page) => p.getByTestId('main-picture').locator('input[type="file"]');
const filesInput = (p: Page) => p.getByTestId('attachments').locator('input[type="file"]');
const fieldMessages = (p: Page) => p.locator('.ant-form-item-explain-error').allTextContents();
/** What an antd Select shows as chosen, found by the id of its input. */
const chosen = (p: Page, id: string) =>
  p.locator('.ant-select', { has: p.locator(`#${id}`) }).locator('.ant-select-selection-item');

/** Chinese, then English, at the desk's size, the whole page: a screenshot each, nothing wider than the window. */
const shootDesk = (name: string, ready: (page: Page) => Promise<unknown>) =>
  shootInBothLanguages(context, page, `desktop-${name}`, ready, { width: 1440, fullPage: true });

/** Every field of the form, filled as the buyer would, files included; project and requester as preset. */
async function fillForm(p: Page): Promise<void> {
  await p.locator('#rfq-name').fill(RFQ_NAME);
  await p.locator('#rfq-use_for').fill('Conveyor frames');
  await p.locator('#rfq-quantity').fill('5000');
  await p.locator('#rfq-budget').fill('1200.50');
  await p.locator('#rfq-description').fill('A2 stainless, DIN 933, full thread.');
  await p.locator('#rfq-deadline').fill(inDays(30));
  await p.locator('#rfq-deadline').press('Enter');
  await pictureInput(p).setInputFiles({ name: 'bolt.png', mimeType: 'image/png', buffer: png(120, 90) });
  await filesInput(p).setInputFiles([
    { name: 'drawing.docx', mimeType: 'application/octet-stream', buffer: docx() },
    { name: 'quantities.xlsx', mimeType: 'application/octet-stream', buffer: xlsx() },
  ]);
  await expect.poll(() => p.getByTestId('uploaded-file').count()).toBe(3);
  await chosen(p, 'rfq-project_id').waitFor();
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser, 'desktop'));
  await logIn(context, env);
  buyer = buyerApi(context, env.server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe('posting an RFQ at a desk', () => {
  it('posts an RFQ from the workstation, with a picture, files and a new project, and shows it there', async () => {
    await page.goto(url('/'));
    const toolbar = page.getByTestId('table-rfqs').locator('.document-table-tools');
    await toolbar.getByRole('link', { name: 'Post an inquiry' }).click();
    await page.waitForURL((address) => address.pathname === '/uploadInquiry' && address.search === '');
    await page.getByTestId('rfq-submit').waitFor();

    // Submitting the empty form names every missing field under it, in the phone's words.
    await shootDesk('rfq-post-errors', async (p) => {
      await p.getByTestId('rfq-submit').click();
      await expect.poll(() => fieldMessages(p).then((texts) => texts.length)).toBeGreaterThanOrEqual(4);
    });
    expect(await fieldMessages(page)).toEqual(
      expect.arrayContaining([
        'Please enter the RFQ name (1-100 characters)',
        'Please upload the main picture',
        'Please enter a whole number from 1 to 1,000,000',
        'Please choose a future date, within a year',
      ]),
    );
    expect(await page.locator('#rfq-requester').inputValue()).toBe(MEMBER_CONTACT_NAME);

    // A file on its way shows its progress (the answer is held back a moment here).
    await page.route('**/api/buyer/v1/upload/files', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => undefined);
    });
    await shootDesk('rfq-post-progress', async (p) => {
      await filesInput(p).setInputFiles({ name: 'drawing.docx', mimeType: 'application/octet-stream', buffer: docx() });
      await p.getByTestId('upload-progress').waitFor();
    });
    await page.getByTestId('upload-progress').waitFor({ state: 'detached' });
    await page.unroute('**/api/buyer/v1/upload/files');

    // The server decides from the bytes: a "picture" that is not one stays listed with the reason.
    await pictureInput(page).setInputFiles({
      name: 'virus.png',
      mimeType: 'image/png',
      buffer: Buffer.from('MZ not really a picture'),
    });
    await page.getByTestId('upload-error').waitFor();
    expect(await page.getByTestId('upload-error').innerText()).toContain(
      'Only jpg, png, Excel and Word files can be uploaded.',
    );
    await page.getByRole('button', { name: 'Remove virus.png' }).click();
    await page.getByTestId('upload-error').waitFor({ state: 'detached' });

    // The whole form, as it looks filled in.
    await shootDesk('rfq-post-filled', fillForm);
    await expect.poll(() => chosen(page, 'rfq-project_id').innerText()).toBe('General');
    await expect.poll(() => chosen(page, 'rfq-unit').innerText()).toBe('Pieces');

    // A new project, added in its dialog (a name first), is chosen.
    await page.getByTestId('rfq-new-project').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.locator('.ant-form-item-explain-error').waitFor();
    await dialog.getByLabel('Project name').fill(PROJECT_NAME);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => chosen(page, 'rfq-project_id').innerText()).toBe(PROJECT_NAME);

    await page.getByTestId('rfq-submit').click();
    await page.waitForURL((address) => address.pathname === '/' && address.searchParams.has('open'));
    rfqId = Number(new URL(page.url()).searchParams.get('open'));
    await page.getByText('Your RFQ has been submitted').waitFor();
    const drawer = page.getByTestId('rfq-drawer');
    await drawer.waitFor();
    // The two files went up side by side: they are listed in the order they arrived.
    expect((await drawer.getByTestId('rfq-file').allInnerTexts()).sort()).toEqual(['drawing.docx', 'quantities.xlsx']);
    const row = page.getByTestId('table-rfqs').locator('tbody tr.ant-table-row');
    await expect.poll(() => row.allInnerTexts()).toEqual([expect.stringContaining(RFQ_NAME)]);

    const stored = await buyer<StoredRfq>(`/api/buyer/v1/rfq/detail?id=${rfqId}`);
    expect(stored).toMatchObject({
      name: RFQ_NAME,
      quantity: 5000,
      unit: 'pcs',
      budget: '1200.50',
      requester: MEMBER_CONTACT_NAME,
      project: { name: PROJECT_NAME },
      main_picture: { name: 'bolt.png' },
    });
    expect(stored.deadline.slice(0, 10)).toBe(inDays(30));
    expect(stored.files.map((file) => file.name).sort()).toEqual(['drawing.docx', 'quantities.xlsx']);

    await shootInBothLanguages(context, page, 'desktop-rfq-posted', (p) => p.getByTestId('rfq-drawer').waitFor(), {
      width: 1440,
    });
  });

  it('edits the RFQ from its drawer at /uploadInquiry?id=N, its values and files back in place', async () => {
    await page.goto(url(`/?open=${rfqId}`));
    await page.getByTestId('rfq-edit').click();
    await page.waitForURL((address) => address.pathname === '/uploadInquiry' && address.search === `?id=${rfqId}`);
    await expect.poll(() => page.locator('#rfq-quantity').inputValue()).toBe('5000');
    expect(await page.getByTestId('uploaded-file').count()).toBe(3);
    await expect.poll(() => chosen(page, 'rfq-project_id').innerText()).toBe(PROJECT_NAME);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Edit RFQ');

    // One file fewer and a larger quantity.
    await page.getByRole('button', { name: 'Remove drawing.docx' }).click();
    await page.locator('#rfq-quantity').fill('6000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((address) => address.pathname === '/' && address.searchParams.get('open') === String(rfqId));
    await page.getByText('Your changes have been saved').waitFor();
    await page.getByTestId('rfq-drawer').getByText('6,000 pieces').waitFor();

    const stored = await buyer<StoredRfq>(`/api/buyer/v1/rfq/detail?id=${rfqId}`);
    expect(stored.quantity).toBe(6000);
    expect(stored.files.map((file) => file.name)).toEqual(['quantities.xlsx']);
  });

  it('speaks Chinese throughout: labels, sections, drop areas and messages', async () => {
    const { context: zh, page: zhPage } = await newVisitor(browser, 'desktop');
    await logIn(zh, env);
    await zh.addCookies([{ name: 'frontend_lang', value: 'zh_CN', url: env.server.baseUrl }]);
    await zhPage.goto(url('/uploadInquiry'));
    await zhPage.getByTestId('rfq-submit').click();
    await expect.poll(() => fieldMessages(zhPage).then((texts) => texts.length)).toBeGreaterThanOrEqual(4);

    const labels = await zhPage.locator('.rfq-post .ant-form-item-label label').allInnerTexts();
    expect(labels).toEqual(
      expect.arrayContaining(['询价单名称', '主图', '订购数量', '报价截止日期', '项目', '申请人']),
    );
    // Words the Chinese texts keep as they are: the currency and the file kinds.
    const kept = new Set(['USD', 'jpg', 'png', 'Excel', 'Word', 'MB']);
    const shown = await zhPage.locator('.rfq-post').innerText();
    const english = (shown.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !kept.has(word));
    expect(english, shown).toEqual([]);
    expect(await fieldMessages(zhPage)).toContain('请上传主图');
    await zh.close();
  });

  it('sends a visitor to log in first, and refuses a pending account as the phone does', async () => {
    const { context: visitor, page: visitorPage } = await newVisitor(browser, 'desktop');
    await visitorPage.goto(url('/uploadInquiry?id=5'));
    await visitorPage.waitForURL((address) => address.pathname === '/login');
    expect(new URL(visitorPage.url()).searchParams.get('redirect')).toBe('/uploadInquiry?id=5');
    await visitor.close();

    await registerPendingBuyer(env, PENDING_EMAIL, PASSWORD);
    const { context: pending, page: pendingPage } = await newVisitor(browser, 'desktop');
    await logIn(pending, { ...env, email: PENDING_EMAIL, password: PASSWORD });
    await pendingPage.goto(url('/uploadInquiry'));
    const refusal = pendingPage.getByTestId('rfq-not-member');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Only members can post an RFQ.');
    expect(await pendingPage.getByTestId('rfq-submit').count()).toBe(0);
    await pending.close();
  });

  it('sends a phone opening /uploadInquiry?id=N to the phone form of the same RFQ', async () => {
    const { context: phone, page: phonePage } = await newVisitor(browser, 'phone');
    await logIn(phone, env);
    await phonePage.goto(url(`/uploadInquiry?id=${rfqId}`));
    await phonePage.waitForURL((address) => address.hash === `#/pages/home/upload_inquiry?id=${rfqId}`);
    expect(new URL(phonePage.url()).pathname).toBe('/h5/');
    await expect.poll(() => phonePage.getByLabel('Order QTY').inputValue()).toBe('6000');
    await phone.close();
  });
});
