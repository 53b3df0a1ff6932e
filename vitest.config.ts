import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SummaryReporter from './tools/summary-reporter.js';

const serverTests = {
  root: 'apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A worker's server files share its loaded modules. Each file builds its own app over its own
  // database and puts back what it changes, so loading the whole server afresh for every file (as
  // long as the tests themselves) buys nothing.
  isolate: false,
};

const projects = [
  { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'client',
      root: 'packages/client',
      environment: 'happy-dom',
      include: ['src/**/*.test.ts'],
      setupFiles: ['../../packages/client/src/lib/start-texts.setup.ts'],
    },
  },
  { test: { name: 'server', ...serverTests } },
  {
    test: {
      name: 'desktop',
      root: 'apps/desktop',
      include: ['src/**/*.test.ts'],
      setupFiles: ['../../packages/client/src/lib/start-texts.setup.ts'],
    },
  },
  './apps/web/vitest.config.ts',
  './apps/console/vitest.config.ts',
];

// The API tests run a second time on a real PostgreSQL server when one is named.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: { name: 'server-postgres', ...serverTests, env: { MALL_TEST_DB: 'postgres' } },
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
