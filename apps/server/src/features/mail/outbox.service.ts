import { ErrorCode, type MailStatus, type OutboxMail, type Page } from '@mall/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { queueSend } from './mail-queue.js';

type MailRow = typeof mailOutbox.$inferSelect;

function toOutboxMail(row: MailRow): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status as MailStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The administrators' view of the outbox: every mail with its state, and another send of one. */
export function createOutboxService(db: Db, config: Pick<Config, 'SMTP_URL'>, clock: Clock) {
  return {
    async page(query: { page: number; pageSize: number; status?: MailStatus; to?: string }): Promise<Page<OutboxMail>> {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(mailOutbox.status, query.status));
      if (query.to) filters.push(eq(mailOutbox.to, query.to.toLowerCase()));
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { list: rows.map(toOutboxMail), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** Queues the mail for another send (one waiting send at most); only with a mail server to send to. */
    async resend(actor: AuditActor, id: number): Promise<OutboxMail> {
      if (!config.SMTP_URL) throw new AppError(ErrorCode.MAIL_SERVER_NOT_CONFIGURED);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1).for('update');
        if (!before) throw new AppError(ErrorCode.MAIL_NOT_FOUND);
        const [after] = await tx
          .update(mailOutbox)
          .set({ status: 'pending', transport: 'smtp', lastError: null })
          .where(eq(mailOutbox.id, id))
          .returning();
        if (!after) throw new AppError(ErrorCode.MAIL_NOT_FOUND);
        await queueSend(tx, id, clock());
        await audited(tx, actor, {
          action: 'mail.resend',
          entity: 'mail',
          id,
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      });
      return toOutboxMail(row);
    },
  };
}
