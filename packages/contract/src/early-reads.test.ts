import { describe, expect, it } from 'vitest';
import { EARLY_READ_RULES, earlyReadUrl } from './early-reads.js';

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
