// Brings in the `req.cookies` / `reply.setCookie` typing; the plugin itself is registered in app.ts.
import type {} from '@fastify/cookie';
import { CONSOLE_API_PREFIX, ErrorCode, OPERATOR_SESSION_COOKIE, OPERATOR_SESSION_TTL_MS } from '@mall/contract';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { operatorSessions, operators } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import type { Clock } from './clock.js';
import type { DbExecutor } from './db-executor.js';
import { newToken, tokenHash } from './tokens.js';

export type OperatorRow = typeof operators.$inferSelect;

/** The logged-in operator of a request and the id (token hash) of the session that proves it. */
export interface OperatorSession {
  sessionId: string;
  operator: OperatorRow;
}

export interface OperatorSessionStore {
  /** A new session (the request's old one is deleted): sets the cookie, stores only the token's hash. */
  start(req: FastifyRequest, reply: FastifyReply, operatorId: number): Promise<void>;
  /** Deletes the request's session (if any) and clears the cookie. */
  end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of an operator but the one kept (a disabled operator, a changed password). */
  endAll(executor: DbExecutor, operatorId: number, keepSessionId?: string): Promise<void>;
  /** The live session of an active operator, or null. */
  lookup(token: string): Promise<OperatorSession | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorSessions: OperatorSessionStore;
  }
  interface FastifyRequest {
    /** Memoised operator session lookup of this request; see `currentOperator`. */
    operatorSession: Promise<OperatorSession | null> | null;
  }
}

/**
 * Strict, and scoped to the console API: the browser sends it with no buyer call and with no
 * request started from another site.
 */
function cookieOptions(req: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: CONSOLE_API_PREFIX,
    secure: req.protocol === 'https',
  };
}

/**
 * Operator sessions in the database, looked up on every console request (no memory of them): a
 * disabled operator or a changed role takes effect on the next request, in every process. The
 * console's traffic is a few people's, so the query costs nothing that matters.
 */
export function createOperatorSessionStore(db: Db, clock: Clock): OperatorSessionStore {
  return {
    async start(req, reply, operatorId) {
      const old = req.cookies[OPERATOR_SESSION_COOKIE];
      if (old) await db.delete(operatorSessions).where(eq(operatorSessions.id, tokenHash(old)));
      const token = newToken();
      const now = clock();
      await db.insert(operatorSessions).values({
        id: tokenHash(token),
        operatorId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OPERATOR_SESSION_TTL_MS),
      });
      reply.setCookie(OPERATOR_SESSION_COOKIE, token, {
        ...cookieOptions(req),
        maxAge: Math.floor(OPERATOR_SESSION_TTL_MS / 1000),
      });
    },
    async end(req, reply) {
      const token = req.cookies[OPERATOR_SESSION_COOKIE];
      if (token) await db.delete(operatorSessions).where(eq(operatorSessions.id, tokenHash(token)));
      req.operatorSession = Promise.resolve(null);
      reply.clearCookie(OPERATOR_SESSION_COOKIE, cookieOptions(req));
    },
    async endAll(executor, operatorId, keepSessionId) {
      await executor
        .delete(operatorSessions)
        .where(
          keepSessionId
            ? and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.id, keepSessionId))
            : eq(operatorSessions.operatorId, operatorId),
        );
    },
    async lookup(token) {
      if (token.length > 100) return null;
      const id = tokenHash(token);
      const [row] = await db
        .select({ operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.id, id), gt(operatorSessions.expiresAt, clock()), eq(operators.active, true)))
        .limit(1);
      return row ? { sessionId: id, operator: row.operator } : null;
    },
  };
}

/** Deletes operator sessions past their end (a recurring job, features/jobs/jobs.ts). */
export async function pruneOperatorSessions(db: Db, now: Date): Promise<void> {
  await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, now));
}

/** Makes `app.operatorSessions` available to every feature's console routes. */
export function installOperatorSessions(app: FastifyInstance, store: OperatorSessionStore): void {
  app.decorate('operatorSessions', store);
  app.decorateRequest('operatorSession', null);
}

/** The operator whose live session cookie came with the request, or null. A buyer's cookie is never read here. */
export function currentOperator(req: FastifyRequest): Promise<OperatorSession | null> {
  if (!req.operatorSession) {
    const token = req.cookies[OPERATOR_SESSION_COOKIE];
    req.operatorSession = token ? req.server.operatorSessions.lookup(token) : Promise.resolve(null);
  }
  return req.operatorSession;
}

/** The logged-in operator, or AppError(LOGIN_REQUIRED): the 401 envelope. */
export async function requireOperator(req: FastifyRequest): Promise<OperatorSession> {
  const session = await currentOperator(req);
  if (!session) throw new AppError(ErrorCode.LOGIN_REQUIRED);
  return session;
}
