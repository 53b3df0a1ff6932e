import { MAIL_SEND_MAX_ATTEMPTS } from '@mall/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import type { Mail } from '../../lib/mailer.js';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.js';

/** The job that sends one queued mail of the outbox by SMTP. */
export const MAIL_SEND_JOB = 'mail.send';

/** 1, 4, 16, 64 minutes, then 4 h 16 min and 6 h: eight sends over about a day. */
export const mailBackoffMs = (attempt: number) => Math.min(60_000 * 4 ** (attempt - 1), 6 * 60 * 60_000);

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;

/**
 * Mail nobody waits for (review decisions, notices): written to the outbox in the caller's
 * transaction and sent by a job, which retries with back-off while the mail server refuses or
 * cannot be reached. Without SMTP_URL the mail is `kept` in the outbox, as every mail is then.
 */
export function createMailQueue(config: MailConfig, clock: Clock) {
  return {
    async queue(executor: DbExecutor, mail: Mail): Promise<number> {
      const smtp = config.SMTP_URL !== undefined;
      const [row] = await executor
        .insert(mailOutbox)
        .values({ ...mail, transport: smtp ? 'smtp' : 'outbox', status: smtp ? 'pending' : 'kept', createdAt: clock() })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('no outbox row inserted');
      if (smtp) await queueSend(executor, row.id, clock());
      return row.id;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

/** Queues a send of an outbox mail (a first send, or another one an operator asked for). */
export function queueSend(executor: DbExecutor, mailId: number, now: Date): Promise<number | null> {
  return enqueueJob(
    executor,
    { kind: MAIL_SEND_JOB, payload: { mail_id: mailId }, maxAttempts: MAIL_SEND_MAX_ATTEMPTS, key: `mail:${mailId}` },
    now,
  );
}

/**
 * Sends a `pending` outbox mail and records the outcome on it: `sent`, or the error and the count
 * of attempts, and `failed` after the last one. A mail no longer pending (sent meanwhile) is left alone.
 */
export function mailSendHandler(db: Db, config: MailConfig, clock: Clock, log: FastifyBaseLogger): JobHandler {
  let transport: Transporter | null = null;
  return async (payload, ctx) => {
    const mailId = Number(payload.mail_id);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).limit(1);
    if (mail?.status !== 'pending') return;
    if (!config.SMTP_URL) {
      await db.update(mailOutbox).set({ status: 'kept', transport: 'outbox' }).where(eq(mailOutbox.id, mailId));
      return;
    }
    transport ??= nodemailer.createTransport(config.SMTP_URL);
    try {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      // Only the error: never the mail (it may hold a link).
      log.warn({ err: error, mail: mailId, attempt: ctx.attempt }, 'mail delivery by SMTP failed');
      await db
        .update(mailOutbox)
        .set({
          status: ctx.final ? 'failed' : 'pending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(mailOutbox.id, mailId));
      throw error;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', attempts: sql`${mailOutbox.attempts} + 1`, lastError: null, sentAt: clock() })
      .where(eq(mailOutbox.id, mailId));
  };
}
