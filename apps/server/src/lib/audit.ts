import type { AuditEntry, Page } from '@mall/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog, buyers, operators } from '../db/schema/index.js';
import type { DbExecutor } from './db-executor.js';

/** Who changed something: an operator by id, or null for the mall itself (start-up settings, the command line). */
export type AuditActor = { id: number } | null;

/**
 * One change as the log keeps it. `before` and `after` are what a reader needs to see the change
 * (never secrets: no password hashes, no tokens); left out when there was nothing before or is
 * nothing after. `owner` is the buyer whose document changed, when one did: the entry then shows
 * in that buyer's History.
 */
export interface AuditChange {
  action: string;
  entity: string;
  id: string | number;
  before?: unknown;
  after?: unknown;
  owner?: number | null;
}

/**
 * Records one change in the append-only audit log. Call it with the transaction that makes the
 * change, so the entry exists exactly when the change does.
 */
export async function audited(tx: DbExecutor, actor: AuditActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({ operatorId: actor?.id ?? null, ...entryOf(change) });
}

function entryOf(change: AuditChange) {
  return {
    action: change.action,
    entity: change.entity,
    entityId: String(change.id),
    before: change.before ?? null,
    after: change.after ?? null,
    ownerId: change.owner ?? null,
  };
}

/** A buyer's change of their own document, in the transaction that makes it. */
export async function auditedByBuyer(
  tx: DbExecutor,
  buyerId: number,
  change: Omit<AuditChange, 'owner'>,
): Promise<void> {
  await tx.insert(auditLog).values({ buyerId, ...entryOf({ ...change, owner: buyerId }) });
}

export interface AuditQuery {
  page: number;
  pageSize: number;
  entity?: string;
  entity_id?: string;
}

/**
 * One page of the entries `where` picks, newest first, each with the operator or buyer who acted
 * (neither for the mall itself), and how many there are: what the console's log and a buyer's
 * History both read.
 */
export async function auditPage(db: Db, where: SQL | undefined, paging: { page: number; pageSize: number }) {
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      operatorId: operators.id,
      operatorEmail: operators.email,
      operatorName: operators.name,
      buyerId: buyers.id,
      buyerEmail: buyers.email,
      buyerCompany: buyers.companyName,
      buyerName: buyers.contactName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .leftJoin(buyers, eq(buyers.id, auditLog.buyerId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A page of the audit log, newest first, with each entry's operator (null for the mall itself). */
export async function readAudit(db: Db, query: AuditQuery): Promise<Page<AuditEntry>> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) filters.push(eq(auditLog.entityId, query.entity_id));
  const { rows, total } = await auditPage(db, filters.length ? and(...filters) : undefined, query);
  return {
    list: rows.map((row) => ({
      at: row.at.toISOString(),
      operator:
        row.operatorId === null
          ? null
          : { id: row.operatorId, email: row.operatorEmail ?? '', name: row.operatorName ?? '' },
      buyer:
        row.buyerId === null
          ? null
          : { id: row.buyerId, email: row.buyerEmail ?? '', company_name: row.buyerCompany ?? '' },
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Many entries in one statement (a batch of an import), with the transaction that makes the changes. */
export async function auditedMany(tx: DbExecutor, actor: AuditActor, changes: readonly AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(auditLog).values(changes.map((change) => ({ operatorId: actor?.id ?? null, ...entryOf(change) })));
}
