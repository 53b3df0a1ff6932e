import {
  CATEGORY_DEPTH_MAX,
  type CatalogueDeleteBody,
  type CategoryCreateBody,
  type CategoryMoveBody,
  type CategoryReorderBody,
  type CategoryUpdateBody,
  type ConsoleCategory,
  ErrorCode,
} from '@mall/contract';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { artUrl, categoryArt } from '../../lib/artwork.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import type { Tx } from '../../lib/db-executor.js';

type CategoryRow = typeof categories.$inferSelect;

/** What the audit log keeps of a category. */
function auditView(row: CategoryRow) {
  return {
    parent_id: row.parentId,
    slug: row.slug,
    name_en: row.nameEn,
    name_zh: row.nameZh,
    sort: row.sort,
    recommended: row.recommended,
  };
}

/** Every category by id, with each one's children in order: the tree as one transaction sees it. */
async function readAll(tx: Tx | Db) {
  const rows = await tx.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  /** 1 for a top category. */
  const depth = (id: number): number => {
    let n = 0;
    for (let row = byId.get(id); row; row = row.parentId === null ? undefined : byId.get(row.parentId)) n += 1;
    return n;
  };
  /** The category and everything below it. */
  const subtree = (id: number): number[] => {
    const ids: number[] = [];
    for (const stack = [id]; stack.length > 0; ) {
      const next = stack.pop() as number;
      ids.push(next);
      for (const child of children.get(next) ?? []) stack.push(child.id);
    }
    return ids;
  };
  /** Levels below the category (1 when it has no children). */
  const height = (id: number): number => 1 + Math.max(0, ...(children.get(id) ?? []).map((child) => height(child.id)));
  const top = (id: number): CategoryRow => {
    let row = byId.get(id) as CategoryRow;
    while (row.parentId !== null) row = byId.get(row.parentId) as CategoryRow;
    return row;
  };
  return { rows, byId, children, depth, subtree, height, top };
}

/**
 * The category tree as operators edit it (decision 026): two levels, each level in order. Every
 * change is one transaction that checks the version the operator saw and writes the audit entry;
 * the categories' trigger (migration 0007) tells every server's read model, search index and
 * suggestions.
 */
