import { inflateRawSync } from 'node:zlib';
import { UPLOAD_ARCHIVE_MAX_ENTRIES, UPLOAD_ARCHIVE_MAX_INFLATED_BYTES } from '@mall/contract';

/**
 * What a zip archive is, read within bounds: Word (docx), Excel (xlsx), something else (`other`),
 * or `too_complex` when it is damaged or would take more than the limits to read (a decompression
 * bomb, a directory of thousands of entries, zip64, encryption, a method other than deflate).
 */
export type ArchiveKind = 'docx' | 'xlsx' | 'other' | 'too_complex';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
const CONTENT_TYPES = '[Content_Types].xml';

/** The content type of an Office Open XML package's main part names its kind. */
const MAIN_PART_TYPES: Array<[ArchiveKind, string]> = [
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
];

export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;
}

class TooComplex extends Error {}

function check(condition: boolean): asserts condition {
  if (!condition) throw new TooComplex();
}

function endOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_OF_DIRECTORY_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_OF_DIRECTORY_SIZE; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new TooComplex();
}

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory's entries, at most UPLOAD_ARCHIVE_MAX_ENTRIES of them. */
function entries(bytes: Buffer): Entry[] {
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // 0xFFFF and 0xFFFFFFFF point to a zip64 record: far beyond the size of an upload.
  check(count !== 0xffff && directoryOffset !== 0xffffffff);
  check(count <= UPLOAD_ARCHIVE_MAX_ENTRIES);
  check(directoryOffset + directorySize <= end);
  const list: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    check(at + 46 <= end && bytes.readUInt32LE(at) === CENTRAL_HEADER);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    check(next <= end);
    list.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  return list;
}

/**
 * One entry's bytes, inflated to at most UPLOAD_ARCHIVE_MAX_INFLATED_BYTES whatever its header
 * claims: zlib stops at the bound (`maxOutputLength`) instead of growing the buffer.
 */
function contents(bytes: Buffer, entry: Entry): Buffer {
  check((entry.flags & ENCRYPTED_FLAG) === 0);
  check(entry.size <= UPLOAD_ARCHIVE_MAX_INFLATED_BYTES);
  const local = entry.localOffset;
  check(local + 30 <= bytes.length && bytes.readUInt32LE(local) === LOCAL_HEADER);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  check(start + entry.compressedSize <= bytes.length);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return data;
  check(entry.method === DEFLATED);
  try {
    return inflateRawSync(data, { maxOutputLength: UPLOAD_ARCHIVE_MAX_INFLATED_BYTES });
  } catch {
    throw new TooComplex();
  }
}

/** Tells a Word or Excel file from any other zip by its `[Content_Types].xml`, inflating nothing else. */
export function archiveKind(bytes: Buffer): ArchiveKind {
  try {
    const contentTypes = entries(bytes).find((entry) => entry.name === CONTENT_TYPES);
    if (!contentTypes) return 'other';
    const xml = contents(bytes, contentTypes).toString('utf8');
    const match = MAIN_PART_TYPES.find(([, type]) => xml.includes(`ContentType="${type}"`));
    return match ? match[0] : 'other';
  } catch (error) {
    if (error instanceof TooComplex || error instanceof RangeError) return 'too_complex';
    throw error;
  }
}
