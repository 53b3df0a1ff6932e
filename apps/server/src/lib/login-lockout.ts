import { ErrorCode, LOGIN_LOCK_DURATION_MS, LOGIN_LOCK_MAX_ATTEMPTS } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from './app-error.js';

/** The tables whose rows carry the lockout counters `failed_logins` and `locked_until`. */
const TABLES = { buyers: sql.raw('buyers'), operators: sql.raw('operators') } as const;
export type LockoutTable = keyof typeof TABLES;

/**
 * Reserves one login attempt under the lockout of SPEC section 4 (5 wrong passwords, 5 minutes),
 * in one UPDATE before the slow password check, so parallel attempts cannot pass the limit: the
 * 5th reservation sets the lock at once, and a locked row reserves nothing (60116). Answers the
 * attempts counted so far, this one included.
 */
export async function reserveLoginAttempt(db: Db, table: LockoutTable, id: number, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_DURATION_MS).toISOString();
  const lockOver = sql`(locked_until IS NOT NULL AND locked_until <= ${nowIso}::timestamptz)`;
  const next = sql`CASE WHEN ${lockOver} THEN 1 ELSE failed_logins + 1 END`;
  const result = (await db.execute(sql`
    UPDATE ${TABLES[table]} SET
      failed_logins = ${next},
      locked_until = CASE WHEN ${next} >= ${LOGIN_LOCK_MAX_ATTEMPTS} THEN ${lockUntil}::timestamptz ELSE NULL END
    WHERE id = ${id} AND (locked_until IS NULL OR ${lockOver})
    RETURNING failed_logins`)) as unknown as { rows: Array<{ failed_logins: number }> };
  const reserved = result.rows[0];
  if (!reserved) throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  return Number(reserved.failed_logins);
}

/** A right password clears the count and the lock. */
export async function clearLoginFailures(db: Db, table: LockoutTable, id: number): Promise<void> {
  await db.execute(sql`UPDATE ${TABLES[table]} SET failed_logins = 0, locked_until = NULL WHERE id = ${id}`);
}

/** A wrong password: 60116 once the attempts reach the limit, else the caller's own refusal. */
export function refuseWrongPassword(attempts: number, wrong: () => AppError): never {
  if (attempts >= LOGIN_LOCK_MAX_ATTEMPTS) throw new AppError(ErrorCode.ACCOUNT_LOCKED);
  throw wrong();
}
