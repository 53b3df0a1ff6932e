import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Relative: Node loads this config, and the contract package ships TypeScript sources only.
import { DESKTOP_BASE_PATH } from '../../packages/contract/src/constants.ts';
import { precompress } from '../../tools/precompress-plugin.ts';
import { stylesheetsFirst } from '../../tools/stylesheets-first-plugin.ts';

/** `npm run dev -w @mall/desktop` talks to a server started separately (default port 3000). */
const API_ORIGIN = process.env.MALL_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: DESKTOP_BASE_PATH,
  plugins: [react(), stylesheetsFirst(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd makes a large vendor chunk, loaded once and cached for good.
    chunkSizeWarningLimit: 1_500,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare values; without this its unused zod schemas would ride along.
        moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
      },
    },
  },
  server: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
});
