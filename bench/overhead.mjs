// `npm run bench:overhead`: what the mall's HTTP layer costs on reads. The built mall (PGlite,
// default catalogue) and a bare node:http server (bench/lib/raw-server.mjs, a process of its own
// answering the very bodies the mall gave) take the same load in turn: /api/ping, anonymous product
// details and list pages. The ratios of requests/s are the figures (docs/decisions/043). Then the
// mall runs the same loads again under `--cpu-prof`, and the profile's self time is printed by
// package and by function. BENCH_DURATION_SEC sets each load's length (default 10), BENCH_ROUNDS
// how many times each load runs on each server, alternating (default 3), BENCH_PROFILE=0 skips the
// profile. The load generator shares the machine's cores with the server under load, and a shared
// machine slows either at moments of its own: each server's best round is its figure (every round
// is printed), measured only once the mall has loaded its read models (`/readyz`).
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from './lib/load.mjs';
import { untilReady } from './lib/mixed-load.mjs';
import { freePort, startServer } from './lib/server.mjs';

const CONNECTIONS = 50;
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROFILE = process.env.BENCH_PROFILE !== '0';
const root = new URL('../', import.meta.url).pathname;

/** The paths of each load: one trivial, 500 product pages, the first 50 list pages in three orders. */
const LOADS = {
  ping: ['/api/ping'],
  detail: Array.from({ length: 500 }, (_, i) => `/api/en/shop/product/detail?id=${((i * 37) % 2000) + 1}`),
  list: ['recommended', 'sales', 'newest'].flatMap((sort) =>
    Array.from({ length: 50 }, (_, i) => `/api/en/shop/product/recommend?page=${i + 1}&pageSize=20&sort=${sort}`),
  ),
};
const LABELS = {
  ping: 'GET /api/ping',
  detail: 'GET product detail, anonymous (500 ids)',
  list: 'GET list page, anonymous (150 pages)',
};
/** Targets of the ratio mall / bare node:http. */
const TARGETS = { ping: 0.8, detail: 0.35, list: 0.35 };

/**
 * The mall's answers to every path, as the bare server will give them.
 * @param {string} url
 */
async function answersOf(url) {
  /** @type {Array<[string, string, string]>} */
  const entries = [];
  for (const path of Object.values(LOADS).flat()) {
    const response = await fetch(url + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    entries.push([path, response.headers.get('content-type') ?? 'application/json', await response.text()]);
  }
  return entries;
}

/**
 * @param {string} answersFile
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
async function startRaw(answersFile) {
  const port = await freePort();
  const child = fork(join(root, 'bench/lib/raw-server.mjs'), [answersFile, String(port)], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** @typedef {Awaited<ReturnType<typeof load>>} Run */

/** @param {string} url */
async function runLoads(url) {
  /** @type {Record<string, Run>} */
  const results = {};
  for (const [name, paths] of Object.entries(LOADS)) {
    results[name] = await load({ url, connections: CONNECTIONS, durationSec: DURATION_SEC, paths });
  }
  return results;
}

/**
 * Each load ROUNDS times on each server, the two taking turns; every round's figures by load.
 * @param {string} mallUrl
 * @param {string} rawUrl
 */
async function alternate(mallUrl, rawUrl) {
  /** @type {Record<string, { mall: Run[], raw: Run[] }>} */
  const rounds = {};
  for (const [name, paths] of Object.entries(LOADS)) {
    rounds[name] = { mall: [], raw: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of /** @type {const} */ (['mall', 'raw'])) {
        const url = side === 'mall' ? mallUrl : rawUrl;
        rounds[name][side].push(await load({ url, connections: CONNECTIONS, durationSec: DURATION_SEC, paths }));
      }
    }
  }
  return rounds;
}

/** @param {Run[]} runs */
const best = (runs) => runs.reduce((a, b) => (b.requestsPerSec > a.requestsPerSec ? b : a));

/**
 * Self time of a V8 CPU profile, summed by package (node_modules folder, Node's internals, the
 * mall's own code) and by function.
 * @param {string} file
 */
function summarise(file) {
  /** @type {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, hitCount?: number }> }} */
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Map<string, number>} */
  const byPackage = new Map();
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const packageName =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.startsWith('node:') ? 'node (internals)' : url.includes('/apps/server/') ? 'the mall' : `(${functionName})`);
    byPackage.set(packageName, (byPackage.get(packageName) ?? 0) + hits);
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  }
  /** @param {Map<string, number>} map @param {number} count */
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => `| ${name} | ${((hits / total) * 100).toFixed(1)}% |`);
  return { byPackage: top(byPackage, 15), byFunction: top(byFunction, 25) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-overhead-'));
const profileDir = mkdtempSync(join(tmpdir(), 'mall-bench-profile-'));
try {
  const mall = await startServer({ dataDir });
  /** @type {Record<string, { mall: Run[], raw: Run[] }>} */
  let rounds;
  try {
    await untilReady(mall.url);
    const answersFile = join(dataDir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(await answersOf(mall.url)));
    const raw = await startRaw(answersFile);
    try {
      // Each load once unmeasured on both, so neither is timed while its code is still being compiled.
      await Promise.all(
        [mall.url, raw.url].map((url) => load({ url, connections: CONNECTIONS, durationSec: 2, paths: LOADS.detail })),
      );
      rounds = await alternate(mall.url, raw.url);
    } finally {
      raw.stop();
    }
  } finally {
    await mall.stop();
  }

  console.log(`# The HTTP layer's cost: the mall against a bare node:http server (Node ${process.version})`);
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SEC} s per load, one process each, the same bodies, ${ROUNDS} rounds each taking turns; the best round of each`,
  );
  console.log(
    '| load | mall requests/s | bare requests/s | ratio | target | mall p99 ms | bare p99 ms | every round, mall / bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const name of /** @type {Array<keyof typeof LOADS>} */ (Object.keys(LOADS))) {
    const runs = rounds[name];
    if (!runs) continue;
    const m = best(runs.mall);
    const r = best(runs.raw);
    const ratio = m.requestsPerSec / Math.max(r.requestsPerSec, 1);
    const verdict = ratio >= TARGETS[name] ? 'met' : 'not met';
    const every = runs.mall.map((run, i) => `${run.requestsPerSec} / ${runs.raw[i]?.requestsPerSec}`).join(', ');
    console.log(
      `| ${LABELS[name]} | ${m.requestsPerSec} | ${r.requestsPerSec} | ${ratio.toFixed(2)} | ≥ ${TARGETS[name]} (${verdict}) | ${m.p99} | ${r.p99} | ${every} |`,
    );
    const failures = [...runs.mall, ...runs.raw].reduce((sum, run) => sum + run.failures, 0);
    if (failures) console.log(`  failures: ${failures}`);
  }

  if (PROFILE) {
    const profiled = await startServer({ dataDir, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
    try {
      await untilReady(profiled.url);
      await runLoads(profiled.url);
    } finally {
      await profiled.stop();
    }
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the profiled server wrote no profile');
    const { byPackage, byFunction } = summarise(join(profileDir, file));
    console.log('\nWhere the mall spends its time under these loads (self time, V8 CPU profile):');
    console.log('| package | share |');
    console.log('|---|---|');
    for (const line of byPackage) console.log(line);
    console.log('\n| function | share |');
    console.log('|---|---|');
    for (const line of byFunction) console.log(line);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
