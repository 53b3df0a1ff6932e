import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Listen } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor } from '../../lib/db-executor.js';

/** The channel the jobs table's insert trigger announces new jobs on (migration 0013). */
export const JOB_QUEUED_CHANNEL = 'job_queued';
/** How often an idle queue looks for due work it was not told about (retries, scheduled jobs). */
const POLL_INTERVAL_MS = 5_000;
/** How long a claimed job belongs to its process; a process that dies leaves it to others after this. */
const LEASE_MS = 10 * 60_000;
const ERROR_MAX_LENGTH = 1000;

export interface JobContext {
  jobId: number;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
  /** True on the last attempt: a failure now marks the job failed for good. */
  final: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface JobKindOptions {
  /** Wait before attempt n + 1 after attempt n failed; by default 30 s doubling up to an hour. */
  backoffMs?: (attempt: number) => number;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  maxAttempts: number;
  /** When it may run first; now by default. */
  runAt?: Date;
  /** At most one queued or running job per key: a second enqueue with the key is ignored. */
  key?: string;
  /** Recurring: the next run is queued this long after this one was due, whether it succeeded or not. */
  everyMs?: number;
}

export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);

/**
 * Adds a job; give it the transaction of the change that calls for it, so the job exists exactly
 * when the change does. Answers the job's id, or null when a job with its key is already waiting.
 */
export async function enqueueJob(executor: DbExecutor, job: NewJob, now: Date): Promise<number | null> {
  const rows = await executor
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      maxAttempts: job.maxAttempts,
      runAt: job.runAt ?? now,
      uniqueKey: job.key ?? null,
      everyMs: job.everyMs ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`status in ('queued', 'running')` })
    .returning({ id: jobs.id });
  return rows[0] ? Number(rows[0].id) : null;
}

interface ClaimedRow {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  unique_key: string | null;
  every_ms: string | number | null;
  run_at: Date | string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_MAX_LENGTH);
}

