import { SESSION_COOKIE } from '@mall/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';
import { TLS_ENV } from './fixtures/tls';

/**
 * The mall serving HTTPS itself (TLS_CERT_FILE and TLS_KEY_FILE): the phone's first load comes over
 * one HTTP/2 connection, and a member's session cookie is sent over TLS only.
 */
const EMAIL = `tls.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'Secure2026';

let browser: Browser;
let env: MemberServer;

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD, TLS_ENV);
  // Chromium knows no authority that signed the tests' certificate.
  browser = await launchBrowser(['--ignore-certificate-errors']);
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

/**
 * The protocols the page's document and every file and answer it loaded from the mall over the
 * network came over. One the browser took from its own cache (a card's picture the product page
 * draws again) crossed no connection: it names none.
 */
function protocolsOf(page: Page): Promise<string[]> {
  return page.evaluate((origin) => {
    const protocols = performance
      .getEntries()
      // The video site's reachability probe goes elsewhere.
      .filter((entry) => ['navigation', 'resource'].includes(entry.entryType) && entry.name.startsWith(origin))
      .map((entry) => entry as unknown as { nextHopProtocol: string; transferSize: number })
      .filter((entry) => entry.transferSize > 0)
      .map((entry) => entry.nextHopProtocol);
    return [...new Set(protocols)];
  }, new URL(page.url()).origin);
}

describe('the storefront over HTTPS', () => {
  it('loads the shop over HTTP/2, and a member logs in with a TLS-only cookie and sees prices', async () => {
    expect(env.server.baseUrl).toMatch(/^https:\/\//);
    const { context, page } = await newVisitor(browser);
    await page.goto(`${env.server.baseUrl}/h5/`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await protocolsOf(page)).toEqual(['h2']);
    const scripts = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
    );
    expect(scripts).toBeGreaterThan(10);

    await logIn(context, env);
    const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ secure: true, httpOnly: true });
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/#\/pages\/home\/detail\?id=\d+$/);
    await page.getByTestId('detail-price').waitFor();
    expect(await page.getByTestId('detail-price').innerText()).toMatch(/^\$\d/);
    expect(await protocolsOf(page)).toEqual(['h2']);
    await context.close();
  });
});
