// `npm start`: build what is not built, then run the mall (it migrates and seeds an empty database itself).
import { ensureBuilt } from './ensure-built.mjs';
import { runNode } from './run-node.mjs';

ensureBuilt();
runNode(new URL('../apps/server/dist/main.js', import.meta.url).pathname, process.argv.slice(2));
