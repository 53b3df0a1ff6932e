import { crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';

/** Real little files of each kind an inquiry takes, and a few it must refuse, made in memory. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour. */
export function png(width = 64, height = 48, rgb: [number, number, number] = [30, 120, 220]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG header claiming a size of its choice (only the header: what a decompression bomb shows). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An entry of a zip: its bytes as stored, the method (0 stored, 8 deflated), and what they inflate to. */
interface ZipEntry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  size: number;
  crc: number;
}

const stored = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text, 'utf8');
  return { name, data, method: 0, size: data.length, crc: crc32(data) };
};

const deflated = (name: string, text: string): ZipEntry => {
  const plain = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(plain), method: 8, size: plain.length, crc: crc32(plain) };
};

/** A zip of the given entries, each with its local header, then the central directory. */
function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method, size, crc } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`;

/** A Word file of stored parts; `deflated` as Word itself writes them. */
export function docx({ compress = false } = {}): Buffer {
  const entry = compress ? deflated : stored;
  return zip([
    entry('[Content_Types].xml', contentTypes('wordprocessingml.document')),
    entry('word/document.xml', '<w/>'),
  ]);
}

export function xlsx({ compress = false } = {}): Buffer {
  const entry = compress ? deflated : stored;
  return zip([entry('[Content_Types].xml', contentTypes('spreadsheetml.sheet')), entry('xl/workbook.xml', '<x/>')]);
}

/** A zip of that many empty entries (a directory too long to read). */
export function manyEntriesZip(count: number): Buffer {
  return zip([
    stored('[Content_Types].xml', contentTypes('wordprocessingml.document')),
    ...Array.from({ length: count - 1 }, (_, i) => stored(`word/part${i}.xml`, '')),
  ]);
}

/**
 * A decompression bomb shaped as a Word file: its `[Content_Types].xml` is the deflate of
 * `inflatedBytes` zeros, about a thousandth of that size. Made by streaming, so making it stays small
 * in memory. `declaredSize` is what the headers claim it inflates to (a bomb may lie).
 */
export async function zipBomb(inflatedBytes: number, declaredSize = inflatedBytes): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let written = 0; written < inflatedBytes; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, inflatedBytes - written));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(parts);
  return zip([
    { name: '[Content_Types].xml', data, method: 8, size: declaredSize, crc },
    stored('word/document.xml', '<w/>'),
  ]);
}

/** An OLE compound file with the given stream name in its directory (Word: WordDocument). */
export function compoundFile(streamName: string): Buffer {
  const bytes = Buffer.alloc(2048);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  bytes.write(streamName, 1024, 'utf16le');
  return bytes;
}

/** A Windows executable's first bytes. */
export function executable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'binary');
  return bytes;
}

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; bytes: Buffer; contentType?: string };
}

/** A multipart/form-data body and its content type, for `app.inject`. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----mallTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
