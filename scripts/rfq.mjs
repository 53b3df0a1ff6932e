// `npm run rfq -- list | quote <id> --price 12.50 [--lead-time 15] [--note T] | message <id> --text T | file <id> --out PATH`.
import { ensureBuilt } from './ensure-built.mjs';
import { runNode } from './run-node.mjs';

ensureBuilt({ only: '@mall/server' });
runNode(new URL('../apps/server/dist/rfq-cli.js', import.meta.url).pathname, process.argv.slice(2));
