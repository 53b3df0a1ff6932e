import {
  ErrorCode,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_IP_WINDOW_MS,
  type Operator,
  type OperatorItem,
  type OperatorRole,
  type Page,
  SCRYPT_PARAMS,
} from '@mall/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import { AppError, rateLimited } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import { clearLoginFailures, refuseWrongPassword, reserveLoginAttempt } from '../../lib/login-lockout.js';
import type { OperatorRow, OperatorSession, OperatorSessionStore } from '../../lib/operator-session.js';
import type { PasswordHasher } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';

export interface OperatorDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  sessions: Pick<OperatorSessionStore, 'endAll'>;
}

export function toOperator(row: OperatorRow): Operator {
  return { id: row.id, email: row.email, name: row.name, role: row.role as OperatorRole };
}

export function toOperatorItem(row: OperatorRow): OperatorItem {
  return { ...toOperator(row), active: row.active, created_at: row.createdAt.toISOString() };
}

/** A hash no password matches, checked for unknown emails at the cost of a real one. */
const NO_OPERATOR_HASH = [
  'scrypt',
  SCRYPT_PARAMS.N,
  SCRYPT_PARAMS.r,
  SCRYPT_PARAMS.p,
  'A'.repeat(22),
  'A'.repeat(86),
].join('$');

/** What the audit log keeps of an operator: never the password hash or the lockout counters. */
function audit(row: OperatorRow) {
  return { email: row.email, name: row.name, role: row.role, active: row.active };
}

/**
 * Adds an operator. Used by the administrators' console and for the first administrator of the
 * settings (actor null), whose creation is audited like any other.
 */
export async function insertOperator(
  executor: DbExecutor,
  actor: AuditActor,
  input: { email: string; name: string; role: OperatorRole; passwordHash: string; now: Date },
): Promise<OperatorRow | null> {
  const [row] = await executor
    .insert(operators)
    .values({
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash: input.passwordHash,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: operators.email })
    .returning();
  if (row)
    await audited(executor, actor, { action: 'operator.create', entity: 'operator', id: row.id, after: audit(row) });
  return row ?? null;
}

export function createOperatorService({ db, clock, passwords, limiter, sessions }: OperatorDeps) {
  async function byId(executor: DbExecutor, id: number, lock = false): Promise<OperatorRow> {
    const query = executor.select().from(operators).where(eq(operators.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError(ErrorCode.OPERATOR_NOT_FOUND);
    return row;
  }

  /** The password check under the buyers' lockout rule (lib/login-lockout.ts). */
  async function checkPassword(operatorId: number, password: string, wrong: ErrorCode): Promise<void> {
    const attempts = await reserveLoginAttempt(db, 'operators', operatorId, clock());
    const row = await byId(db, operatorId);
    if (await passwords.verify(password, row.passwordHash)) return clearLoginFailures(db, 'operators', operatorId);
    refuseWrongPassword(attempts, () => new AppError(wrong));
  }

  /** Changing who may administer must leave an active administrator; admins are locked so two changes cannot both pass. */
  async function assertAdminRemains(tx: DbExecutor, target: OperatorRow, next: { role: string; active: boolean }) {
    const wasAdmin = target.role === 'admin' && target.active;
    const staysAdmin = next.role === 'admin' && next.active;
    if (!wasAdmin || staysAdmin) return;
    const admins = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(sql`${operators.role} = 'admin' AND ${operators.active}`)
      .orderBy(asc(operators.id))
      .for('update');
    if (!admins.some((admin) => admin.id !== target.id)) throw new AppError(ErrorCode.LAST_ADMIN);
  }

  return {
    /**
     * Checks the credentials; the caller starts the session. An unknown email and a wrong password
     * answer alike (operators' emails are not for guessing); the address's window limits attempts.
     */
    async login(input: { email: string; password: string; ip: string }): Promise<OperatorRow> {
      const ipKey = `console-login-ip:${input.ip}`;
      const window = await limiter.hit(ipKey, LOGIN_FAILURES_PER_IP_WINDOW_MS, clock());
      if (window.count > LOGIN_FAILURES_PER_IP) throw rateLimited(window.retryAfterMs);
      const [row] = await db.select().from(operators).where(eq(operators.email, input.email)).limit(1);
      if (!row) {
        // The same slow work as a real check, so the answer's time does not tell which emails exist.
        await passwords.verify(input.password, NO_OPERATOR_HASH);
        throw new AppError(ErrorCode.OPERATOR_LOGIN_FAILED);
      }
      await checkPassword(row.id, input.password, ErrorCode.OPERATOR_LOGIN_FAILED);
      if (!row.active) throw new AppError(ErrorCode.OPERATOR_DISABLED);
      await limiter.release(ipKey);
      return byId(db, row.id);
    },

    async list(page: { page: number; pageSize: number }): Promise<Page<OperatorItem>> {
      const [total] = await db.select({ n: count() }).from(operators);
      const rows = await db
        .select()
        .from(operators)
        .orderBy(asc(operators.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      return { list: rows.map(toOperatorItem), total: Number(total?.n ?? 0), ...page };
    },

    async create(
      actor: AuditActor,
      input: { email: string; name: string; role: OperatorRole; password: string },
    ): Promise<OperatorItem> {
      const passwordHash = await passwords.hash(input.password);
      try {
        const row = await db.transaction((tx) => insertOperator(tx, actor, { ...input, passwordHash, now: clock() }));
        if (!row) throw new AppError(ErrorCode.OPERATOR_EMAIL_EXISTS);
        return toOperatorItem(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.OPERATOR_EMAIL_EXISTS);
        throw error;
      }
    },

    /** Renames, re-roles, disables or enables an operator, or sets their password; a disabled operator's sessions end. */
    async update(
      actor: AuditActor,
      input: { id: number; name?: string; role?: OperatorRole; active?: boolean; password?: string },
    ): Promise<OperatorItem> {
      const passwordHash = input.password === undefined ? undefined : await passwords.hash(input.password);
      const row = await db.transaction(async (tx) => {
        const before = await byId(tx, input.id, true);
        const next = { role: input.role ?? before.role, active: input.active ?? before.active };
        await assertAdminRemains(tx, before, next);
        const [after] = await tx
          .update(operators)
          .set({
            name: input.name ?? before.name,
            ...next,
            ...(passwordHash ? { passwordHash, failedLogins: 0, lockedUntil: null } : {}),
          })
          .where(eq(operators.id, input.id))
          .returning();
        if (!after) throw new AppError(ErrorCode.OPERATOR_NOT_FOUND);
        if (!after.active || passwordHash) await sessions.endAll(tx, after.id);
        await audited(tx, actor, {
          action: 'operator.update',
          entity: 'operator',
          id: after.id,
          before: audit(before),
          after: {
            ...audit(after),
            ...(passwordHash ? { password_set: true } : {}),
          },
        });
        return after;
      });
      return toOperatorItem(row);
    },

    /** An operator's own new password, after the old one (counted by the lockout); their other sessions end. */
    async changeOwnPassword(
      session: OperatorSession,
      input: { old_password: string; password: string },
    ): Promise<null> {
      const id = session.operator.id;
      await checkPassword(id, input.old_password, ErrorCode.PASSWORD_INCORRECT);
      const passwordHash = await passwords.hash(input.password);
      await db.transaction(async (tx) => {
        await tx.update(operators).set({ passwordHash }).where(eq(operators.id, id));
        await sessions.endAll(tx, id, session.sessionId);
        await audited(
          tx,
          { id },
          { action: 'operator.password', entity: 'operator', id, after: { password_set: true } },
        );
      });
      return null;
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
