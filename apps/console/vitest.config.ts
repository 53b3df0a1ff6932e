import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'console',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [
      '../../packages/client/src/lib/start-texts.setup.ts',
      '../../tools/dom-test-setup.ts',
      '../../tools/let-late-timers-run.ts',
    ],
    testTimeout: 20_000,
  },
});
