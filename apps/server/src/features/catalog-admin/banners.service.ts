import {
  type BannerCreateBody,
  type BannerReorderBody,
  type BannerUpdateBody,
  type CatalogueDeleteBody,
  type ConsoleBanner,
  ErrorCode,
} from '@mall/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { type AuditActor, audited } from '../../lib/audit.js';
import type { Tx } from '../../lib/db-executor.js';
import { catalogueImageUrlOf } from './catalogue-images.service.js';

type BannerRow = typeof banners.$inferSelect;

function toBanner(row: BannerRow): ConsoleBanner {
  return {
    id: row.id,
    title_en: row.titleEn,
    title_zh: row.titleZh,
    subtitle_en: row.subtitleEn,
    subtitle_zh: row.subtitleZh,
    image: row.image,
    link: row.link,
    sort: row.sort,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** What the audit log keeps of a banner: all of it but its version. */
function auditView(row: BannerRow) {
  const { version: _, ...rest } = toBanner(row);
  return rest;
}

/**
 * The home page's banners as operators edit them (decision 026). The storefront reads them from the
 * table at each call, within their active window, so a change shows at the next read of every
 * server; each change checks the version the operator saw and is audited in its transaction.
 */
export function createBannersService(db: Db) {
  async function list(): Promise<ConsoleBanner[]> {
    const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
    return rows.map(toBanner);
  }

  async function seen(tx: Tx, id: number, version: number): Promise<BannerRow> {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).limit(1);
    if (!row) throw new AppError(ErrorCode.BANNER_NOT_FOUND);
    if (row.version !== version) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
    return row;
  }

  return {
    list,

    async create(actor: AuditActor, body: BannerCreateBody): Promise<ConsoleBanner> {
      return db.transaction(async (tx) => {
        const image = await catalogueImageUrlOf(tx, body.image_id);
        const last = await tx.select({ sort: banners.sort }).from(banners);
        const [row] = await tx
          .insert(banners)
          .values({
            titleEn: body.title_en,
            titleZh: body.title_zh,
            subtitleEn: body.subtitle_en,
            subtitleZh: body.subtitle_zh,
            // The uploaded picture is shown; the hue only colours drawn artwork, which it replaces.
            hue: 0,
            link: body.link,
            image,
            sort: Math.max(-1, ...last.map((b) => b.sort)) + 1,
            startsAt: body.starts_at ?? null,
            endsAt: body.ends_at ?? null,
          })
          .returning();
        if (!row) throw new Error('no banner inserted');
        await audited(tx, actor, { action: 'banner.create', entity: 'banner', id: row.id, after: auditView(row) });
        return toBanner(row);
      });
    },

    async update(actor: AuditActor, body: BannerUpdateBody): Promise<ConsoleBanner> {
      return db.transaction(async (tx) => {
        const row = await seen(tx, body.id, body.version);
        const image = body.image_id ? await catalogueImageUrlOf(tx, body.image_id) : undefined;
        const startsAt = body.starts_at === undefined ? row.startsAt : body.starts_at;
        const endsAt = body.ends_at === undefined ? row.endsAt : body.ends_at;
        if (startsAt && endsAt && endsAt <= startsAt) throw fieldError('ends_at', 'endsAfterStart');
        const [after] = await tx
          .update(banners)
          .set({
            ...(body.title_en !== undefined ? { titleEn: body.title_en } : {}),
            ...(body.title_zh !== undefined ? { titleZh: body.title_zh } : {}),
            ...(body.subtitle_en !== undefined ? { subtitleEn: body.subtitle_en } : {}),
            ...(body.subtitle_zh !== undefined ? { subtitleZh: body.subtitle_zh } : {}),
            ...(body.link !== undefined ? { link: body.link } : {}),
            ...(image !== undefined ? { image } : {}),
            startsAt,
            endsAt,
            version: row.version + 1,
          })
          .where(and(eq(banners.id, row.id), eq(banners.version, row.version)))
          .returning();
        if (!after) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        await audited(tx, actor, {
          action: 'banner.update',
          entity: 'banner',
          id: row.id,
          before: auditView(row),
          after: auditView(after),
        });
        return toBanner(after);
      });
    },

    async remove(actor: AuditActor, body: CatalogueDeleteBody): Promise<null> {
      await db.transaction(async (tx) => {
        const row = await seen(tx, body.id, body.version);
        const deleted = await tx
          .delete(banners)
          .where(and(eq(banners.id, row.id), eq(banners.version, row.version)))
          .returning({ id: banners.id });
        if (deleted.length === 0) throw new AppError(ErrorCode.CATALOGUE_ITEM_STALE);
        await audited(tx, actor, { action: 'banner.delete', entity: 'banner', id: row.id, before: auditView(row) });
      });
      return null;
    },

    /** Sets the order of every banner: the list must name each of them once, as they are now. */
    async reorder(actor: AuditActor, body: BannerReorderBody): Promise<ConsoleBanner[]> {
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
        const current = new Set(rows.map((row) => row.id));
        if (
          body.ids.length !== current.size ||
          new Set(body.ids).size !== current.size ||
          !body.ids.every((id) => current.has(id))
        )
          throw new AppError(ErrorCode.CATALOGUE_ORDER_MISMATCH);
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const [sort, id] of body.ids.entries()) {
          const row = byId.get(id) as BannerRow;
          if (row.sort !== sort)
            await tx
              .update(banners)
              .set({ sort, version: row.version + 1 })
              .where(eq(banners.id, id));
        }
        await audited(tx, actor, {
          action: 'banner.reorder',
          entity: 'banner',
          id: 'all',
          before: { order: rows.map((r) => r.id) },
          after: { order: body.ids },
        });
      });
      return list();
    },
  };
}
