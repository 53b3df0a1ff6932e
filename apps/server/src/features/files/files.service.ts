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
import { and, eq, gt, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  afterSalesCaseFiles,
  afterSalesMessageFiles,
  buyers,
  purchasePlanLines,
  uploadedFiles,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Tx } from '../../lib/db-executor.js';
import { type DetectedFile, inspectFile } from './file-kind.js';

export type FileRow = typeof uploadedFiles.$inferSelect;

const REFUSAL = {
  type: ErrorCode.FILE_TYPE_NOT_ALLOWED,
  pixels: ErrorCode.IMAGE_SIZE_INVALID,
  too_complex: ErrorCode.FILE_TOO_COMPLEX,
} as const;

/** Who reads a file: its owner, or an operator (console or command line), who reads any. */
export type FileViewer = { buyerId: number } | { operator: true };

/** The file `id` if `viewer` may read it: an operator any, a buyer their own. */
function readableBy(id: string, viewer: FileViewer) {
  return 'operator' in viewer
    ? eq(uploadedFiles.id, id)
    : and(eq(uploadedFiles.id, id), eq(uploadedFiles.buyerId, viewer.buyerId));
}

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

/** The document asking about a file, which may keep what it holds already. */
export type FileHolder = { rfqId: number } | { planId: number };

/**
 * Whether a document holds the upload (a condition on `uploaded_files`): an RFQ, a purchase plan
 * line's picture (migration 0023), an after-sales case or one of its messages (0024); `except`
 * leaves its own holding out. The one rule of what is free: the cleanup keeps what it holds, and
 * every document takes only files it leaves free, so none takes over another's file.
 */
export function heldBy(except?: FileHolder): SQL {
  const rfq =
    except && 'rfqId' in except
      ? sql`${uploadedFiles.rfqId} IS NOT NULL AND ${uploadedFiles.rfqId} <> ${except.rfqId}`
      : sql`${uploadedFiles.rfqId} IS NOT NULL`;
  const otherPlans = except && 'planId' in except ? sql` AND ${purchasePlanLines.planId} <> ${except.planId}` : sql``;
  return sql`(${rfq}
    OR EXISTS (SELECT 1 FROM ${purchasePlanLines} WHERE ${purchasePlanLines.picture} = ${uploadedFiles.id}${otherPlans})
    OR EXISTS (SELECT 1 FROM ${afterSalesCaseFiles} WHERE ${afterSalesCaseFiles.fileId} = ${uploadedFiles.id})
    OR EXISTS (SELECT 1 FROM ${afterSalesMessageFiles} WHERE ${afterSalesMessageFiles.fileId} = ${uploadedFiles.id}))`;
}

/** Uploads nothing holds. */
const UNATTACHED = not(heldBy());

/**
 * Checks, for a document about to hold them, that `ids` are all the buyer's uploads of `purpose`
 * and that no other document holds any; else FILE_NOT_FOUND, as for a file that is not theirs.
 * The file rows are locked first and the holders read after, so of two documents taking one file
 * at once the second sees the first's hold.
 */
export async function requireFreeFiles(
  tx: Tx,
  buyerId: number,
  ids: readonly string[],
  purpose: UploadPurpose,
  holder?: FileHolder,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const owned = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(
      and(inArray(uploadedFiles.id, unique), eq(uploadedFiles.buyerId, buyerId), eq(uploadedFiles.purpose, purpose)),
    )
    .for('update');
  if (owned.length !== unique.length) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  const held = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, unique), heldBy(holder)));
  if (held.length > 0) throw new AppError(ErrorCode.FILE_NOT_FOUND);
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
     * and a jpg or png for a main picture. It belongs to no document until one takes it. Uploads
     * no document holds yet count against the buyer's daily quota (files and bytes).
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
          .where(and(eq(uploadedFiles.buyerId, input.buyerId), UNATTACHED, gt(uploadedFiles.createdAt, since)));
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
        .where(readableBy(id, viewer))
        .limit(1);
      if (!row) throw new AppError(ErrorCode.FILE_NOT_FOUND);
      // Hex text decoded natively: the drivers' bytea parsing of 10 MB costs seconds.
      const { hex, ...meta } = row;
      return { ...meta, data: Buffer.from(hex, 'hex') };
    },

    /** What `read` answers without the bytes: whether the viewer may read the file, and its kind. */
    async find(id: string, viewer: FileViewer): Promise<Omit<FileRow, 'data'>> {
      const [row] = await db.select(FILE_META).from(uploadedFiles).where(readableBy(id, viewer)).limit(1);
      if (!row) throw new AppError(ErrorCode.FILE_NOT_FOUND);
      return row;
    },

    /** Deletes uploads that no document (heldBy) took within a day; answers how many. */
    async pruneOrphans(): Promise<number> {
      const cutoff = new Date(clock().getTime() - ORPHAN_FILE_TTL_MS);
      const deleted = await db
        .delete(uploadedFiles)
        .where(and(UNATTACHED, lt(uploadedFiles.createdAt, cutoff)))
        .returning({ id: uploadedFiles.id });
      return deleted.length;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
