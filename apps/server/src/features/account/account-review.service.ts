import { type AccountStatus, ErrorCode } from '@mall/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type Clock, isoDate, systemClock } from '../../lib/clock.js';
import { effectiveStatus } from '../../lib/session.js';

export interface ReviewedAccount {
  id: number;
  email: string;
  company_name: string;
  contact_name: string;
  country: string;
  status: AccountStatus;
  member_until: string | null;
  renewal_requested_at: string | null;
  created_at: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isValidDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === text;
}

/** One year after a date (YYYY-MM-DD); 29 February becomes 28 February. */
function oneYearAfter(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return isoDate(next);
}

/**
 * What a reviewer does to accounts: approve a pending (or renew an expired) buyer as a member until
 * a date, expire a membership, list accounts. Used by the accounts CLI and, later, the console.
 */
export function createAccountReviewService(db: Db, clock: Clock = systemClock) {
  async function find(email: string) {
    const [row] = await db.select().from(buyers).where(eq(buyers.email, email.trim().toLowerCase())).limit(1);
    if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    return row;
  }

  function view(row: typeof buyers.$inferSelect): ReviewedAccount {
    return {
      id: row.id,
      email: row.email,
      company_name: row.companyName,
      contact_name: row.contactName,
      country: row.country,
      status: effectiveStatus(row, clock()),
      member_until: row.memberUntil,
      renewal_requested_at: row.renewalRequestedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    /** Member until `until` (YYYY-MM-DD, not in the past), by default one year from today. */
    async approve(email: string, until?: string): Promise<ReviewedAccount> {
      const today = isoDate(clock());
      if (until !== undefined && (!isValidDate(until) || until < today)) {
        throw new RangeError(`--until must be a date (YYYY-MM-DD) from today (${today}) on, got ${until}`);
      }
      const row = await find(email);
      const [updated] = await db
        .update(buyers)
        .set({ status: 'member', memberUntil: until ?? oneYearAfter(today), renewalRequestedAt: null })
        .where(eq(buyers.id, row.id))
        .returning();
      return view(updated ?? row);
    },

    /** Ends a membership now (the buyer is offered a renewal application). */
    async expire(email: string): Promise<ReviewedAccount> {
      const row = await find(email);
      const yesterday = isoDate(new Date(clock().getTime() - 24 * 60 * 60_000));
      const memberUntil = row.memberUntil !== null && row.memberUntil < yesterday ? row.memberUntil : yesterday;
      const [updated] = await db
        .update(buyers)
        .set({ status: 'expired', memberUntil })
        .where(eq(buyers.id, row.id))
        .returning();
      return view(updated ?? row);
    },

    async list(): Promise<ReviewedAccount[]> {
      const rows = await db.select().from(buyers).orderBy(asc(buyers.id));
      return rows.map(view);
    },
  };
}
