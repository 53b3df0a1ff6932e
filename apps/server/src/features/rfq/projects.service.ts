import {
  DEFAULT_PROJECT_NAME,
  ErrorCode,
  type PaginationQuery,
  PROJECTS_MAX_PER_BUYER,
  type Project,
  type ProjectPage,
} from '@mall/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyers, projects } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export function toProject(row: typeof projects.$inferSelect): Project {
  return { id: row.id, name: row.name, is_default: row.isDefault };
}

/**
 * A buyer's projects. The default "General" is made on first use, whichever way the account came
 * to be (registration, demo seed, the accounts command): one idempotent insert, guarded by the
 * unique index on the default project per buyer.
 */
export function createProjectsService(db: Db) {
  async function ensureDefault(buyerId: number): Promise<void> {
    await db.insert(projects).values({ buyerId, name: DEFAULT_PROJECT_NAME, isDefault: true }).onConflictDoNothing();
  }

  return {
    ensureDefault,

    /** A page of the buyer's projects: the default project first, then the others by name. */
    async list(buyerId: number, { page, pageSize }: PaginationQuery): Promise<ProjectPage> {
      await ensureDefault(buyerId);
      const mine = eq(projects.buyerId, buyerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(mine)
          .orderBy(desc(projects.isDefault), asc(projects.name), asc(projects.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(projects).where(mine),
      ]);
      return { list: rows.map(toProject), total: Number(total?.n ?? 0), page, pageSize };
    },

    /** A new project, while the buyer has fewer than PROJECTS_MAX_PER_BUYER. */
    async add(buyerId: number, name: string): Promise<Project> {
      await ensureDefault(buyerId);
      const row = await db.transaction(async (tx) => {
        // The buyer's row is the lock: two additions at once cannot both take the last place.
        await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('update');
        const [held] = await tx.select({ n: count() }).from(projects).where(eq(projects.buyerId, buyerId));
        if (Number(held?.n ?? 0) >= PROJECTS_MAX_PER_BUYER) throw new AppError(ErrorCode.PROJECTS_FULL);
        const [added] = await tx.insert(projects).values({ buyerId, name }).onConflictDoNothing().returning();
        return added;
      });
      if (!row) throw new AppError(ErrorCode.PROJECT_EXISTS);
      return toProject(row);
    },

    /** The buyer's own project of that id, or PROJECT_NOT_FOUND (another buyer's is never found). */
    async owned(buyerId: number, projectId: number): Promise<Project> {
      await ensureDefault(buyerId);
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.buyerId, buyerId)))
        .limit(1);
      if (!row) throw new AppError(ErrorCode.PROJECT_NOT_FOUND);
      return toProject(row);
    },
  };
}
