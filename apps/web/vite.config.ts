import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Relative: Node loads this config, and the contract package ships TypeScript sources only.
import { H5_BASE_PATH } from '../../packages/contract/src/constants.ts';
import { compileHints } from '../../tools/compile-hints-plugin.ts';
import { precompress } from '../../tools/precompress-plugin.ts';
import { stylesheetsFirst } from '../../tools/stylesheets-first-plugin.ts';
import { firstViewTexts } from './first-view-plugin.ts';
import { textsPreload } from './texts-preload-plugin.ts';
import { webManifests } from './web-manifest-plugin.ts';

/**
 * antd-mobile's animated components, the animation libraries and the helpers only they use: one
 * chunk of their own, loaded by the pages and overlays that use them, never by the shell every page
 * needs. A helper they use that is left out lands in a page's chunk and makes a cycle of chunks,
 * which the journeys' build check (e2e/build-output.e2e.test.ts) refuses.
 */
const MOTION = new RegExp(
  [
    'node_modules/(@react-spring|@use-gesture)/',
    'antd-mobile/es/components/(mask|popup|center-popup|modal|toast|dialog|action-sheet|picker|picker-view|cascader|cascader-view|date-picker|image-viewer|swiper|pull-to-refresh|tabs|capsule-tabs|jumbo-tabs|collapse|floating-bubble|floating-panel|rate|scroll-mask|slider|spin-loading|swipe-action|dropdown|safe-area|page-indicator)/',
    'antd-mobile/es/utils/(reduce-and-restore-motion|use-tab-list-scroll|use-drag-and-pinch|use-ref-state|with-func-props)\\.js',
    'antd-mobile-icons/es/CheckOutline\\.js',
    'ahooks/es/(useMount|useGetState)/',
  ].join('|'),
);

/**
 * The CommonJS libraries antd-mobile's components share: one chunk, so that no chunk that uses one
 * runs before the chunk holding it (which a chunk cycle with the motion chunk would allow).
 */
const SHARED_COMMONJS =
  /node_modules\/(classnames|staged-components|rc-util|@babel\/runtime|use-sync-external-store|lodash)\//;

/**
 * The modules the product page shares with other pages (the cart's buttons, the quantity stepper,
 * the price and count formats, the picture, the store's card): one file. Each was a chunk of its own
 * of 1-2 KB, so the page's code came as twenty files, queued on HTTP/1.1's six connections ahead of
 * the product's picture (docs/decisions/062). A module left out only adds a file.
 */
const PRODUCT_PAGE_SHARED =
  /\/(?:apps\/web\/src\/components\/(?:quantity-stepper|snap-carousel|membership-price|load-failed)|apps\/web\/src\/features\/catalog\/components\/store-card|packages\/client\/src\/(?:cart\/(?:add-to-cart|request-quotation|get-quotations|use-moq-quantity)|lib\/(?:format-count|format-price|intl-format|locale|use-reduced-motion)|components\/picture-img)|packages\/contract\/src\/moq|node_modules\/(?:@tanstack\/query-core\/build\/modern\/mutationObserver|@tanstack\/react-query\/build\/modern\/useMutation))\./;

/**
 * The endless product list the home page shares with the category, results and store pages (the
 * grid, its cards, the "more" row and the scroll watcher): one file rather than six.
 */
const PRODUCT_LIST_SHARED =
  /\/(?:apps\/web\/src\/(?:components\/(?:product-grid|product-card|infinite-more)|lib\/use-rendered-count|features\/catalog\/components\/product-feed)|packages\/client\/src\/lib\/unit-for|node_modules\/(?:antd-mobile\/es\/components\/infinite-scroll\/|ahooks\/es\/useLockFn\/))/;

/**
 * What the home page's header shares with the account and search pages (the language and market
 * switches, the scan entry and their icons): one file rather than seven.
 */
const HEADER_SHARED =
  /\/(?:apps\/web\/src\/components\/(?:language-switch|market-switch|scan-entry)\.|node_modules\/antd-mobile-icons\/es\/(?:SearchOutline|GlobalOutline|ScanningOutline|RightOutline|DownOutline)\.js)/;

/**
 * What the search results page shares with the search, filter and category pages (the filters read
 * from an address, the results' and the category tree's reads, the active filters, the sort bar,
 * the filter button's badge, the search pages' styles, the results' first read the shell starts):
 * one file rather than ten, each asked for once the shell had run, ahead of the results' first
 * picture (docs/decisions/065).
 */
const SEARCH_SHARED =
  /\/(?:packages\/client\/src\/(?:search\/(?:search-filters|get-search-results)|catalog\/(?:get-category-tree|category-path))|apps\/web\/src\/(?:features\/search\/(?:page-data|components\/(?:active-filters|keyword-missing|search-link|search-ui\.module))|components\/sort-bar)\.|node_modules\/antd-mobile\/es\/components\/badge\/)/;

/** `npm run dev` talks to a server started separately (default port 3000). */
const API_ORIGIN = process.env.MALL_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: H5_BASE_PATH,
  plugins: [
    react(),
    webManifests(),
    textsPreload(),
    firstViewTexts(),
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
    stylesheetsFirst(),
    compileHints(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the modules named: what they import stays where it would be without them.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'commonjs', test: SHARED_COMMONJS },
            { name: 'motion', test: MOTION },
            // Preact, which the CommonJS libraries above import: a chunk of its own, so that theirs
            // and the shell's import it without importing each other.
            { name: 'preact', test: /node_modules\/preact\// },
            // Everything else the shell runs, in one file: twenty-odd files of a few kilobytes each
            // queued on HTTP/1.1's six connections, and each chunk's imports and exports weighed more.
            { name: 'shell', tags: ['$initial'] },
            // After the shell: what the shell runs stays in it.
            { name: 'product-page-shared', test: PRODUCT_PAGE_SHARED },
            { name: 'product-list-shared', test: PRODUCT_LIST_SHARED },
            { name: 'header-shared', test: HEADER_SHARED },
            { name: 'search-shared', test: SEARCH_SHARED },
          ],
        },
      },
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
