import {
  ORPHAN_FILE_TTL_MS,
  UPLOAD_ARCHIVE_MAX_ENTRIES,
  UPLOAD_ARCHIVE_MAX_INFLATED_BYTES,
  UPLOAD_DAILY_MAX_BYTES,
  UPLOAD_DAILY_MAX_FILES,
  UPLOAD_FILE_MAX_BYTES,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, queryRows, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import {
  compoundFile,
  docx,
  executable,
  manyEntriesZip,
  multipart,
  type Part,
  png,
  pngHeaderOnly,
  xlsx,
  zipBomb,
} from '../../../test/sample-files.js';
import { createFilesService } from './files.service.js';

const UPLOAD = '/api/buyer/v1/upload/files';
const now = Date.parse('2026-09-10T06:00:00Z');
let t: TestApp;
let member: string;
let other: string;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock: () => new Date(now) });
  await createBuyer(t.db, { email: 'files@example.com', status: 'member', memberUntil: '2027-12-31' });
  await createBuyer(t.db, { email: 'other@example.com', status: 'member', memberUntil: '2027-12-31' });
  await createBuyer(t.db, { email: 'pending-files@example.com' });
  member = await loginAs(t.app, 'files@example.com');
  other = await loginAs(t.app, 'other@example.com');
});
afterAll(() => t.close());

function upload(cookie: string, parts: Part[], lang = 'en_US') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: body.payload,
    headers: { ...body.headers, cookie: `${cookie}; frontend_lang=${lang}` },
  });
}

const file = (filename: string, bytes: Buffer, type = 'attachment'): Part[] => [
  { name: 'type', value: type },
  { name: 'file', file: { filename, bytes } },
];

const fileCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM uploaded_files`))[0]?.n;

describe('POST /api/buyer/v1/upload/files', () => {
  it('stores a picture under a server-made id, with its kind and pixel size from the bytes', async () => {
    const res = await upload(member, file('photo.png', png(64, 48), 'main_picture'));
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ name: 'photo.png', kind: 'png', purpose: 'main_picture', width: 64, height: 48 });
    expect(body.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.data.url).toBe(`/api/buyer/v1/file?id=${body.data.id}`);
  });

  it.each([
    ['sheet.xlsx', xlsx(), 'xlsx'],
    ['letter.docx', docx(), 'docx'],
    ['deflated.xlsx', xlsx({ compress: true }), 'xlsx'],
    ['deflated.docx', docx({ compress: true }), 'docx'],
    ['old.doc', compoundFile('WordDocument'), 'doc'],
    ['old.xls', compoundFile('Workbook'), 'xls'],
  ])('accepts the office file %s as %s', async (name, bytes, kind) => {
    const res = await upload(member, file(name, bytes));
    expect(res.json().data).toMatchObject({ kind, width: null, height: null });
  });

  it('refuses a renamed executable, whatever its name and declared type', async () => {
    const before = await fileCount();
    const body = multipart([
      { name: 'type', value: 'attachment' },
      { name: 'file', file: { filename: 'invoice.docx', bytes: executable(), contentType: 'application/msword' } },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, cookie: `${member}; frontend_lang=en_US` },
    });
    expect(res.json()).toMatchObject({
      status: 60187,
      result: { code: 60187, message: 'Only jpg, png, Excel and Word files can be uploaded.' },
    });
    expect(await fileCount()).toBe(before);
  });

  describe('a decompression bomb', () => {
    const MiB = 1024 * 1024;
    const tooComplex = {
      code: 60198,
      message:
        'The file is damaged or too complex to check. Please save it again in Word or Excel, or send a simpler copy.',
    };
    /** The most memory the process has held so far, in bytes (the peak, not the current size). */
    const peakRss = () => process.resourceUsage().maxRSS * 1024;

    it('is refused without inflating it: the memory stays flat, nothing is kept', async () => {
      // Half a GiB of zeros, headers claiming a thousand bytes: only a bound on inflating stops it.
      const bomb = await zipBomb(512 * MiB, 1000);
      expect(bomb.length).toBeLessThan(MiB);
      const before = await fileCount();
      const peakBefore = peakRss();
      const res = await upload(member, file('bomb.docx', bomb));
      expect(peakRss() - peakBefore).toBeLessThan(48 * MiB);
      expect(res.json().result).toEqual(tooComplex);
      expect(await fileCount()).toBe(before);
    });

    it('is refused from its headers when they admit the size, in the caller language', async () => {
      const bomb = await zipBomb(UPLOAD_ARCHIVE_MAX_INFLATED_BYTES + 1);
      expect((await upload(member, file('bomb.xlsx', bomb), 'zh_CN')).json().result).toEqual({
        code: 60198,
        message: '文件已损坏或过于复杂，无法检查。请在 Word 或 Excel 中重新保存，或发送更简单的副本。',
      });
    });

    it('refuses an archive of more entries than it reads, and takes one at the limit', async () => {
      const over = await upload(member, file('many.docx', manyEntriesZip(UPLOAD_ARCHIVE_MAX_ENTRIES + 1)));
      expect(over.json().result).toEqual(tooComplex);
      const atLimit = await upload(member, file('full.docx', manyEntriesZip(UPLOAD_ARCHIVE_MAX_ENTRIES)));
      expect(atLimit.json().data).toMatchObject({ kind: 'docx' });
    });

    it('refuses a truncated archive as damaged, and a zip that is no Office file as not allowed', async () => {
      const cut = docx({ compress: true });
      expect((await upload(member, file('cut.docx', cut.subarray(0, cut.length - 30)))).json().result).toEqual(
        tooComplex,
      );
      const plainZip = docx().toString('latin1').replaceAll('[Content_Types].xml', '[Content_Other].xml');
      expect((await upload(member, file('a.docx', Buffer.from(plainZip, 'latin1')))).json().result.code).toBe(60187);
    });
  });

  it('refuses a compound file that is neither Word nor Excel (an installer, say)', async () => {
    expect((await upload(member, file('setup.doc', compoundFile('MsiInstaller')))).json().result.code).toBe(60187);
  });

  it('refuses a Word file as the main picture', async () => {
    const res = await upload(member, file('pic.docx', docx(), 'main_picture'));
    expect(res.json().result).toEqual({ code: 60195, message: 'The main picture must be a jpg or png image.' });
  });

  it('refuses an empty file, in the caller language', async () => {
    const res = await upload(member, file('empty.png', Buffer.alloc(0)), 'zh_CN');
    expect(res.json().result).toEqual({ code: 60189, message: '文件为空，请重新选择。' });
  });

  it('refuses a file over 10 MB and keeps nothing', async () => {
    const before = await fileCount();
    const big = Buffer.concat([png(), Buffer.alloc(UPLOAD_FILE_MAX_BYTES)]);
    const res = await upload(member, file('big.png', big));
    expect(res.json().result).toEqual({ code: 60188, message: 'Each file can be at most 10 MB.' });
    expect(await fileCount()).toBe(before);
  });

  it('refuses pictures of absurd pixel sizes', async () => {
    expect((await upload(member, file('huge.png', pngHeaderOnly(20_000, 20_000)))).json().result).toEqual({
      code: 60192,
      message: 'The picture must be 16 to 10,000 pixels on each side.',
    });
    expect((await upload(member, file('dot.png', png(4, 4)))).json().result.code).toBe(60192);
  });

  it('refuses a truncated upload and keeps nothing', async () => {
    const before = await fileCount();
    const body = multipart(file('cut.png', png()));
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload.subarray(0, body.payload.length - 60),
      headers: { ...body.headers, cookie: member },
    });
    expect(res.json().result).toEqual({ code: 60193, message: 'The upload was interrupted. Please try again.' });
    expect(await fileCount()).toBe(before);
  });

  it('keeps only the base name of a path-like file name and refuses a 300-character one', async () => {
    const res = await upload(member, file('../../etc/passwd.png', png()));
    expect(res.json().data.name).toBe('passwd.png');
    const long = await upload(member, file(`${'a'.repeat(296)}.png`, png()));
    expect(long.json().result.code).toBe(60194);
  });

  it('names a missing file or a wrong type field', async () => {
    const noFile = await upload(member, [{ name: 'type', value: 'attachment' }]);
    expect(noFile.json()).toMatchObject({ status: 400, result: { message: 'file: is required' } });
    const badType = await upload(member, file('a.png', png(), 'avatar'));
    expect(badType.json()).toMatchObject({ status: 400 });
    expect(badType.json().result.message).toMatch(/^type: must be one of main_picture, attachment/);
    const form = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: { type: 'attachment' },
      headers: { cookie: member },
    });
    expect(form.json()).toMatchObject({ status: 400, result: { message: 'file: is required' } });
  });

  it('refuses two files in one request', async () => {
    const res = await upload(member, [
      ...file('a.png', png()),
      { name: 'file', file: { filename: 'b.png', bytes: png() } },
    ]);
    expect(res.json().result.code).toBe(60190);
  });

  it('asks a visitor to log in and tells a pending account why it cannot upload', async () => {
    expect((await upload('', file('a.png', png()))).json().result.code).toBe(401);
    const pending = await loginAs(t.app, 'pending-files@example.com');
    expect((await upload(pending, file('a.png', png()))).json().result.code).toBe(60119);
  });
});

describe('the daily upload quota', () => {
  const quotaReached = {
    code: 60199,
    message:
      'You have reached the upload limit for today (100 files or 200 MB not yet in an RFQ). Submit your RFQ or try again tomorrow.',
  };

  /** Uploads the buyer made earlier, straight into the table: `count` files of `size` bytes each. */
  async function earlierUploads(buyerId: number, count: number, size: number, at = new Date(now)) {
    await t.db.execute(sql`
      INSERT INTO uploaded_files (id, buyer_id, purpose, kind, mime, name, size, data, created_at)
      SELECT md5(random()::text || g), ${buyerId}, 'attachment', 'png', 'image/png', 'earlier.png', ${size},
             '\\x00'::bytea, ${at.toISOString()}::timestamptz
      FROM generate_series(1, ${count}) AS g`);
  }

  async function newMember(email: string) {
    const buyer = await createBuyer(t.db, { email, status: 'member', memberUntil: '2027-12-31' });
    return { id: buyer.id, cookie: await loginAs(t.app, email) };
  }

  it('refuses the upload past the daily number of files, even when several arrive at once', async () => {
    const buyer = await newMember('quota-count@example.com');
    await earlierUploads(buyer.id, UPLOAD_DAILY_MAX_FILES - 2, 100);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => upload(buyer.cookie, file(`p${i}.png`, png()))),
    );
    const codes = answers.map((res) => res.json().result.code).sort();
    expect(codes).toEqual([0, 0, 60199, 60199, 60199]);
    expect(answers.find((res) => res.json().result.code === 60199)?.json().result).toEqual(quotaReached);
    const [held] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM uploaded_files WHERE buyer_id = ${buyer.id}`,
    );
    expect(held?.n).toBe(UPLOAD_DAILY_MAX_FILES);
  });

  it('refuses the upload that would pass the daily bytes, in the caller language', async () => {
    const buyer = await newMember('quota-bytes@example.com');
    const picture = png();
    await earlierUploads(buyer.id, 1, UPLOAD_DAILY_MAX_BYTES - picture.length);
    expect((await upload(buyer.cookie, file('fits.png', picture))).json().result.code).toBe(0);
    expect((await upload(buyer.cookie, file('over.png', picture), 'zh_CN')).json().result).toEqual({
      code: 60199,
      message: '今日上传已达上限（未加入询价单的文件最多 100 个或 200 MB）。请先提交询价单，或明天再试。',
    });
  });

  it('counts only the last day, and only this buyer', async () => {
    const buyer = await newMember('quota-day@example.com');
    await earlierUploads(buyer.id, UPLOAD_DAILY_MAX_FILES, 100, new Date(now - ORPHAN_FILE_TTL_MS - 1000));
    expect((await upload(buyer.cookie, file('today.png', png()))).json().result.code).toBe(0);
    const neighbour = await newMember('quota-neighbour@example.com');
    await earlierUploads(neighbour.id, UPLOAD_DAILY_MAX_FILES, 100);
    expect((await upload(buyer.cookie, file('again.png', png()))).json().result.code).toBe(0);
    expect((await upload(neighbour.cookie, file('one.png', png()))).json().result).toEqual(quotaReached);
  });
});

