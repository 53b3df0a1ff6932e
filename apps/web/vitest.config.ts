import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // antd-mobile as the build takes it (its ES modules), so that a component imported from the
  // package and one loaded by its own path, as the lazily shown overlays are, share one copy.
  resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/client/src/lib/start-texts.setup.ts', '../../tools/dom-test-setup.ts'],
    server: { deps: { inline: ['antd-mobile'] } },
    testTimeout: 20_000,
  },
});
