// `npm run bench:search-libraries`: the home-made search index (docs/decisions/012, 031) against
// MiniSearch, FlexSearch, Orama and PostgreSQL's pg_trgm, over the same catalogue from the seed
// generator (BENCH_PRODUCTS, default 100,000). Each engine runs in a process of its own
// (bench/lib/search-engines.mjs: build, memory after a full collection, the query list timed, the
// relevance set over the test's catalogue); this prints the tables. Runs the TypeScript sources
// through tsx, no build needed. BENCH_ENGINES picks engines (comma-separated), BENCH_ROUNDS the timed
// passes over the query list (default 2), BENCH_QUERY_BUDGET_SEC caps an engine's warm-up and timed
// queries (default 180 s: the timed ones are then a shuffled sample), BENCH_HEAP_MIB each process's
// heap (default 16,384), BENCH_ENGINE_TIMEOUT_SEC an engine's whole run (default 3,600).
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('../', import.meta.url).pathname;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const HEAP_MIB = Number(process.env.BENCH_HEAP_MIB ?? 16_384);
const ENGINE_TIMEOUT_MS = Number(process.env.BENCH_ENGINE_TIMEOUT_SEC ?? 3600) * 1000;
const ALL = ['home-made', 'minisearch', 'minisearch-sales', 'flexsearch', 'orama', 'orama-by-length', 'postgres'];
const ENGINES = (process.env.BENCH_ENGINES ?? ALL.join(',')).split(',').filter(Boolean);
const GROUPS = ['english', 'typos', 'synonyms', 'chinese', 'pinyin', 'codes', 'mixed'];

/** A library's version, read from its package.json beside its entry point. */
function version(/** @type {string} */ name) {
  const require = createRequire(join(root, 'bench/package.json'));
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (pkg.name === name) return pkg.version;
    } catch {
      // not this folder
    }
  }
  return '?';
}

/** @type {Record<string, string>} */
const LABELS = {
  'home-made': 'home-made index',
  minisearch: `MiniSearch ${version('minisearch')}`,
  'minisearch-sales': `MiniSearch ${version('minisearch')}, boosted by sales (extra)`,
  flexsearch: `FlexSearch ${version('flexsearch')}`,
  orama: `Orama ${version('@orama/orama')}, tolerance 2`,
  'orama-by-length': `Orama ${version('@orama/orama')}, tolerance 0/1/2 by length (extra)`,
  postgres: 'PostgreSQL pg_trgm',
};

/**
 * @typedef {{ engine: string, skipped?: string, failed?: string, products: number, buildMs: number,
 *   heapBytes: number, rssBytes: number, queries: number, timed: number, rounds: number, p50: number, p95: number,
 *   max: number, slowest: Array<[string, number]>, samples: Record<string, number | null>, figures: Record<string, number>,
 *   relevance: { groups: Record<string, { passed: number, found: number, total: number }>, failed: string[] }, serverVersion?: string }} Result
 */

/**
 * One engine in a child process of its own, with the garbage collector exposed.
 * @param {string} engine
 * @returns {Promise<Result>}
 */
