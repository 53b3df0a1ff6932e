import { DEFAULT_PROJECT_NAME, ErrorCode, type Project } from '@mall/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
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

    /** The default project first, then the others by name. */
    async list(buyerId: number): Promise<Project[]> {
      await ensureDefault(buyerId);
      const rows = await db
        .select()
        .from(projects)
        .where(eq(projects.buyerId, buyerId))
        .orderBy(desc(projects.isDefault), asc(projects.name));
      return rows.map(toProject);
    },

    async add(buyerId: number, name: string): Promise<Project> {
      await ensureDefault(buyerId);
      const [row] = await db.insert(projects).values({ buyerId, name }).onConflictDoNothing().returning();
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
