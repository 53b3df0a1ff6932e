import {
  type Banner,
  type CategoryNode,
  type Envelope,
  type Page,
  PICTURE_WIDTHS,
  type Product,
  type ProductDetail,
  pictureAtWidth,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function data<T>(url: string): Promise<T> {
  return (await t.app.inject({ url })).json<Envelope<T>>().data;
}

describe('GET /media/:kind/:id.svg', () => {
  it('serves every image URL the catalogue hands out, as SVG cached for good with an ETag', async () => {
    const [product] = (await data<Page<Product>>('/api/en/shop/product/recommend?pageSize=1')).list;
    const [category] = (await data<{ list: CategoryNode[] }>('/api/shop/category')).list;
    const [banner] = (await data<{ list: Banner[] }>('/api/shop/swiper')).list;
    const detail = await data<ProductDetail>(`/api/en/shop/product/detail?id=${product?.id}`);
    const gallery = detail.images.slice(1);
    expect(gallery).toHaveLength(2);
    for (const url of [product?.image, ...gallery, category?.image, category?.children[0]?.image, banner?.image]) {
      expect(url).toMatch(/^\/media\/(product|category|banner)\/\d+(-\d)?\.svg\?v=[\w-]{12}$/);
      const res = await t.app.inject({ url: url ?? '' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).not.toMatch(/<script|href=/);
      // The URL's version is the content hash, so a changed drawing gets a new URL.
      expect(res.headers.etag).toBe(`"${url?.split('?v=')[1]}"`);
    }
  });

  it('draws each view of a gallery differently', async () => {
    const views = await Promise.all(['1', '1-1', '1-2'].map((id) => t.app.inject({ url: `/media/product/${id}.svg` })));
    expect(views.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(views.map((res) => res.body)).size).toBe(3);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: '/media/product/1.svg' });
    const again = await t.app.inject({ url: '/media/product/1.svg', headers: { 'if-none-match': first.headers.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for what does not exist', async () => {
    for (const url of [
      '/media/product/99999.svg',
      '/media/product/0.svg',
      '/media/product/abc.svg',
      '/media/user/1.svg',
      '/media/product/1-3.svg',
      '/media/product/1-0.svg',
      '/media/category/1-1.svg',
      '/media/product/1-.svg',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('GET /media/:kind/:id/:width', () => {
  const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  it('serves each drawn picture at every served width: WebP where accepted, PNG otherwise, cached for good', async () => {
    const [product] = (await data<Page<Product>>('/api/en/shop/product/recommend?pageSize=1')).list;
    const [banner] = (await data<{ list: Banner[] }>('/api/shop/swiper')).list;
    for (const image of [product?.image ?? '', banner?.image ?? '']) {
      for (const width of PICTURE_WIDTHS) {
        const url = pictureAtWidth(image, width) ?? '';
        expect(url).toMatch(new RegExp(`^/media/(product|banner)/\\d+/${width}\\?v=[\\w-]{12}$`));
        const webp = await t.app.inject({ url, headers: { accept: WEBP_ACCEPT } });
        expect(webp.statusCode).toBe(200);
        expect(webp.headers['content-type']).toBe('image/webp');
        expect(webp.headers.vary).toBe('Accept');
        expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const drawn = imageSize(webp.rawPayload);
        expect([drawn.type, drawn.width]).toEqual(['webp', width]);
        // An older Safari's images: any image type, WebP not named.
        const png = await t.app.inject({ url, headers: { accept: 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5' } });
        expect(png.headers['content-type']).toBe('image/png');
        expect([imageSize(png.rawPayload).type, imageSize(png.rawPayload).width]).toEqual(['png', width]);
        expect(png.headers.etag).not.toBe(webp.headers.etag);
      }
    }
  });

  it('keeps a square product picture square and a banner at its own proportions', async () => {
    const product = await t.app.inject({ url: '/media/product/1-2/240', headers: { accept: WEBP_ACCEPT } });
    expect(imageSize(product.rawPayload)).toMatchObject({ width: 240, height: 240 });
    const banner = await t.app.inject({ url: '/media/banner/1/720', headers: { accept: WEBP_ACCEPT } });
    expect(imageSize(banner.rawPayload)).toMatchObject({ width: 720, height: 288 });
  });

  it('answers 304 to a matching If-None-Match of the same format', async () => {
    const first = await t.app.inject({ url: '/media/category/1/120', headers: { accept: WEBP_ACCEPT } });
    const again = await t.app.inject({
      url: '/media/category/1/120',
      headers: { accept: WEBP_ACCEPT, 'if-none-match': first.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an address with its drawing’s version from memory, and any other address from the item as it is now', async () => {
    const [banner] = (await data<{ list: Banner[] }>('/api/shop/swiper')).list;
    const drawn = banner?.image ?? '';
    const id = /\/banner\/(\d+)\.svg/.exec(drawn)?.[1];
    const at480 = pictureAtWidth(drawn, 480) ?? '';
    const before = await t.app.inject({ url: at480, headers: { accept: WEBP_ACCEPT } });
    const svgBefore = await t.app.inject({ url: drawn });
    // The banner changes colour behind the storefront's back: its drawing, and so its version, change.
    await t.db.execute(sql`update banners set hue = (hue + 120) % 360 where id = ${Number(id)}`);
    try {
      const again = await t.app.inject({ url: at480, headers: { accept: WEBP_ACCEPT } });
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(before.headers.etag);
      expect(again.rawPayload.equals(before.rawPayload)).toBe(true);
      expect((await t.app.inject({ url: drawn })).body).toBe(svgBefore.body);
      // Without a version, or with one that is not the drawing's, the address is drawn afresh.
      const now = await t.app.inject({ url: drawn.replace(/\?v=.*$/, '') });
      expect(now.body).not.toBe(svgBefore.body);
      const stale = await t.app.inject({
        url: at480.replace(/\?v=.*$/, '?v=not-its-hash'),
        headers: { accept: WEBP_ACCEPT },
      });
      expect(stale.headers.etag).toBe(`"${now.headers.etag?.slice(1, -1)}-480-webp"`);
    } finally {
      await t.db.execute(sql`update banners set hue = (hue + 240) % 360 where id = ${Number(id)}`);
    }
  });

  it('answers 404 for a width not served and for what does not exist', async () => {
    for (const url of [
      '/media/product/1/100',
      '/media/product/1/0',
      '/media/product/1/4800',
      '/media/product/1/abc',
      '/media/product/99999/240',
      '/media/product/1-3/240',
      '/media/user/1/240',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: WEBP_ACCEPT } });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
