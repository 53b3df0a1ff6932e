import { DESKTOP_PAGES, type DesktopPageName } from '@mall/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLeaks } from '../apps/server/test/price-leaks';
import { launchBrowser, newVisitor } from './fixtures/browser';
import { eventsOf, watch } from './fixtures/csp-watch';
import { logIn, type MemberServer, serverWithMember, stopServerWithMember } from './fixtures/member';

/**
 * Every page of the desktop site, as a visitor and as a member: no Content-Security-Policy
 * violation; the visitor is shown no price figure and is sent none by any answer of the API.
 */
const EMAIL = `desk.walk.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'DeskWalk2026';
const PRODUCT_WITH_VIDEO = 4;
/** A price figure as the pages write one, in either market and language. */
const MONEY = /(US\$|CN¥|\$|¥)\s?\d/;

let env: MemberServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const QUERIES: Partial<Record<DesktopPageName, string>> = {
  productDetail: `?id=${PRODUCT_WITH_VIDEO}`,
  productSearch: '?keyword=bolt',
};

interface Walked {
  violations: Record<string, string[]>;
  leaks: string[];
  figures: Record<string, string>;
}

/** Visits each desktop page in a fresh document, collecting what the page and the API's answers show. */
async function walk(page: Page): Promise<Walked> {
  const reports = await watch(page);
  const walked: Walked = { violations: {}, leaks: [], figures: {} };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    walked.leaks.push(...priceLeaks(body?.data, new URL(response.url()).pathname));
  });
  for (const name of Object.keys(DESKTOP_PAGES) as DesktopPageName[]) {
    await page.goto('about:blank');
    await page.goto(`${env.server.baseUrl}${DESKTOP_PAGES[name].path}${QUERIES[name] ?? ''}`);
    await reports.settled();
    const violations = [...(await eventsOf(page)), ...reports.take()];
    if (violations.length > 0) walked.violations[name] = violations;
    const figure = MONEY.exec(await page.locator('body').innerText());
    if (figure) walked.figures[name] = figure[0];
  }
  return walked;
}

beforeAll(async () => {
  env = await serverWithMember(EMAIL, PASSWORD);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServerWithMember(env);
});

describe('every desktop page', () => {
  it('shows a visitor no price and sends none, and breaks no rule of the security policy', async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    const walked = await walk(page);
    expect(walked).toEqual({ violations: {}, leaks: [], figures: {} });
    await context.close();
  });

  it('breaks no rule of the security policy for a member, who sees prices', async () => {
    const { context, page } = await newVisitor(browser, 'desktop');
    await logIn(context, env);
    const walked = await walk(page);
    expect(walked.violations).toEqual({});
    // The same walk reads the member's priced answers: the visitor's empty list is a finding, not a blind spot.
    expect(walked.leaks.length).toBeGreaterThan(0);
    expect(Object.keys(walked.figures)).toEqual(expect.arrayContaining(['home', 'productDetail', 'productSearch']));
    await context.close();
  });
});
