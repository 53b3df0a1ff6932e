import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, png, xlsx } from '../apps/server/test/sample-files';
import { launchBrowser, newVisitor } from './fixtures/browser';
import {
  logIn,
  MEMBER_CONTACT_NAME,
  type MemberServer,
  serverWithMember,
  stopServerWithMember,
} from './fixtures/member';
import { shootInBothLanguages } from './fixtures/screenshots';
import { ROOT, startServer } from './fixtures/server';

/**
 * A member posts an RFQ with a picture and two files, finds it in My RFQs, cancels it, re-opens it,
 * and deletes it, on a server of its own with an approved member (fixtures/member.ts). Screenshots
 * of each page in English and Chinese at 390x844.
 */
const EMAIL = `rfq.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Inquiry2026';
const RFQ_NAME = 'Stainless bolts M8 x 40';

let browser: Browser;
let env: MemberServer;

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

const url = (route: string) => `${env.server.baseUrl}/h5/#${route}`;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function confirmDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

describe('RFQ journey', () => {
  it('posts an RFQ with a picture and two files, lists it, cancels, re-opens and deletes it', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(context, env);

    // The workstation opens My RFQs, empty at first, which offers to post an inquiry.
    await page.goto(url('/pages/workstation/workstation'));
    await page.getByTestId('workstation-tile').first().click();
    await page.waitForURL(/#\/pages\/rfq\/list$/);
    await page.getByTestId('rfq-empty').waitFor();
    await page.getByTestId('rfq-empty').getByRole('button', { name: 'Post an inquiry' }).click();
    await page.waitForURL(/#\/pages\/home\/upload_inquiry$/);

    // Submitting the empty form names every missing field under it.
    const submit = page.getByTestId('rfq-submit');
    await shootInBothLanguages(context, page, 'rfq-upload-errors', async (p) => {
      await p.getByTestId('rfq-submit').click();
      await p.getByTestId('main-picture').getByRole('alert').waitFor();
    });
    await submit.click();
    const alerts = await page.getByRole('alert').allTextContents();
    expect(alerts).toEqual(
      expect.arrayContaining([
        'Please enter the RFQ name (1-100 characters)',
        'Please upload the main picture',
        'Please enter a whole number from 1 to 1,000,000',
        'Please choose a future date, within a year',
      ]),
    );

    // A picked file shows its progress while it uploads (the answer is held back a moment here).
    await page.route('**/api/buyer/v1/upload/files', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await shootInBothLanguages(context, page, 'rfq-upload-progress', async (p) => {
      await p.getByLabel('RFQ name').or(p.getByLabel('询价单名称')).fill(RFQ_NAME);
      await p
        .getByTestId('attachments-input')
        .setInputFiles({ name: 'drawing.docx', mimeType: 'application/octet-stream', buffer: docx() });
      // Centred, clear of the fixed bottom bar.
      await p.getByTestId('upload-progress').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    });
    await page.getByTestId('upload-progress').waitFor({ state: 'detached' });
    await page.unroute('**/api/buyer/v1/upload/files');

    // A file of the wrong kind is refused by the server, whatever its name.
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: 'virus.png', mimeType: 'image/png', buffer: Buffer.from('MZ not really a picture') });
    await page.getByTestId('upload-error').waitFor();
    expect(await page.getByTestId('upload-error').innerText()).toContain(
      'Only jpg, png, Excel and Word files can be uploaded.',
    );

    // The whole form: name, picture, quantity, budget, two files, deadline; project and requester preset.
    await page.getByLabel('RFQ name').fill(RFQ_NAME);
    await page
      .getByTestId('main-picture-input')
      .setInputFiles({ name: 'bolt.png', mimeType: 'image/png', buffer: png(120, 90) });
    // drawing.docx went up while the progress was shown; the second file joins it.
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: 'quantities.xlsx', mimeType: 'application/octet-stream', buffer: xlsx() });
    // Picking again answers the refusal of virus.png: its message goes.
    await page.getByTestId('upload-error').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('uploaded-file').count()).toBe(3);
    await page.getByLabel('Order QTY').fill('5000');
    // The description is written in the page's typeface, not a textarea's default monospace.
    const description = page.locator('textarea[name="description"]');
    expect(await description.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).fontFamily)).toBe(
      await page
        .getByLabel('Order QTY')
        .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).fontFamily),
    );
    await page.getByLabel('Budget').fill('1200.50');
    await page.getByLabel('Deadline for quotes').fill(inDays(30));
    expect(await page.getByLabel('Requester').inputValue()).toBe(MEMBER_CONTACT_NAME);
    await expect.poll(() => page.getByLabel('Project').inputValue()).not.toBe('');
    await submit.click();

    // The detail: status, picture, the two files; cancel it from there.
    await page.waitForURL(/#\/pages\/rfq\/detail\?id=\d+$/);
    await page.getByTestId('rfq-detail').waitFor();
    expect(await page.getByTestId('rfq-status').innerText()).toBe('Submitted');
    expect(await page.getByTestId('rfq-file').allInnerTexts()).toEqual(['drawing.docx', 'quantities.xlsx']);
    await shootInBothLanguages(context, page, 'rfq-detail', async (p) => {
      await p.getByTestId('rfq-detail').waitFor();
    });

    // Edit RFQ while it has no quotation: the form comes back filled in, files included.
    await page.getByRole('button', { name: 'Edit RFQ' }).click();
    await page.waitForURL(/#\/pages\/home\/upload_inquiry\?id=\d+$/);
    await expect.poll(() => page.getByLabel('Order QTY').inputValue()).toBe('5000');
    expect(await page.getByTestId('uploaded-file').count()).toBe(3);
    await page.getByLabel('Order QTY').fill('6000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/#\/pages\/rfq\/detail\?id=\d+$/);
    await page.getByText('6,000 pieces').waitFor();

    // Listed in My RFQs under All and Submitted.
    await page.goto(url('/pages/rfq/list'));
    await page.getByTestId('rfq-card').first().waitFor();
    expect(await page.getByTestId('rfq-card').count()).toBe(1);
    expect(await page.getByTestId('rfq-card').innerText()).toContain(RFQ_NAME);
    // Its picture comes from the buyer's file route at a served width (the browser may take a wider
    // one it already holds), as WebP, and 120 x 90 as sent: never enlarged.
    const cardPicture = page.getByTestId('rfq-card').locator('img').first();
    const pictureAddress = await cardPicture.getAttribute('src');
    expect(pictureAddress).toMatch(/^\/api\/buyer\/v1\/file\?id=[0-9a-f]{32}&width=240$/);
    await expect
      .poll(() => cardPicture.evaluate((img) => (img as unknown as { currentSrc: string }).currentSrc))
      .toMatch(/\/api\/buyer\/v1\/file\?id=[0-9a-f]{32}&width=\d+$/);
    const served = await context.request.get(`${env.server.baseUrl}${pictureAddress}`, {
      headers: { accept: 'image/webp' },
    });
    expect(served.headers()['content-type']).toBe('image/webp');
    const servedSize = await sharp(await served.body()).metadata();
    expect([servedSize.format, servedSize.width, servedSize.height]).toEqual(['webp', 120, 90]);
    await shootInBothLanguages(context, page, 'rfq-list', async (p) => {
      await p.getByTestId('rfq-card').first().waitFor();
    });

    // Batch cancel with nothing selected is refused; with the RFQ selected, confirmed, it is cancelled.
    await page.getByTestId('rfq-cancel-selected').click();
    await page.getByText('Please select the RFQ to cancel').waitFor();
    await page.getByLabel(`Select ${RFQ_NAME}`).click();
    await page.getByTestId('rfq-cancel-selected').click();
    await confirmDialog(page);
    await page.locator('[data-testid="rfq-card"][data-status="cancelled"]').waitFor();

    // Re-RFQ, confirmed: submitted again.
    await page.getByTestId('rfq-card').getByRole('button', { name: 'Re-RFQ' }).click();
    await confirmDialog(page);
    await page.locator('[data-testid="rfq-card"][data-status="submitted"]').waitFor();

    // Cancel once more from the card, then delete, confirmed: the list is empty again.
    await page.getByTestId('rfq-card').getByRole('button', { name: 'Cancel RFQ' }).click();
    await confirmDialog(page);
    await page.locator('[data-testid="rfq-card"][data-status="cancelled"]').waitFor();
    await page.getByTestId('rfq-card').getByRole('button', { name: 'Delete' }).click();
    await confirmDialog(page);
    await page.getByTestId('rfq-empty').waitFor();
    await context.close();
  });

  it("shows a quotation added by the operators' command, and offers a message instead of cancelling", async () => {
    const { context, page } = await newVisitor(browser);
    const api = (path: string) => `${env.server.baseUrl}${path}`;
    const headers = { origin: env.server.baseUrl };
    await context.request.post(api('/api/purchase/v1/h5/customer/login'), {
      form: { email: EMAIL, password: PASSWORD },
      headers,
    });
    const picture = await context.request.post(api('/api/buyer/v1/upload/files'), {
      multipart: { type: 'main_picture', file: { name: 'valve.png', mimeType: 'image/png', buffer: png(80, 80) } },
      headers,
    });
    const projects = await (await context.request.get(api('/api/buyer/v1/projects'))).json();
    const posted = await context.request.post(api('/api/buyer/v1/rfq/upload'), {
      form: {
        name: 'Brass ball valves DN25',
        main_picture: (await picture.json()).data.id,
        quantity: '800',
        unit: 'pcs',
        deadline: inDays(20),
        project_id: String(projects.data.list[0].id),
      },
      headers,
    });
    const id = (await posted.json()).data.id as number;
    // The buyer has the RFQ open, still cancellable, when the quotation arrives.
    await page.goto(url(`/pages/rfq/detail?id=${id}`));
    await page.getByTestId('rfq-cancel').waitFor();

    // The operators' command works on the stopped server's data directory (PGlite is single-process).
    await env.server.stop();
    const rfqCli = (args: string[]) =>
      spawnSync(process.execPath, ['apps/server/dist/rfq-cli.js', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: env.dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
    const quoted = rfqCli(['quote', String(id), '--price', '4.85', '--lead-time', '12', '--note', 'FOB Ningbo']);
    expect(quoted.stdout.trim(), quoted.stderr).toMatch(
      new RegExp(`^Quotation \\d+ \\(version 1\\) on RFQ ${id}: 4\\.85 USD a unit\\.$`),
    );
    expect(rfqCli(['message', String(id), '--text', 'Samples can ship next week.']).status).toBe(0);
    env.server = await startServer({ dataDir: env.dataDir, port: env.server.port });

    // Cancelling now is refused with the words of SPEC section 8, and a message is offered instead.
    await page.getByTestId('rfq-cancel').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const refusal = page.getByRole('dialog').filter({ hasText: 'Under quotation' });
    await refusal.getByText('The current inquiry is already under quotation and cannot be canceled').waitFor();
    await refusal.getByRole('button', { name: 'Leave a message' }).click();
    await page.waitForURL(/#\/pages\/rfq\/detail\?id=\d+#messages$/);
    const offer = page.getByTestId('offer');
    await offer.waitFor();
    expect(await page.getByTestId('rfq-status').innerText()).toBe('Quoted');
    const quote = await offer.innerText();
    expect(quote).toContain('Version 1');
    expect(quote).toContain('800 pieces × $4.85');
    expect(await offer.getByTestId('offer-total').innerText()).toBe('$3,880.00');
    expect(quote).toContain('FOB Ningbo');
    expect(await page.getByTestId('rfq-message').innerText()).toContain('Samples can ship next week.');
    await page.getByLabel('Write a message').fill('Please quote 1,000 pieces too.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('rfq-message').count()).toBe(2);
    await shootInBothLanguages(context, page, 'rfq-detail-quoted', async (p) => {
      await p.getByTestId('offer').scrollIntoViewIfNeeded();
    });

    // Accepting is a decision with its consequence spelled out; the quotation then stays accepted.
    await offer.getByTestId('offer-accept').click();
    const accept = page.getByRole('dialog').filter({ hasText: 'Accept version 1?' });
    await accept.getByText('A proforma invoice of $3,880.00 will be issued').waitFor();
    await accept.getByRole('button', { name: 'Accept' }).click();
    // The buyer is taken to the proforma invoice issued; back on the RFQ, the quotation is accepted.
    await page.waitForURL(/#\/pages\/workstation\/proforma-invoice\?id=\d+$/);
    await page.goBack();
    const accepted = page.locator('[data-testid="offer"][data-status="accepted"]');
    await accepted.waitFor();
    expect(await accepted.innerText()).toContain('Proforma invoice issued');
    await context.close();
  });
});
