import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createJobQueue } from './features/jobs/job-queue.js';
import { registerMallJobs } from './features/jobs/jobs.js';
import { systemClock } from './lib/clock.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';

/**
 * `npm run worker`: runs background jobs only (no HTTP), for deployments that split them from the
 * web servers (set RUN_JOBS=false there). Any number may run at once on one PostgreSQL database.
 */
async function worker(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.DATABASE_URL) {
    const release = lockDataDir(config.DATA_DIR);
    process.once('exit', release);
  }
  // Fastify's logger (pino) without a server: the same log lines as the web processes write.
  const log = Fastify({ logger: { level: config.LOG_LEVEL } }).log;
  const database = await openDatabase(config);
  const queue = createJobQueue({ db: database.db, listen: database.listen, clock: systemClock, log });
  registerMallJobs(queue, { db: database.db, config, clock: systemClock, log });
  await queue.start();
  log.info('worker: running jobs');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker: stopping after the running job');
    await queue.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

worker().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
