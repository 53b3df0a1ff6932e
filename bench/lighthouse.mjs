// `npm run bench:lighthouse`: Lighthouse's performance and accessibility scores of the storefront's
// and the desktop site's first pages, on the built mall and a fresh embedded database. A bench, not a
// test: the figures vary with the machine's load, nothing is asserted. `BENCH_LIGHTHOUSE_RUNS`
// (default 3) runs per page, of which the median run is printed; `BENCH_URL` and `DESKTOP_DIST_DIR`
// choose the server as for bundle-size.mjs; `BENCH_TRANSPORTS` the protocols, HTTP/1.1 and HTTP/2.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, DESKTOP_HOME_JS_BUDGET_BYTES, initialJsLines, kb } from './bundle-size.mjs';
import { benchServer, TLS_ENV } from './lib/server.mjs';

/** The page addresses, from the contract's sources (TypeScript, as the apps import them). */
const { DESKTOP_PAGES, H5_BASE_PATH, PAGES } = /** @type {typeof import('@mall/contract')} */ (
  await tsImport('@mall/contract', import.meta.url)
);

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** @typedef {{ name: string, path: string, preset: 'mobile' | 'desktop' }} Target */

/**
 * A product and a keyword that finds it, from the catalogue the server was seeded with.
 * @param {string} baseUrl
 */
async function sampleProduct(baseUrl) {
  const response = await fetch(`${baseUrl}/api/en/shop/product/recommend?pageSize=1`);
  const body = /** @type {{ data: { list: Array<{ id: number, brand: string }> } }} */ (await response.json());
  const product = body.data.list[0];
  if (!product) throw new Error('the catalogue has no product to open');
  return product;
}

/**
 * @param {number} id
 * @param {string} keyword
 * @returns {Target[]}
 */
function targets(id, keyword) {
  return [
    { name: 'Phone home', path: H5_BASE_PATH, preset: 'mobile' },
    { name: 'Phone product detail', path: `${H5_BASE_PATH}#${PAGES.productDetail.route}?id=${id}`, preset: 'mobile' },
    {
      name: 'Phone search results',
      path: `${H5_BASE_PATH}#${PAGES.searchProduct.route}?keyword=${encodeURIComponent(keyword)}`,
      preset: 'mobile',
    },
    { name: 'Desktop home', path: DESKTOP_PAGES.home.path, preset: 'desktop' },
    { name: 'Desktop product detail', path: `${DESKTOP_PAGES.productDetail.path}?id=${id}`, preset: 'desktop' },
  ];
}

/**
 * The scripts a run loaded, each fetched again and gzipped as the bundle-size bench counts them (the
 * server sends them uncompressed, so Lighthouse's transfer sizes are the raw bytes).
 * @param {import('lighthouse').Result} lhr
 */
async function scriptsOf(lhr) {
  const details = /** @type {{ items?: Array<{ url?: string, resourceType?: string }> } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const urls = (details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url ?? '');
  const files = await Promise.all(
    urls.map(async (url) => {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { file: new URL(url).pathname, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} category
 */
const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? '-' : String(Math.round(value * 100));
};
/**
 * The titles of a category's audits that did not pass, with the elements they name.
 * @param {import('lighthouse').Result} lhr
 * @param {string} category
 */
const failedAudits = (lhr, category) =>
  (lhr.categories[category]?.auditRefs ?? []).flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score === 1) return [];
    const details = /** @type {{ items?: Array<{ node?: { snippet?: string } }> } | undefined} */ (audit.details);
    const items = details?.items ?? [];
    const nodes = items.flatMap((item) => (item.node?.snippet ? [item.node.snippet] : []));
    return [`${audit.title}${nodes.length > 0 ? ` (${nodes.join(' ')})` : ''}`];
  });

/**
 * The element of the largest paint and how its time was spent (Lighthouse's phases: time to first
 * byte, load delay, load time, render delay), where the time of a page goes.
 * @param {import('lighthouse').Result} lhr
 */
