import type { ConsoleCategory, ProductAdminDetail } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  categoryPath,
  discountAboveOriginal,
  emptyProductValues,
  isProductPrice,
  productFormValues,
  toProductBody,
} from './product-form';

const TREE: ConsoleCategory[] = [
  {
    id: 1,
    parent_id: null,
    slug: 'hardware',
    name_en: 'Hardware',
    name_zh: '五金',
    sort: 0,
    recommended: false,
    image: '',
    product_count: 0,
    version: 1,
    children: [
      {
        id: 7,
        parent_id: 1,
        slug: 'bolts',
        name_en: 'Bolts',
        name_zh: '螺栓',
        sort: 0,
        recommended: false,
        image: '',
        product_count: 3,
        version: 1,
        children: [],
      },
    ],
  },
];

describe('product form', () => {
  it('takes prices as exact decimal text with at most two decimals, from 0.01', () => {
    expect(isProductPrice('12.5')).toBe(true);
    expect(isProductPrice('0.01')).toBe(true);
    expect(isProductPrice('10000000')).toBe(true);
    expect(isProductPrice('0')).toBe(false);
    expect(isProductPrice('1.005')).toBe(false);
    expect(isProductPrice('-3')).toBe(false);
    expect(isProductPrice('1e3')).toBe(false);
    expect(isProductPrice('10000000.01')).toBe(false);
    expect(isProductPrice('')).toBe(false);
  });

  it('compares a discounted price with its original in cents, not as floats', () => {
    expect(discountAboveOriginal('0.30', '0.3')).toBe(false);
    expect(discountAboveOriginal('0.31', '0.3')).toBe(true);
    expect(discountAboveOriginal('9999999.99', '10000000')).toBe(false);
    // An invalid price is its own field's message, not this one.
    expect(discountAboveOriginal('abc', '1')).toBe(false);
  });

  it('sends the typed text trimmed and keeps prices as written', () => {
    const body = toProductBody({
      ...emptyProductValues(),
      code: ' 4006381333931 ',
      name_en: ' Hex bolt ',
      name_zh: '六角螺栓',
      category_id: 7,
      shop_code: 'S01',
      price_usd: ' 0.1 ',
      original_price_usd: '0.20',
      price_cny: '0.7',
      original_price_cny: '1',
    });
    expect(body).toMatchObject({
      code: '4006381333931',
      name_en: 'Hex bolt',
      price_usd: '0.1',
      original_price_usd: '0.20',
      markets: ['en', 'cn'],
      listed: true,
      moq: 1,
      lead_time: 0,
    });
  });

  it('opens an existing product with every field as stored', () => {
    const values = productFormValues({
      ...toProductBody({ ...emptyProductValues(), category_id: 7, shop_code: 'S01' }),
      id: 3,
      version: 2,
      markets: ['cn'],
      price_usd: '1.00',
      top_category_id: 1,
      image: '',
      images: [],
      history: [],
      created_at: '',
      updated_at: '',
    } as ProductAdminDetail);
    expect(values.markets).toEqual(['cn']);
    expect(values.price_usd).toBe('1.00');
    expect(values.category_id).toBe(7);
  });

  it('offers only sub-categories for a product, named in the operator language', () => {
    const [top] = categoryOptions(TREE, 'zh-Hans');
    expect(top).toMatchObject({ title: '五金', selectable: false });
    expect(top?.children[0]).toMatchObject({ value: 7, title: '螺栓', selectable: true });
    expect(categoryPath(TREE, 7, 'en')).toBe('Hardware / Bolts');
    expect(categoryPath(TREE, 99, 'en')).toBeUndefined();
  });
});