function runEngine(engine) {
  return new Promise((resolve) => {
    const child = fork(join(root, 'bench/lib/search-engines.mjs'), [engine], {
      cwd: root,
      execArgv: ['--expose-gc', `--max-old-space-size=${HEAP_MIB}`, '--import', 'tsx'],
      env: { ...process.env, BENCH_PRODUCTS: String(PRODUCTS) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    /** @type {Result | null} */
    let result = null;
    const timer = setTimeout(() => child.kill('SIGKILL'), ENGINE_TIMEOUT_MS);
    child.on('message', (message) => {
      result = /** @type {Result} */ (message);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(
        result ??
          /** @type {Result} */ ({
            engine,
            failed: `its process ended (${signal ?? `exit code ${code}`}) before answering`,
          }),
      );
    });
  });
}

const mib = (/** @type {number} */ bytes) => (bytes / 2 ** 20).toFixed(1);
const ms = (/** @type {number} */ value) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
/** The memory an engine added: its process's heap and typed arrays, or PostgreSQL's indexes on disk. */
const memoryOf = (/** @type {Result} */ r) =>
  r.engine === 'postgres'
    ? `indexes ${mib(r.heapBytes)} MiB on disk`
    : `heap+external +${mib(r.heapBytes)} MiB, RSS +${mib(r.rssBytes)} MiB`;

console.log(
  `# Search index against libraries: ${PRODUCTS} products (Node ${process.version}, ${cpus().length} cores, engines in turn)`,
);
/** @type {Result[]} */
const results = [];
for (const engine of ENGINES) {
  const started = performance.now();
  const r = await runEngine(engine);
  results.push(r);
  if (r.serverVersion) LABELS[engine] = `PostgreSQL ${r.serverVersion} pg_trgm`;
  const label = LABELS[engine] ?? engine;
  if (r.skipped || r.failed) {
    console.log(`- ${label}: ${r.skipped ? `skipped, ${r.skipped}` : `failed, ${r.failed}`}`);
    continue;
  }
  const figures = Object.entries(r.figures)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  console.log(
    `- ${label}: built in ${(r.buildMs / 1000).toFixed(1)} s; ${memoryOf(r)}; ` +
      `${r.timed} queries timed (${r.queries} distinct, ${r.rounds} rounds at most), max ${ms(r.max)} ms, slowest ` +
      `${r.slowest.map(([keyword, t]) => `"${keyword}" ${ms(t)} ms`).join(', ')}; ${figures ? `${figures}; ` : ''}` +
      `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  );
}

const ok = results.filter((r) => !r.skipped && !r.failed);
/** @param {Result} r */
const tally = (r) =>
  Object.values(r.relevance.groups).reduce(
    (sum, g) => ({ passed: sum.passed + g.passed, found: sum.found + g.found, total: sum.total + g.total }),
    { passed: 0, found: 0, total: 0 },
  );

console.log(`\n## ${PRODUCTS} products: build, memory, a page of 20 and the total per query, relevance set\n`);
console.log('| engine | build s | memory MiB | p50 ms | p95 ms | relevance pass x/y |');
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  const label = LABELS[r.engine] ?? r.engine;
  if (r.skipped || r.failed) {
    console.log(`| ${label} | ${r.skipped ? `skipped: ${r.skipped}` : `failed: ${r.failed}`} | | | | |`);
    continue;
  }
  const t = tally(r);
  const memory = r.engine === 'postgres' ? `${mib(r.heapBytes)} (indexes on disk)` : mib(r.heapBytes);
  console.log(
    `| ${label} | ${(r.buildMs / 1000).toFixed(1)} | ${memory} | ${ms(r.p50)} | ${ms(r.p95)} | ${t.passed}/${t.total} |`,
  );
}

console.log(
  '\nRelevance by kind of query (cases passed / cases; "found" counts the cases whose products are all among the hits, at any rank)\n',
);
console.log(`| engine | ${GROUPS.join(' | ')} | found |`);
console.log(`|---|${GROUPS.map(() => '---|').join('')}---|`);
for (const r of ok) {
  const t = tally(r);
  const cells = GROUPS.map((g) => {
    const group = r.relevance.groups[g];
    return group ? `${group.passed}/${group.total}` : '';
  });
  console.log(`| ${LABELS[r.engine] ?? r.engine} | ${cells.join(' | ')} | ${t.found}/${t.total} |`);
}

const sampleKeywords = Object.keys(ok[0]?.samples ?? {});
console.log(`\nTotals found on the international market at ${PRODUCTS} products\n`);
console.log(`| engine | ${sampleKeywords.join(' | ')} |`);
console.log(`|---|${sampleKeywords.map(() => '---|').join('')}`);
for (const r of ok) {
  console.log(
    `| ${LABELS[r.engine] ?? r.engine} | ${sampleKeywords.map((k) => r.samples[k] ?? 'over budget').join(' | ')} |`,
  );
}

console.log('\nCases missed');
for (const r of ok) console.log(`- ${LABELS[r.engine] ?? r.engine}: ${r.relevance.failed.join(', ') || 'none'}`);
