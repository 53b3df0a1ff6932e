import type { AddressInfo } from 'node:net';
import { CONSOLE_API, MAIL_SEND_MAX_ATTEMPTS } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTwinApp, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { createMailQueue } from '../mail/mail-queue.js';
import { createJobQueue } from './job-queue.js';

let now = Date.parse('2026-11-23T09:00:00Z');
const clock = () => new Date(now);

interface JobRow {
  status: string;
  attempts: number;
  run_at: Date | string;
  last_error: string | null;
}

async function job(t: TestApp, id: number | null): Promise<JobRow | undefined> {
  const [row] = await queryRows<JobRow>(
    t.db,
    sql`SELECT status, attempts, run_at, last_error FROM jobs WHERE id = ${id}`,
  );
  return row;
}

describe('the job queue', () => {
  let t: TestApp;
  let twin: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp({ noCatalogue: true, clock, env: { RUN_JOBS: 'false' } });
    twin = await buildTwinApp(t, { clock });
  });
  afterAll(async () => {
    await twin.close();
    await t.close();
  });

  it('runs each job once when two servers on the same database run jobs at the same time', async () => {
    const runs: Array<{ job: number; by: string }> = [];
    for (const [name, app] of [
      ['first', t.app],
      ['second', twin],
    ] as const) {
      app.jobs.register('test.once', async (payload) => {
        // Some database work inside the run, so the two servers' runs interleave.
        await t.db.execute(sql`SELECT pg_sleep(0.001)`);
        runs.push({ job: Number(payload.n), by: name });
      });
    }
    for (let n = 0; n < 40; n++) await t.app.jobs.enqueue(t.db, { kind: 'test.once', payload: { n }, maxAttempts: 3 });
    await Promise.all([t.app.jobs.runDue(), twin.jobs.runDue()]);
    expect(runs.map((r) => r.job).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    const left = await queryRows(t.db, sql`SELECT id FROM jobs WHERE kind = 'test.once' AND status <> 'done'`);
    expect(left).toEqual([]);
  });

  it('retries a failed job after a growing wait, and marks it failed when its attempts are used up', async () => {
    let failuresLeft = 2;
    t.app.jobs.register('test.flaky', async () => {
      if (failuresLeft-- > 0) throw new Error('the partner system is down');
    });
    t.app.jobs.register('test.broken', async () => {
      throw new Error('always broken');
    });
    const flaky = await t.app.jobs.enqueue(t.db, { kind: 'test.flaky', maxAttempts: 5 });
    const broken = await t.app.jobs.enqueue(t.db, { kind: 'test.broken', maxAttempts: 2 });

    await t.app.jobs.runDue();
    expect(await job(t, flaky)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Error: the partner system is down',
    });
    expect(new Date((await job(t, flaky))?.run_at ?? 0).getTime()).toBe(now + 30_000);
    await t.app.jobs.runDue();
    expect((await job(t, flaky))?.attempts).toBe(1);

    now += 30_000;
    await t.app.jobs.runDue();
    expect(await job(t, flaky)).toMatchObject({ status: 'queued', attempts: 2 });
    expect(new Date((await job(t, flaky))?.run_at ?? 0).getTime()).toBe(now + 60_000);
    expect(await job(t, broken)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'Error: always broken' });

    now += 60_000;
    await t.app.jobs.runDue();
    expect(await job(t, flaky)).toMatchObject({ status: 'done', attempts: 3, last_error: null });
  });

  it('waits for a job scheduled later', async () => {
    let ran = false;
    t.app.jobs.register('test.later', async () => {
      ran = true;
    });
    await t.app.jobs.enqueue(t.db, { kind: 'test.later', maxAttempts: 1, runAt: new Date(now + 3_600_000) });
    await t.app.jobs.runDue();
    expect(ran).toBe(false);
    now += 3_600_000;
    await t.app.jobs.runDue();
    expect(ran).toBe(true);
  });

  it('survives a restart: queued jobs, and a job whose process died while running it, run in the next process', async () => {
    const first = await buildTwinApp(t, { clock });
    const queued = await first.jobs.enqueue(t.db, { kind: 'test.restart', payload: { n: 1 }, maxAttempts: 3 });
    const interrupted = await first.jobs.enqueue(t.db, { kind: 'test.restart', payload: { n: 2 }, maxAttempts: 3 });
    // What a process that died in the middle of a run leaves behind: a running job with a lease.
    await t.db.execute(sql`
      UPDATE jobs SET status = 'running', attempts = 1, locked_until = ${new Date(now + 600_000).toISOString()}::timestamptz
      WHERE id = ${interrupted}`);
    await first.close();

    const next = await buildTwinApp(t, { clock });
    const ran: number[] = [];
    next.jobs.register('test.restart', async (payload) => {
      ran.push(Number(payload.n));
    });
    try {
      await next.jobs.runDue();
      expect(ran).toEqual([1]);
      now += 600_001;
      await next.jobs.runDue();
      expect(ran).toEqual([1, 2]);
      expect(await job(t, queued)).toMatchObject({ status: 'done', attempts: 1 });
      expect(await job(t, interrupted)).toMatchObject({ status: 'done', attempts: 2 });
    } finally {
      await next.close();
    }
  });

  it('runs a recurring job once per period across processes, one waiting run at a time', async () => {
    const ticks: string[] = [];
    const queues = ['a', 'b'].map((name) => {
      const queue = createJobQueue({ db: t.db, listen: t.listen, clock, log: t.app.log });
      queue.every('test.tick', 60_000, async () => {
        ticks.push(name);
      });
      return queue;
    });
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      await Promise.all(queues.map((queue) => queue.runDue()));
      expect(ticks).toHaveLength(1);
      await Promise.all(queues.map((queue) => queue.runDue()));
      expect(ticks).toHaveLength(1);
      now += 60_000;
      await Promise.all(queues.map((queue) => queue.runDue()));
      expect(ticks).toHaveLength(2);
      const waiting = await queryRows(t.db, sql`SELECT id FROM jobs WHERE kind = 'test.tick' AND status = 'queued'`);
      expect(waiting).toHaveLength(1);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });
});

