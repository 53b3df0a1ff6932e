import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { pruneOperatorSessions } from '../../lib/operator-session.js';
import { MAIL_SEND_JOB, mailBackoffMs, mailSendHandler } from '../mail/mail-queue.js';
import { DOCUMENTS_EXPIRE_JOB, expireDocuments } from '../orders/expiry.js';
import type { JobQueue } from './job-queue.js';

const HOUR_MS = 60 * 60_000;
/** Finished jobs are kept this long for a look at what ran and what failed. */
const FINISHED_JOB_RETENTION_MS = 30 * 24 * HOUR_MS;

export interface MallJobDeps {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Every kind of background job the mall runs: the one list the server and `npm run worker` both register. */
export function registerMallJobs(queue: JobQueue, { db, config, clock, log }: MallJobDeps): void {
  queue.register(MAIL_SEND_JOB, mailSendHandler(db, config, clock, log), { backoffMs: mailBackoffMs });

  queue.every('jobs.prune', 24 * HOUR_MS, async () => {
    const before = new Date(clock().getTime() - FINISHED_JOB_RETENTION_MS);
    await db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, before)));
  });

  queue.every('operator-sessions.prune', HOUR_MS, () => pruneOperatorSessions(db, clock()));

  queue.every(DOCUMENTS_EXPIRE_JOB, HOUR_MS, async () => {
    await expireDocuments(db, clock);
  });
}