export function createCategoriesService(db: Db) {
  async function tree(): Promise<ConsoleCategory[]> {
    const [{ rows, children }, counts] = await Promise.all([
      readAll(db),
      db.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    ]);
    const productCount = new Map(counts.map((c) => [c.id, Number(c.n)]));
    const node = (row: CategoryRow): ConsoleCategory => ({
      id: row.id,
      parent_id: row.parentId,
      slug: row.slug,
      name_en: row.nameEn,
      name_zh: row.nameZh,
      sort: row.sort,
      recommended: row.recommended,
      image: row.image,
      product_count: productCount.get(row.id) ?? 0,
      version: row.version,
      children: (children.get(row.id) ?? []).map(node),
    });
    return rows.filter((row) => row.parentId === null).map(node);
  }

  async function one(id: number): Promise<ConsoleCategory> {
    const find = (list: ConsoleCategory[]): ConsoleCategory | undefined => {
      for (const item of list) {
        if (item.id === id) return item;
        const below = find(item.children);
        if (below) return below;
      }
      return undefined;
    };
    const found = find(await tree());
    if (!found) throw new AppError(ErrorCode.CATEGORY_NOT_FOUND);
    return found;
  }

  /** The row as the operator saw it: missing, or changed since (another version), is refused. */
  async function seen(tx: Tx, id: number, version: number): Promise<CategoryRow> {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
    if (!row) throw new AppError(ErrorCode.CATEGORY_NOT_FOUND);
    if (row.version !== version) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
    return row;
  }

  /** Writes a change of a seen row, only while it is still the version seen. */
  async function write(tx: Tx, row: CategoryRow, changes: Partial<CategoryRow>): Promise<CategoryRow> {
    const [after] = await tx
      .update(categories)
      .set({ ...changes, version: row.version + 1 })
      .where(and(eq(categories.id, row.id), eq(categories.version, row.version)))
      .returning();
    if (!after) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
    return after;
  }

  async function refuseTakenSlug(tx: Tx, slug: string, id?: number): Promise<void> {
    const [taken] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
    if (taken && taken.id !== id) throw new AppError(ErrorCode.CATEGORY_SLUG_TAKEN);
  }

  /** Redraws the pictures of the categories named: their artwork follows their slug and top category's. */
  async function redraw(tx: Tx, ids: number[]): Promise<void> {
    const all = await readAll(tx);
    for (const id of ids) {
      const row = all.byId.get(id);
      if (!row) continue;
      const image = artUrl('category', id, categoryArt(all.top(id).slug, row.slug));
      if (image !== row.image) await tx.update(categories).set({ image }).where(eq(categories.id, id));
    }
  }

  return {
    tree,

    async create(actor: AuditActor, body: CategoryCreateBody): Promise<ConsoleCategory> {
      const id = await db.transaction(async (tx) => {
        const all = await readAll(tx);
        const parentId = body.parent_id ?? null;
        if (parentId !== null) {
          if (!all.byId.has(parentId)) throw new AppError(ErrorCode.CATEGORY_NOT_FOUND);
          if (all.depth(parentId) + 1 > CATEGORY_DEPTH_MAX) throw new AppError(ErrorCode.CATEGORY_TOO_DEEP);
        }
        await refuseTakenSlug(tx, body.slug);
        const siblings = all.children.get(parentId) ?? [];
        const [row] = await tx
          .insert(categories)
          .values({
            parentId,
            slug: body.slug,
            nameEn: body.name_en,
            nameZh: body.name_zh,
            recommended: body.recommended ?? false,
            sort: Math.max(-1, ...siblings.map((s) => s.sort)) + 1,
            image: '',
          })
          .returning();
        if (!row) throw new Error('no category inserted');
        await redraw(tx, [row.id]);
        await audited(tx, actor, { action: 'category.create', entity: 'category', id: row.id, after: auditView(row) });
        return row.id;
      });
      return one(id);
    },

    async update(actor: AuditActor, body: CategoryUpdateBody): Promise<ConsoleCategory> {
      await db.transaction(async (tx) => {
        const row = await seen(tx, body.id, body.version);
        if (body.slug !== undefined) await refuseTakenSlug(tx, body.slug, row.id);
        const after = await write(tx, row, {
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.name_en !== undefined ? { nameEn: body.name_en } : {}),
          ...(body.name_zh !== undefined ? { nameZh: body.name_zh } : {}),
          ...(body.recommended !== undefined ? { recommended: body.recommended } : {}),
        });
        if (after.slug !== row.slug) await redraw(tx, (await readAll(tx)).subtree(row.id));
        await audited(tx, actor, {
          action: 'category.update',
          entity: 'category',
          id: row.id,
          before: auditView(row),
          after: auditView(after),
        });
      });
      return one(body.id);
    },

    /**
     * Moves a category (with what is below it) under another or to the top, last among its new
     * siblings. Never under itself or below it, never deeper than the tree's levels. Its products
     * (and those below it) take the new top category, which lists them.
     */
    async move(actor: AuditActor, body: CategoryMoveBody): Promise<ConsoleCategory> {
      await db.transaction(async (tx) => {
        const row = await seen(tx, body.id, body.version);
        const all = await readAll(tx);
        const parentId = body.parent_id;
        if (parentId !== null) {
          if (!all.byId.has(parentId)) throw new AppError(ErrorCode.CATEGORY_NOT_FOUND);
          if (all.subtree(row.id).includes(parentId)) throw new AppError(ErrorCode.CATEGORY_CYCLE);
          if (all.depth(parentId) + all.height(row.id) > CATEGORY_DEPTH_MAX)
            throw new AppError(ErrorCode.CATEGORY_TOO_DEEP);
        }
        const siblings = (all.children.get(parentId) ?? []).filter((s) => s.id !== row.id);
        const after = await write(tx, row, { parentId, sort: Math.max(-1, ...siblings.map((s) => s.sort)) + 1 });
        const moved = all.subtree(row.id);
        const topId = parentId === null ? row.id : all.top(parentId).id;
        await tx.update(products).set({ topCategoryId: topId }).where(inArray(products.categoryId, moved));
        await redraw(tx, moved);
        await audited(tx, actor, {
          action: 'category.move',
          entity: 'category',
          id: row.id,
          before: auditView(row),
          after: auditView(after),
        });
      });
      return one(body.id);
    },

    /** Sets the order of a parent's children: the list must name each of them once, as they are now. */
    async reorder(actor: AuditActor, body: CategoryReorderBody): Promise<ConsoleCategory[]> {
      await db.transaction(async (tx) => {
        const parentId = body.parent_id ?? null;
        const all = await readAll(tx);
        if (parentId !== null && !all.byId.has(parentId)) throw new AppError(ErrorCode.CATEGORY_NOT_FOUND);
        const siblings = all.children.get(parentId) ?? [];
        const current = new Set(siblings.map((s) => s.id));
        if (
          body.ids.length !== current.size ||
          new Set(body.ids).size !== current.size ||
          !body.ids.every((id) => current.has(id))
        )
          throw new AppError(ErrorCode.CATALOGUE_ORDER_MISMATCH);
        for (const [sort, id] of body.ids.entries()) {
          const sibling = all.byId.get(id) as CategoryRow;
          if (sibling.sort !== sort) await write(tx, sibling, { sort });
        }
        await audited(tx, actor, {
          action: 'category.reorder',
          entity: 'category',
          id: parentId ?? 'top',
          before: { order: siblings.map((s) => s.id) },
          after: { order: body.ids },
        });
      });
      return tree();
    },

    /** Deletes a category that no product (in it or under it as top category) and no sub-category uses. */
    async remove(actor: AuditActor, body: CatalogueDeleteBody): Promise<null> {
      await db.transaction(async (tx) => {
        const row = await seen(tx, body.id, body.version);
        const [child] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.parentId, row.id))
          .limit(1);
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(or(eq(products.categoryId, row.id), eq(products.topCategoryId, row.id)))
          .limit(1);
        if (child || product) throw new AppError(ErrorCode.CATEGORY_IN_USE);
        const deleted = await tx
          .delete(categories)
          .where(and(eq(categories.id, row.id), eq(categories.version, row.version)))
          .returning({ id: categories.id });
        if (deleted.length === 0) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        await audited(tx, actor, { action: 'category.delete', entity: 'category', id: row.id, before: auditView(row) });
      });
      return null;
    },
  };
}