describe('GET /api/buyer/v1/file', () => {
  it('serves the bytes to their owner with the detected content type, and to nobody else', async () => {
    const bytes = png(20, 20);
    const { id } = (await upload(member, file('shown.jpg', bytes, 'main_picture'))).json().data;
    const mine = await t.app.inject({ method: 'GET', url: `/api/buyer/v1/file?id=${id}`, headers: { cookie: member } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(bytes)).toBe(true);

    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/buyer/v1/file?id=${id}`,
      headers: { cookie: other },
    });
    expect(theirs.json().result).toEqual({
      code: 60191,
      message: 'The file does not exist or has expired. Please upload it again.',
    });
    const visitor = await t.app.inject({ method: 'GET', url: `/api/buyer/v1/file?id=${id}` });
    expect(visitor.json().result.code).toBe(401);
  });

  it('serves office files as downloads under their display name', async () => {
    const { id } = (await upload(member, file('报价 sheet.xlsx', xlsx()))).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/api/buyer/v1/file?id=${id}`, headers: { cookie: member } });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('报价 sheet.xlsx')}`,
    );
  });

  describe('a picture at a served width', () => {
    const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const NO_WEBP_ACCEPT = 'image/png,image/*;q=0.8,*/*;q=0.5';
    let photo: string;

    beforeAll(async () => {
      const taken = { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 90, b: 160 } } as const;
      const bytes = await sharp({ create: taken }).jpeg().toBuffer();
      photo = (await upload(member, file('pump.jpg', bytes, 'main_picture'))).json().data.id;
    });

    const read = (url: string, cookie: string, accept = WEBP_ACCEPT) =>
      t.app.inject({ method: 'GET', url, headers: { cookie, accept } });

    it('reaches its owner resized, as WebP where taken and as JPEG otherwise, and nobody else', async () => {
      const webp = await read(`/api/buyer/v1/file?id=${photo}&width=240`, member);
      expect(webp.statusCode).toBe(200);
      expect(webp.headers).toMatchObject({
        'content-type': 'image/webp',
        vary: 'Accept',
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
        'content-disposition': "inline; filename*=UTF-8''pump.jpg",
      });
      expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 180 });
      const jpeg = await read(`/api/buyer/v1/file?id=${photo}&width=720`, member, NO_WEBP_ACCEPT);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 720, height: 540 });

      // Kept resized by id, yet asked of its reader each time.
      const theirs = await read(`/api/buyer/v1/file?id=${photo}&width=240`, other);
      expect(theirs.json().result).toEqual({
        code: 60191,
        message: 'The file does not exist or has expired. Please upload it again.',
      });
      expect((await t.app.inject({ url: `/api/buyer/v1/file?id=${photo}&width=240` })).json().result.code).toBe(401);
    });

    it('keeps a PNG a PNG where WebP is not taken, and does not enlarge it', async () => {
      const { id } = (await upload(member, file('small.png', png(100, 50)))).json().data;
      const res = await read(`/api/buyer/v1/file?id=${id}&width=480`, member, NO_WEBP_ACCEPT);
      expect(res.headers['content-type']).toBe('image/png');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 100, height: 50 });
    });

    it('is refused for a document and at a width not served, by name', async () => {
      const { id } = (await upload(member, file('sheet.xlsx', xlsx()))).json().data;
      expect((await read(`/api/buyer/v1/file?id=${id}&width=240`, member)).json()).toEqual({
        status: 400,
        data: null,
        result: {
          code: 400,
          message: 'width: Only a picture is served at a width; leave the width out for a document',
        },
      });
      const odd = await read(`/api/buyer/v1/file?id=${photo}&width=300`, member);
      expect(odd.json()).toEqual({ status: 400, data: null, result: { code: 400, message: 'width: is not valid' } });
    });

    it('reaches an operator through the console, resized the same way', async () => {
      await createOperator(t.db, 'files-sales@mall.example', 'sales');
      const sales = await loginOperator(t.app, 'files-sales@mall.example');
      const res = await read(`/api/console/v1/files?id=${photo}&width=120`, sales);
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 120, height: 90 });
    });

    it('is resized once for its buyer and the operators alike: the second reader gets the kept picture', async () => {
      expect((await read(`/api/buyer/v1/file?id=${photo}&width=480`, member)).statusCode).toBe(200);
      // Bytes that would resize to another shape: only a kept picture still answers 480 x 360.
      const other = await sharp({ create: { width: 100, height: 50, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer();
      await t.db.execute(
        sql`UPDATE uploaded_files SET data = decode(${other.toString('hex')}, 'hex') WHERE id = ${photo}`,
      );
      const sales = await loginOperator(t.app, 'files-sales@mall.example');
      const kept = await read(`/api/console/v1/files?id=${photo}&width=480`, sales);
      expect(await sharp(kept.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
      const whole = await read(`/api/console/v1/files?id=${photo}`, sales);
      expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ width: 100, height: 50 });
    });
  });

  it('lets an operator read any file through the service', async () => {
    const { id } = (await upload(member, file('op.png', png()))).json().data;
    const files = createFilesService({ db: t.db, clock: () => new Date(now) });
    expect((await files.read(id, { operator: true })).name).toBe('op.png');
    await expect(files.read(id, { buyerId: -1 })).rejects.toMatchObject({ code: 60191 });
  });
});

describe('orphan clean-up', () => {
  it('deletes files no RFQ took within a day, and only those', async () => {
    const { id: fresh } = (await upload(member, file('fresh.png', png()))).json().data;
    const justUnder = createFilesService({ db: t.db, clock: () => new Date(now + ORPHAN_FILE_TTL_MS - 1000) });
    await justUnder.pruneOrphans();
    expect(await queryRows(t.db, sql`SELECT id FROM uploaded_files WHERE id = ${fresh}`)).toHaveLength(1);
    const dayLater = createFilesService({ db: t.db, clock: () => new Date(now + ORPHAN_FILE_TTL_MS + 1000) });
    expect(await dayLater.pruneOrphans()).toBeGreaterThan(0);
    expect(await fileCount()).toBe(0);
  });
});
