import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Relative: Node loads this config, and the contract package ships TypeScript sources only.
import { H5_BASE_PATH } from '../../packages/contract/src/constants.ts';
import { precompress } from '../../tools/precompress-plugin.ts';
import { webManifests } from './web-manifest-plugin.ts';

/** `npm run dev` talks to a server started separately (default port 3000). */
const API_ORIGIN = process.env.MALL_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: H5_BASE_PATH,
  plugins: [
    react(),
    webManifests(),
    // The service worker (src/service-worker/sw.ts, docs/decisions/032) with the build's file list
    // injected; the page registers it itself (src/app/register-service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,wasm,png,svg,woff2}'],
        // The pre-compressed copies are the same files; the manifests are picked per language by the server.
        globIgnores: ['**/*.br', '**/*.gz', '**/*.webmanifest'],
        // The barcode reader's WebAssembly must work offline too.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // A classic worker: module service workers are not in every phone browser this mall serves.
        rollupFormat: 'iife',
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare values; without this its zod schemas would ride along.
        moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
      },
    },
  },
  server: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
});
