import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { BackupError, backupDataDir, type DatabaseCounts, restoreDataDir } from './db/backup.js';
import { DataDirLockedError } from './lib/data-dir-lock.js';

export const BACKUP_USAGE = `Usage: npm run backup -- [--out DIR]
  Backs up the embedded database of DATA_DIR (uploaded files, pictures and PDFs are in it) and its
  generated session key into DIR/mall-backup-<UTC time>.tar.gz (default DIR: ./backups).
  The mall must be stopped: the command holds the data directory while it copies.`;

export const RESTORE_USAGE = `Usage: npm run restore -- <backup.tar.gz> [--force]
  Restores a backup into DATA_DIR and checks it by opening the database and counting its rows.
  The mall must be stopped. A DATA_DIR that is not empty is refused unless --force, which moves its
  contents to <DATA_DIR>.before-restore-<UTC time> (nothing is deleted).`;

/** PostgreSQL's own tools; the URL stays a shell variable, so no password is printed. */
const PG_DUMP_ADVICE = `DATABASE_URL is set: the mall's data is in that PostgreSQL database, which this command does not
copy. Back it up with PostgreSQL's tools (a client of the server's major version or newer); uploaded
files, pictures and PDFs are rows in it, so the dump holds them:
  pg_dump --format=custom --file="mall-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "$DATABASE_URL"
Keep SESSION_SECRET with it: what the mall sealed with it (mailed verification codes) needs the same key.`;

const PG_RESTORE_ADVICE = `DATABASE_URL is set: the mall's data is in that PostgreSQL database, which this command does not
write. Stop every mall process (web and worker), then restore a pg_dump file with PostgreSQL's tools:
  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" <file>.dump
and start them again with the SESSION_SECRET of the backup; each reloads its read models at start.`;

function lockedMessage(error: DataDirLockedError, action: 'backup' | 'restore'): string {
  return action === 'backup'
    ? `The mall is running on this data directory (pid ${error.pid}). Stop it, then back up: the embedded database belongs to one process at a time. To back up without stopping, run the mall on PostgreSQL (DATABASE_URL) and use pg_dump.`
    : `The mall is running on this data directory (pid ${error.pid}). Stop it before restoring into it.`;
}

function describeSize(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB, ${bytes.toLocaleString('en-US')} bytes`;
}

function describeCounts(counts: DatabaseCounts): string {
  return `${counts.products} products, ${counts.accounts} accounts, ${counts.files} uploaded files`;
}

/**
 * `npm run backup` and `npm run restore` (argv starts with which). Answers the exit code: 0 done,
 * 1 refused or failed (the message says why), 2 a usage error or DATABASE_URL set (PostgreSQL's
 * own tools apply, and are printed).
 */
export async function runBackupCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void = console.log,
  err: (text: string) => void = console.error,
): Promise<number> {
  const [action, ...args] = argv;
  if (action !== 'backup' && action !== 'restore') {
    err(`${BACKUP_USAGE}\n${RESTORE_USAGE}`);
    return 2;
  }
  const usage = action === 'backup' ? BACKUP_USAGE : RESTORE_USAGE;
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(usage);
    return 0;
  }
  const stray = action === 'backup' ? values.force !== undefined : values.out !== undefined;
  if (stray || positionals.length !== (action === 'backup' ? 0 : 1)) {
    err(usage);
    return 2;
  }

  try {
    const config = loadConfig(env);
    if (config.DATABASE_URL) {
      err(action === 'backup' ? PG_DUMP_ADVICE : PG_RESTORE_ADVICE);
      return 2;
    }
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    if (action === 'backup') {
      const result = await backupDataDir(config.DATA_DIR, values.out ?? 'backups');
      out(`Wrote ${result.file} (${describeSize(result.bytes)}) in ${seconds()} s.`);
      out(`It holds ${describeCounts(result.manifest.counts)}.`);
      if (!result.manifest.sessionSecret) {
        out('DATA_DIR holds no generated session key: keep the SESSION_SECRET the mall runs with beside the backup.');
      }
      if (result.skipped.length > 0) {
        out(`Left out, not the mall's: ${result.skipped.map((name) => path.join(config.DATA_DIR, name)).join(', ')}.`);
      }
    } else {
      const archive = positionals[0] as string;
      const result = await restoreDataDir(archive, config.DATA_DIR, { force: values.force });
      if (result.movedAside) out(`Moved the former contents of ${config.DATA_DIR} to ${result.movedAside}.`);
      out(
        `Restored ${archive} (taken ${result.manifest.createdAt}) into ${path.resolve(config.DATA_DIR)} in ${seconds()} s.`,
      );
      out(`Checked: the database opens and holds ${describeCounts(result.counts)}.`);
      if (!result.manifest.sessionSecret) {
        out('The backup holds no session key: start the mall with the SESSION_SECRET it was taken with.');
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) err(lockedMessage(error, action));
    else if (error instanceof BackupError || error instanceof ConfigError) err(error.message);
    else throw error;
    return 1;
  }
}
