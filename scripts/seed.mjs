// `npm run seed -- --products 100000 [--reset]`: fill the configured database with demo data.
import { ensureBuilt } from './ensure-built.mjs';
import { runNode } from './run-node.mjs';

ensureBuilt({ only: '@mall/server' });
runNode(new URL('../apps/server/dist/seed-cli.js', import.meta.url).pathname, process.argv.slice(2));
