// `npm run restore -- <backup.tar.gz> [--force]`: a backup into DATA_DIR, checked by opening it (the mall stopped).
import { ensureBuilt } from './ensure-built.mjs';
import { runNode } from './run-node.mjs';

ensureBuilt({ only: '@mall/server' });
runNode(new URL('../apps/server/dist/backup-cli.js', import.meta.url).pathname, ['restore', ...process.argv.slice(2)]);
