import { randomBytes } from 'node:crypto';
import {
  API,
  CONSOLE_API,
  ErrorCode,
  ORPHAN_FILE_TTL_MS,
  UPLOAD_DAILY_MAX_BYTES,
  UPLOAD_DAILY_MAX_FILES,
  UPLOAD_FILE_MAX_BYTES,
  UPLOAD_FILE_NAME_MAX_LENGTH,
  type UploadedFile,
  type UploadKind,
  type UploadPurpose,
} from '@mall/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyers, uploadedFiles } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type DetectedFile, inspectFile } from './file-kind.js';

export type FileRow = typeof uploadedFiles.$inferSelect;

const REFUSAL = {
  type: ErrorCode.FILE_TYPE_NOT_ALLOWED,
  pixels: ErrorCode.IMAGE_SIZE_INVALID,
  too_complex: ErrorCode.FILE_TOO_COMPLEX,
} as const;

/** Who reads a file: its owner, or an operator (console or command line), who reads any. */
export type FileViewer = { buyerId: number } | { operator: true };

export function fileUrl(id: string): string {
  return `${API.file.path}?id=${id}`;
}

/** The same file as operators read it, through the console's file route. */
export function forOperators(file: UploadedFile): UploadedFile {
  return { ...file, url: `${CONSOLE_API.file.path}?id=${file.id}` };
}

export function toUploadedFile(row: Omit<FileRow, 'data'>): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as UploadKind,
    purpose: row.purpose as UploadPurpose,
    size: row.size,
    width: row.width,
    height: row.height,
    url: fileUrl(row.id),
  };
}

/**
 * The client's name, for display only: any directory part (`../`, `C:\`) and control characters
 * dropped. Storage never uses it; a nameless file is called after its kind.
 */
export function displayName(clientName: string, kind: UploadKind): string {
  const base = (clientName.split(/[/\\]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  if (base.length > UPLOAD_FILE_NAME_MAX_LENGTH) throw new AppError(ErrorCode.FILE_NAME_INVALID);
  return base === '' || base === '.' || base === '..' ? `file.${kind}` : base;
}

/** Every column but the bytes, for lists and checks. */
export const FILE_META = {
  id: uploadedFiles.id,
  buyerId: uploadedFiles.buyerId,
  rfqId: uploadedFiles.rfqId,
  purpose: uploadedFiles.purpose,
  position: uploadedFiles.position,
  kind: uploadedFiles.kind,
  mime: uploadedFiles.mime,
  name: uploadedFiles.name,
  size: uploadedFiles.size,
  width: uploadedFiles.width,
  height: uploadedFiles.height,
  createdAt: uploadedFiles.createdAt,
};

/**
 * What every upload must pass, a buyer's or an operator's: not empty, at most 10 MB, a kind told
 * from the bytes (never the name), a picture of sane size. Answers what the bytes are.
 */
export async function checkUpload(bytes: Buffer): Promise<DetectedFile> {
  if (bytes.length === 0) throw new AppError(ErrorCode.FILE_EMPTY);
  if (bytes.length > UPLOAD_FILE_MAX_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE);
  const inspection = await inspectFile(bytes);
  if (!inspection.ok) throw new AppError(REFUSAL[inspection.reason]);
  return inspection.file;
}

export function createFilesService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * Keeps an upload under a random server-made id once its bytes pass: a kind of the inquiry
     * list told from the bytes (never the name), at most 10 MB, not empty, a picture of sane size,
     * and a jpg or png for a main picture. It belongs to no RFQ until one is submitted with it.
     * Uploads still outside any RFQ count against the buyer's daily quota (files and bytes).
     */
    async store(input: {
      buyerId: number;
      purpose: UploadPurpose;
      name: string;
      bytes: Buffer;
    }): Promise<UploadedFile> {
      const { kind, mime, width, height } = await checkUpload(input.bytes);
      if (input.purpose === 'main_picture' && kind !== 'jpg' && kind !== 'png')
        throw new AppError(ErrorCode.MAIN_PICTURE_NOT_IMAGE);
      const [row] = await db.transaction(async (tx) => {
        // The buyer's row is the lock: two uploads at once cannot both pass the last place of the quota.
        await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, input.buyerId)).for('update');
        // A day, the time an unattached upload is kept: the quota bounds what a buyer stores at once.
        const since = new Date(clock().getTime() - ORPHAN_FILE_TTL_MS);
        const [used] = await tx
          .select({
            files: sql<number>`count(*)::int`,
            bytes: sql<number>`coalesce(sum(${uploadedFiles.size}), 0)::int`,
          })
          .from(uploadedFiles)
          .where(
            and(
              eq(uploadedFiles.buyerId, input.buyerId),
              isNull(uploadedFiles.rfqId),
              gt(uploadedFiles.createdAt, since),
            ),
          );
        if (used && (used.files >= UPLOAD_DAILY_MAX_FILES || used.bytes + input.bytes.length > UPLOAD_DAILY_MAX_BYTES))
          throw new AppError(ErrorCode.UPLOAD_QUOTA_REACHED);
        return tx
          .insert(uploadedFiles)
          .values({
            id: randomBytes(16).toString('hex'),
            buyerId: input.buyerId,
            purpose: input.purpose,
            kind,
            mime,
            name: displayName(input.name, kind),
            size: input.bytes.length,
            width,
            height,
            // Sent as base64 text for the database to decode: the drivers' bytea encoding of 10 MB costs seconds.
            data: sql`decode(${input.bytes.toString('base64')}, 'base64')`,
            createdAt: clock(),
          })
          .returning(FILE_META);
      });
      if (!row) throw new Error('no file row inserted');
      return toUploadedFile(row);
    },

    /** A file with its bytes, when the viewer may read it: its owner, or an operator. */
    async read(id: string, viewer: FileViewer): Promise<FileRow> {
      const [row] = await db
        .select({ ...FILE_META, hex: sql<string>`encode(${uploadedFiles.data}, 'hex')` })
        .from(uploadedFiles)
        .where(
          'operator' in viewer
            ? eq(uploadedFiles.id, id)
            : and(eq(uploadedFiles.id, id), eq(uploadedFiles.buyerId, viewer.buyerId)),
        )
        .limit(1);
      if (!row) throw new AppError(ErrorCode.FILE_NOT_FOUND);
      // Hex text decoded natively: the drivers' bytea parsing of 10 MB costs seconds.
      const { hex, ...meta } = row;
      return { ...meta, data: Buffer.from(hex, 'hex') };
    },

    /** Deletes uploads that no RFQ took within a day; answers how many. */
    async pruneOrphans(): Promise<number> {
      const cutoff = new Date(clock().getTime() - ORPHAN_FILE_TTL_MS);
      const deleted = await db
        .delete(uploadedFiles)
        .where(and(isNull(uploadedFiles.rfqId), lt(uploadedFiles.createdAt, cutoff)))
        .returning({ id: uploadedFiles.id });
      return deleted.length;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
