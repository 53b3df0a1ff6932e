// `npm run accounts -- approve <email> [--until YYYY-MM-DD] | expire <email> | list`: the reviewer's command.
import { ensureBuilt } from './ensure-built.mjs';
import { runNode } from './run-node.mjs';

ensureBuilt({ only: '@mall/server' });
runNode(new URL('../apps/server/dist/accounts-cli.js', import.meta.url).pathname, process.argv.slice(2));
