import type { AccountReviewFilter, Page, ReviewedAccount } from '@mall/contract';
import { ErrorCode } from '@mall/contract';
import { and, count, desc, eq, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { readAudit } from '../../lib/audit.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import type { AccountReviewService } from './account-review.service.js';

/** Review history shown beside an account: its latest decisions. */
const HISTORY_SIZE = 20;

export interface AccountPageQuery {
  page: number;
  pageSize: number;
  status?: AccountReviewFilter;
  keyword?: string;
}

/** `%` and `_` of a keyword are meant literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The console's reading of buyer accounts: pages by state (as of today) and keyword, and one account in full. */
export function createAccountConsoleService(db: Db, clock: Clock, review: AccountReviewService) {
  /** A filter by the state as of today: a member whose date has passed is expired. */
  function byStatus(status: AccountReviewFilter, today: string): SQL | undefined {
    const lapsed = and(eq(buyers.status, 'member'), lt(buyers.memberUntil, today));
    switch (status) {
      case 'pending':
      case 'rejected':
        return eq(buyers.status, status);
      case 'member':
        return and(
          eq(buyers.status, 'member'),
          sql`(${buyers.memberUntil} IS NULL OR ${buyers.memberUntil} >= ${today})`,
        );
      case 'expired':
        return or(eq(buyers.status, 'expired'), lapsed);
      case 'renewal':
        return and(or(eq(buyers.status, 'expired'), lapsed), isNotNull(buyers.renewalRequestedAt));
    }
  }

  return {
    async page(query: AccountPageQuery): Promise<Page<ReviewedAccount>> {
      const filters: SQL[] = [];
      if (query.status) {
        const filter = byStatus(query.status, isoDate(clock()));
        if (filter) filters.push(filter);
      }
      if (query.keyword) {
        const pattern = likePattern(query.keyword);
        const match = or(
          ilike(buyers.email, pattern),
          ilike(buyers.companyName, pattern),
          ilike(buyers.contactName, pattern),
        );
        if (match) filters.push(match);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(buyers).where(where);
      const rows = await db
        .select()
        .from(buyers)
        .where(where)
        .orderBy(desc(buyers.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { list: rows.map(review.view), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async detail(id: number) {
      const [row] = await db.select().from(buyers).where(eq(buyers.id, id)).limit(1);
      if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
      const history = await readAudit(db, {
        entity: 'account',
        entity_id: String(id),
        page: 1,
        pageSize: HISTORY_SIZE,
      });
      return {
        ...review.view(row),
        phone: row.phone,
        city: row.city,
        position: row.position,
        company_website: row.companyWebsite,
        history: history.list,
      };
    },
  };
}
