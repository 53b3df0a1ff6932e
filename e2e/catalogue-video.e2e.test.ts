import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newVisitor } from './fixtures/browser';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The demo catalogue gives every tenth product a video, from the 4th on. */
const PRODUCT_WITH_VIDEO = 4;
/** The default ping URL, which the check loads with a cache-busting query. */
const PING = /^https:\/\/www\.youtube\.com\/favicon\.ico\?_=\d+$/;
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The video site as this page sees it: the launch check's image and the embedded player. */
async function videoSite(page: Page, reachable: boolean): Promise<string[]> {
  const embeds: string[] = [];
  await page.route(PING, (route) =>
    reachable ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1PX }) : route.abort('failed'),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    embeds.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' });
  });
  return embeds;
}

describe('a product video', () => {
  it('is embedded when the launch check reaches the video site', async () => {
    const { context, page } = await newVisitor(browser);
    const embeds = await videoSite(page, true);
    await page.goto(`${baseUrl}/h5/#/pages/home/detail?id=${PRODUCT_WITH_VIDEO}`);
    await page.getByTestId('video-frame').scrollIntoViewIfNeeded();
    await expect.poll(() => embeds.length).toBe(1);
    expect(embeds[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    expect(await page.getByTestId('video-poster').count()).toBe(0);
    await context.close();
  });

  it('shows the poster with a note, and no frame, when the video site cannot be reached', async () => {
    const { context, page } = await newVisitor(browser);
    const embeds = await videoSite(page, false);
    await page.goto(`${baseUrl}/h5/#/pages/home/detail?id=${PRODUCT_WITH_VIDEO}`);
    const poster = page.getByTestId('video-poster');
    await poster.scrollIntoViewIfNeeded();
    await expect
      .poll(() => poster.locator('figcaption').textContent())
      .toBe('The video site cannot be reached from your network, so the poster is shown instead.');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await poster.locator('img').getAttribute('src')).toMatch(/^\/media\/product\/4\.svg\?v=/);
    expect(embeds).toEqual([]);
    await context.close();
  });
});
