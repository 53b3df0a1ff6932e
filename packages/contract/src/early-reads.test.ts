import { describe, expect, it } from 'vitest';
import { EARLY_READ_RULES, earlyPictures, earlyReadUrl } from './early-reads.js';
import { PICTURE_PLACES, pictureSources, pictureSourcesBy } from './pictures.js';

const read = (hash: string, market: string | null = null) => earlyReadUrl(hash, market, EARLY_READ_RULES);

describe('the first read of a storefront address', () => {
  it("is a product page's product, in the stored market", () => {
    expect(read('#/pages/home/detail?id=7')).toBe('/api/en/shop/product/detail?id=7');
    expect(read('#/pages/home/detail?id=7', 'cn')).toBe('/api/cn/shop/product/detail?id=7');
    expect(read('#/pages/home/detail?id=7', '../admin')).toBe('/api/en/shop/product/detail?id=7');
  });

  it('is nothing for an id the page would not read', () => {
    for (const id of ['', 'abc', '0', '07', '12345678901', '7.5', '-7'])
      expect(read(`#/pages/home/detail?id=${id}`)).toBeNull();
    expect(read('#/pages/home/detail')).toBeNull();
  });

  it("is a keyword's first page of hits in the default order, the keyword trimmed and encoded", () => {
    expect(read('#/pages/home/searchProduct?keyword=%20%E8%9E%BA%E4%B8%9D%20')).toBe(
      '/api/en/shop/search?keyword=%E8%9E%BA%E4%B8%9D&sort=relevance&page=1&pageSize=20',
    );
    expect(read('#/pages/home/searchProduct?keyword=a%26b', 'cn')).toBe(
      '/api/cn/shop/search?keyword=a%26b&sort=relevance&page=1&pageSize=20',
    );
  });

  it('is nothing for a search with an order or a filter, which may be a member’s, or without a keyword', () => {
    expect(read('#/pages/home/searchProduct?keyword=bolt&sort=price_asc')).toBeNull();
    expect(read('#/pages/home/searchProduct?keyword=bolt&min_price=1')).toBeNull();
    expect(read('#/pages/home/searchProduct?keyword=%20')).toBeNull();
  });

  it('is nothing for the home page and any other page', () => {
    for (const hash of ['', '#/', '#/pages/home/index', '#/pages/cart/index', '#/pages/nowhere?id=7'])
      expect(read(hash)).toBeNull();
  });

  it('refers to nothing outside itself, as the page runs its source text', () => {
    const alone = new Function(`return (${earlyReadUrl.toString()})`)() as typeof earlyReadUrl;
    expect(alone('#/pages/home/detail?id=7', 'cn', EARLY_READ_RULES)).toBe('/api/cn/shop/product/detail?id=7');
    expect(alone('#/pages/home/searchProduct?keyword=bolt', null, EARLY_READ_RULES)).toBe(
      '/api/en/shop/search?keyword=bolt&sort=relevance&page=1&pageSize=20',
    );
  });
});

describe("the pictures of a first read's answer", () => {
  const pictures = (readUrl: string, answer: unknown) =>
    earlyPictures(readUrl, answer, EARLY_READ_RULES, pictureSourcesBy);
  const drawn = (id: number) => `/media/product/${id}.svg?v=h${id}`;

  it("is a product's first picture, as its page's gallery draws it, in either market", () => {
    const answer = { code: 0, data: { id: 7, images: [drawn(7), drawn(8)] } };
    const { sizes, fallback } = PICTURE_PLACES.wide;
    for (const market of ['en', 'cn'])
      expect(pictures(`/api/${market}/shop/product/detail?id=7`, answer)).toEqual([
        pictureSources(drawn(7), sizes, fallback),
      ]);
  });

  it("is the product's own picture when it has no gallery, as the app's prefetch picks it", () => {
    const { sizes, fallback } = PICTURE_PLACES.wide;
    expect(pictures('/api/en/shop/product/detail?id=7', { data: { images: [], image: drawn(7) } })).toEqual([
      pictureSources(drawn(7), sizes, fallback),
    ]);
  });

  it("is a results page's first row of two, as its cards draw them", () => {
    const list = [1, 2, 3].map((id) => ({ id, image: drawn(id) }));
    const { sizes, fallback } = PICTURE_PLACES.card;
    expect(pictures('/api/cn/shop/search?keyword=bolt&sort=relevance&page=1&pageSize=20', { data: { list } })).toEqual([
      pictureSources(drawn(1), sizes, fallback),
      pictureSources(drawn(2), sizes, fallback),
    ]);
    expect(pictures('/api/en/shop/search?keyword=x', { data: { list: [{ id: 1, image: drawn(1) }] } })).toHaveLength(1);
  });

  it('is nothing for a refusal, an answer of another shape or another read', () => {
    expect(pictures('/api/en/shop/product/detail?id=7', { code: 20001, msg: 'gone', data: null })).toEqual([]);
    expect(pictures('/api/en/shop/product/detail?id=7', null)).toEqual([]);
    expect(pictures('/api/en/shop/product/detail?id=7', { data: { images: 'x', image: 7 } })).toEqual([]);
    expect(pictures('/api/en/shop/search?keyword=x', { data: { list: [null, { image: 7 }, { image: '' }] } })).toEqual(
      [],
    );
    expect(pictures('/api/en/shop/product/recommend', { data: { list: [{ image: drawn(1) }] } })).toEqual([]);
  });

  it('refers to nothing outside itself, nor does the picture rule it is given, as the page runs their source text', () => {
    const alone = new Function(`return (${earlyPictures.toString()})`)() as typeof earlyPictures;
    const sourcesAlone = new Function(`return (${pictureSourcesBy.toString()})`)() as typeof pictureSourcesBy;
    const answer = { data: { images: [drawn(7)] } };
    expect(alone('/api/en/shop/product/detail?id=7', answer, EARLY_READ_RULES, sourcesAlone)).toEqual(
      pictures('/api/en/shop/product/detail?id=7', answer),
    );
  });
});
