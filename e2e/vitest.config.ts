import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SummaryReporter from '../tools/summary-reporter.js';
import { TLS_CERT_FILE } from './fixtures/tls';

// The HTTPS journey's server has the tests' own certificate: the test processes, forked from this
// one, trust it for their requests from their start.
process.env.NODE_EXTRA_CA_CERTS = TLS_CERT_FILE;

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One file at a time: two journeys sharing two cores starve each other's browser and server
    // into timeouts.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a page shows after a click arrives when the server and the browser get the cores: on a
    // busy machine that is seconds, not the default second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ['default', new SummaryReporter('e2e')],
  },
});
