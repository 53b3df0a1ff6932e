import { describe, expect, it } from 'vitest';
import { CONSOLE_API } from './console-routes.js';
import { PICTURE_WIDTHS, pictureAtWidth, pictureSources } from './pictures.js';
import { API } from './routes.js';
import { fileQuerySchema } from './schemas/files.js';

describe('pictureAtWidth', () => {
  it('addresses a drawn picture, a gallery view included, at a served width with its content hash', () => {
    expect(pictureAtWidth('/media/product/12.svg?v=Ab_-9xYz0123', 480)).toBe('/media/product/12/480?v=Ab_-9xYz0123');
    expect(pictureAtWidth('/media/product/12-2.svg?v=Ab_-9xYz0123', 120)).toBe(
      '/media/product/12-2/120?v=Ab_-9xYz0123',
    );
    expect(pictureAtWidth('/media/category/3.svg?v=h', 120)).toBe('/media/category/3/120?v=h');
    expect(pictureAtWidth('/media/banner/1.svg?v=h', 960)).toBe('/media/banner/1/960?v=h');
  });

  it('addresses an operator’s upload at a served width by its id alone', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(pictureAtWidth(`/media/uploads/${id}`, 720)).toBe(`/media/uploads/${id}/720`);
    expect(pictureAtWidth(`/media/products/${id}.jpg`, 240)).toBe(`/media/products/${id}.jpg/240`);
    expect(pictureAtWidth(`/media/products/${id}.png`, 120)).toBe(`/media/products/${id}.png/120`);
  });

  it('addresses a buyer’s picture, as its owner or an operator reads it, at a served width the file query takes', () => {
    const id = '0123456789abcdef0123456789abcdef';
    for (const path of [API.file.path, CONSOLE_API.file.path]) {
      const atWidth = pictureAtWidth(`${path}?id=${id}`, 360);
      expect(atWidth).toBe(`${path}?id=${id}&width=360`);
      const query = Object.fromEntries(new URL(atWidth ?? '', 'http://mall.test').searchParams);
      expect(fileQuerySchema.parse(query)).toEqual({ id, width: 360 });
    }
    expect(fileQuerySchema.safeParse({ id, width: '300' }).success).toBe(false);
    expect(fileQuerySchema.parse({ id })).toEqual({ id });
  });

  it('leaves alone what the mall did not draw', () => {
    for (const url of [
      '/media/products/7.webp',
      '/media/products/0123456789abcdef0123456789abcdef.gif',
      '/media/products/0123456789abcdef0123456789abcdef',
      '/media/uploads/0123abcd',
      '/media/uploads/0123456789ABCDEF0123456789ABCDEF',
      '/media/uploads/0123456789abcdef0123456789abcdef/720',
      '/media/product/12.svg',
      '/media/user/1.svg?v=h',
      'https://cdn.example.com/media/product/12.svg?v=h',
      '/media/product/12.svg?v=h&x=1',
      '/api/buyer/v1/file?id=0123abcd',
      '/api/buyer/v1/file?id=0123456789abcdef0123456789abcdef&width=240',
      '/api/buyer/v1/files?id=0123456789abcdef0123456789abcdef',
    ]) {
      expect(pictureAtWidth(url, 240)).toBeNull();
    }
  });
});

describe('pictureSources', () => {
  it('offers every served width and falls back to the one asked', () => {
    const sources = pictureSources('/media/product/5.svg?v=h', '50vw', 360);
    expect(sources).toEqual({
      src: '/media/product/5/360?v=h',
      srcSet: PICTURE_WIDTHS.map((width) => `/media/product/5/${width}?v=h ${width}w`).join(', '),
      sizes: '50vw',
    });
  });

  it('offers an upload at every served width too', () => {
    const id = 'ffeeddccbbaa99887766554433221100';
    expect(pictureSources(`/media/uploads/${id}`, '960px', 960)).toEqual({
      src: `/media/uploads/${id}/960`,
      srcSet: PICTURE_WIDTHS.map((width) => `/media/uploads/${id}/${width} ${width}w`).join(', '),
      sizes: '960px',
    });
  });

  it('gives any other picture as it is, with no widths to choose from', () => {
    expect(pictureSources('/media/uploads/ab12', '50vw', 360)).toEqual({ src: '/media/uploads/ab12' });
  });

  it('offers a buyer’s picture at every served width', () => {
    const url = '/api/buyer/v1/file?id=0123456789abcdef0123456789abcdef';
    expect(pictureSources(url, '64px', 240)).toEqual({
      src: `${url}&width=240`,
      srcSet: PICTURE_WIDTHS.map((width) => `${url}&width=${width} ${width}w`).join(', '),
      sizes: '64px',
    });
  });
});
