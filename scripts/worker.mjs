// `npm run worker`: runs background jobs only (mail retries, ...), beside servers started with RUN_JOBS=false.
import { ensureBuilt } from './ensure-built.mjs';
import { runNode } from './run-node.mjs';

ensureBuilt({ only: '@mall/server' });
runNode(new URL('../apps/server/dist/worker.js', import.meta.url).pathname, process.argv.slice(2));
