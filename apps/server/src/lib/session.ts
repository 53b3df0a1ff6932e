// Brings in the `req.cookies` / `reply.setCookie` typing; the plugin itself is registered in app.ts.
import type {} from '@fastify/cookie';
import {
  type AccountStatus,
  ErrorCode,
  SESSION_COOKIE,
  SESSION_SEEN_RESOLUTION_MS,
  SESSION_TTL_MS,
} from '@mall/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { buyers, sessions } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import { type Clock, isoDate } from './clock.js';
import { requestLocale } from './locale.js';
import { requestOrigin } from './request-origin.js';
import { newToken, tokenHash } from './tokens.js';

export type Buyer = typeof buyers.$inferSelect;

/** The logged-in buyer of a request and the id (token hash) of the session that proves it. */
export interface BuyerSession {
  sessionId: string;
  buyer: Buyer;
}

export interface SessionStore {
  /** A new session for the buyer (the request's old one, if any, is deleted): sets the cookie, stores only the token's hash. */
  start(req: FastifyRequest, reply: FastifyReply, buyerId: number): Promise<void>;
  /** Deletes the request's session (if any) and clears the cookie. */
  end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a buyer but the one kept. */
  endOthers(buyerId: number, keepSessionId?: string): Promise<void>;
  lookup(token: string): Promise<BuyerSession | null>;
  /** Drops what is remembered of the buyer's sessions: their row has just been changed here. */
  forgetBuyer(buyerId: number): void;
  /** A `session_change` notification: drops the sessions or buyers it names. */
  onChange(payload: string): void;
}

/** The channel the sessions' and buyers' triggers announce changes on (migration 0007_change_notifications). */
export const SESSION_CHANGE_CHANNEL = 'session_change';
/** Sessions remembered between requests; the least recently used go first. */
const CACHED_SESSIONS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** Memoised session lookup of this request; see `currentBuyer`. */
    buyerSession: Promise<BuyerSession | null> | null;
  }
}

function cookieOptions(req: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: req.protocol === 'https',
  };
}

/**
 * Sessions in the database, each remembered with its buyer once looked up, so a logged-in buyer's
 * requests cost no query for it. A remembered session is dropped when the database announces a
 * change of it or of its buyer (any process's), when this process ends or changes it, and is
 * never used past its expiry (docs/decisions/011).
 */
export function createSessionStore(db: Db, clock: Clock): SessionStore {
  const remembered = new Map<string, { session: BuyerSession; expiresAt: Date; seenAt: Date }>();
  /**
   * Marks the session used now when its mark is older than the resolution: the buyer's Logs page
   * shows when each device was last active, without a write per request. A failed mark is retried
   * at the next request; it only informs.
   */
  const markSeen = (entry: { session: BuyerSession; seenAt: Date }, now: Date) => {
    if (now.getTime() - entry.seenAt.getTime() < SESSION_SEEN_RESOLUTION_MS) return;
    entry.seenAt = now;
    db.update(sessions)
      .set({ lastSeenAt: now })
      .where(eq(sessions.id, entry.session.sessionId))
      .catch(() => undefined);
  };
  const forgetBuyer = (buyerId: number) => {
    for (const [id, entry] of remembered) if (entry.session.buyer.id === buyerId) remembered.delete(id);
  };
  return {
    async start(req, reply, buyerId) {
      const old = req.cookies[SESSION_COOKIE];
      if (old) await db.delete(sessions).where(eq(sessions.id, tokenHash(old)));
      const token = newToken();
      const now = clock();
      const origin = requestOrigin(req);
      await db.insert(sessions).values({
        id: tokenHash(token),
        userId: buyerId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: Math.floor(SESSION_TTL_MS / 1000) });
      // The language of the latest login: mails sent while the buyer is away (review decisions) use it.
      const locale = requestLocale(req);
      await db
        .update(buyers)
        .set({ locale })
        .where(and(eq(buyers.id, buyerId), sql`${buyers.locale} IS DISTINCT FROM ${locale}`));
    },
    async end(req, reply) {
      const token = req.cookies[SESSION_COOKIE];
      if (token) {
        remembered.delete(tokenHash(token));
        await db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
      }
      req.buyerSession = Promise.resolve(null);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
    },
    async endOthers(buyerId, keepSessionId) {
      forgetBuyer(buyerId);
      await db
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, buyerId), sql`${sessions.id} <> ${keepSessionId}`)
            : eq(sessions.userId, buyerId),
        );
    },
    async lookup(token) {
      if (token.length > 100) return null;
      const id = tokenHash(token);
      const now = clock();
      const known = remembered.get(id);
      if (known && known.expiresAt > now) {
        remembered.delete(id);
        remembered.set(id, known);
        markSeen(known, now);
        return known.session;
      }
      remembered.delete(id);
      const [row] = await db
        .select({
          buyer: buyers,
          expiresAt: sessions.expiresAt,
          seenAt: sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`.mapWith(sessions.createdAt),
        })
        .from(sessions)
        .innerJoin(buyers, eq(buyers.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      const session = { sessionId: id, buyer: row.buyer };
      const entry = { session, expiresAt: row.expiresAt, seenAt: row.seenAt };
      remembered.set(id, entry);
      markSeen(entry, now);
      if (remembered.size > CACHED_SESSIONS) {
        const oldest = remembered.keys().next().value;
        if (oldest !== undefined) remembered.delete(oldest);
      }
      return session;
    },
    forgetBuyer,
    onChange(payload) {
      const [table, list = '*'] = payload.split(':');
      if (list === '*' || (table !== 'sessions' && table !== 'buyers')) {
        remembered.clear();
        return;
      }
      for (const key of list.split(',')) {
        if (table === 'sessions') remembered.delete(key);
        else forgetBuyer(Number(key));
      }
    },
  };
}

/** Makes `app.sessions` available to every feature (registered on the root instance, not encapsulated). */
export function installSessions(app: FastifyInstance, store: SessionStore): void {
  app.decorate('sessions', store);
  app.decorateRequest('buyerSession', null);
}

/** The buyer whose live session cookie came with the request, or null (no, expired or deleted session). */
export function currentBuyer(req: FastifyRequest): Promise<BuyerSession | null> {
  if (!req.buyerSession) {
    const token = req.cookies[SESSION_COOKIE];
    req.buyerSession = token ? req.server.sessions.lookup(token) : Promise.resolve(null);
  }
  return req.buyerSession;
}

/** The logged-in buyer, or AppError(LOGIN_REQUIRED): the 401 envelope. */
export async function requireBuyer(req: FastifyRequest): Promise<BuyerSession> {
  const session = await currentBuyer(req);
  if (!session) throw new AppError(ErrorCode.LOGIN_REQUIRED);
  return session;
}

/** The state as of today: a member whose date has passed is expired whatever the row says. */
export function effectiveStatus(buyer: Pick<Buyer, 'status' | 'memberUntil'>, now: Date): AccountStatus {
  if (buyer.status === 'member' && buyer.memberUntil !== null && buyer.memberUntil < isoDate(now)) return 'expired';
  return buyer.status as AccountStatus;
}

/** Guard of order actions (cart, quotation, RFQ): only a member in good standing passes. */
export function requireActiveMember(buyer: Pick<Buyer, 'status' | 'memberUntil'>, now: Date = new Date()): void {
  const status = effectiveStatus(buyer, now);
  if (status === 'pending') throw new AppError(ErrorCode.ACCOUNT_PENDING);
  if (status === 'expired') throw new AppError(ErrorCode.MEMBER_EXPIRED);
  if (status === 'rejected') throw new AppError(ErrorCode.ACCOUNT_REJECTED);
}
