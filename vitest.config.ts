import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SummaryReporter from './tools/summary-reporter.js';
import { testFilesBy } from './tools/test-files.js';

const serverTests = {
  root: 'apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Seconds alone; many times that when the journeys hold the cores. A guard against a hang.
  testTimeout: 120_000,
  // A file's app over a fresh database with the test catalogue is built in seconds alone, and in over
  // a minute on a slow day's two cores shared with the journeys' browsers and servers.
  hookTimeout: 180_000,
  // A worker's server files share its loaded modules. Each file builds its own app over its own
  // database and puts back what it changes, so loading the whole server afresh for every file (as
  // long as the tests themselves) buys nothing.
  isolate: false,
  // What a background job or a change notification brings arrives when the job gets the cores: the
  // unit run yields them to the journeys' browsers and servers, so that is seconds, not the default
  // second. A guard against a hang, not a measure of speed.
  expect: { poll: { timeout: 60_000, interval: 50 } },
};

/**
 * A front end's tests, its config's, run twice over: once sharing a worker's loaded modules (a page's
 * modules load in seconds and a file renders its own tree into its own document), and once for the
 * files that replace a module, each with modules of its own.
 */
function frontEnd(name: string, root: string, config: string | Record<string, unknown>) {
  // A module replaced with vi.mock reaches only the modules imported after it.
  const files = testFilesBy(root, ['src'], /\bvi\.mock\(/);
  const base = typeof config === 'string' ? { extends: config } : config;
  const test = typeof config === 'string' ? {} : (config.test as Record<string, unknown>);
  const shared = { ...base, test: { ...test, name, isolate: false, exclude: files.matching } };
  if (files.matching.length === 0) return [shared];
  return [shared, { ...base, test: { ...test, name: `${name}-mocks`, exclude: files.others } }];
}

/** What the client and desktop tests share with the storefront's and console's own configs. */
const domTests = {
  setupFiles: ['../../packages/client/src/lib/start-texts.setup.ts', '../../tools/dom-test-setup.ts'],
  // The workstation's pages with antd render slowly in happy-dom.
  testTimeout: 20_000,
};

const projects = [
  { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
  ...frontEnd('client', 'packages/client', {
    test: {
      root: 'packages/client',
      environment: 'happy-dom',
      include: ['src/**/*.test.ts'],
      ...domTests,
    },
  }),
  { test: { name: 'server', ...serverTests } },
  ...frontEnd('desktop', 'apps/desktop', {
    test: {
      root: 'apps/desktop',
      include: ['src/**/*.test.ts'],
      ...domTests,
    },
  }),
  ...frontEnd('web', 'apps/web', './apps/web/vitest.config.ts'),
  ...frontEnd('console', 'apps/console', './apps/console/vitest.config.ts'),
];

// The API tests run a second time on a real PostgreSQL server when one is named: the files that open
// the tests' database (the others, PGlite's own among them, would only run again as they did).
if (process.env.TEST_DATABASE_URL) {
  const engineFree = testFilesBy(
    serverTests.root,
    ['src', 'test'],
    /buildTestApp|openTestDatabase|MALL_TEST_DB/,
  ).others;
  projects.push({
    test: { name: 'server-postgres', ...serverTests, exclude: engineFree, env: { MALL_TEST_DB: 'postgres' } },
  } as (typeof projects)[number]);
} else {
  console.log('server-postgres: skipped, TEST_DATABASE_URL is not set (the embedded PGlite runs are unaffected)');
}

export default defineConfig({
  test: {
    projects,
    // A worker per core: the tests spend their time in their own workers (PGlite runs in-process),
    // not in the main process that vitest's default of one core fewer keeps free.
    maxWorkers: availableParallelism(),
    reporters: ['default', new SummaryReporter('unit')],
  },
});
