// Bundles the server, the job worker and the seed, accounts, rfq and backup CLIs into dist/. npm packages stay external (installed at run time)
// except @mall/contract, which is TypeScript source and must be compiled in.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

await rm(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [
    here('./src/main.ts'),
    here('./src/seed-cli.ts'),
    here('./src/accounts-cli.ts'),
    here('./src/rfq-cli.ts'),
    here('./src/worker.ts'),
    here('./src/backup-cli.ts'),
    // Beside main.js, where the search index starts its threads (features/search/threaded-build.ts).
    { in: here('./src/features/search/index-thread.ts'), out: 'index-thread' },
  ],
  outdir: here('./dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // Marked external by `packages`, pulled back in: the contract ships as .ts.
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@mall\/contract$/ }, () => ({
          path: fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
// The migrator reads SQL files at run time, beside the bundle (see src/db/client.ts).
await cp(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
console.log(
  'built apps/server/dist (main.js, worker.js, seed-cli.js, accounts-cli.js, rfq-cli.js, backup-cli.js, index-thread.js, migrations/)',
);