export interface JobQueueDeps {
  db: Db;
  listen: Listen;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * A job queue on the `jobs` table (decision 019). Jobs survive restarts (they are rows), run once
 * across processes (claimed with `FOR UPDATE SKIP LOCKED`, then leased), are retried with back-off,
 * may wait for a time (`runAt`) or recur (`everyMs`). A process runs only the kinds it registered,
 * one job at a time; it wakes on the insert notification and polls for due retries. A handler may
 * run again after a crash in the middle of it, so it must tolerate a second run.
 */
export function createJobQueue({ db, listen, clock, log }: JobQueueDeps) {
  const handlers = new Map<string, { handler: JobHandler; backoffMs: (attempt: number) => number }>();
  const recurring: NewJob[] = [];
  let started = false;
  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;
  let poller: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | null = null;

  async function claim(): Promise<ClaimedRow | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const now = clock();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const result = await db.execute(sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_until = ${leaseUntil.toISOString()}::timestamptz
      WHERE id = (
        SELECT id FROM jobs
        WHERE kind IN (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          AND ((status = 'queued' AND run_at <= ${now.toISOString()}::timestamptz)
            OR (status = 'running' AND locked_until < ${now.toISOString()}::timestamptz))
        ORDER BY run_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts, unique_key, every_ms, run_at`);
    return rowsOf<ClaimedRow>(result)[0] ?? null;
  }

  /** Ends a claimed run; only while this process still holds it (same attempt), so a lost lease writes nothing. */
  async function finish(job: ClaimedRow, error: unknown | null, backoffMs: (attempt: number) => number) {
    const now = clock();
    const id = Number(job.id);
    const failedForGood = error !== null && job.attempts >= job.max_attempts;
    await db.transaction(async (tx) => {
      const ended = error === null || failedForGood;
      const retryAt = new Date(now.getTime() + (ended ? 0 : backoffMs(job.attempts)));
      const result = await tx.execute(sql`
        UPDATE jobs SET
          status = ${error === null ? 'done' : failedForGood ? 'failed' : 'queued'},
          run_at = ${ended ? sql`run_at` : sql`${retryAt.toISOString()}::timestamptz`},
          locked_until = NULL,
          last_error = ${error === null ? null : errorText(error)},
          finished_at = ${ended ? sql`${now.toISOString()}::timestamptz` : sql`NULL`}
        WHERE id = ${id} AND status = 'running' AND attempts = ${job.attempts}
        RETURNING id`);
      if (rowsOf(result).length === 0 || !ended || job.every_ms === null) return;
      const every = Number(job.every_ms);
      const due = new Date(job.run_at).getTime() + every;
      await enqueueJob(
        tx,
        {
          kind: job.kind,
          payload: job.payload,
          maxAttempts: job.max_attempts,
          runAt: new Date(Math.max(due, now.getTime())),
          key: job.unique_key ?? undefined,
          everyMs: every,
        },
        now,
      );
    });
  }

  /** Claims and runs one due job; false when there was none. */
  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const registered = handlers.get(job.kind);
    if (!registered) return true;
    if (job.attempts > job.max_attempts) {
      // A process died while running its last attempt: the lease ran out, nothing is left to try.
      await finish(job, new Error('the run was interrupted (lease expired)'), registered.backoffMs);
      return true;
    }
    const ctx: JobContext = {
      jobId: Number(job.id),
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      final: job.attempts >= job.max_attempts,
    };
    let failure: unknown | null = null;
    try {
      await registered.handler(job.payload, ctx);
    } catch (error) {
      failure = error ?? new Error('job failed');
      log.warn({ err: error, job: ctx.jobId, kind: job.kind, attempt: ctx.attempt }, 'job failed');
    }
    await finish(job, failure, registered.backoffMs);
    return true;
  }

  /** Runs due jobs until none is left; a wake-up meanwhile makes it look once more. */
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runOne())) {}
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'job queue: a run failed; trying again at the next poll');
      } finally {
        draining = null;
      }
    })();
    return draining;
  }

  return {
    /** The handler of a kind; only kinds registered here are claimed by this process. */
    register(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
      handlers.set(kind, { handler, backoffMs: options.backoffMs ?? defaultBackoffMs });
    },

    /** A kind that runs every `everyMs`, queued once across processes when the queue starts. */
    every(kind: string, everyMs: number, handler: JobHandler, options: JobKindOptions & { maxAttempts?: number } = {}) {
      this.register(kind, handler, options);
      recurring.push({ kind, maxAttempts: options.maxAttempts ?? 3, key: `every:${kind}`, everyMs });
    },

    enqueue(executor: DbExecutor, job: NewJob): Promise<number | null> {
      return enqueueJob(executor, job, clock());
    },

    /** Runs every job due now and answers when none is left (tests, and the loop below). */
    async runDue(): Promise<void> {
      await drain();
      if (again) await drain();
    },

    /** The queue's depth across processes (features/ops metrics): jobs due now, waiting for a later time, running. */
    async depth(): Promise<{ due: number; scheduled: number; running: number }> {
      const now = sql`${clock().toISOString()}::timestamptz`;
      const result = await db.execute(sql`
        SELECT count(*) FILTER (WHERE status = 'queued' AND run_at <= ${now})::int AS due,
          count(*) FILTER (WHERE status = 'queued' AND run_at > ${now})::int AS scheduled,
          count(*) FILTER (WHERE status = 'running')::int AS running
        FROM jobs WHERE status IN ('queued', 'running')`);
      const [row] = rowsOf<{ due: number; scheduled: number; running: number }>(result);
      return row ?? { due: 0, scheduled: 0, running: 0 };
    },

    /** Queues the recurring kinds and starts running jobs: woken by new jobs, polling for due ones. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      for (const job of recurring) await enqueueJob(db, job, clock());
      unlisten = await listen(JOB_QUEUED_CHANNEL, () => void drain());
      poller = setInterval(() => void drain(), POLL_INTERVAL_MS);
      poller.unref();
      void drain();
    },

    /** Stops taking jobs and waits for the one running. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(poller);
      await unlisten?.();
      unlisten = null;
      await draining;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: features enqueue with it, tests run due jobs with it. */
    jobs: JobQueue;
  }
}

/** Makes `app.jobs` available; with `run`, the server runs jobs too from ready to close. */
export function installJobQueue(app: FastifyInstance, queue: JobQueue, run: boolean): void {
  app.decorate('jobs', queue);
  if (run) app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
}