describe('jobs in the server by default', () => {
  it('run without being asked, on PGlite as on PostgreSQL', async () => {
    const t = await buildTestApp({ noCatalogue: true });
    try {
      let ran = false;
      t.app.jobs.register('test.background', async () => {
        ran = true;
      });
      await t.app.ready();
      await t.app.jobs.enqueue(t.db, { kind: 'test.background', maxAttempts: 1 });
      await expect.poll(() => ran).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('mail retries', () => {
  const received: string[] = [];
  let sink: SMTPServer;
  let port: number;
  let t: TestApp;

  function startSink(): Promise<void> {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    return new Promise((resolve) => sink.listen(port, '127.0.0.1', () => resolve()));
  }

  beforeAll(async () => {
    await startSink();
    port = (sink.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    t = await buildTestApp({
      noCatalogue: true,
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, RUN_JOBS: 'false' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  async function mail(id: number) {
    const [row] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      t.db,
      sql`SELECT status, attempts, last_error FROM mail_outbox WHERE id = ${id}`,
    );
    return row;
  }

  it('retries a mail the mail server could not take, with back-off, until it is sent', async () => {
    const id = await createMailQueue(t.config, clock).queue(t.db, {
      to: 'retry@example.com',
      subject: 'Decision',
      text: 'Approved',
      html: '<p>Approved</p>',
    });
    expect(await mail(id)).toMatchObject({ status: 'pending', attempts: 0 });

    await t.app.jobs.runDue();
    expect(await mail(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
    await startSink();
    await t.app.jobs.runDue();
    expect(received).toEqual([]);

    now += 60_000;
    await t.app.jobs.runDue();
    expect(received).toEqual(['retry@example.com']);
    expect(await mail(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('shows the outbox to an administrator, and sends a failed mail again on request', async () => {
    const id = await createMailQueue(t.config, clock).queue(t.db, {
      to: 'gave-up@example.com',
      subject: 'Notice',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await t.db.execute(
      sql`UPDATE mail_outbox SET status = 'failed', attempts = ${MAIL_SEND_MAX_ATTEMPTS}, last_error = 'refused' WHERE id = ${id}`,
    );
    await t.db.execute(sql`UPDATE jobs SET status = 'failed' WHERE kind = 'mail.send' AND status = 'queued'`);
    await createOperator(t.db, 'admin@mall.example', 'admin');
    await createOperator(t.db, 'reviewer@mall.example', 'reviewer');
    const admin = await loginOperator(t.app, 'admin@mall.example');
    const reviewer = await loginOperator(t.app, 'reviewer@mall.example');

    const listed = await t.app.inject({ url: `${CONSOLE_API.outbox.path}?status=failed`, headers: { cookie: admin } });
    expect(listed.json().data).toMatchObject({
      total: 1,
      list: [
        {
          id,
          to: 'gave-up@example.com',
          subject: 'Notice',
          text: 'Hello',
          status: 'failed',
          attempts: 8,
          last_error: 'refused',
        },
      ],
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.outboxResend.path,
      payload: { id },
      headers: { cookie: reviewer },
    });
    expect(refused.json().result.code).toBe(403);

    const resent = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.outboxResend.path,
      payload: { id },
      headers: { cookie: admin },
    });
    expect(resent.json().data).toMatchObject({ status: 'pending', last_error: null });
    await t.app.jobs.runDue();
    expect(received).toContain('gave-up@example.com');
    expect(await mail(id)).toMatchObject({ status: 'sent', attempts: 9 });
    const audit = await t.app.inject({
      url: `${CONSOLE_API.audit.path}?entity=mail&entity_id=${id}`,
      headers: { cookie: admin },
    });
    expect(audit.json().data.list).toEqual([
      expect.objectContaining({ action: 'mail.resend', before: { status: 'failed' }, after: { status: 'pending' } }),
    ]);
    const missing = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API.outboxResend.path,
      payload: { id: 999_999 },
      headers: { cookie: admin },
    });
    expect(missing.json().result).toEqual({ code: 60207, message: 'This mail does not exist.' });
  });
});
