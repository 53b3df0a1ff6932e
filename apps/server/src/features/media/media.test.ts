import type { Banner, CategoryNode, Envelope, Page, Product, ProductDetail } from '@mall/contract';
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
