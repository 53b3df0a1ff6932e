import { PICTURE_WIDTHS, pictureAtWidth } from '@mall/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { png } from '../../../test/sample-files.js';
import { uploadPicture } from './console-test-kit.js';

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** An older Safari's images: any image type, WebP not named. */
const NO_WEBP_ACCEPT = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

let t: TestApp;
let catalog: string;
/** A banner photographed wide, and a logo with a transparent background. */
let photo: string;
let logo: string;

async function upload(bytes: Buffer, name: string): Promise<string> {
  const answer = await uploadPicture(t.app, catalog, bytes, name);
  expect(answer.result.code).toBe(0);
  return answer.data.url;
}

beforeAll(async () => {
  t = await buildTestApp();
  await createOperator(t.db, 'pictures@mall.example', 'catalog');
  catalog = await loginOperator(t.app, 'pictures@mall.example');
  const wide = { width: 2000, height: 800, channels: 3, background: { r: 200, g: 60, b: 40 } } as const;
  photo = await upload(await sharp({ create: wide }).jpeg().toBuffer(), 'banner.jpg');
  const clear = { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } as const;
  logo = await upload(await sharp({ create: clear }).png().toBuffer(), 'logo.png');
});
afterAll(() => t.close());

async function fetchAt(url: string, width: (typeof PICTURE_WIDTHS)[number], accept: string) {
  const res = await t.app.inject({ url: pictureAtWidth(url, width) ?? '', headers: { accept } });
  expect(res.statusCode).toBe(200);
  return { res, meta: await sharp(res.rawPayload).metadata() };
}

describe('GET /media/uploads/:id/:width', () => {
  it('serves an uploaded photo at every served width, as WebP where accepted and as JPEG otherwise', async () => {
    for (const width of PICTURE_WIDTHS) {
      const webp = await fetchAt(photo, width, WEBP_ACCEPT);
      expect(webp.res.headers['content-type']).toBe('image/webp');
      expect([webp.meta.format, webp.meta.width, webp.meta.height]).toEqual(['webp', width, (width * 2) / 5]);
      expect(webp.res.headers.vary).toBe('Accept');
      expect(webp.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(webp.res.headers['x-content-type-options']).toBe('nosniff');
      const jpeg = await fetchAt(photo, width, NO_WEBP_ACCEPT);
      expect(jpeg.res.headers['content-type']).toBe('image/jpeg');
      expect([jpeg.meta.format, jpeg.meta.width]).toEqual(['jpeg', width]);
      expect(jpeg.res.headers.etag).not.toBe(webp.res.headers.etag);
    }
    const original = await t.app.inject({ url: photo });
    const smallest = await fetchAt(photo, 120, WEBP_ACCEPT);
    expect(smallest.res.rawPayload.length).toBeLessThan(original.rawPayload.length);
  });

  it('keeps a logo’s transparency, as PNG where WebP is not taken', async () => {
    for (const accept of [WEBP_ACCEPT, NO_WEBP_ACCEPT]) {
      const { meta } = await fetchAt(logo, 240, accept);
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
        accept === WEBP_ACCEPT ? 'webp' : 'png',
        240,
        240,
        true,
      ]);
    }
  });

  it('does not enlarge a picture narrower than the width asked', async () => {
    const small = await upload(png(64, 48), 'small.png');
    const { meta } = await fetchAt(small, 960, WEBP_ACCEPT);
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it('turns a photo as its camera recorded it', async () => {
    const landscape = { width: 400, height: 200, channels: 3, background: { r: 10, g: 90, b: 160 } } as const;
    // EXIF orientation 6: the camera was held on its side; the picture is shown turned a quarter.
    const turned = await upload(
      await sharp({ create: landscape }).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
      'turned.jpg',
    );
    const { meta } = await fetchAt(turned, 120, WEBP_ACCEPT);
    expect([meta.width, meta.height]).toEqual([120, 240]);
  });

  it('answers 304 to a matching If-None-Match of the same format', async () => {
    const first = await fetchAt(photo, 360, WEBP_ACCEPT);
    const again = await t.app.inject({
      url: pictureAtWidth(photo, 360) ?? '',
      headers: { accept: WEBP_ACCEPT, 'if-none-match': first.res.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a width not served and for an upload that does not exist', async () => {
    const id = photo.split('/').pop();
    for (const url of [
      `/media/uploads/${id}/100`,
      `/media/uploads/${id}/abc`,
      `/media/uploads/${id}/4800`,
      `/media/uploads/${'0'.repeat(32)}/240`,
      `/media/uploads/${id?.toUpperCase()}/240`,
      '/media/uploads/not-an-id/240',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: WEBP_ACCEPT } });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
