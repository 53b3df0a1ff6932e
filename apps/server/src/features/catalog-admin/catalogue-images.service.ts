import { randomBytes } from 'node:crypto';
import { type CatalogueImage, ErrorCode, IMAGE_UPLOAD_KINDS, type UploadKind } from '@mall/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogueImages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { DbExecutor } from '../../lib/db-executor.js';
import { checkUpload } from '../files/files.service.js';

/** Where the storefront loads an operator's picture: public, and never changed under its id. */
export const CATALOGUE_IMAGE_PATH = '/media/uploads';

export function catalogueImageUrl(id: string): string {
  return `${CATALOGUE_IMAGE_PATH}/${id}`;
}

/** The URL of an uploaded picture by its id, or CATALOGUE_IMAGE_NOT_FOUND when there is none. */
export async function catalogueImageUrlOf(executor: DbExecutor, id: string): Promise<string> {
  const [row] = await executor
    .select({ id: catalogueImages.id })
    .from(catalogueImages)
    .where(eq(catalogueImages.id, id))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.CATALOGUE_IMAGE_NOT_FOUND);
  return catalogueImageUrl(row.id);
}

const PICTURE_KINDS = new Set<UploadKind>(IMAGE_UPLOAD_KINDS);

/** Pictures operators upload for logos and banners: checked as buyers' uploads are, then kept under a random id. */
export function createCatalogueImagesService(db: Db, clock: Clock) {
  return {
    async store(operatorId: number, bytes: Buffer): Promise<CatalogueImage> {
      const file = await checkUpload(bytes);
      if (!PICTURE_KINDS.has(file.kind)) throw new AppError(ErrorCode.MAIN_PICTURE_NOT_IMAGE);
      const id = randomBytes(16).toString('hex');
      await db.insert(catalogueImages).values({
        id,
        operatorId,
        kind: file.kind,
        mime: file.mime,
        width: file.width,
        height: file.height,
        size: bytes.length,
        // Base64 text for the database to decode, as buyers' uploads are written (files.service.ts).
        data: sql`decode(${bytes.toString('base64')}, 'base64')`,
        createdAt: clock(),
      });
      return { id, kind: file.kind, width: file.width, height: file.height, url: catalogueImageUrl(id) };
    },

    async read(id: string): Promise<{ mime: string; data: Buffer } | null> {
      const [row] = await db
        .select({ mime: catalogueImages.mime, hex: sql<string>`encode(${catalogueImages.data}, 'hex')` })
        .from(catalogueImages)
        .where(eq(catalogueImages.id, id))
        .limit(1);
      return row ? { mime: row.mime, data: Buffer.from(row.hex, 'hex') } : null;
    },
  };
}
