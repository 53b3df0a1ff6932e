import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.pid';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(readonly pid: number) {
    super(`The mall is running on this data directory (pid ${pid}). Stop it first, or set DATABASE_URL.`);
  }
}

/**
 * The state letter of /proc/<pid>/stat (after the command name, which may itself hold spaces and
 * parentheses), or null where there is no /proc.
 */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}

/** A process that has exited but is not yet reaped (a zombie, Z, or dying, X) still answers signals. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  return state !== 'Z' && state !== 'X';
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is single-process: whoever opens DATA_DIR/pglite (the server, the seed and accounts CLIs)
 * first writes its pid into DATA_DIR/server.pid. A live holder means refusal; a dead one's file
 * (no such process, or a zombie whose parent has not reaped it) is stale and taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.resolve(dataDir, LOCK_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (holder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holder(file);
    if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(pid);
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}`);
}
