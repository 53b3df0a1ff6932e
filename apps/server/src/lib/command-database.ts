import { ConfigError, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

/**
 * Runs an operators' command on the configuration's database. With PGlite it takes the data
 * directory's lock, so it never opens a directory a running server holds. Answers the exit code:
 * 0 when `work` ends, 1 with a message through `err` for a bad configuration, a held directory, or
 * what `explain` can put in words; anything else is thrown.
 */
export async function runOnDatabase(
  env: NodeJS.ProcessEnv,
  err: (text: string) => void,
  work: (database: Database) => Promise<void>,
  explain: (error: unknown) => string | null = () => null,
): Promise<number> {
  let release: (() => void) | undefined;
  try {
    const config = loadConfig(env);
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
      error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : explain(error);
    if (message === null) throw error;
    err(message);
    return 1;
  } finally {
    release?.();
  }
}
