import {
  type AccountStatus,
  ErrorCode,
  type Locale,
  type ReviewDecision,
  type ReviewedAccount,
  validationKey,
} from '@mall/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyers } from '../../db/schema/index.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import { effectiveStatus } from '../../lib/session.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { reviewDecisionMail } from './account-review-mail.js';

type BuyerRow = typeof buyers.$inferSelect;

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

/** Countries whose buyers read Chinese, for a buyer who has not logged in yet (no language of theirs known). */
const CHINESE_COUNTRIES = new Set(['CN', 'TW', 'HK', 'MO']);

/** The buyer's language: that of their latest login, else guessed from the country, else English. */
export function buyerLocale(row: Pick<BuyerRow, 'locale' | 'country'>): Locale {
  if (row.locale === 'en' || row.locale === 'zh-Hans') return row.locale;
  return CHINESE_COUNTRIES.has(row.country) ? 'zh-Hans' : 'en';
}

/** The states each decision applies to (as of today: a member past their date counts as expired). */
function applies(decision: ReviewDecision, row: BuyerRow, status: AccountStatus): boolean {
  if (decision === 'approve') return status !== 'member';
  if (decision === 'reject') return status === 'pending' || (status === 'expired' && row.renewalRequestedAt !== null);
  return status === 'member';
}

export interface ReviewInput {
  id: number;
  decision: ReviewDecision;
  /** Approve only: the last day of membership, from today on; by default one year from today. */
  member_until?: string;
  /** Reject: why, mailed to the buyer. */
  reason?: string;
  /** The state the reviewer decided on; absent (the accounts command) means whatever the state is now. */
  seen_status?: AccountStatus;
}

export interface AccountReviewDeps {
  db: Db;
  clock: Clock;
  mail: MailQueue;
  /** Called after a buyer's row changed here, so no remembered session shows the old one. */
  buyerChanged?: (buyerId: number) => void;
}

/**
 * What a reviewer does to accounts, from the console or the accounts command: approve (a pending,
 * expired or rejected account becomes a member until a date), reject (a pending application or a
 * renewal request, with a reason), expire (a member's membership ends now). Each decision is one
 * transaction that checks the state it was taken on (`UPDATE … WHERE status = …`), writes the
 * audit entry and queues the buyer's mail; of two reviewers deciding at once, one wins and the
 * other gets ACCOUNT_REVIEW_CONFLICT, as does a reviewer whose page showed a state the account has left.
 */
export function createAccountReviewService({ db, clock, mail, buyerChanged }: AccountReviewDeps) {
  function view(row: BuyerRow): ReviewedAccount {
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

  /** What the audit log keeps of a decision's account. */
  function auditView(row: BuyerRow) {
    return {
      status: row.status,
      member_until: row.memberUntil,
      renewal_requested_at: row.renewalRequestedAt?.toISOString() ?? null,
    };
  }

  async function idOf(email: string): Promise<number> {
    const [row] = await db
      .select({ id: buyers.id })
      .from(buyers)
      .where(eq(buyers.email, email.trim().toLowerCase()))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    return row.id;
  }

  async function decide(actor: AuditActor, input: ReviewInput): Promise<ReviewedAccount> {
    const now = clock();
    const today = isoDate(now);
    const until = input.decision === 'approve' ? input.member_until : undefined;
    if (until !== undefined && (!isValidDate(until) || until < today)) {
      throw new FieldsError([
        {
          field: 'member_until',
          code: 'invalid_value',
          params: {},
          message: validationKey('memberUntil'),
          missing: false,
        },
      ]);
    }
    const reason = input.decision === 'reject' ? (input.reason ?? '').trim() : '';
    if (input.decision === 'reject' && reason === '') {
      throw new FieldsError([
        { field: 'reason', code: 'too_small', params: {}, message: validationKey('reviewReason'), missing: true },
      ]);
    }
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(buyers).where(eq(buyers.id, input.id)).limit(1);
      if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
      const status = effectiveStatus(row, now);
      if (input.seen_status !== undefined && input.seen_status !== status)
        throw new AppError(ErrorCode.ACCOUNT_REVIEW_CONFLICT);
      if (!applies(input.decision, row, status)) throw new AppError(ErrorCode.ACCOUNT_REVIEW_CONFLICT);
      const yesterday = isoDate(new Date(now.getTime() - 24 * 60 * 60_000));
      const changes =
        input.decision === 'approve'
          ? { status: 'member', memberUntil: until ?? oneYearAfter(today), renewalRequestedAt: null }
          : input.decision === 'reject'
            ? { status: 'rejected', renewalRequestedAt: null }
            : {
                status: 'expired',
                memberUntil: row.memberUntil !== null && row.memberUntil < yesterday ? row.memberUntil : yesterday,
              };
      // Only if nobody changed the account since it was read: the state this decision was taken on.
      const [after] = await tx
        .update(buyers)
        .set(changes)
        .where(
          and(
            eq(buyers.id, row.id),
            eq(buyers.status, row.status),
            row.memberUntil === null ? isNull(buyers.memberUntil) : eq(buyers.memberUntil, row.memberUntil),
            row.renewalRequestedAt === null
              ? isNull(buyers.renewalRequestedAt)
              : sql`${buyers.renewalRequestedAt} = ${row.renewalRequestedAt.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (!after) throw new AppError(ErrorCode.ACCOUNT_REVIEW_CONFLICT);
      await audited(tx, actor, {
        action: `account.${input.decision}`,
        entity: 'account',
        id: row.id,
        before: auditView(row),
        after: {
          ...auditView(after),
          ...(reason ? { reason } : {}),
        },
      });
      await mail.queue(
        tx,
        reviewDecisionMail(
          {
            to: after.email,
            decision: input.decision,
            companyName: after.companyName,
            memberUntil: after.memberUntil,
            reason,
          },
          buyerLocale(after),
        ),
      );
      return after;
    });
    buyerChanged?.(updated.id);
    return view(updated);
  }

  return {
    view,
    decide,

    /** The accounts command's approve: member until `until` (default one year from today). */
    async approve(email: string, until?: string): Promise<ReviewedAccount> {
      return decide(null, { id: await idOf(email), decision: 'approve', member_until: until });
    },

    /** The accounts command's expire: the membership ends now (the buyer is offered a renewal). */
    async expire(email: string): Promise<ReviewedAccount> {
      return decide(null, { id: await idOf(email), decision: 'expire' });
    },

    /** The accounts command's reject, with the reason mailed to the buyer. */
    async reject(email: string, reason: string): Promise<ReviewedAccount> {
      return decide(null, { id: await idOf(email), decision: 'reject', reason });
    },

    async list(): Promise<ReviewedAccount[]> {
      const rows = await db.select().from(buyers).orderBy(asc(buyers.id));
      return rows.map(view);
    },
  };
}

export type AccountReviewService = ReturnType<typeof createAccountReviewService>;
