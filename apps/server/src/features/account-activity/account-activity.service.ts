import {
  ACCOUNT_EVENT_FILTERS,
  ACCOUNT_EVENT_RETENTION_MS,
  type AccountEvent,
  type AccountEventKind,
  type AccountEventPage,
  type AccountEventQuery,
  type AccountSessionList,
  ErrorCode,
} from '@mall/contract';
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountEvents, buyers, sessions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import { describeDevice } from '../../lib/device.js';
import type { RequestOrigin } from '../../lib/request-origin.js';

export type AccountEventDetail = AccountEvent['detail'];

/** Records one event of the account's log; with the transaction of the change it reports, when there is one. */
export async function recordAccountEvent(
  tx: DbExecutor,
  at: Date,
  buyerId: number,
  kind: AccountEventKind,
  origin: RequestOrigin,
  detail: AccountEventDetail = {},
): Promise<void> {
  await tx.insert(accountEvents).values({
    buyerId,
    at,
    kind,
    ip: origin.ip,
    userAgent: origin.userAgent,
    detail,
  });
}

/** Who asks: the buyer and the session (token hash) their request came with. */
export interface SessionOwner {
  buyerId: number;
  sessionId: string;
}

/** Answers 60117 unless the buyer exists. */
async function requireBuyer(tx: DbExecutor, buyerId: number): Promise<void> {
  const [row] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).limit(1);
  if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
}

export function createAccountActivityService(db: Db, clock: Clock) {
  /** The buyer's devices; `currentSessionId` is the asking one, null when the mall asks (it is none of them). */
  async function deviceList(buyerId: number, currentSessionId: string | null): Promise<AccountSessionList> {
    const rows = await db
      .select({
        id: sessions.id,
        seq: sessions.seq,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, buyerId), gt(sessions.expiresAt, clock())))
      .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.seq));
    const list = rows.map((row) => ({
      id: row.seq,
      created_at: row.createdAt.toISOString(),
      last_seen_at: (row.lastSeenAt ?? row.createdAt).toISOString(),
      expires_at: row.expiresAt.toISOString(),
      ip: row.ip,
      device: describeDevice(row.userAgent),
      current: row.id === currentSessionId,
    }));
    // The device in hand first, the others by their last use.
    return { list: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
  }

  const sessionList = (owner: SessionOwner) => deviceList(owner.buyerId, owner.sessionId);

  /** A page of the buyer's log, newest first, of one filter's kinds or all. */
  async function eventPage(buyerId: number, query: AccountEventQuery): Promise<AccountEventPage> {
    const where = and(
      eq(accountEvents.buyerId, buyerId),
      query.filter ? inArray(accountEvents.kind, [...ACCOUNT_EVENT_FILTERS[query.filter]]) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(accountEvents).where(where);
    const rows = await db
      .select()
      .from(accountEvents)
      .where(where)
      .orderBy(desc(accountEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      list: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        at: row.at.toISOString(),
        ip: row.ip,
        device: describeDevice(row.userAgent),
        detail: row.detail,
      })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  return {
    events: eventPage,

    sessions: sessionList,

    /**
     * Signs one other device of the buyer out. Only the buyer's own sessions are found (another's
     * number answers 60128, as an ended one does); the session asking is refused (60129): logging
     * out is how it ends.
     */
    async endSession(owner: SessionOwner, seq: number, origin: RequestOrigin): Promise<AccountSessionList> {
      await db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: sessions.id, userAgent: sessions.userAgent })
          .from(sessions)
          .where(and(eq(sessions.seq, seq), eq(sessions.userId, owner.buyerId), gt(sessions.expiresAt, clock())))
          .for('update');
        if (!target) throw new AppError(ErrorCode.SESSION_NOT_FOUND);
        if (target.id === owner.sessionId) throw new AppError(ErrorCode.SESSION_IS_CURRENT);
        await tx.delete(sessions).where(eq(sessions.id, target.id));
        await recordAccountEvent(tx, clock(), owner.buyerId, 'session_ended', origin, {
          device: describeDevice(target.userAgent),
        });
      });
      return sessionList(owner);
    },

    /** Signs every device but the asking one out; the log says how many went. */
    async endOthers(owner: SessionOwner, origin: RequestOrigin): Promise<AccountSessionList> {
      await db.transaction(async (tx) => {
        const ended = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, owner.buyerId), sql`${sessions.id} <> ${owner.sessionId}`))
          .returning({ id: sessions.id });
        if (ended.length > 0) {
          await recordAccountEvent(tx, clock(), owner.buyerId, 'other_sessions_ended', origin, {
            count: ended.length,
          });
        }
      });
      return sessionList(owner);
    },

    /** A buyer's log as the mall reads it (the console). */
    async buyerEvents(buyerId: number, query: AccountEventQuery): Promise<AccountEventPage> {
      await requireBuyer(db, buyerId);
      return eventPage(buyerId, query);
    },

    /** A buyer's devices as the mall sees them: the operator asking is none of them. */
    async buyerSessions(buyerId: number): Promise<AccountSessionList> {
      await requireBuyer(db, buyerId);
      return deviceList(buyerId, null);
    },

    /**
     * The mall signs every device of the buyer out (a stolen password): audited, and told in the
     * buyer's log when any went. Lapsed rows are deleted too but not counted: they signed nobody in.
     */
    async endAll(buyerId: number, actor: AuditActor, origin: RequestOrigin): Promise<AccountSessionList> {
      await db.transaction(async (tx) => {
        await requireBuyer(tx, buyerId);
        const now = clock();
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.userId, buyerId))
          .returning({ expiresAt: sessions.expiresAt });
        const signedIn = ended.filter((session) => session.expiresAt > now).length;
        await audited(tx, actor, {
          action: 'account.sessions_end',
          entity: 'account',
          id: buyerId,
          before: { sessions: signedIn },
          after: { sessions: 0 },
        });
        if (signedIn > 0) {
          await recordAccountEvent(tx, now, buyerId, 'sessions_ended_by_mall', origin, { count: signedIn });
        }
      });
      return deviceList(buyerId, null);
    },

    /** Deletes what is older than the log keeps. */
    async prune(): Promise<void> {
      await db
        .delete(accountEvents)
        .where(lt(accountEvents.at, new Date(clock().getTime() - ACCOUNT_EVENT_RETENTION_MS)));
    },
  };
}

export type AccountActivityService = ReturnType<typeof createAccountActivityService>;
