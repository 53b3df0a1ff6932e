// Home route initial JavaScript: every script the home page loads in a real browser, gzipped.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const HOME_JS_BUDGET_BYTES = 200 * 1024;

/** @param {string} baseUrl */
export async function measureHomeJs(baseUrl) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    /** @type {Map<string, number>} */
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${baseUrl}/h5/`, { waitUntil: 'networkidle' });
    const files = [...scripts].map(([url, gzipBytes]) => ({ file: new URL(url).pathname, gzipBytes }));
    const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return { files, totalGzipBytes };
  } finally {
    await browser.close();
  }
}
