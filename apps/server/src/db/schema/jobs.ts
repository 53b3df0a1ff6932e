import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The background job queue (features/jobs/job-queue.ts). A job is claimed with
 * `FOR UPDATE SKIP LOCKED` and leased until `locked_until`: a process that dies while running it
 * leaves a lease that runs out, and another process takes the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued, running, done or failed (every attempt used). */
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    runAt: timestamptz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** At most one queued or running job per key: recurring jobs and de-duplicated work. */
    uniqueKey: varchar('unique_key', { length: 200 }),
    /** Recurring jobs: the next run is queued this long after this one was due. */
    everyMs: bigint('every_ms', { mode: 'number' }),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.status} in ('done', 'failed')`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
