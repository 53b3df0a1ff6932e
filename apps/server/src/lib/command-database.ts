import { ConfigError, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

/**
 * Runs an operators' command on the configuration's database. With PGlite it takes the data
 * directory's lock, so it never opens a directory a running server holds. Answers the exit code:
 * 0 when `work` ends, 1 with a message through `err` for a bad configuration, a held directory (it
 * names the running mall's console, where the same services answer), or
 * what `explain` can put in words; anything else is thrown.
 */
export async function runOnDatabase(
  env: NodeJS.ProcessEnv,
  err: (text: string) => void,
  work: (database: Database) => Promise<void>,
  explain: (error: unknown) => string | null = () => null,
): Promise<number> {
  let release: (() => void) | undefined;
  let consoleUrl = '';
  try {
    const config = loadConfig(env);
    consoleUrl = `${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}/console/`;
    if (!config.DATABASE_URL) release = lockDataDir(config.DATA_DIR);
    const database = await openDatabase(config);
    try {
      await work(database);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    const message =
      error instanceof DataDirLockedError
        ? `${error.message} While it runs, do the same in the console at ${consoleUrl}.`
        : error instanceof ConfigError
          ? error.message
          : explain(error);
    if (message === null) throw error;
    err(message);
    return 1;
  } finally {
    release?.();
  }
}
