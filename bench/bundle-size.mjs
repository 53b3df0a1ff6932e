// Home pages' initial JavaScript: every script a page loads in a real browser until the network is
// idle, gzipped. `node bench/bundle-size.mjs` prints the phone's and the desktop's figures alone.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchServer } from './lib/server.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const HOME_JS_BUDGET_BYTES = 150 * 1024;
export const DESKTOP_HOME_JS_BUDGET_BYTES = 200 * 1024;

/** The phone storefront's home, as a phone shows it. */
export const PHONE_HOME = { name: 'Home route', path: '/h5/', viewport: { width: 390, height: 844 } };
/** The desktop site's home, at the width the desktop pages are checked at. */
export const DESKTOP_HOME = { name: 'Desktop home route', path: '/homePage', viewport: { width: 1440, height: 900 } };

/**
 * @param {string} baseUrl
 * @param {{ path: string, viewport: { width: number, height: number } }} page
 * @returns {Promise<{ files: Array<{ file: string, gzipBytes: number }>, totalGzipBytes: number }>}
 */
export async function measureInitialJs(baseUrl, { path, viewport }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport });
    /** @type {Map<string, number>} */
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const files = [...scripts].map(([url, gzipBytes]) => ({ file: new URL(url).pathname, gzipBytes }));
    const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return { files, totalGzipBytes };
  } finally {
    await browser.close();
  }
}

/** @param {string} baseUrl */
export const measureHomeJs = (baseUrl) => measureInitialJs(baseUrl, PHONE_HOME);
/** @param {string} baseUrl */
export const measureDesktopHomeJs = (baseUrl) => measureInitialJs(baseUrl, DESKTOP_HOME);

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The lines a result file records for one page's figure.
 * @param {string} name
 * @param {{ files: Array<{ file: string, gzipBytes: number }>, totalGzipBytes: number }} js
 * @param {number} [budget]
 */
export function initialJsLines(name, js, budget) {
  const over = budget !== undefined && js.totalGzipBytes > budget;
  // A page over its budget fails the benchmark run, after every figure is printed.
  if (over) process.exitCode = 1;
  const against = budget === undefined ? '' : ` (budget ${kb(budget)}${over ? ': OVER BUDGET' : ''})`;
  return [
    `${name} initial JavaScript: ${kb(js.totalGzipBytes)} gzip in ${js.files.length} files${against}`,
    ...js.files.map((f) => `  ${f.file}: ${kb(f.gzipBytes)}`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await benchServer();
  try {
    for (const line of initialJsLines(PHONE_HOME.name, await measureHomeJs(server.url), HOME_JS_BUDGET_BYTES))
      console.log(line);
    // The pages whose largest paint waits for their code's files (docs/decisions/062): no budget, the count printed.
    const sample = await fetch(`${server.url}/api/en/shop/product/recommend?pageSize=1`).then((response) =>
      response.json(),
    );
    const product = /** @type {{ id: number, brand: string }} */ (sample.data.list[0]);
    const pages = {
      'Phone product detail': `/h5/#/pages/home/detail?id=${product.id}`,
      'Phone search results': `/h5/#/pages/home/searchProduct?keyword=${encodeURIComponent(product.brand)}`,
    };
    for (const [name, path] of Object.entries(pages)) {
      const js = await measureInitialJs(server.url, { path, viewport: PHONE_HOME.viewport });
      console.log(initialJsLines(name, js)[0]);
    }
    for (const line of initialJsLines(
      DESKTOP_HOME.name,
      await measureDesktopHomeJs(server.url),
      DESKTOP_HOME_JS_BUDGET_BYTES,
    ))
      console.log(line);
  } finally {
    await server.stop();
  }
}
