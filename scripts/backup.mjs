// `npm run backup -- [--out DIR]`: the embedded database and its key into DIR/mall-backup-<time>.tar.gz (the mall stopped).
import { ensureBuilt } from './ensure-built.mjs';
import { runNode } from './run-node.mjs';

ensureBuilt({ only: '@mall/server' });
runNode(new URL('../apps/server/dist/backup-cli.js', import.meta.url).pathname, ['backup', ...process.argv.slice(2)]);
