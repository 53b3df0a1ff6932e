import { IMAGE_MAX_SIDE_PX, IMAGE_MIN_SIDE_PX, type UploadKind } from '@mall/contract';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { archiveKind, isZip } from './office-archive.js';

export interface DetectedFile {
  kind: UploadKind;
  mime: string;
  width: number | null;
  height: number | null;
}

const MIME: Record<UploadKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const utf16 = (name: string) => Buffer.from(name, 'utf16le');

/**
 * Old Word and Excel files are OLE compound files, as are installers (.msi) and other formats:
 * only the stream names of the directory tell them apart ("WordDocument", "Workbook" or "Book").
 */
function compoundFileKind(bytes: Buffer): UploadKind | null {
  if (bytes.includes(utf16('WordDocument'))) return 'doc';
  if (bytes.includes(utf16('Workbook')) || bytes.includes(utf16('Book\0'))) return 'xls';
  return null;
}

/** How much of the file file-type reads: its own sample size, so no container it opens can grow. */
const SNIFF_BYTES = 4100;

/**
 * The kind of an upload from its bytes alone, null when it is none of jpg, png, Excel and Word, or
 * 'too_complex' for an archive that cannot be read within bounds. Zip archives (docx, xlsx) are
 * read here, not by file-type, which inflates an archive's entries without a limit.
 */
export async function detectKind(bytes: Buffer): Promise<UploadKind | 'too_complex' | null> {
  if (isZip(bytes)) {
    const kind = archiveKind(bytes);
    return kind === 'other' ? null : kind;
  }
  const type = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  switch (type?.ext) {
    case 'jpg':
    case 'png':
      return type.ext;
    case 'cfb':
      return compoundFileKind(bytes);
    default:
      return null;
  }
}

/** Pixel size of a picture, or null when its header cannot be read. */
function pixelSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export type Inspection = { ok: true; file: DetectedFile } | { ok: false; reason: 'type' | 'pixels' | 'too_complex' };

/** What the server makes of an upload's bytes: its kind, content type and, for pictures, a sane size. */
export async function inspectFile(bytes: Buffer): Promise<Inspection> {
  const kind = await detectKind(bytes);
  if (!kind) return { ok: false, reason: 'type' };
  if (kind === 'too_complex') return { ok: false, reason: 'too_complex' };
  if (kind !== 'jpg' && kind !== 'png')
    return { ok: true, file: { kind, mime: MIME[kind], width: null, height: null } };
  const size = pixelSize(bytes);
  if (!size) return { ok: false, reason: 'type' };
  const sides = [size.width, size.height];
  if (sides.some((side) => side < IMAGE_MIN_SIDE_PX || side > IMAGE_MAX_SIDE_PX))
    return { ok: false, reason: 'pixels' };
  return { ok: true, file: { kind, mime: MIME[kind], ...size } };
}