const largestPaint = (lhr) => {
  const details = /** @type {{ items?: Array<{ items?: Array<Record<string, any>> }> } | undefined} */ (
    lhr.audits['largest-contentful-paint-element']?.details
  );
  const [elementTable, phaseTable] = details?.items ?? [];
  const snippet = elementTable?.items?.[0]?.node?.snippet ?? '?';
  const phases = (phaseTable?.items ?? []).map((row) => `${row.phase} ${Math.round(row.timing)} ms`).join(', ');
  return `${snippet}${phases ? `: ${phases}` : ''}`;
};

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} audit
 */
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Attempts at one run: Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to run again. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a Chrome of its own: nothing cached from the run before, and a storefront
 * page after another is a new document rather than a change of the address's hash.
 * @param {string} url
 * @param {Target['preset']} preset
 * @returns {Promise<import('lighthouse').Result>}
 */
async function audit(url, preset, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    // The HTTPS server's certificate is the tests' own, signed by no authority Chromium knows.
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', '--ignore-certificate-errors'],
  });
  let lhr;
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (!lhr.runtimeError) return lhr;
  if (attempt < ATTEMPTS) return audit(url, preset, attempt + 1);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

/**
 * The transports measured, each on a server of its own: plain HTTP/1.1 (six connections a site,
 * a request each at a time) and HTTPS with HTTP/2 (one connection, every request at once), as a
 * deployment's TLS gives a phone. `BENCH_TRANSPORTS` picks (`http1`, `http2`, both by default).
 */
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? 'http1,http2').split(',').map((name) => name.trim());
if (TRANSPORTS.includes('http2')) {
  // The bench's own server, with the tests' self-signed certificate, is the only one it talks to.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}

/** @param {string} transport */
async function measure(transport) {
  const server = await benchServer({ env: transport === 'http2' ? TLS_ENV : {} });
  try {
    const product = await sampleProduct(server.url);
    console.log(
      `\n${transport === 'http2' ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}: Lighthouse ${RUNS} run(s) per page, the median run shown; product ${product.id}, keyword "${product.brand}"`,
    );
    console.log('| page | preset | performance | accessibility | LCP | TBT | CLS | JS gzip | CPU index |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    /** @type {Awaited<ReturnType<typeof scriptsOf>> | undefined} */
    let desktopHomeJs;
    /** @type {string[]} */
    const failedAccessibility = [];
    /** @type {string[]} */
    const paints = [];
    for (const target of targets(product.id, product.brand)) {
      /** @type {import('lighthouse').Result[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${target.path}`, target.preset));
      const lhr = computeMedianRun(runs);
      const js = await scriptsOf(lhr);
      if (target.path === DESKTOP_PAGES.home.path) desktopHomeJs = js;
      const lcp = (numeric(lhr, 'largest-contentful-paint') / 1000).toFixed(2);
      const tbt = Math.round(numeric(lhr, 'total-blocking-time'));
      const cls = numeric(lhr, 'cumulative-layout-shift').toFixed(3);
      const performances = runs.map((run) => score(run, 'performance')).join(', ');
      // Lighthouse's measure of the machine's speed at each run: its slowed-down figures scale with it,
      // so a spread here is a spread in the scores (a busy or throttled machine reads low).
      const cpuIndexes = runs.map((run) => Math.round(run.environment.benchmarkIndex)).join(', ');
      console.log(
        `| ${target.name} | ${target.preset} | ${score(lhr, 'performance')} (runs: ${performances}) | ${score(lhr, 'accessibility')} | ${lcp} s | ${tbt} ms | ${cls} | ${kb(js.totalGzipBytes)} in ${js.files.length} files | ${cpuIndexes} |`,
      );
      paints.push(`largest paint, ${target.name}: ${largestPaint(lhr)}`);
      failedAccessibility.push(...failedAudits(lhr, 'accessibility').map((title) => `${target.name}: ${title}`));
    }
    for (const line of paints) console.log(line);
    for (const line of failedAccessibility) console.log(`accessibility not met, ${line}`);
    if (desktopHomeJs) {
      for (const line of initialJsLines('Desktop home', desktopHomeJs, DESKTOP_HOME_JS_BUDGET_BYTES)) console.log(line);
    }
  } finally {
    await server.stop();
  }
}

for (const transport of TRANSPORTS) await measure(transport);
