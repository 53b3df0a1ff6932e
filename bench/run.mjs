// `npm run bench`: starts the built mall on a fresh embedded database, measures, prints and records.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DESKTOP_HOME,
  DESKTOP_HOME_JS_BUDGET_BYTES,
  HOME_JS_BUDGET_BYTES,
  initialJsLines,
  measureDesktopHomeJs,
  measureHomeJs,
  PHONE_HOME,
} from './bundle-size.mjs';
import { load } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

const CONNECTIONS = 50;
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-'));
/** @type {string[]} */
const lines = [];
/** @param {string} line */
const say = (line) => {
  console.log(line);
  lines.push(line);
};

try {
  const cold = await startServer({ dataDir });
  say(
    `Start-up, empty data directory (migrate + seed the default catalogue) to first 200 on /healthz: ${Math.round(cold.startupMs)} ms`,
  );
  await cold.stop();

  const server = await startServer({ dataDir });
  say(`Start-up, seeded data directory, to first 200 on /healthz: ${Math.round(server.startupMs)} ms`);

  for (const line of initialJsLines(PHONE_HOME.name, await measureHomeJs(server.url), HOME_JS_BUDGET_BYTES)) say(line);
  const desktopJs = await measureDesktopHomeJs(server.url);
  for (const line of initialJsLines(DESKTOP_HOME.name, desktopJs, DESKTOP_HOME_JS_BUDGET_BYTES)) say(line);

  const trivial = await load({ url: `${server.url}/api/ping`, connections: CONNECTIONS, durationSec: DURATION_SEC });
  // A visitor's browsing: the first 50 pages of the list in each sort order.
  const recommendPaths = ['recommended', 'sales', 'newest'].flatMap((sort) =>
    Array.from({ length: 50 }, (_, i) => `/api/en/shop/product/recommend?page=${i + 1}&pageSize=20&sort=${sort}`),
  );
  const recommend = await load({
    url: server.url,
    connections: CONNECTIONS,
    durationSec: DURATION_SEC,
    paths: recommendPaths,
  });
  say(`Load: ${CONNECTIONS} connections, ${DURATION_SEC} s each, PGlite, default catalogue`);
  say('| route | requests/s | p50 ms | p99 ms | failures |');
  say('|---|---|---|---|---|');
  /** @type {Array<[string, typeof trivial]>} */
  const rows = [
    ['GET /api/ping (trivial)', trivial],
    ['GET /api/en/shop/product/recommend (150 distinct pages)', recommend],
  ];
  for (const [name, r] of rows) say(`| ${name} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.failures} |`);
  say(
    `Ratio recommend/trivial: throughput ${(recommend.requestsPerSec / trivial.requestsPerSec).toFixed(2)}, p99 ${(recommend.p99 / Math.max(trivial.p99, 1)).toFixed(2)}`,
  );
  await server.stop();

  if (process.env.BENCH_RECORD) {
    writeFileSync(
      new URL('./RESULTS.latest.txt', import.meta.url),
      `${new Date().toISOString()}\n${lines.join('\n')}\n`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
