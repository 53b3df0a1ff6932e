// Builds the storefront, the desktop site, the console and the server when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

const targets = [
  {
    workspace: '@mall/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web', 'packages/client/src', 'packages/contract/src'],
  },
  {
    workspace: '@mall/desktop',
    output: 'apps/desktop/dist/index.html',
    sources: ['apps/desktop', 'packages/client/src', 'packages/contract/src'],
  },
  {
    workspace: '@mall/console',
    output: 'apps/console/dist/index.html',
    sources: ['apps/console', 'packages/client/src', 'packages/contract/src'],
  },
  { workspace: '@mall/server', output: 'apps/server/dist/main.js', sources: ['apps/server', 'packages/contract/src'] },
];

export function ensureBuilt({ only } = {}) {
  for (const target of targets) {
    if (only && target.workspace !== only) continue;
    const output = join(root, target.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changedAt = Math.max(...target.sources.map((s) => newestMtime(join(root, s))));
    if (builtAt >= changedAt) continue;
    console.log(`Building ${target.workspace} ...`);
    const run = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
