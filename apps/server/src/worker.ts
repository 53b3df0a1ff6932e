import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createJobQueue } from './features/jobs/job-queue.js';
import { registerMallJobs } from './features/jobs/jobs.js';
import { systemClock } from './lib/clock.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { stopOnSignals } from './lib/graceful-shutdown.js';
import { createLogger, logProcessEvents } from './lib/logger.js';

/** The same JSON lines as the web processes write (LOG_LEVEL is set once read). */
const log = createLogger();
logProcessEvents(log);

/**
 * `npm run worker`: runs background jobs only (no HTTP), for deployments that split them from the
 * web servers (set RUN_JOBS=false there). Any number may run at once on one PostgreSQL database.
 */
async function worker(): Promise<void> {
  const config = loadConfig(process.env);
  log.level = config.LOG_LEVEL;
  if (!config.DATABASE_URL) {
    const release = lockDataDir(config.DATA_DIR);
    process.once('exit', release);
  }
  const database = await openDatabase(config);
  const queue = createJobQueue({ db: database.db, listen: database.listen, clock: systemClock, log });
  registerMallJobs(queue, { db: database.db, config, clock: systemClock, log });
  await queue.start();
  log.info('worker: running jobs');
  // Stops taking jobs and lets the running one finish before the database closes.
  stopOnSignals(log, async () => {
    await queue.stop();
    await database.close();
  });
}

worker().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) log.fatal(error.message);
  else log.fatal({ err: error }, 'the worker could not start');
  process.exit(1);
});
